ALTER TABLE "orders" ADD COLUMN "discount_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fuel_fee_excluded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "discount_bp" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "fuel_fee_excluded" boolean DEFAULT false NOT NULL;