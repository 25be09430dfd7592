-- Accent- and case-insensitive search over an order's pickup and destination places
-- ("Montreal" finds "Montréal"), served by a trigram index.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); naming the dictionary makes the result
-- fixed, so this wrapper may be IMMUTABLE and used in index expressions.
CREATE OR REPLACE FUNCTION public.routier_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
--> statement-breakpoint
-- The folded text of an order's places: one line per field, so a search never spans two fields.
CREATE OR REPLACE FUNCTION public.routier_order_places(from_city text, to_city text, origin jsonb, destination jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(public.routier_fold(concat_ws(E'\n',
    from_city, origin ->> 'city', origin ->> 'province', origin ->> 'address', origin ->> 'zip_code',
    to_city, destination ->> 'city', destination ->> 'province', destination ->> 'address', destination ->> 'zip_code')), '') $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS orders_places_search_idx ON orders
  USING gin (public.routier_order_places(from_city, to_city, origin, destination) gin_trgm_ops);
