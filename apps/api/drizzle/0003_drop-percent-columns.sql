ALTER TABLE "discounts" ALTER COLUMN "discount_bp" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "discounts" DROP COLUMN "percent";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "tax_percent";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "discount_percent";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "performance_bonus_percentage";