/**
 * Fills a database with generated orders for the benchmarks: `total` orders (default 100 000) with one
 * to three cars each, spread over two years, every status, real Canadian routes. A share of them
 * (default 2 %: 2 000, three a day for two years) belong to the demo dealer's business, a busy dealer's list;
 * the rest belong to 300 generated customers. Booked orders (status 3 or 8) held by nobody are offers on the
 * load board: most pick up in the demo carrier's regions (ON, QC, AB, BC); one in twenty of the carrier-side
 * statuses (3, 4, 5, 6, 8) is held by the demo carrier, a few thousand jobs. Delivered orders (5, 6) have their
 * delivery date and whether it was on time (the dashboards). Prices are plausible, not priced
 * by the rate card: the rows exist to be listed, filtered and searched.
 *
 * Run alone: `npx tsx bench/generate-orders.ts [total]` (uses DATA_DIR or DATABASE_URL, like the server;
 * on PostgreSQL, point it at a scratch database).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';

export type GenerateOptions = { total?: number; dealerShare?: number; customers?: number };

const CITIES = `(values
  ('Toronto','ON','M5R 2A5',43.6707,-79.3901), ('Montréal','QC','H3A 3G4',45.5048,-73.5772),
  ('Ottawa','ON','K1P 5J9',45.4215,-75.6972), ('Québec','QC','G1R 4P5',46.8139,-71.2080),
  ('Hamilton','ON','L8P 4R5',43.2557,-79.8711), ('Kingston','ON','K7L 2Z3',44.2312,-76.4860),
  ('London','ON','N6A 3N7',42.9849,-81.2453), ('Kitchener','ON','N2G 4G7',43.4516,-80.4925),
  ('Halifax','NS','B3J 3A5',44.6488,-63.5752), ('Moncton','NB','E1C 1E8',46.0878,-64.7782),
  ('Winnipeg','MB','R3C 4T3',49.8951,-97.1384), ('Calgary','AB','T2P 2M5',51.0447,-114.0719),
  ('Edmonton','AB','T5J 2R7',53.5461,-113.4938), ('Vancouver','BC','V6B 1A1',49.2827,-123.1207),
  ('Regina','SK','S4P 3Y2',50.4452,-104.6189), ('Sherbrooke','QC','J1H 1Y2',45.4042,-71.8929)
) as c(city, province, zip, lat, lng)`;

/** Adds generated customers and their orders and cars; returns how many orders the demo dealer's business now has. */
export const generateOrders = async (db: Db, opts: GenerateOptions = {}): Promise<number> => {
  const total = opts.total ?? 100_000;
  const dealerOrders = Math.round(total * (opts.dealerShare ?? 0.02));
  const customers = opts.customers ?? 300;

  await db.execute(sql`
    insert into users (email, password_hash, role, active, first_name, last_name, email_verified_at, locale)
    select 'bench-customer-' || g || '@routier.test', 'x', case when g % 3 = 0 then 10 else 3 end, true,
           'Bench', 'Customer ' || g, now(), 'en'
    from generate_series(1, ${customers}) g
    on conflict do nothing`);

  // The dealer's share first, then the generated customers' orders round-robin.
  await db.execute(
    sql.raw(`
    with owners as (
      select row_number() over (order by id) - 1 as k, id, business_details_id
      from users where email like 'bench-customer-%@routier.test'
    ), dealer as (
      select id, business_details_id from users where email = 'dealer@routier.test'
    ), carrier as (
      select business_details_id from users where email = 'carrier@routier.test'
    ), cities as (
      select row_number() over () - 1 as k, * from ${CITIES}
    ), rows as (
      select g,
        case when g <= ${dealerOrders} then (select id from dealer)
             else (select id from owners where k = g % ${customers}) end as user_id,
        case when g <= ${dealerOrders} then (select business_details_id from dealer)
             else (select business_details_id from owners where k = g % ${customers}) end as business_id,
        (array[1,2,3,3,3,4,5,6,6,6,7,8,9,10,11])[1 + (g * 7) % 15] as status,
        (g * 5) % 16 as from_k, (g * 11 + 3) % 16 as to_k,
        1 + (g % 3) as cars
      from generate_series(1, ${total}) g
    )
    insert into orders (order_number, user_id, business_details_id, status, current_step, is_auto_dispatch,
      cars_amount, origin, destination, from_city, to_city, distance_km, delivery_days, shipping_method,
      start_at, due_date, dealer_price_cents, dealer_price_tva_cents, fuel_fee_cents, tax_fee_cents,
      initial_tc_price_cents, carrier_price_cents, created_at, updated_at, booked_at, carrier_business_id, accepted_by_tc_at,
      completed_at, delivered_on_time)
    select 'RT-B' || r.g, r.user_id, r.business_id, r.status,
      case when r.status in (1, 9, 11) then 2 + r.g % 4 else 6 end, r.status = 11,
      r.cars,
      jsonb_build_object('address', (100 + r.g % 900) || ' Main St, ' || f.city, 'company', null, 'city', f.city,
        'sublocality', null, 'province', f.province, 'country', 'CA', 'lat', f.lat, 'lng', f.lng, 'zip_code', f.zip, 'place_id', null),
      jsonb_build_object('address', (100 + r.g % 700) || ' King St, ' || t.city, 'company', null, 'city', t.city,
        'sublocality', null, 'province', t.province, 'country', 'CA', 'lat', t.lat, 'lng', t.lng, 'zip_code', t.zip, 'place_id', null),
      f.city, t.city, 100 + (r.g % 40) * 60, 2 + r.g % 6, case when r.status = 1 then null else 1 + r.g % 3 end,
      (now() - (r.g % 730) * interval '1 day')::date, (now() - (r.g % 730) * interval '1 day' + interval '5 days')::date,
      case when r.status = 1 then null else 40000 + (r.g % 200) * 500 end,
      case when r.status = 1 then null else 46400 + (r.g % 200) * 580 end,
      0, 0,
      case when r.status = 1 then null else 34000 + (r.g % 200) * 425 end,
      case when r.status = 1 then null else 34000 + (r.g % 200) * 425 end,
      now() - (r.g % 730) * interval '1 day' - (r.g % 1440) * interval '1 minute', now(),
      case when r.status in (1, 9, 11) then null else now() - (r.g % 730) * interval '1 day' end,
      case when r.status in (3, 4, 5, 6, 8) and r.g % 20 = 0 then (select business_details_id from carrier) end,
      case when r.status in (3, 4, 5, 6, 8) and r.g % 20 = 0 then now() - (r.g % 730) * interval '1 day' + interval '3 hours' end,
      -- delivered two to seven days after booking (never in the future), one in seven late
      case when r.status in (5, 6) then least(now(), now() - (r.g % 730) * interval '1 day' + (2 + r.g % 6) * interval '1 day') end,
      case when r.status in (5, 6) then r.g % 7 <> 0 end
    from rows r join cities f on f.k = r.from_k join cities t on t.k = case when r.to_k = r.from_k then (r.to_k + 1) % 16 else r.to_k end`),
  );

  // VINs: 17 characters without I, O or Q, distinct per car.
  await db.execute(
    sql.raw(`
    insert into cars (order_id, car_number, vin, type, make, model, year, is_operable)
    select o.id, n,
      upper(substr(translate(md5(o.id::text || '-' || n), 'abcdef', 'ABCDEF'), 1, 17)),
      1 + (o.id + n) % 7,
      (array['Honda','Toyota','Ford','Chevrolet','Hyundai','Kia','Nissan','Subaru'])[1 + (o.id + n) % 8],
      (array['Civic','Corolla','F-150','Silverado','Elantra','Sportage','Rogue','Outback'])[1 + (o.id + n) % 8],
      2010 + (o.id + n) % 16, true
    from orders o cross join lateral generate_series(1, o.cars_amount) n
    where o.order_number like 'RT-B%'`),
  );

  // Invoices of the completed orders (5, 6) as completion issues them: the customer's and, when a carrier held
  // the job, its statement (the generated jobs the demo carrier holds are never completed: few statements).
  // One HST line stands for the taxes (the rows exist to be listed and searched).
  await db.execute(
    sql.raw(`
    insert into invoices (order_id, kind, audience, invoice_number, recipient_user_id, recipient_business_id,
      recipient_name, recipient_locale, order_number, cars_amount, shipping_method, from_place, to_place, cars, vins,
      completed_at, subtotal_cents, tax_lines, tax_cents, total_cents, is_paid, paid_at, issued_at)
    select o.id, 'customer', case when u.role = 10 then 'individuals' else 'dealers' end,
      'INV-' || extract(year from o.created_at + interval '5 days')::int || '-' || lpad(nextval('invoice_number_seq')::text, 6, '0'),
      o.user_id, case when u.role = 10 then null else o.business_details_id end,
      coalesce(b.name, u.first_name || ' ' || u.last_name), 'en', o.order_number, o.cars_amount, o.shipping_method, o.from_city, o.to_city,
      coalesce(c.cars, '[]'::jsonb), coalesce(c.vins, ''), o.created_at + interval '5 days',
      o.dealer_price_cents,
      jsonb_build_array(jsonb_build_object('kind', 'HST', 'rate_pcm', 13000, 'cents', o.dealer_price_tva_cents - o.dealer_price_cents)),
      o.dealer_price_tva_cents - o.dealer_price_cents, o.dealer_price_tva_cents, o.id % 4 <> 0,
      case when o.id % 4 <> 0 then o.created_at + interval '5 days' end, o.created_at + interval '5 days'
    from orders o
    join users u on u.id = o.user_id
    left join business_details b on b.id = o.business_details_id
    left join lateral (
      select jsonb_agg(jsonb_build_object('vin', vin, 'year', year, 'make', make, 'model', model) order by car_number) as cars,
        string_agg(vin, ' ' order by car_number) as vins
      from cars where order_id = o.id
    ) c on true
    where o.order_number like 'RT-B%' and o.status in (5, 6)
    order by o.created_at`),
  );
  await db.execute(
    sql.raw(`
    insert into invoices (order_id, kind, audience, invoice_number, recipient_user_id, recipient_business_id,
      recipient_name, recipient_locale, order_number, cars_amount, shipping_method, from_place, to_place, cars, vins,
      completed_at, subtotal_cents, total_cents, is_paid, issued_at)
    select i.order_id, 'carrier', 'transport-companies',
      'ST-' || extract(year from i.completed_at)::int || '-' || lpad(nextval('statement_number_seq')::text, 6, '0'),
      null, o.carrier_business_id, coalesce(b.name, 'Carrier'), 'en', i.order_number, i.cars_amount, i.shipping_method,
      i.from_place, i.to_place, i.cars, i.vins, i.completed_at, o.initial_tc_price_cents, o.initial_tc_price_cents, false, i.issued_at
    from invoices i
    join orders o on o.id = i.order_id
    left join business_details b on b.id = o.carrier_business_id
    where i.kind = 'customer' and o.order_number like 'RT-B%' and o.carrier_business_id is not null
    order by i.id`),
  );
  await db.execute(sql`vacuum analyze invoices`);
  await db.execute(sql`vacuum analyze orders`);
  await db.execute(sql`vacuum analyze cars`);
  const result = await db.execute(
    sql`select count(*)::int as n from orders where business_details_id = (select business_details_id from users where email = 'dealer@routier.test')`,
  );
  const { n } = (result as unknown as { rows: { n: number }[] }).rows[0];
  return n;
};

/** `npx tsx bench/generate-orders.ts [total]`: the server's database (DATA_DIR or DATABASE_URL), demo data first. */
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const { loadEnv } = await import('../src/config/env.js');
  const { createRuntime } = await import('../src/runtime.js');
  const runtime = await createRuntime(loadEnv());
  const started = Date.now();
  const dealerOrders = await generateOrders(runtime.deps.db, { total: Number(process.argv[2] ?? 100_000) });
  console.log(
    `Generated orders in ${((Date.now() - started) / 1000).toFixed(1)} s; the demo dealer's business has ${dealerOrders}.`,
  );
  await runtime.close();
}
