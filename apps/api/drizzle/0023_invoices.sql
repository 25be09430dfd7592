CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."statement_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"audience" varchar(24) NOT NULL,
	"invoice_number" varchar(24) NOT NULL,
	"recipient_user_id" integer,
	"recipient_business_id" integer,
	"recipient_name" varchar(200) NOT NULL,
	"recipient_locale" varchar(2) DEFAULT 'en' NOT NULL,
	"order_number" varchar(20) NOT NULL,
	"cars_amount" smallint NOT NULL,
	"shipping_method" smallint,
	"from_place" varchar(160),
	"to_place" varchar(160),
	"cars" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vins" text DEFAULT '' NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"coupon_cents" integer DEFAULT 0 NOT NULL,
	"fuel_fee_cents" integer DEFAULT 0 NOT NULL,
	"bonus_cents" integer DEFAULT 0 NOT NULL,
	"tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"is_dry_run" boolean DEFAULT false NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_recipient_business_id_business_details_id_fk" FOREIGN KEY ("recipient_business_id") REFERENCES "public"."business_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_kind_unique" ON "invoices" USING btree ("order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "invoices_business_idx" ON "invoices" USING btree ("recipient_business_id","audience","completed_at","id");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("recipient_user_id","audience","completed_at","id");--> statement-breakpoint
CREATE INDEX "invoices_audience_idx" ON "invoices" USING btree ("audience","completed_at","id");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("audience","issued_at","id");--> statement-breakpoint
CREATE INDEX "invoices_vins_trgm_idx" ON "invoices" USING gin ("vins" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_order_number_trgm_idx" ON "invoices" USING gin ("order_number" gin_trgm_ops);