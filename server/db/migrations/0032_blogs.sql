-- The news and blog section: categories, articles (a generated weighted tsvector for the search; partial indexes so
-- every list walks newest first and stops after a page) and one view row per reader, blog and day.
CREATE TABLE "blog_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '#2563eb' NOT NULL,
	"icon" text DEFAULT 'news' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_views" (
	"blog_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"viewed_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_views_blog_id_user_id_viewed_on_pk" PRIMARY KEY("blog_id","user_id","viewed_on")
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"featured_image_url" text,
	"image_variants" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_credit" text,
	"author" text DEFAULT 'RM News & Blogs' NOT NULL,
	"category_id" integer,
	"is_trending" boolean DEFAULT false NOT NULL,
	"is_highlighted" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"total_views" integer DEFAULT 0 NOT NULL,
	"reading_time" integer DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(excerpt, '')), 'B') || setweight(to_tsvector('simple', coalesce(content, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_views" ADD CONSTRAINT "blog_views_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_views" ADD CONSTRAINT "blog_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_categories_slug_key" ON "blog_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_views_user_idx" ON "blog_views" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blogs_slug_key" ON "blogs" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blogs_published_idx" ON "blogs" USING btree ("published_at" desc,"id" desc) WHERE "blogs"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "blogs_category_published_idx" ON "blogs" USING btree ("category_id","published_at" desc,"id" desc) WHERE "blogs"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "blogs_trending_idx" ON "blogs" USING btree ("published_at" desc,"id" desc) WHERE "blogs"."is_trending" and "blogs"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "blogs_featured_idx" ON "blogs" USING btree ("published_at" desc,"id" desc) WHERE "blogs"."is_featured" and "blogs"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "blogs_highlighted_idx" ON "blogs" USING btree ("published_at" desc,"id" desc) WHERE "blogs"."is_highlighted" and "blogs"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "blogs_search_vector_idx" ON "blogs" USING gin ("search_vector");