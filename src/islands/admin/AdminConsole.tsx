import { useState } from 'react';
import { TabList } from '../../components/TabList.tsx';
import { isOperator } from '../../../common/roles.ts';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import { useSession } from '../../stores/use-session.ts';
import { AuditLog } from './AuditLog.tsx';
import { Blog } from './Blog.tsx';
import { Complaints } from './Complaints.tsx';
import { Members } from './Members.tsx';
import { Queue } from './Queue.tsx';
import type { Notice } from './shared.tsx';
import './admin.css';

const TABS = ['shops', 'companies', 'complaints', 'members', 'blog', 'audit'] as const;
type Tab = (typeof TABS)[number];

/**
 * The operator console (issue 16, decision 171): shop requests and company requests to vet, complaints to work, members
 * to find and block or unblock, blog posts and their categories to write, and the audit log. Only
 * operators get it; a member sees why not and the page makes no console call (each would answer 403), a visitor gets
 * the sign-in dialog from the layout and the console once signed in as an operator.
 */
export default function AdminConsole({ i18n }: { i18n: I18nProps }) {
  const t = useT(i18n, 'admin');
  const session = useSession();
  const [tab, setTab] = useState<Tab>('shops');
  const [notice, setNotice] = useState<Notice | null>(null);

  let body;
  if (!session.restored) body = <p className="adm-note" role="status">{t('loading')}</p>;
  else if (!session.user) body = <p className="adm-note">{t('signIn')}</p>;
  else if (!isOperator(session.user)) body = <p className="adm-note adm-refused">{t('operatorsOnly')}</p>;
  else
    body = (
      <>
        <TabList
          tabs={TABS}
          current={tab}
          onChoose={(next) => {
            setTab(next);
            setNotice(null);
          }}
          label={t('title')}
          idPrefix="adm-tab"
          panelId="adm-panel"
          className="adm-tabs"
          tabClassName="adm-tab"
        >
          {(x) => t(`tabs.${x}`)}
        </TabList>
        <div id="adm-panel" role="tabpanel" aria-labelledby={`adm-tab-${tab}`} className="adm-panel">
          {tab === 'audit' ? (
            <AuditLog t={t} locale={i18n.locale} />
          ) : tab === 'complaints' ? (
            <Complaints t={t} locale={i18n.locale} onNotice={setNotice} />
          ) : tab === 'members' ? (
            <Members t={t} locale={i18n.locale} onNotice={setNotice} />
          ) : tab === 'blog' ? (
            <Blog t={t} locale={i18n.locale} onNotice={setNotice} />
          ) : (
            <Queue key={tab} kind={tab} t={t} locale={i18n.locale} onNotice={setNotice} />
          )}
        </div>
      </>
    );

  return (
    <div className="adm">
      <h1>{t('title')}</h1>
      {/* Always in the page, so screen readers announce what a decision did; failures are told at once. */}
      <div className={`adm-notice${notice ? ` is-${notice.kind}` : ''}`} role="status">
        {notice?.kind === 'success' ? notice.text : null}
      </div>
      {notice?.kind === 'error' && (
        <p className="adm-notice is-error" role="alert">
          {notice.text}
        </p>
      )}
      {body}
    </div>
  );
}
