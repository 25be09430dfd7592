import { expect, test, type Page } from './fixtures';
import { signIn, openInApp } from './support';

type Row = {
  id: number;
  order_number: string;
  status: number;
  is_auto_dispatch: boolean;
  current_step: number | null;
  is_rejected: boolean;
};
type Listing = { data: Row[]; meta: { last_page: number } };

const DRAFT = 1;
const QUOTES = 9;
const AUTO_DISPATCH_PENDING = 11;
/** The list's filter buttons (my-orders filters 1–6). */
const FILTERS: Record<number, string> = {
  1: 'All',
  2: 'Active',
  3: 'Completed',
  4: 'Drafts',
  5: 'Quotes',
  6: 'Auto dispatch',
};

/** A call to the API as the signed-in user of the page: its status and its body. */
const callApi = <T>(page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
      const res = await fetch(`/api${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('routier.token')}`,
          'Content-Type': 'application/json',
          'X-XSRF-TOKEN': xsrf,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    { method, path, body },
  ) as Promise<{ status: number; body: T }>;

/** One page of the signed-in customer's list, through the API the list page calls. */
const listPage = async (page: Page, filter: number, n: number) =>
  (await callApi<Listing>(page, 'POST', `/orders/all/${filter}`, { page: n })).body;

/** The list's address for a filter and a page: defaults are left out of it. */
const listUrl = (filter: number, n: number) => {
  const query = [filter === 1 ? '' : `filter=${filter}`, n === 1 ? '' : `page=${n}`].filter(Boolean).join('&');
  return new RegExp(`/my-orders${query ? `\\?${query}` : ''}$`);
};

/**
 * Where a click on a row must end (customer-side §2 click routing, docs/decisions/045), written out here rather
 * than taken from the domain: pending auto dispatch → its quotes; an auto-dispatch draft below step 4 → the
 * auto-dispatch wizard; at step 4 or more → details, which sends a draft whose quote request is not sent yet on
 * to its quotes; drafts, quotes and rejected orders → the order wizard; anything else → the order page.
 */
const target = (r: Row): { path: string; heading: string } => {
  const quotes = { path: `/auto-dispatch/quotes/${r.id}`, heading: `Quotes for order ${r.order_number}` };
  const orderPage = { path: `/my-orders/${r.id}`, heading: `Order ${r.order_number}` };
  if (r.is_auto_dispatch) {
    if (r.status === AUTO_DISPATCH_PENDING) return quotes;
    if (r.status === DRAFT)
      return (r.current_step ?? 0) < 4 ? { path: `/auto-dispatch/${r.id}`, heading: 'Auto dispatch' } : quotes;
    return orderPage;
  }
  if (r.status === DRAFT || r.status === QUOTES || r.is_rejected)
    return { path: `/my-orders/create/${r.id}`, heading: 'Create order' };
  return orderPage;
};

/**
 * What decides where a row leads (see target): rows alike in all of it go through the same routing, so one of each
 * is opened.
 */
const routingKind = (r: Row) => [r.is_auto_dispatch, r.status, (r.current_step ?? 0) >= 4, r.is_rejected].map(String).join(' ');

test('every kind of my-orders row of the demo dealer opens its page and stays there', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'dealer@routier.test');
  await expect(page).toHaveURL(/\/my-orders/);

  // the main frame's URL changes (pushState and replaceState included)
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });

  const heading = page.getByRole('heading', { level: 1, name: 'My orders' });
  const leave = page.getByRole('dialog', { name: 'Leave this order?' });
  /** Back to the list in the app (no page load), leaving an unbooked order when the wizard asks. */
  const backToList = async (filter: number, n: number) => {
    await page.goBack();
    await expect(heading.or(leave)).toBeVisible();
    if (await leave.isVisible()) await leave.getByRole('button', { name: 'Leave' }).click();
    await expect(heading).toBeVisible();
    await expect(page).toHaveURL(listUrl(filter, n));
  };

  const seen = new Set<string>();
  const kinds = new Set<string>();
  // All first, then every other filter and each of its pages, through the list's buttons; a row is opened when
  // no row of its kind was (routingKind), and its page is left with the browser's Back.
  for (const filter of [1, 2, 3, 4, 5, 6]) {
    const first = await listPage(page, filter, 1);
    for (let n = 1; n <= Math.max(first.meta.last_page, 1); n++) {
      if (n === 1)
        await page
          .getByRole('group', { name: 'Filter orders' })
          .getByRole('button', { name: FILTERS[filter], exact: true })
          .click();
      else await page.getByRole('button', { name: 'Next page' }).click();
      await expect(heading).toBeVisible();
      await expect(page).toHaveURL(listUrl(filter, n));
      const rows = (n === 1 ? first : await listPage(page, filter, n)).data;
      for (const row of rows) {
        const kind = routingKind(row);
        if (seen.has(kind)) continue;
        seen.add(kind);
        await page.getByRole('row').filter({ hasText: row.order_number }).getByText(row.order_number, { exact: true }).click();

        const goal = target(row);
        kinds.add(goal.path.replace(/\d+$/, ''));
        await expect(page.getByRole('heading', { level: 1, name: goal.heading })).toBeVisible();
        await expect(page, `${row.order_number} (status ${row.status}, step ${row.current_step})`).toHaveURL(
          new RegExp(`${goal.path}$`),
        );
        // settled: after two more frames and a round trip to the page, no redirect has happened
        const before = navigations;
        await page.evaluate(
          () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
        );
        await expect(page.getByRole('heading', { level: 1, name: goal.heading })).toBeVisible();
        expect(navigations, `${row.order_number} kept redirecting`).toBe(before);
        expect(new URL(page.url()).pathname).toBe(goal.path);
        // an auto-dispatch draft at step 4 asks for its quote request on the quotes page
        if (row.is_auto_dispatch && row.status === DRAFT && (row.current_step ?? 0) >= 4)
          await expect(page.getByTestId('quotes-unrequested')).toBeVisible();
        await backToList(filter, n);
      }
    }
  }
  // the demo data has every kind of target: the order page, the wizard, the auto-dispatch wizard, the quotes
  expect([...kinds].sort()).toEqual(['/auto-dispatch/', '/auto-dispatch/quotes/', '/my-orders/', '/my-orders/create/']);
  expect(seen.size).toBeGreaterThan(10);
});

