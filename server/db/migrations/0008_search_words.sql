CREATE TABLE "ad_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ad_words_prefix_idx" ON "ad_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ad_words_trgm_idx" ON "ad_words" USING gin ("word" gin_trgm_ops);