CREATE TABLE "ad_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"ads_id" integer NOT NULL,
	"attachment" text NOT NULL,
	"variants" text[] DEFAULT '{}'::text[] NOT NULL,
	"type" text DEFAULT 'image' NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"width" integer,
	"height" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ads_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"website" text,
	"phone" text,
	"email" text,
	"logo" text,
	"address" text,
	"city" text,
	"country" text,
	"postal_code" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"subscription_expires_at" timestamp with time zone,
	"is_featured" boolean DEFAULT false NOT NULL,
	"approved_at" timestamp with time zone,
	"rejection_reason" text,
	"max_ads" integer DEFAULT 50 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_moderators" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"moderator_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"complain" text NOT NULL,
	"content_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"seller_id" integer,
	"shop_id" integer,
	"ads_id" integer,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"files" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"usage_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"session_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"subject" jsonb NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"checkout_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" serial PRIMARY KEY NOT NULL,
	"user1_id" integer NOT NULL,
	"user2_id" integer NOT NULL,
	"last_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"message_type" text DEFAULT 'text' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"ad_id" integer,
	"story_id" integer,
	"extra_info" jsonb,
	"attachment_link" text[],
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "shop_id" integer;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "additional_details" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "product_specifications" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "detailed_description" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "offer_expire" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "is_negotiable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "condition" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "brand" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "available_quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "promotion_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "priority" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "show_contact" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "external_website" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "purchase_button_text" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "total_like" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "total_comment" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "total_view" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "today_view" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "today_view_date" date;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "total_contact_lead" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "total_message_lead" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "average_rating" numeric(3, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "total_review" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "delete_reason" text;--> statement-breakpoint
ALTER TABLE "ad_attachments" ADD CONSTRAINT "ad_attachments_ads_id_ads_id_fk" FOREIGN KEY ("ads_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_favorites" ADD CONSTRAINT "ad_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_favorites" ADD CONSTRAINT "ad_favorites_ads_id_ads_id_fk" FOREIGN KEY ("ads_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_moderators" ADD CONSTRAINT "company_moderators_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_moderators" ADD CONSTRAINT "company_moderators_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_ads_id_ads_id_fk" FOREIGN KEY ("ads_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_favorites" ADD CONSTRAINT "seller_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_favorites" ADD CONSTRAINT "seller_favorites_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_user1_id_users_id_fk" FOREIGN KEY ("user1_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_user2_id_users_id_fk" FOREIGN KEY ("user2_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_attachments_ad_idx" ON "ad_attachments" USING btree ("ads_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_favorites_key" ON "ad_favorites" USING btree ("user_id","ads_id");--> statement-breakpoint
CREATE INDEX "ad_favorites_ad_idx" ON "ad_favorites" USING btree ("ads_id");--> statement-breakpoint
CREATE INDEX "companies_user_idx" ON "companies" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_moderators_key" ON "company_moderators" USING btree ("company_id","moderator_id");--> statement-breakpoint
CREATE INDEX "company_moderators_user_idx" ON "company_moderators" USING btree ("moderator_id");--> statement-breakpoint
CREATE INDEX "complaints_status_idx" ON "complaints" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "complaints_content_idx" ON "complaints" USING btree ("type","content_id");--> statement-breakpoint
CREATE INDEX "reviews_seller_idx" ON "reviews" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_ad_idx" ON "reviews" USING btree ("ads_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_favorites_key" ON "seller_favorites" USING btree ("user_id","seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_key" ON "tags" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "tags_name_trgm_idx" ON "tags" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sessions_session_key" ON "payment_sessions" USING btree ("provider","session_id");--> statement-breakpoint
CREATE INDEX "payment_sessions_user_idx" ON "payment_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chats_pair_key" ON "chats" USING btree ("user1_id","user2_id");--> statement-breakpoint
CREATE INDEX "chats_user2_idx" ON "chats" USING btree ("user2_id");--> statement-breakpoint
CREATE INDEX "messages_chat_idx" ON "messages" USING btree ("chat_id","created_at");--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_search_vector_idx" ON "ads" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "ads_tags_idx" ON "ads" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "ads_owner_idx" ON "ads" USING btree ("owner_id","created_at");