CREATE TABLE "fuel_fee_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"load_id" integer NOT NULL,
	"carrier_business_id" integer,
	"claimed_by" integer,
	"amount_cents" integer NOT NULL,
	"order_fuel_fee_cents" integer NOT NULL,
	"receipt_file_id" integer,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reason" text,
	"statement_id" integer,
	"adjustment_cents" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fuel_fee_claims_amount_positive" CHECK ("fuel_fee_claims"."amount_cents" > 0),
	CONSTRAINT "fuel_fee_claims_status_valid" CHECK ("fuel_fee_claims"."status" in ('pending', 'approved', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "picked_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "adjustment_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fuel_fee_claims" ADD CONSTRAINT "fuel_fee_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_fee_claims" ADD CONSTRAINT "fuel_fee_claims_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_fee_claims" ADD CONSTRAINT "fuel_fee_claims_carrier_business_id_business_details_id_fk" FOREIGN KEY ("carrier_business_id") REFERENCES "public"."business_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_fee_claims" ADD CONSTRAINT "fuel_fee_claims_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_fee_claims" ADD CONSTRAINT "fuel_fee_claims_receipt_file_id_load_files_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."load_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_fee_claims" ADD CONSTRAINT "fuel_fee_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_fee_claims" ADD CONSTRAINT "fuel_fee_claims_statement_id_invoices_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_fee_claims_load_unique" ON "fuel_fee_claims" USING btree ("load_id");--> statement-breakpoint
CREATE INDEX "fuel_fee_claims_order_idx" ON "fuel_fee_claims" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "fuel_fee_claims_status_idx" ON "fuel_fee_claims" USING btree ("status","created_at","id");