CREATE INDEX "ads_active_price_idx" ON "ads" USING btree (coalesce("offer_price", "price"),"created_at" desc,"id" desc) WHERE "ads"."status" = 1 and "ads"."deleted_at" is null;--> statement-breakpoint
-- The planner ignores expression statistics of partial indexes; without these, every price range is estimated at
-- 0.5 % of the ads and adsPageOf's exact-versus-estimate choice (EXACT_LIMIT) would be made blind.
CREATE STATISTICS IF NOT EXISTS "ads_effective_price_stats" ON (coalesce("offer_price", "price")) FROM "ads";
