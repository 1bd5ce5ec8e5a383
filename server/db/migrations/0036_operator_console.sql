-- The operator console (issue 16): the audit log of every operator action, which nobody may edit, the reason a
-- shop request was turned down, an ad an operator hides, and the indexes the dashboard's per-day counts walk.
CREATE TABLE "operator_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "shop_requests" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
CREATE INDEX "operator_actions_created_idx" ON "operator_actions" USING btree ("created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "operator_actions_target_idx" ON "operator_actions" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ads_created_idx" ON "ads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "complaints_topic_idx" ON "complaints" USING btree ("topic_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_sessions_paid_idx" ON "payment_sessions" USING btree ("completed_at") WHERE "payment_sessions"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "master_orders_created_idx" ON "master_orders" USING btree ("created_at");--> statement-breakpoint
-- hand-written below: the audit log takes inserts only.
CREATE FUNCTION operator_actions_read_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the operator audit log cannot be changed';
END;
$$;--> statement-breakpoint
CREATE TRIGGER operator_actions_read_only BEFORE UPDATE OR DELETE OR TRUNCATE ON "operator_actions"
  FOR EACH STATEMENT EXECUTE FUNCTION operator_actions_read_only();
