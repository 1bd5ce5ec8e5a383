import type { ReactNode } from 'react';
import { categoryHref, type CategoryNode } from '../lib/categories.ts';
import { categoryName } from '../lib/category-name.ts';
import './category-tree.css';

export type CategoryTreeLabels = {
  /** 'View All {category}' (or '{category} Items' in the shop tree). */
  viewAll: (category: string) => string;
  /** Screen-reader text of a count pill, e.g. 'Ads: 12'. */
  count: (count: number) => string;
};

type Props = {
  categories: CategoryNode[];
  labels: CategoryTreeLabels;
  shop?: boolean;
  showCounts?: boolean;
  /** Accessible name of the tree's list. */
  label?: string;
  /** Click on any link (islands use it to close a menu). */
  onNavigate?: () => void;
};

const MAX_DEPTH = 3;

/**
 * The category tree of the home board (spec 001 'Home board'): up to three levels, parents expand with
 * <details>/<summary> so it works without JavaScript, leaves and 'View All {category}' link to the catalogue,
 * each node with its total count. Rendered on the server by pages and reused by the mobile menu.
 */
export default function CategoryTree({ categories, labels, shop = false, showCounts = true, label, onNavigate }: Props) {
  const count = (n: number) =>
    showCounts ? (
      <span className="ct-count">
        <span aria-hidden="true">{n}</span>
        <span className="visually-hidden">{labels.count(n)}</span>
      </span>
    ) : null;

  const icon = (node: CategoryNode, depth: number) =>
    depth === 1 ? (
      node.icon ? <img className="ct-icon" src={node.icon} alt="" width={20} height={20} loading="lazy" decoding="async" /> : <span className="ct-icon ct-icon-blank" aria-hidden="true" />
    ) : null;

  const renderNodes = (nodes: CategoryNode[], depth: number, first?: ReactNode): ReactNode => (
    <ul className={`ct-list ct-l${depth}`} aria-label={depth === 1 ? label : undefined}>
      {first}
      {nodes.map((node) => {
        const name = categoryName(node);
        const hasChildren = node.children.length > 0 && depth < MAX_DEPTH;
        return (
          <li key={node.id} className="ct-item">
            {hasChildren ? (
              <details className="ct-node">
                <summary className="ct-row">
                  {icon(node, depth)}
                  <span className="ct-name">{name}</span>
                  {count(node.total_ads)}
                  <svg className="ct-chevron" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
                    <path d="M7 5l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </summary>
                {renderNodes(
                  node.children,
                  depth + 1,
                  <li className="ct-item">
                    <a className="ct-row ct-viewall" href={categoryHref(node, shop)} onClick={onNavigate}>
                      <span className="ct-name">{labels.viewAll(name)}</span>
                      {count(node.total_ads)}
                    </a>
                  </li>,
                )}
              </details>
            ) : (
              <a className="ct-row" href={categoryHref(node, shop)} onClick={onNavigate}>
                {icon(node, depth)}
                <span className="ct-name">{name}</span>
                {count(node.total_ads)}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );

  return renderNodes(categories, 1);
}
