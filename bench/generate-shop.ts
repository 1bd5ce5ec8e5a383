/**
 * Fills a PostgreSQL database with realistic shop products for the shop catalogue benchmark (issue 5: 200,000).
 *
 *   DATABASE_URL=postgres://… npx node bench/generate-shop.ts [count=200000] [shops=400]
 *
 * Migrates and seeds reference data first (the shop category tree among them), then creates the shops (each with its
 * own owner, spread over real cities) and inserts their products in batches of 50,000 with one INSERT … SELECT each:
 * leaf shop categories, names from category-specific nouns and each top category's brands, prices from 2 to 3,000
 * with about 30 % on offer, stock from 0 to 200 (about 8 % sold out, 10 % low), ratings and review counts, posted
 * over the past year. Classified ads already in the database stay (bench/generate-ads.ts can fill them too). The
 * ads' triggers fill the search document and the word dictionary as in production. Ends with VACUUM ANALYZE (see
 * bench/generate-ads.ts: settled visibility map and statistics).
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/config.ts';
import { seedReferenceData } from '../server/seed/reference.ts';
import { buildDeps } from '../server/platform/build.ts';
import { createLogger } from '../server/platform/log.ts';

const total = Number(process.argv[2] ?? 200_000);
const shopCount = Number(process.argv[3] ?? 400);
const BATCH = 50_000;

const config = loadConfig();
if (!config.DATABASE_URL) throw new Error('Set DATABASE_URL: the benchmark runs on PostgreSQL.');
const { deps, database, close } = await buildDeps(config, { log: createLogger({ silent: true }) });
await database.migrate();
await seedReferenceData(deps);
const db = deps.db;
const one = async <T>(q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows[0]!;

const started = performance.now();
await db.execute(sql`
  insert into users (name, last_name, user_name, email, email_verified_at)
  select 'Shop', 'Owner ' || g, 'bench_shop_owner_' || g, 'bench_shop_owner_' || g || '@example.test', now()
  from generate_series(1, ${shopCount}::int) g
  on conflict do nothing`);
const prefixes = ['Urban', 'Nordic', 'Blue', 'Green', 'Bright', 'Daily', 'Prime', 'Happy', 'Smart', 'Golden', 'Little', 'Modern'];
const kinds = ['Store', 'Market', 'Outlet', 'Corner', 'House', 'Depot', 'Boutique', 'Hub'];
await db.execute(sql`
  insert into shops (owner_id, name, user_name, email, phone, location, country_id, city, currency_id, average_rating, total_review, total_like, created_at)
  select u.id,
         (${sql.param(prefixes)}::text[])[1 + g % ${prefixes.length}] || ' ' || (${sql.param(kinds)}::text[])[1 + (g / ${prefixes.length}) % ${kinds.length}] || ' ' || g,
         'bench_shop_' || g, 'shop' || g || '@example.test', '+3736' || lpad(g::text, 7, '0'),
         ci.name || ', ' || co.name, co.id, ci.name, (select id from currencies where code = 'USD'),
         round((3 + (abs(hashint4(g)) % 200) / 100.0)::numeric, 2), abs(hashint4(g + 1)) % 400, abs(hashint4(g + 2)) % 900,
         now() - ((abs(hashint4(g + 3)) % 1500) || ' days')::interval
  from generate_series(1, ${shopCount}::int) g
  join users u on u.user_name = 'bench_shop_owner_' || g
  cross join lateral (select ci.name, ci.country_id from cities ci join countries c2 on c2.id = ci.country_id
                      where c2.iso2 in ('MD','RO','FR','GB','DE','US') order by ci.id offset (g * 37) % 500 limit 1) ci
  join countries co on co.id = ci.country_id
  where not exists (select 1 from shops s where s.user_name = 'bench_shop_' || g)`);

// Nouns and brands per top-level shop category.
await db.execute(sql`create temporary table bench_shop_words (slug text, nouns text[], brands text[])`);
await db.execute(sql`insert into bench_shop_words values
  ('shop-electronics', '{Smartphone,Laptop,Tablet,Headphones,Speaker,Monitor,Charger,Camera,Smartwatch,Router}', '{Samsung,Apple,Xiaomi,Sony,Lenovo,Asus,Anker,JBL,Philips,LG}'),
  ('shop-fashion', '{T-shirt,Dress,Jeans,Jacket,Sneakers,Boots,Handbag,Backpack,Watch,Scarf}', '{Zara,H&M,Levi''s,Nike,Adidas,Puma,Mango,Uniqlo,Tommy Hilfiger,Calvin Klein}'),
  ('shop-home-kitchen', '{Blender,Kettle,Frying pan,Knife set,Mug,Lamp,Pillow,Towel,Vacuum,Sofa cushion}', '{IKEA,Tefal,Bosch,Philips,De''Longhi,Russell Hobbs,Zwilling,Dyson,Brabantia,Kenwood}'),
  ('shop-beauty', '{Moisturiser,Serum,Shampoo,Lipstick,Mascara,Perfume,Sunscreen,Face mask,Hair dryer,Toothbrush}', '{L''Oréal,Nivea,Garnier,Maybelline,The Ordinary,CeraVe,Dove,Braun,Oral-B,Clinique}'),
  ('shop-sports-outdoors', '{Dumbbell,Yoga mat,Tent,Sleeping bag,Bike helmet,Football,Skis,Fishing rod,Water bottle,Running shorts}', '{Decathlon,Nike,Adidas,Salomon,The North Face,Garmin,Wilson,Coleman,Shimano,Under Armour}'),
  ('shop-toys', '{Brick set,Doll,Puzzle,Board game,Plush bear,RC car,Scooter,Action figure,Model kit,Card game}', '{LEGO,Mattel,Hasbro,Ravensburger,Playmobil,Hot Wheels,Melissa & Doug,Fisher-Price,Schleich,Bandai}'),
  ('shop-books-stationery', '{Novel,Cookbook,Notebook,Planner,Pen set,Pencil case,Sketchbook,Watercolour set,Comic,Atlas}', '{Penguin,Moleskine,Faber-Castell,Staedtler,Pilot,Leuchtturm,Stabilo,Parker,HarperCollins,Winsor & Newton}'),
  ('shop-garden', '{Lawn mower,Hose,Sprinkler,Planter,Pruner,Garden chair,Grill,Parasol,Seed pack,Fertiliser}', '{Gardena,Bosch,Husqvarna,Weber,Fiskars,Stihl,Kärcher,Keter,Ryobi,Makita}'),
  ('shop-pet-supplies', '{Dog food,Cat food,Leash,Pet bed,Scratching post,Aquarium,Cat litter,Dog toy,Bird cage,Fish food}', '{Purina,Royal Canin,Pedigree,Whiskas,Trixie,Kong,Tetra,Hill''s,Ferplast,Flexi}'),
  ('shop-coffee-tea', '{Coffee beans,Ground coffee,Capsules,Green tea,Black tea,Matcha,Espresso machine,Grinder,Teapot,Milk frother}', '{Lavazza,Illy,Nespresso,Jacobs,Twinings,Lipton,De''Longhi,Bialetti,Hario,Ahmad Tea}')`);

await db.execute(sql`create temporary table bench_shop_leaves as
  with recursive tree as (
    select id, slug as root from categories where kind = 'shop' and parent_id is null
    union all select c.id, t.root from categories c join tree t on c.parent_id = t.id)
  select row_number() over (order by t.id) as n, t.id, w.nouns, w.brands
  from tree t join bench_shop_words w on w.slug = t.root
  where not exists (select 1 from categories c where c.parent_id = t.id)`);
await db.execute(sql`create temporary table bench_shops as
  select row_number() over (order by s.id) as n, s.id, s.owner_id, s.location, s.currency_id from shops s where s.user_name like 'bench_shop_%'`);
const { leaves, shops } = await one<{ leaves: number; shops: number }>(
  sql`select (select count(*) from bench_shop_leaves)::int as leaves, (select count(*) from bench_shops)::int as shops`,
);

const adjectives = ['New', 'Premium', 'Compact', 'Classic', 'Wireless', 'Eco', 'Pro', 'Mini', 'Deluxe', 'Essential', 'Ultra', 'Soft'];
const colours = ['black', 'white', 'grey', 'blue', 'red', 'green', 'beige', 'pink'];

for (let done = 0; done < total; done += BATCH) {
  const n = Math.min(BATCH, total - done);
  const t0 = performance.now();
  await db.execute(sql`
    insert into ads (category_id, owner_id, shop_id, name, description, price, offer_price, currency_id, location, status,
                     condition, brand, available_quantity, average_rating, total_review, colour, created_at, updated_at)
    select l.id, s.owner_id, s.id,
           b.brand || ' ' || (${sql.param(adjectives)}::text[])[1 + h.a % ${adjectives.length}] || ' ' || l.nouns[1 + h.b % array_length(l.nouns, 1)] || ' ' || (h.c % 500),
           (${sql.param(adjectives)}::text[])[1 + h.e % ${adjectives.length}] || ' ' || lower(l.nouns[1 + h.b % array_length(l.nouns, 1)]) || ' by ' || b.brand || ', ' || c.colour || '. Ships in 2–5 days.',
           p.price,
           case when h.d % 10 < 3 then round(p.price * (0.5 + (h.e % 45) / 100.0), 2) end,
           s.currency_id, s.location,
           case when h.c % 100 = 0 then 0 else 1 end,
           'new', b.brand,
           case when h.f % 100 < 8 then 0 when h.f % 100 < 18 then 1 + h.a % 5 else 6 + h.b % 195 end,
           case when h.e % 5 = 0 then 0 else round((1 + (h.f % 400) / 100.0)::numeric, 2) end,
           case when h.e % 5 = 0 then 0 else 1 + h.c % 300 end,
           c.colour,
           now() - ((h.b % 525600) || ' minutes')::interval, now()
    from generate_series(${done + 1}::int, ${done + n}::int) g
    -- Independent pseudo-random draws per field, so no field follows another (or the insertion order).
    cross join lateral (select abs(hashint4(g * 8 + 1001)) as a, abs(hashint4(g * 8 + 1002)) as b, abs(hashint4(g * 8 + 1003)) as c,
                               abs(hashint4(g * 8 + 1004)) as d, abs(hashint4(g * 8 + 1005)) as e, abs(hashint4(g * 8 + 1006)) as f,
                               abs(hashint4(g * 8 + 1007)) as leaf, abs(hashint4(g * 8 + 1008)) as shop) h
    join bench_shop_leaves l on l.n = 1 + h.leaf % ${leaves}
    join bench_shops s on s.n = 1 + h.shop % ${shops}
    cross join lateral (select l.brands[1 + h.d % array_length(l.brands, 1)] as brand) b
    cross join lateral (select (${sql.param(colours)}::text[])[1 + h.a % ${colours.length}] as colour) c
    cross join lateral (select round((2 + (h.d % 3000))::numeric + (h.e % 100) / 100.0, 2) as price) p`);
  console.log(`${(done + n).toLocaleString('en')} shop items (${((performance.now() - t0) / 1000).toFixed(1)} s for this batch)`);
}
await db.execute(sql`vacuum (analyze) ads`);
await db.execute(sql`vacuum (analyze) shops`);
await db.execute(sql`vacuum (analyze) ad_words`);
console.log(`done: ${total.toLocaleString('en')} shop items over ${shops} shops in ${((performance.now() - started) / 1000).toFixed(0)} s`);
await close();
