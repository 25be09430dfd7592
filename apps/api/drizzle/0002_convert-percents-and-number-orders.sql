-- Data of 0000_init converted to the new columns; 0003 drops the old ones.
-- Percents become basis points (1 % = 100 bp).
UPDATE "discounts" SET "discount_bp" = round("percent" * 100);--> statement-breakpoint
UPDATE "orders" SET "discount_bp" = round("discount_percent" * 100) WHERE "discount_percent" IS NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "performance_bonus_bp" = round("performance_bonus_percentage" * 100);--> statement-breakpoint
-- A single-rate tax (GST or HST) becomes one line; GST+PST and GST+QST become a 5 % GST line (half up) and a
-- provincial line holding the rest of the tax charged, so the lines add up to the tax fee that was billed.
UPDATE "orders" SET "tax_lines" = jsonb_build_array(jsonb_build_object(
    'kind', "tax_type", 'rate_pcm', round("tax_percent" * 1000)::int, 'cents', "tax_fee_cents"))
  WHERE "tax_type" IN ('GST', 'HST') AND "tax_percent" IS NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "tax_lines" = jsonb_build_array(
    jsonb_build_object('kind', 'GST', 'rate_pcm', 5000,
      'cents', floor((coalesce("dealer_price_cents", 0) + "fuel_fee_cents") * 0.05 + 0.5)::int),
    jsonb_build_object('kind', substring("tax_type" from 5), 'rate_pcm', round(("tax_percent" - 5) * 1000)::int,
      'cents', "tax_fee_cents" - floor((coalesce("dealer_price_cents", 0) + "fuel_fee_cents") * 0.05 + 0.5)::int))
  WHERE "tax_type" IN ('GST+PST', 'GST+QST') AND "tax_percent" IS NOT NULL;--> statement-breakpoint
-- One-time backfill of the stored carrier price for rows written before it was stored; from now on the API
-- writes it from the domain's carrierPriceCents.
UPDATE "orders" SET "carrier_price_cents" = "initial_tc_price_cents" + "fuel_fee_cents"
    + CASE WHEN "delivered_on_time" THEN "performance_bonus_cents" ELSE 0 END
  WHERE "initial_tc_price_cents" IS NOT NULL;--> statement-breakpoint
-- Order numbers continue after the highest one issued so far.
SELECT setval('order_number_seq', greatest(100100, coalesce(
  (SELECT max(substring("order_number" from '(\d+)$')::bigint) FROM "orders"), 100100)), true);
