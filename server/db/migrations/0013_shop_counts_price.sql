-- Exact totals and brand facets of shop price ranges (docs/decisions.md #24). A range of 0 to 1,100 matches most of
-- the catalogue; counting it per brand read every item's index entry (200,000 at 200,000 items, 50–250 ms). Items on
-- sale are counted per price bucket and brand instead: a range sums the buckets it covers whole and counts only the
-- items of its two edge buckets through ads_shop_price_idx.
--
-- Buckets: the paid price (coalesce(offer_price, price)) cut to two significant digits, so a bucket is 1 wide below
-- 100, 10 wide up to 1,000, 100 wide up to 10,000 and so on (about 90 buckets per power of ten). A bound of at most
-- two significant digits (50, 200, 1,100, 25,000) is a bucket boundary itself: its edge holds only the items priced
-- exactly at the upper bound.
CREATE OR REPLACE FUNCTION shop_price_bucket_width(p numeric) RETURNS numeric
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT 10::numeric ^ greatest(length(floor(greatest(p, 0))::bigint::text) - 2, 0) $$;
--> statement-breakpoint
-- The bucket of a price: its lower boundary.
CREATE OR REPLACE FUNCTION shop_price_bucket(p numeric) RETURNS numeric
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (floor(greatest(p, 0) / shop_price_bucket_width(p)) * shop_price_bucket_width(p))::numeric(16, 2) $$;
--> statement-breakpoint
-- The first bucket boundary at or above a price (the price itself when it is one).
CREATE OR REPLACE FUNCTION shop_price_boundary_up(p numeric) RETURNS numeric
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN shop_price_bucket(p) = p THEN p ELSE shop_price_bucket(p) + shop_price_bucket_width(p) END $$;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS shop_item_price_counts (
  price_bucket numeric(16, 2) NOT NULL,
  brand text NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (price_bucket, brand)
);
--> statement-breakpoint
-- Kept like shop_item_counts (migration 0011): statement triggers with transition tables write the net change per key,
-- keys in order; a change that moves no item between buckets or brands writes nothing.
CREATE OR REPLACE FUNCTION shop_item_price_counts_inserted() RETURNS trigger AS $$
BEGIN
  INSERT INTO shop_item_price_counts AS c (price_bucket, brand, n)
    SELECT price_bucket, brand, sum(n)::int
    FROM (SELECT shop_price_bucket(coalesce(r.offer_price, r.price)) AS price_bucket, coalesce(r.brand, '') AS brand, 1 AS n FROM new_rows r WHERE r.shop_id IS NOT NULL AND r.status = 1 AND r.deleted_at IS NULL) changes
    GROUP BY 1, 2 HAVING sum(n) <> 0
    ORDER BY 1, 2
  ON CONFLICT (price_bucket, brand) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_item_price_counts_deleted() RETURNS trigger AS $$
BEGIN
  INSERT INTO shop_item_price_counts AS c (price_bucket, brand, n)
    SELECT price_bucket, brand, sum(n)::int
    FROM (SELECT shop_price_bucket(coalesce(r.offer_price, r.price)) AS price_bucket, coalesce(r.brand, '') AS brand, -1 AS n FROM old_rows r WHERE r.shop_id IS NOT NULL AND r.status = 1 AND r.deleted_at IS NULL) changes
    GROUP BY 1, 2 HAVING sum(n) <> 0
    ORDER BY 1, 2
  ON CONFLICT (price_bucket, brand) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_item_price_counts_updated() RETURNS trigger AS $$
BEGIN
  INSERT INTO shop_item_price_counts AS c (price_bucket, brand, n)
    SELECT price_bucket, brand, sum(n)::int
    FROM (SELECT shop_price_bucket(coalesce(r.offer_price, r.price)) AS price_bucket, coalesce(r.brand, '') AS brand, 1 AS n FROM new_rows r WHERE r.shop_id IS NOT NULL AND r.status = 1 AND r.deleted_at IS NULL
          UNION ALL SELECT shop_price_bucket(coalesce(r.offer_price, r.price)), coalesce(r.brand, ''), -1 FROM old_rows r WHERE r.shop_id IS NOT NULL AND r.status = 1 AND r.deleted_at IS NULL) changes
    GROUP BY 1, 2 HAVING sum(n) <> 0
    ORDER BY 1, 2
  ON CONFLICT (price_bucket, brand) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER shop_item_price_counts_insert_trg AFTER INSERT ON ads REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_item_price_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER shop_item_price_counts_delete_trg AFTER DELETE ON ads REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_item_price_counts_deleted();
--> statement-breakpoint
CREATE TRIGGER shop_item_price_counts_update_trg AFTER UPDATE ON ads REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_item_price_counts_updated();
--> statement-breakpoint
INSERT INTO shop_item_price_counts (price_bucket, brand, n)
  SELECT shop_price_bucket(coalesce(a.offer_price, a.price)), coalesce(a.brand, ''), count(*)::int
  FROM ads a WHERE a.shop_id IS NOT NULL AND a.status = 1 AND a.deleted_at IS NULL
  GROUP BY 1, 2
ON CONFLICT DO NOTHING;
