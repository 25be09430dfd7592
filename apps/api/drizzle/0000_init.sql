CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"role" smallint,
	"active" boolean DEFAULT false NOT NULL,
	"email" varchar(255) NOT NULL,
	"password_hash" text,
	"first_name" varchar(100),
	"last_name" varchar(100),
	"phone" varchar(20),
	"postal_code" varchar(10),
	"business_details_id" integer,
	"parent_id" integer,
	"title" smallint,
	"new_user" boolean DEFAULT false NOT NULL,
	"locale" varchar(2) DEFAULT 'en' NOT NULL,
	"redirect_to_admin_panel" boolean DEFAULT false NOT NULL,
	"email_verified_at" timestamp with time zone,
	"profile_image_path" text,
	"address" text,
	"lat" double precision,
	"lng" double precision,
	"dealer_plate_number" varchar(30),
	"has_newsletter_flag" boolean DEFAULT false NOT NULL,
	"google_sub" varchar(255),
	"apple_sub" varchar(255),
	"approved_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" smallint NOT NULL,
	"type" smallint,
	"name" varchar(200),
	"address" text,
	"city" varchar(120),
	"province" varchar(2),
	"zip_code" varchar(10),
	"lat" double precision,
	"lng" double precision,
	"email" varchar(255),
	"phone" varchar(20),
	"dealer_license" varchar(100),
	"tax_id" varchar(100),
	"cvor" varchar(20),
	"usdot" varchar(30),
	"iccmc" varchar(30),
	"insurance_company_name" varchar(200),
	"policy_number" varchar(60),
	"general_liability_cents" integer,
	"cargo_insurance_cents" integer,
	"expiry_date" date,
	"can_pay_with_invoice" boolean DEFAULT false NOT NULL,
	"is_auction" boolean DEFAULT false NOT NULL,
	"shipping_methods" smallint[] DEFAULT '{}' NOT NULL,
	"provinces" varchar(2)[] DEFAULT '{}' NOT NULL,
	"order_filters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_details_id" integer NOT NULL,
	"percent" double precision NOT NULL,
	"expiry_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"name" varchar(40) DEFAULT 'web' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" varchar(255) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"car_number" smallint DEFAULT 1 NOT NULL,
	"vin" varchar(17),
	"type" smallint,
	"make" varchar(60),
	"model" varchar(80),
	"year" smallint,
	"is_operable" boolean DEFAULT true NOT NULL,
	"is_modified" boolean DEFAULT false NOT NULL,
	"comments" varchar(120),
	"enclosed" boolean DEFAULT false NOT NULL,
	"is_antique" boolean DEFAULT false NOT NULL,
	"width" integer,
	"height" integer,
	"length" integer,
	"weight" integer,
	"is_delivered" boolean DEFAULT false NOT NULL,
	"last_position" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" varchar(20) NOT NULL,
	"user_id" integer,
	"business_details_id" integer,
	"guest_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"current_step" smallint,
	"is_auto_dispatch" boolean DEFAULT false NOT NULL,
	"is_created_by_admin" boolean DEFAULT false NOT NULL,
	"is_editable" boolean DEFAULT true NOT NULL,
	"is_rejected" boolean DEFAULT false NOT NULL,
	"reject_comment" text,
	"us_external_type" smallint,
	"origin_type_id" smallint,
	"destination_type_id" smallint,
	"cars_amount" smallint DEFAULT 1 NOT NULL,
	"origin" jsonb,
	"destination" jsonb,
	"from_city" varchar(120),
	"to_city" varchar(120),
	"distance_km" double precision,
	"delivery_days" smallint,
	"shipping_method" smallint,
	"is_express" boolean DEFAULT false NOT NULL,
	"is_enclosed" boolean DEFAULT false NOT NULL,
	"is_antique" boolean DEFAULT false NOT NULL,
	"start_at" date,
	"due_date" date,
	"completed_at" timestamp with time zone,
	"booked_at" timestamp with time zone,
	"carrier_business_id" integer,
	"accepted_by_tc_at" timestamp with time zone,
	"delivered_on_time" boolean,
	"dealer_price_cents" integer,
	"dealer_price_tva_cents" integer,
	"dealer_express_price_cents" integer,
	"fuel_fee_cents" integer DEFAULT 0 NOT NULL,
	"tax_fee_cents" integer DEFAULT 0 NOT NULL,
	"tax_type" varchar(10),
	"tax_percent" double precision,
	"discount_percent" double precision,
	"initial_tc_price_cents" integer,
	"performance_bonus_cents" integer DEFAULT 0 NOT NULL,
	"performance_bonus_percentage" double precision DEFAULT 5 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "load_cars" (
	"load_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	CONSTRAINT "load_cars_load_id_car_id_pk" PRIMARY KEY("load_id","car_id")
);
--> statement-breakpoint
CREATE TABLE "loads" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"driver_user_id" integer,
	"vehicle_id" integer,
	"status" smallint DEFAULT 11 NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"origin" jsonb,
	"destination" jsonb,
	"due_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_details_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"license_plate" varchar(20) NOT NULL,
	"capacity" smallint DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_business_details_id_business_details_id_fk" FOREIGN KEY ("business_details_id") REFERENCES "public"."business_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_business_details_id_business_details_id_fk" FOREIGN KEY ("business_details_id") REFERENCES "public"."business_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_business_details_id_business_details_id_fk" FOREIGN KEY ("business_details_id") REFERENCES "public"."business_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_carrier_business_id_business_details_id_fk" FOREIGN KEY ("carrier_business_id") REFERENCES "public"."business_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_cars" ADD CONSTRAINT "load_cars_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_cars" ADD CONSTRAINT "load_cars_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_driver_user_id_users_id_fk" FOREIGN KEY ("driver_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_business_details_id_business_details_id_fk" FOREIGN KEY ("business_details_id") REFERENCES "public"."business_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_business_details_idx" ON "users" USING btree ("business_details_id");--> statement-breakpoint
CREATE INDEX "users_pending_idx" ON "users" USING btree ("active","created_at");--> statement-breakpoint
CREATE INDEX "discounts_business_idx" ON "discounts" USING btree ("business_details_id","expiry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "access_tokens_hash_unique" ON "access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "access_tokens_user_idx" ON "access_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_tokens_hash_unique" ON "one_time_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "one_time_tokens_user_idx" ON "one_time_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "cars_order_idx" ON "cars" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "cars_vin_idx" ON "cars" USING btree ("vin");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_unique" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_business_idx" ON "orders" USING btree ("business_details_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_carrier_idx" ON "orders" USING btree ("carrier_business_id","accepted_by_tc_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "loads_order_idx" ON "loads" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "loads_driver_idx" ON "loads" USING btree ("driver_user_id","status");--> statement-breakpoint
CREATE INDEX "vehicles_business_idx" ON "vehicles" USING btree ("business_details_id");