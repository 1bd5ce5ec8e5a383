import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { Translate } from '../../i18n/translator.ts';
import { categoryHref, type CategoryNode } from '../../lib/categories.ts';
import { categoryName } from '../../lib/category-name.ts';
import { useCategoryTree } from './category-tree.ts';
import { Icon } from './icons.tsx';
import { focusFirst, onListKeyDown } from './menu.ts';
import { LoadFailed, Loading } from './MenuStates.tsx';

export type MegaPanelProps = {
  t: Translate;
  shop: boolean;
  open: boolean;
  hover: boolean;
  close: () => void;
  panelRef: RefObject<HTMLDivElement | null>;
  /** Set by ArrowDown on the trigger: focus the first category once the tree has rendered. */
  focusColumnRef: RefObject<boolean>;
};

const TWO_COLUMNS_ABOVE = 7;

/**
 * The inside of the category mega menu (spec 000 §2.6), loaded the first time the menu opens (MegaMenu.tsx keeps
 * the trigger): 'All Categories', parents with icons, sub and child submenus each headed by 'View All {category}'.
 * The tree is fetched on first open.
 */
export default function MegaPanel({ t, shop, open, hover, close, panelRef, focusColumnRef }: MegaPanelProps) {
  const tree = useCategoryTree(shop, open);
  const [parentId, setParentId] = useState<number | null>(null);
  const [subId, setSubId] = useState<number | null>(null);

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
    if (!focusColumnRef.current || !open || tree.status !== 'ready') return;
    focusColumnRef.current = false;
    focusFirst(panelRef.current?.querySelector('[data-col="1"]'));
  }, [open, tree.status, focusColumnRef, panelRef]);

  const name = (node: CategoryNode) => categoryName(node);
  const viewAll = (node: CategoryNode) => (shop ? t('categories.shopItems', { category: name(node) }) : t('categories.viewAll', { category: name(node) }));

  /** Hovering a leaf closes the submenus opened from its column. */
  const collapseFrom = (level: 1 | 2 | 3) => {
    if (level === 1) setParentId(null);
    setSubId(null);
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

  if (!open) return null;
  if (tree.status === 'loading' || tree.status === 'idle') return <Loading t={t} className="mm-state" />;
  if (tree.status === 'error') return <LoadFailed t={t} className="mm-state" retry={tree.retry} />;
  if (tree.categories.length === 0) return <p className="mm-state">{t('categories.empty')}</p>;
  return (
    <>
      {column(1, tree.categories)}
      {parent && column(2, parent.children, parent)}
      {sub && column(3, sub.children, sub)}
    </>
  );
}
