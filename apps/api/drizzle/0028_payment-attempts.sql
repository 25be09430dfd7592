DROP INDEX "payments_one_success_per_order";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "booking" jsonb;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "behaviour" varchar(60) DEFAULT 'succeed' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "payments" AS p SET "status" = 'failed', "error_code" = 'superseded' WHERE p."status" IN ('pending', 'requires_action') AND EXISTS (SELECT 1 FROM "payments" AS q WHERE q."order_id" = p."order_id" AND q."id" <> p."id" AND (q."status" = 'succeeded' OR (q."status" IN ('pending', 'requires_action') AND q."id" > p."id")));--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" in ('pending', 'requires_action', 'succeeded');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_coupon" ON "payments" USING btree ("coupon_id") WHERE "payments"."coupon_id" is not null and "payments"."status" in ('pending', 'requires_action', 'succeeded');--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","updated_at");