import type { I18nProps } from '../../i18n/translator.ts';
import { useT } from '../../i18n/useT.ts';
import { existing, type Section } from '../../lib/sections.ts';
import { Icon } from './icons.tsx';
import { onListKeyDown, useMenu } from './menu.ts';

const ITEMS = existing<{ key: string; href: string; section?: Section }>([
  { key: 'ad', href: '/add-listing' },
  { key: 'adAi', href: '/add-listing?isAiAd=1', section: 'imageToAd' },
  { key: 'feed', href: '/add-feeds', section: 'feeds' },
  { key: 'story', href: '/user-stories?create=1', section: 'stories' },
]);

/**
 * The floating create menu (spec 000 §2.8, 001 'Create menu'): a round '+' button bottom right, above the mobile
 * tab bar, opening Create Ad, Create Ad With AI, Create Feed and Create Story as their sections come to exist; with
 * only one of them, the button goes straight there. Visitors get the sign-in dialog. Closes on an outside click and
 * on Escape.
 */
export default function CreateMenu({ i18n }: { i18n: I18nProps }) {
  const t = useT(i18n, 'common');
  const { open, rootRef, triggerRef, toggle, setOpen, onBlur } = useMenu('create');
  const [only] = ITEMS;
  if (ITEMS.length === 1 && only) {
    return (
      <div className="cm">
        <a className="cm-fab" href={only.href} data-requires-auth aria-label={t(`create.${only.key}`)} title={t(`create.${only.key}`)}>
          <Icon name="plus" size={28} />
        </a>
      </div>
    );
  }
  return (
    <div className="cm" ref={rootRef} onBlur={onBlur} data-open={open ? '' : undefined}>
      <ul id="cm-list" className="cm-list" hidden={!open} aria-label={t('create.menu')} onKeyDown={onListKeyDown}>
        {ITEMS.map((item) => (
          <li key={item.key}>
            <a className="cm-item" href={item.href} data-requires-auth onClick={() => setOpen(false)}>
              {t(`create.${item.key}`)}
            </a>
          </li>
        ))}
      </ul>
      <button
        ref={triggerRef}
        type="button"
        className="cm-fab"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls="cm-list"
        aria-label={open ? t('create.close') : t('create.open')}
        onClick={toggle}
      >
        <Icon name="plus" size={28} />
      </button>
    </div>
  );
}
