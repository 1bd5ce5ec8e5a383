import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { I18nProps } from '../../i18n/translator.ts';
import { useT } from '../../i18n/useT.ts';
import { categoryHref, type CategoryNode } from '../../lib/categories.ts';
import { categoryName } from '../../lib/category-name.ts';
import './category-strip.css';

type Props = { i18n: I18nProps; categories: CategoryNode[] };

/** Pointer travel (px) after which a press on the strip is a drag, not a click. */
const DRAG_PX = 6;

/**
 * The shop home's category strip (spec 002 §2.2): 'All Categories' first (to the catalogue), then the top-level
 * shop categories. Mouse users drag it sideways (touch scrolls natively); a category with subcategories opens a
 * dropdown with 'View All {category}' and its subcategories, which closes on an outside click, Escape or scroll.
 */
export default function CategoryStrip({ i18n, categories }: Props) {
  const t = useT(i18n, 'shop');
  const rootRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLUListElement>(null);
  const drag = useRef<{ x: number; left: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);
  const [open, setOpen] = useState<{ id: number; left: number; keyboard: boolean } | null>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  // Opened from the keyboard: focus goes into the dropdown (it sits outside the scroller, after the strip).
  useEffect(() => {
    if (open?.keyboard) menuRef.current?.querySelector('a')?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (e: PointerEvent) => {
      if (rootRef.current && e.target instanceof Node && !rootRef.current.contains(e.target)) setOpen(null);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const id = open.id;
      setOpen(null);
      rootRef.current?.querySelector<HTMLButtonElement>(`[data-cat="${id}"]`)?.focus();
    };
    const scroller = scrollerRef.current;
    const onScroll = () => setOpen(null);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    scroller?.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
      scroller?.removeEventListener('scroll', onScroll);
    };
  }, [open]);

  const onPointerDown = (e: ReactPointerEvent<HTMLUListElement>) => {
    if (e.pointerType !== 'mouse' || e.button !== 0) return;
    drag.current = { x: e.clientX, left: e.currentTarget.scrollLeft, moved: false };
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLUListElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.x;
    if (!d.moved && Math.abs(dx) < DRAG_PX) return;
    if (!d.moved) e.currentTarget.setPointerCapture(e.pointerId);
    d.moved = true;
    e.currentTarget.scrollLeft = d.left - dx;
  };
  const endDrag = () => {
    // A drag that ends over a link or button must not also follow or press it.
    suppressClick.current = !!drag.current?.moved;
    drag.current = null;
  };

  const toggle = (node: CategoryNode, button: HTMLButtonElement, keyboard: boolean) => {
    if (open?.id === node.id) return setOpen(null);
    const root = rootRef.current?.getBoundingClientRect();
    const rect = button.getBoundingClientRect();
    const width = Math.min(280, window.innerWidth - 16);
    const left = Math.max(8 - (root?.left ?? 0), Math.min(rect.left - (root?.left ?? 0), window.innerWidth - width - 8 - (root?.left ?? 0)));
    setOpen({ id: node.id, left, keyboard });
  };

  const current = open ? categories.find((c) => c.id === open.id) : undefined;

  return (
    <div
      className="cs"
      ref={rootRef}
      onBlur={(e) => {
        // Focus leaving the strip and its dropdown closes the dropdown.
        if (open && !(e.relatedTarget instanceof Node && rootRef.current?.contains(e.relatedTarget))) setOpen(null);
      }}
    >
      <ul
        className="cs-strip"
        ref={scrollerRef}
        aria-label={t('home.categories')}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onClickCapture={(e) => {
          if (suppressClick.current) {
            e.preventDefault();
            e.stopPropagation();
            suppressClick.current = false;
          }
        }}
      >
        <li>
          <a className="cs-chip cs-all" href="/shop-catalogue" draggable={false}>
            {t('home.allCategories')}
          </a>
        </li>
        {categories.map((node) => (
          <li key={node.id}>
            {node.children.length > 0 ? (
              <button
                type="button"
                className="cs-chip"
                data-cat={node.id}
                aria-expanded={open?.id === node.id}
                aria-controls={open?.id === node.id ? `cs-menu-${node.id}` : undefined}
                onClick={(e) => toggle(node, e.currentTarget, e.detail === 0)}
              >
                {node.icon && <img src={node.icon} alt="" width={18} height={18} loading="lazy" draggable={false} />}
                {categoryName(node)}
                <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" focusable="false">
                  <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            ) : (
              <a className="cs-chip" href={categoryHref(node, true)} draggable={false}>
                {node.icon && <img src={node.icon} alt="" width={18} height={18} loading="lazy" draggable={false} />}
                {categoryName(node)}
              </a>
            )}
          </li>
        ))}
      </ul>
      {current && open && (
        <ul className="cs-menu" ref={menuRef} id={`cs-menu-${current.id}`} style={{ left: open.left }} aria-label={categoryName(current)}>
          <li>
            <a className="cs-menu-all" href={categoryHref(current, true)}>
              {t('home.viewAll', { category: categoryName(current) })}
            </a>
          </li>
          {current.children.map((child) => (
            <li key={child.id}>
              <a href={categoryHref(child, true)}>{categoryName(child)}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
