/**
 * Fills a PostgreSQL database with realistic ads for the search benchmarks (issue 4: 1,000,000 ads).
 *
 *   DATABASE_URL=postgres://… npx node bench/generate-ads.ts [count=1000000]
 *
 * Migrates and seeds reference data first (categories, currencies, the gazetteer), then inserts ads in batches of
 * 50,000 with one INSERT … SELECT each, so the database does the work: leaf categories of the real tree, names
 * built from category-specific words, prices from 5 to 20,000 with a quarter reduced, locations spread over real
 * cities (weighted towards the big ones), 1–4 tags from a vocabulary, a few percent urgent or top page. Owners are
 * 2,000 generated sellers. The ads' triggers fill the search document and the word dictionary (ad_words) as in
 * production. Ends with VACUUM ANALYZE: the planner sees the real distribution, and the visibility map is set as on a
 * settled table (autovacuum would do it minutes later), so timings do not depend on when autovacuum ran; before it,
 * the capped counts of the home tabs read up to 10,000 heap pages instead of index pages alone.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/config.ts';
import { seedReferenceData } from '../server/seed/reference.ts';
import { buildDeps } from '../server/platform/build.ts';
import { createLogger } from '../server/platform/log.ts';

const total = Number(process.argv[2] ?? 1_000_000);
const BATCH = 50_000;

const config = loadConfig();
if (!config.DATABASE_URL) throw new Error('Set DATABASE_URL: the benchmark runs on PostgreSQL.');
const { deps, database, close } = await buildDeps(config, { log: createLogger({ silent: true }) });
await database.migrate();
await seedReferenceData(deps);
const db = deps.db;

const started = performance.now();
await db.execute(sql`
  insert into users (name, last_name, user_name, email, email_verified_at)
  select 'Seller', 'No. ' || g, 'bench_seller_' || g, 'bench_seller_' || g || '@example.test', now()
  from generate_series(1, 2000) g
  on conflict do nothing`);

// Word lists per top-level category slug; the generator mixes adjective + noun + detail.
await db.execute(sql`create temporary table bench_words (slug text, nouns text[])`);
await db.execute(sql`insert into bench_words values
  ('vehicles', '{Sedan,Hatchback,SUV,Motorbike,Scooter,Van,Pickup,Trailer,Wheels,Tyres}'),
  ('real-estate', '{Apartment,Studio,House,Room,Office,Garage,Plot,Villa,Loft,Cottage}'),
  ('electronics', '{Phone,Laptop,Tablet,Camera,Headphones,Monitor,Console,Speaker,Television,Smartwatch}'),
  ('home-garden', '{Sofa,Armchair,Table,Chair,Wardrobe,Bed,Lamp,Rug,Mirror,Shelf}'),
  ('fashion', '{Jacket,Dress,Sneakers,Boots,Handbag,Watch,Scarf,Jeans,Coat,Sunglasses}'),
  ('jobs', '{Driver,Cook,Developer,Nurse,Accountant,Designer,Electrician,Teacher,Cashier,Manager}'),
  ('services', '{Plumbing,Cleaning,Tutoring,Moving,Repair,Painting,Gardening,Photography,Catering,Translation}'),
  ('pets', '{Puppy,Kitten,Aquarium,Cage,Saddle,Parrot,Leash,Kennel,Hamster,Rabbit}'),
  ('hobbies-leisure', '{Bicycle,Guitar,Piano,Tent,Skis,Drone,Kayak,Book,Easel,Drum}'),
  ('kids-baby', '{Stroller,Crib,Car seat,Toy,Highchair,Playpen,Bike,Onesie,Carrier,Puzzle}'),
  ('business-industry', '{Forklift,Generator,Compressor,Printer,Lathe,Scaffold,Pallet,Welder,Freezer,Oven}'),
  ('food-drinks', '{Honey,Wine,Cheese,Olive oil,Coffee beans,Tea,Jam,Bread,Apples,Walnuts}')`);

// Leaf categories with their top-level slug, numbered for uniform picking.
await db.execute(sql`create temporary table bench_leaves as
  with recursive tree as (
    select id, slug as root, id as top from categories where kind = 'ad' and parent_id is null
    union all select c.id, t.root, t.top from categories c join tree t on c.parent_id = t.id)
  select row_number() over (order by t.id) as n, t.id, w.nouns
  from tree t join bench_words w on w.slug = t.root
  where not exists (select 1 from categories c where c.parent_id = t.id)`);
// Cities: the first 20,000 by id plus every capital-like city, numbered for picking.
await db.execute(sql`create temporary table bench_cities as
  select row_number() over (order by ci.id) as n, ci.name || ', ' || co.name as label, ci.lat::float8 as lat, ci.lon::float8 as lon
  from cities ci join countries co on co.id = ci.country_id
  where co.iso2 in ('GB','FR','DE','MD','RO','ES','IT','US','PL','NL','BE','AT','CH','IE','PT','SE','CZ','UA')`);
const [{ leaves, cities, sellers, usd }] = (
  (await db.execute(sql`select (select count(*) from bench_leaves)::int as leaves, (select count(*) from bench_cities)::int as cities,
    (select min(id) from users where user_name like 'bench_seller_%')::int as sellers, (select id from currencies where code = 'USD')::int as usd`)) as unknown as {
    rows: { leaves: number; cities: number; sellers: number; usd: number }[];
  }
).rows as [{ leaves: number; cities: number; sellers: number; usd: number }];

const adjectives = ['Almost new', 'Vintage', 'Modern', 'Compact', 'Large', 'Classic', 'Premium', 'Budget', 'Handmade', 'Refurbished', 'Solid', 'Lightweight'];
const tagWords = ['urgent', 'delivery', 'warranty', 'negotiable', 'original', 'eco', 'bundle', 'gift', 'rare', 'student', 'family', 'pro', 'local', 'new', 'sale'];

for (let done = 0; done < total; done += BATCH) {
  const n = Math.min(BATCH, total - done);
  const t0 = performance.now();
  await db.execute(sql`
    insert into ads (category_id, owner_id, name, description, price, offer_price, currency_id, location, lat, lon,
                     status, condition, is_negotiable, is_sponsored, promotion_expires_at, tags, created_at, updated_at)
    select l.id,
           ${sellers} + (h.c % 2000),
           (${sql.param(adjectives)}::text[])[1 + h.a % ${adjectives.length}] || ' ' || l.nouns[1 + h.b % array_length(l.nouns, 1)] || ' ' || (h.c % 97),
           'Well kept ' || lower(l.nouns[1 + h.b % array_length(l.nouns, 1)]) || ' in ' || c.label || '. Pick-up or delivery.',
           p.price,
           case when h.d % 4 = 0 then round(p.price * (0.5 + (h.e % 45) / 100.0), 2) end,
           ${usd},
           c.label, c.lat + ((h.f % 200) - 100) / 2000.0, c.lon + ((h.a % 180) - 90) / 2000.0,
           case when h.c % 50 = 0 then 0 else 1 end,
           (array['new','likeNew','used'])[1 + h.d % 3],
           h.e % 3 = 0,
           case when h.f % 100 = 0 then 2 when h.f % 40 = 7 then 1 else 0 end,
           case when h.f % 100 = 0 or h.f % 40 = 7 then now() + interval '30 days' end,
           array(select distinct unnest(array[(${sql.param(tagWords)}::text[])[1 + h.a % ${tagWords.length}], (${sql.param(tagWords)}::text[])[1 + h.e % ${tagWords.length}]])),
           now() - ((h.b % 525600) || ' minutes')::interval, now()
    from generate_series(${done + 1}::int, ${done + n}::int) g
    -- Independent pseudo-random draws per field, so no field follows another (or the insertion order).
    cross join lateral (select abs(hashint4(g * 8 + 1)) as a, abs(hashint4(g * 8 + 2)) as b, abs(hashint4(g * 8 + 3)) as c,
                               abs(hashint4(g * 8 + 4)) as d, abs(hashint4(g * 8 + 5)) as e, abs(hashint4(g * 8 + 6)) as f,
                               abs(hashint4(g * 8 + 7)) as leaf, abs(hashint4(g * 8 + 8)) as city) h
    join bench_leaves l on l.n = 1 + h.leaf % ${leaves}
    join bench_cities c on c.n = 1 + h.city % ${cities}
    cross join lateral (select round((5 + (h.d % 20000))::numeric + (h.e % 100) / 100.0, 2) as price) p`);
  console.log(`${(done + n).toLocaleString('en')} ads (${((performance.now() - t0) / 1000).toFixed(1)} s for this batch)`);
}
await db.execute(sql`vacuum (analyze) ads`);
await db.execute(sql`vacuum (analyze) ad_words`);
console.log(`done: ${total.toLocaleString('en')} ads in ${((performance.now() - started) / 1000).toFixed(0)} s`);
await close();
