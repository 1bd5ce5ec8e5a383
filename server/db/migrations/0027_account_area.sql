-- The account area: e-mail switches for order and offer mails, and the device of each signed-in session.
ALTER TABLE "auth_tokens" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "order_mails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "offer_mails" boolean DEFAULT true NOT NULL;