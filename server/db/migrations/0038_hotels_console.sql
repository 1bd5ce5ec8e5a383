-- Hotels in the operator console (issue 16, decisions 190 and 191): the reason an operator hid a hotel, hotel
-- reviews hidden with their reason, and the indexes of the console's hotel list (newest first, by status, search on
-- name or city) and of its hotel review moderation list (newest first, all or hidden only).
ALTER TABLE "hotel_reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hotel_reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
CREATE INDEX "hotel_reviews_created_idx" ON "hotel_reviews" USING btree ("created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "hotel_reviews_hidden_idx" ON "hotel_reviews" USING btree ("created_at" desc,"id" desc) WHERE "hotel_reviews"."hidden_at" is not null;--> statement-breakpoint
CREATE INDEX "hotels_newest_idx" ON "hotels" USING btree ("created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "hotels_status_newest_idx" ON "hotels" USING btree ("status","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "hotels_name_trgm_idx" ON "hotels" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hotels_city_trgm_idx" ON "hotels" USING gin ("city" gin_trgm_ops);