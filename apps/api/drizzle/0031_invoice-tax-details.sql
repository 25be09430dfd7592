ALTER TABLE "invoices" ADD COLUMN "recipient_address" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_type" varchar(10);