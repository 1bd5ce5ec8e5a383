-- Image vectors of ad and shop item photos for the AI assistant's photo search and image-to-ad (decision 89): a cube
-- key with a GiST index answers nearest neighbours on PGlite and on PostgreSQL without pgvector.
CREATE TABLE "photo_vectors" (
	"attachment_id" integer PRIMARY KEY NOT NULL,
	"ad_id" integer NOT NULL,
	"labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vector" real[],
	"colour" real[],
	"key" "cube",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_vectors" ADD CONSTRAINT "photo_vectors_attachment_id_ad_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."ad_attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_vectors" ADD CONSTRAINT "photo_vectors_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_vectors_key_idx" ON "photo_vectors" USING gist ("key");--> statement-breakpoint
CREATE INDEX "photo_vectors_ad_idx" ON "photo_vectors" USING btree ("ad_id");
