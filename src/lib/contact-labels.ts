import type { Translate } from '../i18n/translator.ts';
import { errorText } from './error-text.ts';

export type ComplaintLabels = {
  title: string;
  topic: string;
  chooseTopic: string;
  message: string;
  cancel: string;
  submit: string;
  close: string;
  incompleteTitle: string;
  incomplete: string;
  sentTitle: string;
  sent: string;
  errorTitle: string;
  /** The text of a failed complaint. */
  failure: (err: unknown) => string;
  topicsFailed: string;
};

/**
 * The words of the complaint dialog (ad details, seller profile, shop page): each page keeps them in
 * its own namespace under one prefix ('actions.', 'seller.', 'shop.') with the same key names; a failure reads as
 * its code's text (lib/error-text.ts), else the page's own 'failed' text.
 */
/** `sentTitle` names the key of the 'sent' dialog's title: the complaint's own title unless the page has a special one. */
export function complaintLabels(t: Translate, prefix: string, sentTitle = 'complainTitle'): ComplaintLabels {
  const k = (key: string) => t(`${prefix}${key}`);
  return {
    title: k('complainTitle'),
    topic: k('topic'),
    chooseTopic: k('chooseTopic'),
    message: k('complaintMessage'),
    cancel: k('cancel'),
    submit: k('submit'),
    close: k('close'),
    incompleteTitle: k('incompleteTitle'),
    incomplete: k('incomplete'),
    sentTitle: k(sentTitle),
    sent: k('complaintSent'),
    errorTitle: k('errorTitle'),
    failure: (err) => errorText(err, t, k('complaintFailed')),
    topicsFailed: k('topicsFailed'),
  };
}
