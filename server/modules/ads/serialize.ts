import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { z } from '@hono/zod-openapi';
import { AD_PURCHASE_BUTTON_TEXT } from '../../../common/ad-limits.ts';
import { percentOff } from '../../../common/price.ts';
import type { adSchema } from './schemas.ts';
import { rows } from '../../db/rows.ts';
import { isoTimeOrNull as iso, moneyOrNull as money, numberOrNull as num } from '../../db/values.ts';

type Row = Record<string, unknown>;

const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const flag = (v: unknown): number => (v === true || v === 1 || v === '1' || v === 't' ? 1 : 0);

export type AttachmentJson = {
  id: number;
  ads_id: number;
  attachment: string;
  variants: string[];
  type: string;
  size: number;
  width: number | null;
  height: number | null;
  status: number;
};

export type AdJson = z.infer<typeof adSchema>;

/** Who is looking: decides is_favorite and whether seller contacts show (Show Number needs sign-in). */
export type Viewer = { id: number } | undefined;

const AD_SELECT = sql`a.*, cu.code as currency_code, cu.symbol as cu_symbol, cu.name as currency_name,
  u.name as u_name, u.last_name as u_last_name, u.avatar as u_avatar, u.location as u_location, u.email as u_email,
  co.name as co_name, co.logo as co_logo, c.name as category_name, c.parent_id as category_parent_id,
  sh.name as sh_name, sh.logo as sh_logo`;

/**
 * The ads with these ids, serialized the same way everywhere, in the order given. Three statements whatever the
 * number of ads: the rows with their joins, the photos, and the caller's favorites; plus seller ratings.
 */
export async function loadAds(db: Db, ids: number[], viewer: Viewer, opts: { categoryChain?: boolean } = {}): Promise<AdJson[]> {
  if (!ids.length) return [];
  const idList = sql`${`{${ids.join(',')}}`}::int[]`;
  const adRows = await rows(
    db,
    sql`select ${AD_SELECT} from ads a
      left join currencies cu on cu.id = a.currency_id
      left join users u on u.id = a.owner_id
      left join companies co on co.id = a.company_id
      left join categories c on c.id = a.category_id
      left join shops sh on sh.id = a.shop_id
      where a.id = any(${idList})`,
  );
  const photos = await rows(db, sql`select * from ad_attachments where ads_id = any(${idList}) and status = 1 order by ads_id, position, id`);
  const favs = viewer
    ? new Set(
        (await rows<{ ads_id: number }>(db, sql`select ads_id from ad_favorites where user_id = ${viewer.id} and ads_id = any(${idList})`)).map((r) =>
          Number(r.ads_id),
        ),
      )
    : new Set<number>();
  const ownerIds = [...new Set(adRows.map((r) => Number(r.owner_id)))];
  const ratings = new Map<number, { avg: number; total: number }>();
  if (ownerIds.length) {
    for (const r of await rows(
      db,
      sql`select seller_id, avg(rating)::float8 as avg, count(*)::int as total from reviews
        where seller_id = any(${`{${ownerIds.join(',')}}`}::int[]) and hidden_at is null group by seller_id`,
    )) {
      ratings.set(Number(r.seller_id), { avg: Number(r.avg), total: Number(r.total) });
    }
  }
  const chains = new Map<number, { id: number; name: string; parent_id: number | null }[]>();
  if (opts.categoryChain) {
    for (const catId of new Set(adRows.map((r) => Number(r.category_id)))) {
      const chain = await rows(
        db,
        sql`with recursive up as (
            select id, name, parent_id, 0 as depth from categories where id = ${catId}
            union all select c.id, c.name, c.parent_id, up.depth + 1 from categories c join up on c.id = up.parent_id where up.depth < 10
          ) select id, name, parent_id from up order by depth desc`,
      );
      chains.set(
        catId,
        chain.map((c) => ({ id: Number(c.id), name: String(c.name), parent_id: num(c.parent_id) })),
      );
    }
  }
  const byAd = new Map<number, AttachmentJson[]>();
  for (const p of photos) {
    const list = byAd.get(Number(p.ads_id)) ?? [];
    list.push({
      id: Number(p.id),
      ads_id: Number(p.ads_id),
      attachment: String(p.attachment),
      variants: (p.variants as string[] | null) ?? [],
      type: String(p.type),
      size: Number(p.size),
      width: num(p.width),
      height: num(p.height),
      status: Number(p.status),
    });
    byAd.set(Number(p.ads_id), list);
  }
  const byId = new Map(adRows.map((r) => [Number(r.id), r]));
  const out: AdJson[] = [];
  for (const id of ids) {
    const r = byId.get(id);
    if (!r) continue;
    out.push(
      serializeAd(r, byAd.get(id) ?? [], {
        viewer,
        favorite: favs.has(id),
        rating: ratings.get(Number(r.owner_id)),
        chain: chains.get(Number(r.category_id)),
      }),
    );
  }
  return out;
}

