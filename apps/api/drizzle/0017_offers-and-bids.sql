CREATE TABLE "offer_views" (
	"business_details_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_views_pk" PRIMARY KEY("business_details_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"business_details_id" integer NOT NULL,
	"user_id" integer,
	"amount_cents" integer NOT NULL,
	"eta" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_province" varchar(2) GENERATED ALWAYS AS ((origin ->> 'province')) STORED;--> statement-breakpoint
ALTER TABLE "offer_views" ADD CONSTRAINT "offer_views_business_details_id_business_details_id_fk" FOREIGN KEY ("business_details_id") REFERENCES "public"."business_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_views" ADD CONSTRAINT "offer_views_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_business_details_id_business_details_id_fk" FOREIGN KEY ("business_details_id") REFERENCES "public"."business_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bids_pending_unique" ON "bids" USING btree ("order_id","business_details_id") WHERE "bids"."status" = 1;--> statement-breakpoint
CREATE INDEX "bids_business_idx" ON "bids" USING btree ("business_details_id","order_id");--> statement-breakpoint
CREATE INDEX "bids_status_idx" ON "bids" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_offers_idx" ON "orders" USING btree ("pickup_province","shipping_method","due_date","id") WHERE "orders"."deleted_at" is null and "orders"."carrier_business_id" is null and "orders"."status" in (3, 8);--> statement-breakpoint
CREATE INDEX "orders_offers_due_idx" ON "orders" USING btree ("due_date","id","pickup_province","shipping_method") WHERE "orders"."deleted_at" is null and "orders"."carrier_business_id" is null and "orders"."status" in (3, 8);