/** The dealer's rows of every page of the All filter. */
const allRows = async (page: Page) => {
  const first = await listPage(page, 1, 1);
  const rest = [];
  for (let n = 2; n <= first.meta.last_page; n++) rest.push(...(await listPage(page, 1, n)).data);
  return [...first.data, ...rest];
};

test('an auto-dispatch draft at step 4 sends its quote request from the quotes page, then waits for quotes', async ({ page }) => {
  await signIn(page, 'dealer@routier.test');
  await expect(page).toHaveURL(/\/my-orders/);
  const draft = (await allRows(page)).find((r) => r.is_auto_dispatch && r.status === DRAFT && (r.current_step ?? 0) >= 4)!;
  await openInApp(page, `/auto-dispatch/details/${draft.id}`);
  await expect(page).toHaveURL(new RegExp(`/auto-dispatch/quotes/${draft.id}$`));
  await expect(page.getByTestId('quotes-unrequested')).toBeVisible();
  // nothing to pay here: the checkout of the details page is not shown
  await expect(page.getByRole('heading', { name: 'Confirm and pay' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Flexible' }).check();
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByTestId('quotes-unrequested')).toHaveCount(0);
  await expect(page.getByText(/No quote yet/)).toBeVisible();
  // now pending: its row opens the quotes, and details without an accepted quote sends there too
  await page.goto(`/auto-dispatch/details/${draft.id}`);
  await expect(page).toHaveURL(new RegExp(`/auto-dispatch/quotes/${draft.id}$`));
  await expect(page.getByText(/No quote yet/)).toBeVisible();
});

/** A place at one end of an order, as the wizard's address step sends it. */
const end = (address: string, city: string, zip: string, lat: number, lng: number) => ({
  address,
  company: null,
  city,
  sublocality: null,
  province: 'ON',
  country: 'CA',
  lat,
  lng,
  zip_code: zip,
  place_id: null,
});

test('after a quote request from the pricing step, leaving the order asks nothing', async ({ page }) => {
  await signIn(page, 'dealer@routier.test');
  await expect(page).toHaveURL(/\/my-orders/);
  // a priced draft of its own (Toronto → Kingston, one car, flatbed), saved through the wizard's calls: the
  // demo's priced drafts belong to other journeys (checkout books one)
  const created = await callApi<{ id: number }>(page, 'POST', '/orders', {
    from: end('100 King St W, Toronto, ON M5X', 'Toronto', 'M5X 1A9', 43.6487, -79.3817),
    to: end('216 Ontario St, Kingston, ON K7L', 'Kingston', 'K7L 2Z3', 44.2312, -76.486),
    origin_type_id: 1,
    destination_type_id: 2,
    cars_amount: 1,
  });
  expect(created.status).toBe(200);
  const id = created.body.id;
  const cars = await callApi(page, 'POST', `/cars/batch-edit/${id}`, {
    cars: [
      {
        vin: '2HGFC2F58MH210137',
        type: 1,
        make: 'Honda',
        model: 'Civic',
        year: 2021,
        is_operable: true,
        width: 180,
        height: 141,
        length: 463,
        weight: 1300,
      },
    ],
    start_at: new Date().toISOString().slice(0, 10).replace(/-/g, '/'),
  });
  expect(cars.status).toBe(200);
  const priced = await callApi<{ current_step?: number }>(page, 'POST', `/pricing-options/${id}`, { shipping_method: 2 });
  expect(priced.status).toBe(200);
  const draft = (await allRows(page)).find((r) => r.id === id)!;
  expect(draft).toMatchObject({ is_auto_dispatch: false, status: DRAFT, is_rejected: false, current_step: 4 });

  await openInApp(page, `/my-orders/create/${draft.id}`);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Pricing options' })).toBeVisible();
  // before the request, leaving an unbooked order asks first
  await page.getByRole('banner').getByRole('link', { name: 'My orders' }).click();
  await expect(page.getByText('Leave this order?')).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();
  await page.getByRole('button', { name: 'Request quote' }).first().click();
  await page.getByRole('radio', { name: 'Flexible' }).check();
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByText('Your request is on its way')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'My orders' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await expect(page.getByText('Leave this order?')).toHaveCount(0);
});
