-- Moderation (issue 16, decision 178): operators hide stories and reviews (hidden_at, with the reason), comments and
-- feeds through their status (with the reason), and the console lists each kind newest first, all or hidden only.
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "feed_comments" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "feeds" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
CREATE INDEX "ads_newest_idx" ON "ads" USING btree ("created_at" desc,"id" desc) WHERE "ads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "ads_hidden_idx" ON "ads" USING btree ("created_at" desc,"id" desc) WHERE "ads"."hidden_at" is not null and "ads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "reviews_hidden_idx" ON "reviews" USING btree ("created_at" desc,"id" desc) WHERE "reviews"."hidden_at" is not null;--> statement-breakpoint
CREATE INDEX "feed_comments_created_idx" ON "feed_comments" USING btree ("created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "feed_comments_hidden_idx" ON "feed_comments" USING btree ("created_at" desc,"id" desc) WHERE "feed_comments"."status" = 0;--> statement-breakpoint
CREATE INDEX "feeds_created_idx" ON "feeds" USING btree ("created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "feeds_hidden_idx" ON "feeds" USING btree ("created_at" desc,"id" desc) WHERE "feeds"."status" = 0;--> statement-breakpoint
CREATE INDEX "stories_created_idx" ON "stories" USING btree ("created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "stories_hidden_idx" ON "stories" USING btree ("created_at" desc,"id" desc) WHERE "stories"."hidden_at" is not null;