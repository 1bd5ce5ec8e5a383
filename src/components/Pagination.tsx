import type { MouseEvent } from 'react';
import { pageItems } from '../lib/ad-card.ts';
import type { Translate } from '../i18n/translator.ts';
import './pagination.css';

/** The words of a pagination bar, in the caller's namespace. */
export type PaginationTexts = { label: string; previous: string; next: string; page: (page: number) => string };

/** The words under `${prefix}label`, `previous`, `next` and `page` (with {{page}}). */
export const paginationTexts = (t: Translate, prefix: string): PaginationTexts => ({
  label: t(`${prefix}label`),
  previous: t(`${prefix}previous`),
  next: t(`${prefix}next`),
  page: (page) => t(`${prefix}page`, { page }),
});

type Props = {
  page: number;
  last: number;
  texts: PaginationTexts;
  /** Called for a page chosen; with `href`, the click event too, so the caller may keep the link's default. */
  onPage: (page: number, e: MouseEvent<HTMLElement>) => void;
  /** Link pages (crawlable, shareable) when given; buttons otherwise. */
  href?: (page: number) => string;
  className?: string;
};

/** Previous, first, last and the pages around the current one, with "…" for gaps (pageItems). */
export function Pagination({ page, last, texts, onPage, href, className = 'pager' }: Props) {
  const current = (p: number) => (p === page ? 'page' : undefined);
  const step = (to: number, disabled: boolean, rel: 'prev' | 'next', text: string) =>
    href ? (
      <a href={href(to)} rel={rel} aria-disabled={disabled || undefined} className={disabled ? 'is-disabled' : undefined} onClick={(e) => (disabled ? e.preventDefault() : onPage(to, e))}>
        {text}
      </a>
    ) : (
      <button type="button" className="btn" disabled={disabled} onClick={(e) => onPage(to, e)}>
        {text}
      </button>
    );
  return (
    <nav className={className} aria-label={texts.label}>
      {step(Math.max(1, page - 1), page <= 1, 'prev', texts.previous)}
      {pageItems(page, last).map((p, i) =>
        p === null ? (
          <span key={`gap${i}`} className="pager-gap" aria-hidden="true">
            …
          </span>
        ) : href ? (
          <a key={p} href={href(p)} aria-label={texts.page(p)} aria-current={current(p)} onClick={(e) => onPage(p, e)}>
            {p}
          </a>
        ) : (
          <button key={p} type="button" className="btn pager-page" aria-label={texts.page(p)} aria-current={current(p)} onClick={(e) => onPage(p, e)}>
            {p}
          </button>
        ),
      )}
      {step(Math.min(last, page + 1), page >= last, 'next', texts.next)}
    </nav>
  );
}
