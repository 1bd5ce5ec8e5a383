import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';

/** How a query's text matches: name patterns the trigram indexes answer, and full-text queries with typos corrected. */

export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);
export const hasWordChar = (s: string) => /[\p{L}\p{N}]/u.test(s);
/** Lower case the way the database does it, so patterns and indexed `lower(col)` agree. */
export const lowered = (pattern: string) => sql`lower(${pattern})`;

/**
 * `column` (already `lower(...)`) contains the text; one or two characters must start a word. Three characters or
 * more give the trigram index something to look up; shorter text only does so anchored at a word start.
 */
export function textMatch(column: SQL, text: string): SQL {
  const q = likeEscape(text.trim());
  if ([...text.trim()].length >= 3) return sql`${column} like ${lowered(`%${q}%`)}`;
  return sql`(${column} like ${lowered(`${q}%`)} or ${column} like ${lowered(`% ${q}%`)})`;
}

/** Word-start match (the whole name or any word of it), used for place names. */
export function wordStartMatch(column: SQL, text: string): SQL {
  const q = likeEscape(text.trim());
  return sql`(${column} like ${lowered(`${q}%`)} or ${column} like ${lowered(`% ${q}%`)})`;
}

/** A query's words as the full-text documents store them ('simple': lower case), each once, at most 8. */
export function queryWords(text: string): string[] {
  return [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, 8);
}

/** A lexeme quoted for tsquery input, so no parser splits or normalises it again. */
const lexeme = (w: string) => `'${w.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** The query's words as a prefix tsquery (`'red':* & 'bike':*`), or null when it has no word at all. */
export function prefixTsQuery(text: string): string | null {
  const words = queryWords(text);
  return words.length ? words.map((w) => `${lexeme(w)}:*`).join(' & ') : null;
}

/** A word that starts more dictionary words than this stays a prefix scan (a short word: its posting lists are long anyway). */
const EXPANSION_LIMIT = 50;
/** Typo correction needs a few letters to compare; shorter unknown words match nothing. */
const CORRECTION_MIN_LENGTH = 4;

export type TextQuery = { match: string; rank: string };

/**
 * The text as a tsquery over whole words of ad_words, or null when some word matches nothing even after correcting
 * its spelling. A word becomes the words it starts (`sof` → `'sofa' | 'sofia'`): exact GIN entries, which an AND
 * intersects by skipping, where a prefix entry would first collect every ad of every word it starts (30 ms for
 * "modern sofa" at 1,000,000 ads against 1 ms). A word that starts no word at all is a typo: it becomes the
 * dictionary words one edit away (two from 8 letters on; a swap of neighbours is one edit), so "gutiar" finds
 * "guitar".
 */
export async function textQuery(db: Db, text: string): Promise<TextQuery | null> {
  const words = queryWords(text);
  if (!words.length) return null;
  const found = await rows<{ i: number; words: string[] }>(db, wordStartsSql(words));
  const match: string[] = [];
  const rank: string[] = [];
  for (const [i, w] of words.entries()) {
    const starts = found.find((r) => Number(r.i) === i)?.words ?? [];
    if (starts.length) {
      match.push(starts.length > EXPANSION_LIMIT ? `${lexeme(w)}:*` : `(${starts.map(lexeme).join(' | ')})`);
      rank.push(`${lexeme(w)}:*`);
      continue;
    }
    const fixed = await corrections(db, w);
    if (!fixed.length) return null;
    const term = `(${fixed.map(lexeme).join(' | ')})`;
    match.push(term);
    rank.push(term);
  }
  return { match: match.join(' & '), rank: rank.join(' & ') };
}

/** For each query word (by position i), up to EXPANSION_LIMIT + 1 dictionary words it starts (exported for EXPLAIN). */
export function wordStartsSql(words: string[]): SQL {
  return sql.join(
    words.map((w, i) => sql`select ${i}::int as i, array(select d.word from ad_words d where d.word like ${`${likeEscape(w)}%`} limit ${EXPANSION_LIMIT + 1}) as words`),
    sql` union all `,
  );
}

/**
 * Spelling candidates of an unknown word (exported for EXPLAIN): every spelling one edit away, looked up in a
 * btree of ad_words, plus the trigram neighbours (GIN) that can hold the two-edit spellings of longer words.
 */
export function correctionCandidatesSql(word: string): SQL {
  return sql`select d.word from ad_words d where d.word = any(${sql.param(oneEditAway(word))}::text[])
    union select t.word from (select d.word from ad_words d where d.word % ${word} order by d.word <-> ${word} limit 20) t`;
}

/** Dictionary words closest in spelling to an unknown word (the fewest edits, up to 5 of them), or none. */
async function corrections(db: Db, word: string): Promise<string[]> {
  const length = [...word].length;
  if (length < CORRECTION_MIN_LENGTH) return [];
  const maxEdits = length >= 8 ? 2 : 1;
  const candidates = await rows<{ word: string }>(db, correctionCandidatesSql(word));
  const scored = candidates.map((c) => ({ word: c.word, edits: editDistance(word, c.word) })).filter((c) => c.edits <= maxEdits);
  const best = Math.min(...scored.map((c) => c.edits));
  return scored
    .filter((c) => c.edits === best)
    .map((c) => c.word)
    .sort()
    .slice(0, 5);
}

const LATIN = 'abcdefghijklmnopqrstuvwxyzàâäçéèêëîïôöùûüÿñßășț';
const CYRILLIC = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя';

/** Every spelling one deletion, swap of neighbours, substitution or insertion away, over the word's own alphabet. */
function oneEditAway(word: string): string[] {
  const chars = [...word];
  const letters = new Set(chars);
  if (/[a-z]/.test(word)) for (const c of LATIN) letters.add(c);
  if (/[а-яё]/.test(word)) for (const c of CYRILLIC) letters.add(c);
  const out = new Set<string>();
  for (let i = 0; i <= chars.length; i++) {
    const head = chars.slice(0, i).join('');
    if (i < chars.length) {
      const tail = chars.slice(i + 1).join('');
      out.add(head + tail);
      if (i + 1 < chars.length) out.add(head + chars[i + 1] + chars[i] + chars.slice(i + 2).join(''));
      for (const c of letters) out.add(head + c + tail);
    }
    for (const c of letters) out.add(head + c + chars.slice(i).join(''));
  }
  out.delete(word);
  return [...out];
}

/** Edits between two words: insertions, deletions, substitutions and swaps of neighbours (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  const d = Array.from({ length: s.length + 1 }, (_, i) => Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[s.length]![t.length]!;
}
