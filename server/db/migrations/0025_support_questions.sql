-- Support questions share the Contact Us pipeline (kind tells them apart); My Reviews lists a member's own reviews
-- newest first (reviews_user_idx).
ALTER TABLE "contact_messages" ADD COLUMN "kind" text DEFAULT 'contact' NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id","created_at");