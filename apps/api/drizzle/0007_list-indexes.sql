DROP INDEX "cars_vin_idx";--> statement-breakpoint
DROP INDEX "orders_user_idx";--> statement-breakpoint
DROP INDEX "orders_business_idx";--> statement-breakpoint
CREATE INDEX "cars_vin_trgm_idx" ON "cars" USING gin ("vin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_number_trgm_idx" ON "orders" USING gin ("order_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at","id") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_business_idx" ON "orders" USING btree ("business_details_id","created_at","id") WHERE "orders"."deleted_at" is null;