-- Feeds (spec 001 'Feed', 'Feed comment'; docs/decisions.md 151 to 155): members' photo and video posts, their
-- attachments, one-level comment threads with likes, and the feed heart (the favorite). The hand-written part adds
-- the edge-cache page changes of decision 146 for feed:<id>.
CREATE TABLE "feed_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"feed_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"url" text NOT NULL,
	"thumbnail_url" text,
	"variants" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"transcode_to" text,
	"width" integer,
	"height" integer,
	"duration" numeric(9, 2),
	"size" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_comment_likes" (
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_comment_likes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "feed_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"feed_id" integer NOT NULL,
	"parent_id" integer,
	"user_id" integer NOT NULL,
	"comment" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"total_comment" integer DEFAULT 0 NOT NULL,
	"total_like" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_comments_counts_check" CHECK ("feed_comments"."total_like" >= 0 and "feed_comments"."total_comment" >= 0)
);
--> statement-breakpoint
CREATE TABLE "feed_favorites" (
	"feed_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_favorites_feed_id_user_id_pk" PRIMARY KEY("feed_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"caption" text NOT NULL,
	"location" text NOT NULL,
	"lat" numeric(9, 6),
	"lon" numeric(9, 6),
	"status" smallint DEFAULT 1 NOT NULL,
	"total_like" integer DEFAULT 0 NOT NULL,
	"total_comment" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feeds_counts_check" CHECK ("feeds"."total_like" >= 0 and "feeds"."total_comment" >= 0)
);
--> statement-breakpoint
ALTER TABLE "feed_attachments" ADD CONSTRAINT "feed_attachments_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comment_likes" ADD CONSTRAINT "feed_comment_likes_comment_id_feed_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."feed_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comment_likes" ADD CONSTRAINT "feed_comment_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_parent_id_feed_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."feed_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_favorites" ADD CONSTRAINT "feed_favorites_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_favorites" ADD CONSTRAINT "feed_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_attachments_feed_idx" ON "feed_attachments" USING btree ("feed_id","position","id");--> statement-breakpoint
CREATE INDEX "feed_attachments_processing_idx" ON "feed_attachments" USING btree ("id") WHERE "feed_attachments"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "feed_comment_likes_user_idx" ON "feed_comment_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "feed_comments_feed_idx" ON "feed_comments" USING btree ("feed_id","created_at" desc,"id" desc) WHERE "feed_comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "feed_comments_parent_idx" ON "feed_comments" USING btree ("parent_id","created_at","id") WHERE "feed_comments"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "feed_comments_user_idx" ON "feed_comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "feed_favorites_user_idx" ON "feed_favorites" USING btree ("user_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "feeds_listed_idx" ON "feeds" USING btree ("created_at" desc,"id" desc) WHERE "feeds"."status" = 1;--> statement-breakpoint
CREATE INDEX "feeds_user_idx" ON "feeds" USING btree ("user_id","created_at" desc,"id" desc);--> statement-breakpoint
-- hand-written below
-- Edge caching (docs/decisions.md 146): a feed's page changes with the feed (not its counters), its photos and videos
-- (a video finishing its conversion), and its member's name and photo; deleting or blocking the member hides it.
CREATE FUNCTION feeds_page_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'feeds' THEN
    PERFORM pg_notify('page_change', 'feed:' || coalesce(NEW.id, OLD.id));
  ELSE
    PERFORM pg_notify('page_change', 'feed:' || coalesce(NEW.feed_id, OLD.feed_id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER feeds_page_change_write AFTER INSERT OR DELETE ON feeds FOR EACH ROW EXECUTE FUNCTION feeds_page_change();--> statement-breakpoint
CREATE TRIGGER feeds_page_change_update AFTER UPDATE ON feeds FOR EACH ROW
  WHEN ((to_jsonb(OLD) - ARRAY['total_like', 'total_comment', 'updated_at']) IS DISTINCT FROM (to_jsonb(NEW) - ARRAY['total_like', 'total_comment', 'updated_at']))
  EXECUTE FUNCTION feeds_page_change();--> statement-breakpoint
CREATE TRIGGER feed_attachments_page_change AFTER INSERT OR UPDATE OR DELETE ON feed_attachments FOR EACH ROW EXECUTE FUNCTION feeds_page_change();--> statement-breakpoint
-- The member trigger of 0028 (users_page_change), now naming their feeds too.
CREATE OR REPLACE FUNCTION users_page_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_change', 'ad:' || a.id) FROM ads a WHERE a.owner_id = NEW.id AND a.deleted_at IS NULL;
  PERFORM pg_notify('page_change', 'shop:' || s.id) FROM shops s WHERE s.owner_id = NEW.id;
  PERFORM pg_notify('page_change', 'feed:' || f.id) FROM feeds f WHERE f.user_id = NEW.id;
  RETURN NULL;
END $$;