function serializeAd(
  r: Row,
  attachments: AttachmentJson[],
  ctx: { viewer: Viewer; favorite: boolean; rating: { avg: number; total: number } | undefined; chain: { id: number; name: string; parent_id: number | null }[] | undefined },
): AdJson {
  const ownerId = Number(r.owner_id);
  // The seller's e-mail and phone go to the owner only (the edit form); others reveal a shown phone through the
  // rate-limited Show Number call (docs/decisions.md 30).
  const isOwner = ctx.viewer?.id === ownerId;
  const showContact = flag(r.show_contact);
  const price = money(r.price) ?? '0.00';
  const offer = money(r.offer_price);
  const type = Number(r.type);
  const email = str(r.contact_email) ?? str(r.u_email);
  return {
    id: Number(r.id),
    category_id: Number(r.category_id),
    owner_id: ownerId,
    shop_id: num(r.shop_id),
    company_id: num(r.company_id),
    is_company_ad: type === 2 ? 1 : 0,
    name: String(r.name),
    description: String(r.description ?? ''),
    additional_details: str(r.additional_details),
    product_specifications: str(r.product_specifications),
    detailed_description: str(r.detailed_description),
    type,
    price,
    offer_price: offer,
    percent_off: percentOff(price, offer),
    offer_expire: iso(r.offer_expire),
    is_negotiable: flag(r.is_negotiable),
    currency_id: num(r.currency_id),
    currency_symbol: str(r.cu_symbol) ?? '$',
    currency: r.currency_id == null ? null : { id: Number(r.currency_id), code: str(r.currency_code), symbol: str(r.cu_symbol) ?? '$', name: str(r.currency_name) },
    location: str(r.location),
    lat: num(r.lat),
    lon: num(r.lon),
    status: Number(r.status),
    colour: str(r.colour),
    condition: str(r.condition),
    brand: str(r.brand),
    available_quantity: Number(r.available_quantity ?? 1),
    is_sponsored: Number(r.is_sponsored ?? 0),
    promotion_expires_at: iso(r.promotion_expires_at),
    priority: Number(r.priority ?? 0),
    total_like: Number(r.total_like ?? 0),
    total_comment: Number(r.total_comment ?? 0),
    total_view: Number(r.total_view ?? 0),
    today_view: Number(r.today_view ?? 0),
    total_contact_lead: Number(r.total_contact_lead ?? 0),
    total_message_lead: Number(r.total_message_lead ?? 0),
    average_rating: Number(r.average_rating ?? 0).toFixed(2),
    total_review: Number(r.total_review ?? 0),
    show_contact: showContact,
    contact_email: isOwner ? email : null,
    contact_phone: isOwner ? str(r.contact_phone) : null,
    external_website: str(r.external_website),
    purchase_button_text: type === 2 ? (str(r.purchase_button_text) ?? AD_PURCHASE_BUTTON_TEXT) : str(r.purchase_button_text),
    is_favorite: ctx.favorite ? 1 : 0,
    attachment: attachments,
    tags: (r.tags as string[] | null) ?? [],
    category: { id: Number(r.category_id), name: str(r.category_name), parent_id: num(r.category_parent_id), ...(ctx.chain ? { chain: ctx.chain } : {}) },
    company: r.company_id == null ? null : { id: Number(r.company_id), name: str(r.co_name), logo: str(r.co_logo) },
    // Shop products (shop_id set) name their shop; classified ads have none.
    shop: r.shop_id == null ? null : { id: Number(r.shop_id), name: String(r.sh_name ?? ''), logo: str(r.sh_logo) },
    creator: {
      id: ownerId,
      name: str(r.u_name),
      last_name: str(r.u_last_name),
      avatar: str(r.u_avatar),
      location: str(r.u_location),
      average_rating: (ctx.rating?.avg ?? 0).toFixed(2),
      total_reviews: ctx.rating?.total ?? 0,
      email: isOwner ? email : null,
      phone: isOwner ? str(r.contact_phone) : null,
    },
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    deleted_at: iso(r.deleted_at),
    delete_reason: str(r.delete_reason),
  } as AdJson;
}
