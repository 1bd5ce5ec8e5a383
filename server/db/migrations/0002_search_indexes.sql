CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((lower("name" || ' ' || "last_name" || ' ' || "user_name")) gin_trgm_ops) WHERE "users"."deleted_at" is null and "users"."show_my_ads";--> statement-breakpoint
CREATE INDEX "ads_name_trgm_idx" ON "ads" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ads_location_trgm_idx" ON "ads" USING gin (lower("location") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ads_earth_idx" ON "ads" USING gist (ll_to_earth("lat"::float8, "lon"::float8)) WHERE "ads"."status" = 1 and "ads"."deleted_at" is null;