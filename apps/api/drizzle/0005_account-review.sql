ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
-- Accounts approved once and inactive now were deactivated, not waiting for a first approval.
UPDATE "users" SET "deactivated_at" = "updated_at" WHERE "active" = false AND "approved_at" IS NOT NULL;
