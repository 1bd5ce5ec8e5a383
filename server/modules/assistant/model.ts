import { completeJson, imagePart, type AiModel } from '../../platform/ai-model.ts';
import { hasWordChar } from '../search/text.ts';
import { LANGS } from './lexicon.ts';
import { modelPhotoReadingSchema, modelReadingSchema, type ModelPhotoReading, type ModelReading } from './schemas.ts';
import { detectLang, fold, type CategoryEntry, type Intent, type Place } from './understand.ts';

/**
 * The shopper's message, and a photo, read by the OpenAI-compatible model (AI_BASE_URL) instead of the phrase book and
 * the offline detector: the model gets our category list and answers the same search the offline understanding
 * produces (understand.ts Intent), or what a photo shows, checked against our categories before it is used. The
 * callers fall back on the offline understanding when these throw.
 */

/**
 * The category trees as the model reads them: one line per category, "id name", indented under its parent; the same
 * text for the same categories, so a provider can cache the prompt's prefix.
 */
function categoryPrompt(categories: CategoryEntry[]): string {
  const children = new Map<number | null, CategoryEntry[]>();
  for (const c of categories) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c]);
  const lines: string[] = [];
  const walk = (parentId: number | null, depth: number, kind: CategoryEntry['kind']) => {
    for (const c of children.get(parentId) ?? []) {
      if (c.kind !== kind) continue;
      lines.push(`${'  '.repeat(depth)}${c.id} ${c.names.en ?? c.slug}`);
      walk(c.id, depth + 1, kind);
    }
  };
  lines.push('Classified ads (second-hand and new items sold by people):');
  walk(null, 1, 'ad');
  lines.push('Shop (new items sold by shops):');
  walk(null, 1, 'shop');
  return lines.join('\n');
}

const instructions = (categories: CategoryEntry[]) => `You read a shopper's message to the search assistant of a marketplace and answer with one JSON object, nothing else, with these keys:
- "language": the language of the message, one of ${LANGS.map((l) => `"${l}"`).join(', ')}.
- "words": the product words to look for in listing titles, in English as a seller would write them, singular and lower case (for example "bike", "sofa", "iphone 13"); brands and models as written. Never price, condition, place, or polite words. [] when the shopper names no product.
- "category_ids": ids from the list below of the categories the wanted product belongs to, the most specific that fit, at most 3; [] when none fits. Only ids from the list.
- "price_min", "price_max": the price bounds the shopper states, as numbers ("under 300": price_max 300; "between 100 and 200": 100 and 200; "from 50": price_min 50), else null.
- "currency": "USD", "EUR", "GBP" or "MDL" when the shopper names a currency, else null.
- "condition": those of "new", "likeNew", "used" the shopper asks for, else [].
- "near_me": true when the shopper wants items near where they are now, else false.
- "city": the city the shopper wants the item in, in its usual English spelling, else null.
- "cheapest": true when the shopper asks for the cheapest first, else false.
- "title": a short title of this search in the message's language, at most 5 words, such as "Bicycles under 300".

Categories ("id name", indented under their parent):
${categoryPrompt(categories)}`;

/** Readings kept a while, so the chips of an answer (which send the question again) refine the same reading. */
const READING_TTL_MS = 10 * 60_000;
const READINGS_KEPT = 500;
const readings = new Map<string, { at: number; reading: ModelReading }>();

function valid<T>(parsed: { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }): T {
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`the model's reading is not valid: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim());
}

async function reading(model: AiModel, query: string, categories: CategoryEntry[]): Promise<ModelReading> {
  const key = `${model.baseUrl}\n${model.model}\n${query}`;
  const hit = readings.get(key);
  if (hit && Date.now() - hit.at < READING_TTL_MS) return hit.reading;
  const answer = await completeJson(
    model,
    [
      { role: 'system', content: instructions(categories) },
      { role: 'user', content: query },
    ],
    { maxTokens: 300 },
  );
  const parsed = valid(modelReadingSchema(new Set(categories.map((c) => c.id))).safeParse(answer));
  readings.delete(key);
  readings.set(key, { at: Date.now(), reading: parsed });
  while (readings.size > READINGS_KEPT) readings.delete(readings.keys().next().value!);
  return parsed;
}

/**
 * The intent of `query` as the model reads it, and the title it gives the search. `placeNamed` finds the gazetteer
 * place of the city the model names (a city we do not know is left out).
 */
export async function readWithModel(
  model: AiModel,
  query: string,
  categories: CategoryEntry[],
  placeNamed: (name: string) => Promise<Place | undefined>,
): Promise<{ intent: Intent; title: string | undefined }> {
  const r = await reading(model, query, categories);
  const words = [...new Set(r.words.flatMap((w) => fold(w).split(/\s+/)).filter(hasWordChar))];
  const place = r.city ? await placeNamed(r.city) : undefined;
  const intent: Intent = {
    lang: r.language ?? detectLang(query),
    words,
    alternatives: {},
    categoryIds: [...new Set(r.category_ids)].sort((a, b) => a - b),
    conditions: [...new Set(r.condition)],
    nearMe: r.near_me && !place,
    cheapest: r.cheapest,
    ...(r.price_min != null ? { priceMin: r.price_min } : {}),
    ...(r.price_max != null ? { priceMax: r.price_max } : {}),
    ...(r.currency ? { currency: r.currency } : {}),
    ...(place ? { place } : {}),
  };
  const title = r.title?.replace(/^["'«“]+|["'»”]+$/gu, '').replace(/\s+/g, ' ').trim();
  return { intent, title: title || undefined };
}

const photoInstructions = (categories: CategoryEntry[], lang: string) => `You look at a photo a person sent to a marketplace, to find similar items or to sell what it shows, and answer with one JSON object, nothing else, with these keys:
- "words": the product words for what the photo shows, in English as a seller would write them in a listing title, singular and lower case, most important first (for example "road bike", "sofa", "iphone"); brands and models only when they can be read or are unmistakable. [] when the photo shows nothing a person would buy or sell.
- "category_ids": ids from the list below of the categories the item belongs to, the most specific that fit, best first, at most 3; [] when none fits. Only ids from the list.
- "title": a listing title for the item, at most 60 characters, in the language with the code "${lang}"; null when "words" is [].
- "description": two or three sentences describing only what is visible (kind, colour, material, apparent condition), in the language with the code "${lang}", for the seller to complete; never invent a brand, size, age or defect you cannot see. null when "words" is [].

Categories ("id name", indented under their parent):
${categoryPrompt(categories)}`;

/** The longest side of the copy of a photo sent to the model: enough to recognise an item, a small upload. */
export const PHOTO_FOR_MODEL_PX = 768;

/**
 * What a photo shows as the vision model reads it, for the assistant's photo answers and image-to-ad. `jpeg` is the
 * photo already scaled to PHOTO_FOR_MODEL_PX; `lang` is the language of the title and description.
 */
export async function readPhotoWithModel(model: AiModel, jpeg: Uint8Array, categories: CategoryEntry[], lang: string): Promise<ModelPhotoReading> {
  const answer = await completeJson(
    model,
    [
      { role: 'system', content: photoInstructions(categories, lang) },
      { role: 'user', content: [imagePart(jpeg, 'image/jpeg', 'low')] },
    ],
    { maxTokens: 400 },
  );
  return valid(modelPhotoReadingSchema(new Set(categories.map((c) => c.id))).safeParse(answer));
}
