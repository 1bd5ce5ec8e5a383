-- The console's member search (issue 16): a trigram index over name, user name and e-mail, so searching any part of them
-- reads the index instead of every member. Subscription revenue (decision 175): each paid invoice once, renewals too.
CREATE TABLE "subscription_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_invoice_id" text NOT NULL,
	"company_subscription_id" integer,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_company_subscription_id_company_subscriptions_id_fk" FOREIGN KEY ("company_subscription_id") REFERENCES "public"."company_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_provider_key" ON "subscription_invoices" USING btree ("provider","provider_invoice_id");--> statement-breakpoint
CREATE INDEX "subscription_invoices_paid_idx" ON "subscription_invoices" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "users_console_search_idx" ON "users" USING gin ((lower("name" || ' ' || "last_name" || ' ' || "user_name" || ' ' || "email")) gin_trgm_ops) WHERE "users"."deleted_at" is null;