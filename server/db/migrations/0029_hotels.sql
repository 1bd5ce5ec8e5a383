-- Hotels, their photos and guest reviews (issue 14, decisions 134-136); the list, its filters and the nearby search
-- each read from a partial index of listed hotels (GiST on ll_to_earth for nearby, as for ads).
CREATE TABLE "hotel_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"attachment" text NOT NULL,
	"variants" text[] DEFAULT '{}'::text[] NOT NULL,
	"width" integer,
	"height" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"credit" text
);
--> statement-breakpoint
CREATE TABLE "hotel_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_reviews_rating_check" CHECK ("hotel_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"country_code" text NOT NULL,
	"postal_code" text,
	"lat" numeric(9, 6) NOT NULL,
	"lon" numeric(9, 6) NOT NULL,
	"stars" smallint DEFAULT 0 NOT NULL,
	"price_per_night" numeric(12, 2) NOT NULL,
	"currency_id" integer NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"check_in" text,
	"check_out" text,
	"phone" text,
	"email" text,
	"website" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"average_rating" numeric(3, 2) DEFAULT '0' NOT NULL,
	"total_review" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotels_stars_check" CHECK ("hotels"."stars" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "hotel_photos" ADD CONSTRAINT "hotel_photos_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_reviews" ADD CONSTRAINT "hotel_reviews_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_reviews" ADD CONSTRAINT "hotel_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_photos_hotel_idx" ON "hotel_photos" USING btree ("hotel_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_reviews_once_key" ON "hotel_reviews" USING btree ("hotel_id","user_id");--> statement-breakpoint
CREATE INDEX "hotel_reviews_hotel_idx" ON "hotel_reviews" USING btree ("hotel_id","updated_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "hotels_earth_idx" ON "hotels" USING gist (ll_to_earth("lat"::float8, "lon"::float8)) WHERE "hotels"."status" = 1;--> statement-breakpoint
CREATE INDEX "hotels_rating_idx" ON "hotels" USING btree ("average_rating" desc,"total_review" desc,"id" desc) WHERE "hotels"."status" = 1;--> statement-breakpoint
CREATE INDEX "hotels_price_idx" ON "hotels" USING btree ("price_per_night","id") WHERE "hotels"."status" = 1;--> statement-breakpoint
CREATE INDEX "hotels_stars_idx" ON "hotels" USING btree ("stars" desc,"average_rating" desc,"id" desc) WHERE "hotels"."status" = 1;--> statement-breakpoint
CREATE INDEX "hotels_city_idx" ON "hotels" USING btree (lower("city"),"price_per_night") WHERE "hotels"."status" = 1;--> statement-breakpoint
CREATE INDEX "hotels_amenities_idx" ON "hotels" USING gin ("amenities");