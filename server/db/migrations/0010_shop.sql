CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ads_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"variant" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_check" CHECK ("cart_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "delivery_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"address" text NOT NULL,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"master_order_number" text NOT NULL,
	"customer_id" integer NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"discount_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"delivery_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_quantity" integer NOT NULL,
	"status_id" integer NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"reserved_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"ads_id" integer NOT NULL,
	"current_price" numeric(14, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"variant" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"master_order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"shipping_method_id" integer NOT NULL,
	"delivery_address" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"zip_code" text NOT NULL,
	"lat" numeric(9, 6),
	"lon" numeric(9, 6),
	"payment_status" text NOT NULL,
	"order_status_id" integer NOT NULL,
	"process_step" text NOT NULL,
	"coupon_code" text,
	"discount_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"delivery_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_quantity" integer NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"expected_delivery_date" date NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_status_id" integer NOT NULL,
	"description" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"user_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"country_id" integer NOT NULL,
	"city" text NOT NULL,
	"currency_id" integer NOT NULL,
	"location" text NOT NULL,
	"logo" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"shop_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"user_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"location" text NOT NULL,
	"country_id" integer,
	"city" text NOT NULL,
	"currency_id" integer,
	"logo" text,
	"lat" numeric(9, 6),
	"lon" numeric(9, 6),
	"status" text DEFAULT 'active' NOT NULL,
	"average_rating" numeric(3, 2) DEFAULT '0' NOT NULL,
	"total_review" integer DEFAULT 0 NOT NULL,
	"total_like" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_ads_id_ads_id_fk" FOREIGN KEY ("ads_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD CONSTRAINT "delivery_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_orders" ADD CONSTRAINT "master_orders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_orders" ADD CONSTRAINT "master_orders_status_id_order_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."order_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_ads_id_ads_id_fk" FOREIGN KEY ("ads_id") REFERENCES "public"."ads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_master_order_id_master_orders_id_fk" FOREIGN KEY ("master_order_id") REFERENCES "public"."master_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_status_id_order_statuses_id_fk" FOREIGN KEY ("order_status_id") REFERENCES "public"."order_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_activities" ADD CONSTRAINT "shipping_activities_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_activities" ADD CONSTRAINT "shipping_activities_order_status_id_order_statuses_id_fk" FOREIGN KEY ("order_status_id") REFERENCES "public"."order_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_activities" ADD CONSTRAINT "shipping_activities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_requests" ADD CONSTRAINT "shop_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_requests" ADD CONSTRAINT "shop_requests_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_requests" ADD CONSTRAINT "shop_requests_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_requests" ADD CONSTRAINT "shop_requests_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_key" ON "cart_items" USING btree ("user_id","ads_id","variant");--> statement-breakpoint
CREATE INDEX "delivery_addresses_user_idx" ON "delivery_addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "master_orders_number_key" ON "master_orders" USING btree ("master_order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "master_orders_idempotency_key" ON "master_orders" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "master_orders_customer_idx" ON "master_orders" USING btree ("customer_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "master_orders_reserved_idx" ON "master_orders" USING btree ("reserved_until") WHERE "master_orders"."payment_status" = 'pending';--> statement-breakpoint
CREATE INDEX "order_details_order_idx" ON "order_details" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_details_ad_idx" ON "order_details" USING btree ("ads_id");--> statement-breakpoint
CREATE INDEX "orders_master_idx" ON "orders" USING btree ("master_order_id");--> statement-breakpoint
CREATE INDEX "orders_shop_idx" ON "orders" USING btree ("shop_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "shipping_activities_order_idx" ON "shipping_activities" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_requests_user_idx" ON "shop_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_requests_status_idx" ON "shop_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_user_name_key" ON "shops" USING btree (lower("user_name"));--> statement-breakpoint
CREATE INDEX "shops_owner_idx" ON "shops" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "shops_name_trgm_idx" ON "shops" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_promotion_expiry_idx" ON "ads" USING btree ("promotion_expires_at") WHERE "ads"."is_sponsored" > 0;