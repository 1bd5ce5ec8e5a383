import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import type { Translate } from '../../i18n/translator.ts';
import { categoryHref, type CategoryNode } from '../../lib/categories.ts';
import { categoryName } from '../../lib/category-name.ts';
import { Icon } from './icons.tsx';
import { focusFirst, onListKeyDown, useCategoryTree, useHoverCapable, useMenu } from './menu.ts';

type Props = { t: Translate; shop: boolean };

const CLOSE_DELAY_MS = 100;
const TWO_COLUMNS_ABOVE = 7;

/**
 * The category mega menu (spec 000 §2.6): 'All Categories', parents with icons, sub and child submenus each
 * headed by 'View All {category}'. Hover opens it on hover-capable desktops (100 ms close delay), clicks toggle
 * elsewhere. The tree is fetched on first open. The shop variant uses the shop tree and links to the shop catalogue.
 */
export default function MegaMenu({ t, shop }: Props) {
  const { open, rootRef, triggerRef, setOpen, toggle, onBlur } = useMenu('categories');
  const hover = useHoverCapable();
  const tree = useCategoryTree(shop, open);
  const [parentId, setParentId] = useState<number | null>(null);
  const [subId, setSubId] = useState<number | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const panelRef = useRef<HTMLDivElement>(null);
  /** Set by ArrowDown on the trigger: focus the first category once the tree has rendered. */
  const focusColumn = useRef(false);

  // A closed menu forgets its open submenus, however it was closed.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) {
      setParentId(null);
      setSubId(null);
    }
  }

  const parent = tree.categories.find((c) => c.id === parentId);
  const sub = parent?.children.find((c) => c.id === subId);

  useEffect(() => {
    if (!focusColumn.current || !open || tree.status !== 'ready') return;
    focusColumn.current = false;
    focusFirst(panelRef.current?.querySelector('[data-col="1"]'));
  }, [open, tree.status]);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const name = (node: CategoryNode) => categoryName(node);
  const viewAll = (node: CategoryNode) => (shop ? t('categories.shopItems', { category: name(node) }) : t('categories.viewAll', { category: name(node) }));
  const close = () => {
    setOpen(false);
    setParentId(null);
    setSubId(null);
  };

  /** Hovering a leaf closes the submenus opened from its column. */
  const collapseFrom = (level: 1 | 2 | 3) => {
    if (level === 1) setParentId(null);
    setSubId(null);
  };

  const onEnter = () => {
    if (!hover) return;
    window.clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const onLeave = () => {
    if (!hover) return;
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(close, CLOSE_DELAY_MS);
  };

  const onTriggerKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown') return;
    e.preventDefault();
    if (open && tree.status === 'ready') focusFirst(panelRef.current?.querySelector('[data-col="1"]'));
    else {
      focusColumn.current = true;
      setOpen(true);
    }
  };

  /** Opens a node's submenu; `toggle` closes it when it is already open (clicks without hover). */
  const expand = (level: 1 | 2, id: number, toggle = false) => {
    if (level === 1) {
      setParentId((cur) => (toggle && cur === id ? null : id));
      setSubId(null);
    } else setSubId((cur) => (toggle && cur === id ? null : id));
  };

  const onColumnKey = (level: 1 | 2 | 3) => (e: KeyboardEvent<HTMLUListElement>) => {
    if (e.key === 'ArrowLeft' && level > 1) {
      e.preventDefault();
      panelRef.current?.querySelector<HTMLElement>(`[data-col="${level - 1}"] [aria-expanded="true"]`)?.focus();
      return;
    }
    if (e.key === 'ArrowRight' && level < 3) {
      const id = Number((document.activeElement as HTMLElement | null)?.dataset.id);
      if (id) {
        e.preventDefault();
        flushSync(() => expand(level as 1 | 2, id));
        focusFirst(panelRef.current?.querySelector(`[data-col="${level + 1}"]`));
      }
      return;
    }
    onListKeyDown(e);
  };

  const column = (level: 1 | 2 | 3, nodes: CategoryNode[], head?: CategoryNode) => {
    const expandedId = level === 1 ? parentId : level === 2 ? subId : null;
    const listId = `mm-col-${level}`;
    return (
      <div className="mm-col" data-col={level}>
        <ul
          id={listId}
          className={`mm-list${nodes.length > TWO_COLUMNS_ABOVE ? ' mm-two' : ''}`}
          aria-label={head ? name(head) : shop ? t('categories.allShop') : t('categories.all')}
          onKeyDown={onColumnKey(level)}
        >
          {head && (
            <li className="mm-head">
              <a className="mm-link mm-viewall" href={categoryHref(head, shop)} onClick={close}>
                {viewAll(head)}
              </a>
            </li>
          )}
          {nodes.map((node) => {
            const icon =
              level === 1 ? (
                node.icon ? <img src={node.icon} alt="" width={20} height={20} loading="lazy" decoding="async" /> : <span className="mm-icon-blank" aria-hidden="true" />
              ) : null;
            if (level < 3 && node.children.length > 0) {
              const isOpen = expandedId === node.id;
              return (
                <li key={node.id}>
                  <button
                    type="button"
                    className="mm-link"
                    data-id={node.id}
                    aria-expanded={isOpen}
                    aria-controls={isOpen ? `mm-col-${level + 1}` : undefined}
                    onClick={() => expand(level as 1 | 2, node.id, !hover)}
                    onMouseEnter={hover ? () => expand(level as 1 | 2, node.id) : undefined}
                  >
                    {icon}
                    <span className="mm-name">{name(node)}</span>
                    <Icon name="right" size={16} className="mm-chevron" />
                  </button>
                </li>
              );
            }
            return (
              <li key={node.id}>
                <a
                  className="mm-link"
                  href={categoryHref(node, shop)}
                  onClick={close}
                  onMouseEnter={hover && level < 3 ? () => collapseFrom(level) : undefined}
                >
                  {icon}
                  <span className="mm-name">{name(node)}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    );
  };

  return (
    <div className="mm" ref={rootRef} onMouseEnter={onEnter} onMouseLeave={onLeave} onBlur={onBlur}>
      <button
        ref={triggerRef}
        type="button"
        className="tb-btn mm-trigger"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls="mm-panel"
        onClick={(e) => {
          window.clearTimeout(closeTimer.current);
          // With hover, the pointer has already opened the menu: a mouse click keeps it open (keyboard clicks toggle).
          if (hover && e.detail > 0) setOpen(true);
          else if (open) close();
          else toggle();
        }}
        onKeyDown={onTriggerKey}
      >
        <Icon name="grid" size={18} />
        <span>{shop ? t('categories.allShop') : t('categories.all')}</span>
        <Icon name="down" size={16} />
      </button>
      <div id="mm-panel" ref={panelRef} className="mm-panel" hidden={!open}>
        {open && tree.status === 'loading' && (
          <p className="mm-state" role="status">
            {t('categories.loading')}
          </p>
        )}
        {open && tree.status === 'error' && (
          <div className="mm-state" role="alert">
            <p>{t('categories.error')}</p>
            <button type="button" className="btn" onClick={tree.retry}>
              {t('categories.retry')}
            </button>
          </div>
        )}
        {open && tree.status === 'ready' && tree.categories.length === 0 && <p className="mm-state">{t('categories.empty')}</p>}
        {open && tree.status === 'ready' && tree.categories.length > 0 && (
          <>
            {column(1, tree.categories)}
            {parent && column(2, parent.children, parent)}
            {sub && column(3, sub.children, sub)}
          </>
        )}
      </div>
    </div>
  );
}
