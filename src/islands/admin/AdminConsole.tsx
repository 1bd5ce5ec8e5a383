import { useState, type ReactNode } from 'react';
import { TabList } from '../../components/TabList.tsx';
import { isOperator } from '../../../common/roles.ts';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import { useSession } from '../../stores/use-session.ts';
import { AuditLog } from './AuditLog.tsx';
import { Blog } from './Blog.tsx';
import { Catalogue } from './Catalogue.tsx';
import { Categories } from './Categories.tsx';
import { Complaints } from './Complaints.tsx';
import { Dashboard } from './Dashboard.tsx';
import { Hotels } from './Hotels.tsx';
import { Members } from './Members.tsx';
import { Moderation } from './Moderation.tsx';
import { Queue } from './Queue.tsx';
import type { Notice } from './shared.tsx';
import './admin.css';

const TABS = ['dashboard', 'shops', 'companies', 'complaints', 'moderation', 'members', 'categories', 'catalogue', 'blog', 'hotels', 'audit'] as const;
type Tab = (typeof TABS)[number];

/**
 * The operator console (issue 16, decisions 171 and 175): the dashboard first, shop requests and company requests to
 * vet, complaints to work, content to hide and restore, members to find and block or unblock, the catalogue's
 * reference data, blog posts and their categories to write, hotels to add, change, hide and delete, and the audit log. Only
 * operators get it; a member sees why not and the page makes no console call (each would answer 403), a visitor gets
 * the sign-in dialog from the layout and the console once signed in as an operator.
 */
export default function AdminConsole({ i18n }: { i18n: I18nProps }) {
  const t = useT(i18n, 'admin');
  const session = useSession();
  const [tab, setTab] = useState<Tab>('dashboard');
  const [notice, setNotice] = useState<Notice | null>(null);

  const choose = (next: Tab) => {
    setTab(next);
    setNotice(null);
  };
  /** A dashboard card opens its queue's tab and moves focus there, as its button leaves the page. */
  const openTab = (next: Tab) => {
    choose(next);
    document.getElementById(`adm-tab-${next}`)?.focus();
  };

  const props = { t, locale: i18n.locale, onNotice: setNotice };
  /** Each tab's panel but the two vetting queues, which share one. */
  const panels: Record<Exclude<Tab, 'shops' | 'companies'>, () => ReactNode> = {
    // The dashboard offers only the queues among `tabs`.
    dashboard: () => <Dashboard t={t} locale={i18n.locale} tabs={TABS} onOpenTab={(next) => openTab(next as Tab)} />,
    complaints: () => <Complaints {...props} />,
    moderation: () => <Moderation {...props} />,
    members: () => <Members {...props} />,
    categories: () => <Categories {...props} />,
    catalogue: () => <Catalogue {...props} />,
    blog: () => <Blog {...props} />,
    hotels: () => <Hotels {...props} />,
    audit: () => <AuditLog t={t} locale={i18n.locale} />,
  };

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
          onChoose={choose}
          label={t('title')}
          idPrefix="adm-tab"
          panelId="adm-panel"
          className="adm-tabs"
          tabClassName="adm-tab"
        >
          {(x) => t(x === 'dashboard' ? 'dashboard.tab' : `tabs.${x}`)}
        </TabList>
        <div id="adm-panel" role="tabpanel" aria-labelledby={`adm-tab-${tab}`} className="adm-panel">
          {tab === 'shops' || tab === 'companies' ? <Queue key={tab} kind={tab} {...props} /> : panels[tab]()}
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
