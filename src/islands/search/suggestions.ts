import { fullResultsHref, type SearchAllData } from '../../lib/api/search.ts';

/** One live suggestion of the search dropdown. */
export type Suggestion = {
  id: string;
  kind: 'ad' | 'place' | 'user' | 'tag' | 'product';
  label: string;
  detail?: string;
  href: string;
  avatar?: string | null;
};

/** At most 5 suggestions (spec 000 §9). */
export const MAX_SUGGESTIONS = 5;

/** The sections of a universal search answer, taken in turns (ad, place, user, tag, ad, …) up to the limit. */
export function buildSuggestions(data: Omit<SearchAllData, 'meta'>, max = MAX_SUGGESTIONS): Suggestion[] {
  const sections: Suggestion[][] = [
    data.ads.map((a) => ({ id: `ad-${a.id}`, kind: 'ad', label: a.name, ...(a.location ? { detail: a.location } : {}), href: `/product/${a.id}` })),
    data.places.map((p, i) => ({ id: `place-${i}-${p.name}`, kind: 'place', label: p.name, detail: p.location, href: fullResultsHref('places', p.name) })),
    data.users.map((u) => ({
      id: `user-${u.id}`,
      kind: 'user',
      label: `${u.name} ${u.last_name}`.trim() || u.user_name,
      detail: `@${u.user_name}`,
      href: `/seller-profile/${u.id}`,
      avatar: u.avatar,
    })),
    data.tags.map((tag) => ({ id: `tag-${tag.name}`, kind: 'tag', label: `#${tag.name}`, href: fullResultsHref('tags', tag.name) })),
    data.shopAds.map((a) => ({ id: `item-${a.id}`, kind: 'product', label: a.name, ...(typeof a.location === 'string' && a.location ? { detail: a.location } : {}), href: `/item/${a.id}` })),
  ];
  const out: Suggestion[] = [];
  for (let round = 0; out.length < max && sections.some((s) => s.length > round); round++) {
    for (const section of sections) {
      const item = section[round];
      if (item && out.length < max) out.push(item);
    }
  }
  return out;
}

/** Shop products: name plus location, or 'Unknown location'. */
export function buildShopSuggestions(items: { id: number; name: string; location?: string | null }[], unknownLocation: string, max = MAX_SUGGESTIONS): Suggestion[] {
  return items.slice(0, max).map((a) => ({ id: `item-${a.id}`, kind: 'product', label: a.name, detail: a.location?.trim() || unknownLocation, href: `/item/${a.id}` }));
}
