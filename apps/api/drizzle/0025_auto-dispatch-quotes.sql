CREATE TABLE "quote_declines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"business_details_id" integer NOT NULL,
	"user_id" integer,
	"reason" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"business_details_id" integer NOT NULL,
	"user_id" integer,
	"shipping_method" smallint NOT NULL,
	"pickup_date" date,
	"pickup_from" date,
	"pickup_to" date,
	"dropoff_date" date,
	"dropoff_from" date,
	"dropoff_to" date,
	"delivery_type_eta" varchar(10),
	"carrier_price_cents" integer NOT NULL,
	"dealer_price_cents" integer NOT NULL,
	"available_till" timestamp with time zone,
	"notes" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_accepted" boolean DEFAULT false NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_declines" ADD CONSTRAINT "quote_declines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_declines" ADD CONSTRAINT "quote_declines_business_details_id_business_details_id_fk" FOREIGN KEY ("business_details_id") REFERENCES "public"."business_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_declines" ADD CONSTRAINT "quote_declines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_prices" ADD CONSTRAINT "quote_prices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_prices" ADD CONSTRAINT "quote_prices_business_details_id_business_details_id_fk" FOREIGN KEY ("business_details_id") REFERENCES "public"."business_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_prices" ADD CONSTRAINT "quote_prices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_declines_order_business_unique" ON "quote_declines" USING btree ("order_id","business_details_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_prices_order_business_unique" ON "quote_prices" USING btree ("order_id","business_details_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_prices_accepted_unique" ON "quote_prices" USING btree ("order_id") WHERE "quote_prices"."is_accepted";--> statement-breakpoint
CREATE INDEX "quote_prices_business_idx" ON "quote_prices" USING btree ("business_details_id");