-- Offers on negotiable ads (issue 12, decisions 81-83): the offers table, the seller's floor on ads and the offer an offer message records.
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"ad_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"chat_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"made_by" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"auto_declined" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "offer_floor" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "offer_id" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_waiting_key" ON "offers" USING btree ("ad_id","buyer_id") WHERE "offers"."state" in ('open', 'countered', 'last_offer');--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_promised_key" ON "offers" USING btree ("ad_id") WHERE "offers"."state" in ('accepted', 'reserved', 'sold');--> statement-breakpoint
CREATE INDEX "offers_buyer_idx" ON "offers" USING btree ("buyer_id","ad_id");--> statement-breakpoint
CREATE INDEX "offers_seller_idx" ON "offers" USING btree ("seller_id");