-- A catalogue page of a category (category_id=… with or without a sort) read its whole subtree and sorted it: 10 to
-- 15 ms for a category of 3,400 ads at 1,000,000. categoryPageSql reads each category of the subtree in page order
-- from these (and ads_category_newest_idx for "newest") and stops after the page.
CREATE INDEX "ads_category_ranked_idx" ON "ads" USING btree ("category_id","is_sponsored" desc,"created_at" desc,"id" desc) WHERE "ads"."status" = 1 and "ads"."deleted_at" is null and "ads"."shop_id" is null;--> statement-breakpoint
CREATE INDEX "ads_category_price_idx" ON "ads" USING btree ("category_id",coalesce("offer_price", "price"),"created_at" desc,"id" desc) WHERE "ads"."status" = 1 and "ads"."deleted_at" is null and "ads"."shop_id" is null;