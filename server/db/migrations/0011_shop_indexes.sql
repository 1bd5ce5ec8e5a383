-- Shop catalogue (issue 5). Shop items are ads rows with shop_id; every shop list and search starts from
-- "status = 1 and deleted_at is null and shop_id is not null" (SHOP_ACTIVE in server/modules/search/service.ts), the
-- predicate of these partial indexes. Classified lists keep the ads_active_* indexes (their predicate adds
-- "shop_id is null", which implies those indexes' predicate).
CREATE INDEX IF NOT EXISTS ads_shop_newest_idx ON ads (created_at DESC, id DESC)
  WHERE status = 1 AND deleted_at IS NULL AND shop_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS ads_shop_shop_newest_idx ON ads (shop_id, created_at DESC, id DESC)
  WHERE status = 1 AND deleted_at IS NULL AND shop_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS ads_shop_sale_newest_idx ON ads (created_at DESC, id DESC)
  WHERE status = 1 AND deleted_at IS NULL AND shop_id IS NOT NULL AND offer_price IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS ads_shop_rating_idx ON ads (average_rating DESC, created_at DESC, id DESC)
  WHERE status = 1 AND deleted_at IS NULL AND shop_id IS NOT NULL;
--> statement-breakpoint
-- Price sorts and price ranges on the price a buyer pays (EFFECTIVE_PRICE); the included columns let a price range
-- be counted per brand with the other filters from the index alone.
CREATE INDEX IF NOT EXISTS ads_shop_price_idx ON ads ((coalesce(offer_price, price)), created_at DESC, id DESC)
  INCLUDE (brand, category_id, available_quantity, offer_price, average_rating)
  WHERE status = 1 AND deleted_at IS NULL AND shop_id IS NOT NULL;
--> statement-breakpoint
-- Category subtrees counted per brand from the index alone (the other filters are included columns).
CREATE INDEX IF NOT EXISTS ads_shop_facets_idx ON ads (category_id, brand)
  INCLUDE (shop_id, price, offer_price, available_quantity, average_rating)
  WHERE status = 1 AND deleted_at IS NULL AND shop_id IS NOT NULL;
--> statement-breakpoint
-- Brand filters (brands=…) find their items directly.
CREATE INDEX IF NOT EXISTS ads_shop_brand_idx ON ads (brand, (coalesce(offer_price, price)))
  WHERE status = 1 AND deleted_at IS NULL AND shop_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS ads_shop_search_idx ON ads USING gin (search_vector)
  WHERE status = 1 AND deleted_at IS NULL AND shop_id IS NOT NULL;
--> statement-breakpoint
-- Items on sale per category, brand ('' = none), stock, offer and whole-star rating (0 to 5), kept by the triggers
-- below: the catalogue's exact totals and brand facets for the filters it holds are sums over a few thousand rows
-- instead of counts over every item.
CREATE TABLE IF NOT EXISTS shop_item_counts (
  category_id integer NOT NULL,
  brand text NOT NULL,
  in_stock boolean NOT NULL,
  on_sale boolean NOT NULL,
  rating_floor smallint NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (category_id, brand, in_stock, on_sale, rating_floor)
);
--> statement-breakpoint
-- Net change per key of one statement's rows: +1 for each new row on sale, -1 for each old one (statement triggers
-- with transition tables: a bulk insert pays one upsert). A change that moves no row between keys (a stock of 10
-- becoming 9, a renamed item) writes nothing; keys are written in order, so concurrent statements do not deadlock.
CREATE OR REPLACE FUNCTION shop_item_counts_inserted() RETURNS trigger AS $$
BEGIN
  INSERT INTO shop_item_counts AS c (category_id, brand, in_stock, on_sale, rating_floor, n)
    SELECT category_id, brand, in_stock, on_sale, rating_floor, sum(n)::int
    FROM (SELECT r.category_id, coalesce(r.brand, '') AS brand, r.available_quantity > 0 AS in_stock, r.offer_price IS NOT NULL AS on_sale, least(floor(r.average_rating), 5)::smallint AS rating_floor, 1 AS n FROM new_rows r WHERE r.shop_id IS NOT NULL AND r.status = 1 AND r.deleted_at IS NULL) changes
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0
    ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (category_id, brand, in_stock, on_sale, rating_floor) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_item_counts_deleted() RETURNS trigger AS $$
BEGIN
  INSERT INTO shop_item_counts AS c (category_id, brand, in_stock, on_sale, rating_floor, n)
    SELECT category_id, brand, in_stock, on_sale, rating_floor, sum(n)::int
    FROM (SELECT r.category_id, coalesce(r.brand, '') AS brand, r.available_quantity > 0 AS in_stock, r.offer_price IS NOT NULL AS on_sale, least(floor(r.average_rating), 5)::smallint AS rating_floor, -1 AS n FROM old_rows r WHERE r.shop_id IS NOT NULL AND r.status = 1 AND r.deleted_at IS NULL) changes
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0
    ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (category_id, brand, in_stock, on_sale, rating_floor) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_item_counts_updated() RETURNS trigger AS $$
BEGIN
  INSERT INTO shop_item_counts AS c (category_id, brand, in_stock, on_sale, rating_floor, n)
    SELECT category_id, brand, in_stock, on_sale, rating_floor, sum(n)::int
    FROM (SELECT r.category_id, coalesce(r.brand, '') AS brand, r.available_quantity > 0 AS in_stock, r.offer_price IS NOT NULL AS on_sale, least(floor(r.average_rating), 5)::smallint AS rating_floor, 1 AS n FROM new_rows r WHERE r.shop_id IS NOT NULL AND r.status = 1 AND r.deleted_at IS NULL UNION ALL SELECT r.category_id, coalesce(r.brand, '') AS brand, r.available_quantity > 0 AS in_stock, r.offer_price IS NOT NULL AS on_sale, least(floor(r.average_rating), 5)::smallint AS rating_floor, -1 AS n FROM old_rows r WHERE r.shop_id IS NOT NULL AND r.status = 1 AND r.deleted_at IS NULL) changes
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0
    ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (category_id, brand, in_stock, on_sale, rating_floor) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER shop_item_counts_insert_trg AFTER INSERT ON ads REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_item_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER shop_item_counts_delete_trg AFTER DELETE ON ads REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_item_counts_deleted();
--> statement-breakpoint
CREATE TRIGGER shop_item_counts_update_trg AFTER UPDATE ON ads REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_item_counts_updated();
--> statement-breakpoint
INSERT INTO shop_item_counts (category_id, brand, in_stock, on_sale, rating_floor, n)
  SELECT a.category_id, coalesce(a.brand, '') AS brand, a.available_quantity > 0 AS in_stock, a.offer_price IS NOT NULL AS on_sale, least(floor(a.average_rating), 5)::smallint AS rating_floor, count(*)::int
  FROM ads a WHERE a.shop_id IS NOT NULL AND a.status = 1 AND a.deleted_at IS NULL
  GROUP BY 1, 2, 3, 4, 5
ON CONFLICT DO NOTHING;
