CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100101 CACHE 1;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "discount_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_bp" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "performance_bonus_bp" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier_price_cents" integer;