-- The place an offer shows (city, province, first three characters of the postal code), folded like
-- routier_fold: kept in stored columns so the board's place searches read them instead of folding every row.
CREATE OR REPLACE FUNCTION public.routier_shown_place(city text, place jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.routier_fold(concat_ws(' ', city, place ->> 'province', left(replace(place ->> 'zip_code', ' ', ''), 3))) $$;
--> statement-breakpoint
DROP INDEX "orders_user_idx";--> statement-breakpoint
DROP INDEX "orders_business_idx";--> statement-breakpoint
DROP INDEX "orders_offers_due_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_place" text GENERATED ALWAYS AS (routier_shown_place(from_city, origin)) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dropoff_place" text GENERATED ALWAYS AS (routier_shown_place(to_city, destination)) STORED;--> statement-breakpoint
CREATE INDEX "orders_number_prefix_idx" ON "orders" USING btree (upper("order_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_offers_price_idx" ON "orders" USING btree ("carrier_price_cents" DESC NULLS LAST,"id" DESC NULLS FIRST,"pickup_province","shipping_method","pickup_place") WHERE "orders"."deleted_at" is null and "orders"."carrier_business_id" is null and "orders"."status" in (3, 8);--> statement-breakpoint
CREATE INDEX "orders_offers_pickup_place_idx" ON "orders" USING gin ("pickup_place" gin_trgm_ops) WHERE "orders"."deleted_at" is null and "orders"."carrier_business_id" is null and "orders"."status" in (3, 8);--> statement-breakpoint
CREATE INDEX "orders_offers_dropoff_place_idx" ON "orders" USING gin ("dropoff_place" gin_trgm_ops) WHERE "orders"."deleted_at" is null and "orders"."carrier_business_id" is null and "orders"."status" in (3, 8);--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at","id","status","is_auto_dispatch","is_created_by_admin","is_editable") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_business_idx" ON "orders" USING btree ("business_details_id","created_at","id","status","is_auto_dispatch","is_created_by_admin","is_editable") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_offers_due_idx" ON "orders" USING btree ("due_date","id","pickup_province","shipping_method","pickup_place") WHERE "orders"."deleted_at" is null and "orders"."carrier_business_id" is null and "orders"."status" in (3, 8);