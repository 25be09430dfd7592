import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { DEMO_PASSWORD, seriousA11yViolations, signIn, openInApp, shot } from './support';

type Row = { id: number; order_number: string };
type Detail = {
  id: number;
  order_number: string;
  from: { city: string } | null;
  to: { city: string } | null;
  cars_amount: number;
};

/** A call to the API as the signed-in user of the page. */
const apiAs = async <T>(page: Page, method: string, path: string, body?: unknown): Promise<T> =>
  page.evaluate(
    async ({ method, path, body }) => {
      const token = localStorage.getItem('routier.token');
      const xsrf = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))
          ?.slice(11) ?? '',
      );
      const res = await fetch(`/api${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return res.json();
    },
    { method, path, body },
  ) as Promise<T>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A calendar day (YYYY-MM-DD) as the order page writes it in English: 'MMM DD, YYYY'. */
const medium = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(8, 10)}, ${day.slice(0, 4)}`;
/** The day `n` business days (Monday to Friday) after a calendar day. */
const addBusinessDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  for (let left = n; left > 0;) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) left -= 1;
  }
  return d.toISOString().slice(0, 10);
};

/** The dealer's active demo orders, read through the API with the dealer's token. */
const dealerOrders = async (request: APIRequestContext): Promise<Detail[]> => {
  await request.get('/api/auth/csrf-cookie');
  const cookies = (await request.storageState()).cookies;
  const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')!.value);
  const login = await request.post('/api/auth/web-login', {
    data: { email: 'dealer@routier.test', password: DEMO_PASSWORD, from: 'web' },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf };
  const list = (await (await request.post('/api/orders/all/2', { headers, data: { page: 1 } })).json()) as { data: Row[] };
  return Promise.all(
    list.data.map(async (r) => (await (await request.get(`/api/orders/${r.id}`, { headers })).json()) as Detail),
  );
};

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('order details', () => {
  test.use({ bypassCSP: true });

  test('the dealer reads a booked order, downloads a bill of lading, and cancels an order booked this morning', async ({
    page,
    request,
  }) => {
    const orders = await dealerOrders(request);
    const montreal = orders.find((o) => o.to?.city === 'Montréal' && o.cars_amount === 2)!;
    const ottawa = orders.find((o) => o.to?.city === 'Ottawa')!;

    await signIn(page, 'dealer@routier.test');
    await expect(page).toHaveURL(/\/my-orders/);
    await openInApp(page, `/my-orders/${montreal.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${montreal.order_number}` })).toBeVisible();
    await expect(page).toHaveTitle(`Order ${montreal.order_number} · Routier`);
    for (const section of ['Pickup and destination', 'Order summary', 'Contacts', 'Price breakdown'])
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    await expect(page.getByRole('heading', { name: '2 cars' })).toBeVisible();
    await expect(page.getByText('Pickup contact')).toBeVisible();
    // into Quebec from Ontario: GST only (decision 052)
    await expect(page.getByText(/^GST \(5\s%\)$/)).toBeVisible();
    await expect(page.getByRole('region', { name: /Map of the route from Toronto to Montréal/ })).toBeVisible();
    // booked four days ago: past the 12-hour window
    await expect(page.getByRole('button', { name: 'Cancel order' })).toBeDisabled();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'order-details-1280-en');

    const download = page.waitForEvent('download');
    await page
      .getByRole('button', { name: /Download the bill of lading/ })
      .first()
      .click();
    expect((await download).suggestedFilename()).toBe(`bill-of-lading-${montreal.order_number}-1.pdf`);

    await openInApp(page, `/my-orders/${ottawa.id}`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/A cancellation fee of \d+% of the total applies/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(page.getByText(`Order ${ottawa.order_number} has been cancelled.`)).toBeVisible();
    await expect(page).toHaveURL(/\/my-orders\?filter=3&page=1$/);
    // the cancelled order shows its fee (the dry-run rule: at least $65) and what became of the payment
    await page.goto(`/my-orders/${ottawa.id}`);
    await expect(
      page.getByRole('region', { name: 'Cancellation' }).getByText(/^Cancellation fee \$[\d,]+\.\d\d, /),
    ).toBeVisible();
  });

  test('the dealer reads who carries a held order and its insurance, and the expected delivery of an order he just booked', async ({
    page,
    request,
  }) => {
    const orders = await dealerOrders(request);
    const held = orders.find((o) => o.from?.city === 'Calgary' && o.to?.city === 'Vancouver' && o.cars_amount === 3)!;
    await signIn(page, 'dealer@routier.test');
    await expect(page).toHaveURL(/\/my-orders/);

    await openInApp(page, `/my-orders/${held.id}`);
    const carrier = page.getByRole('region', { name: 'Carrier' });
    await expect(carrier.getByText('Northern Haul Inc.')).toBeVisible();
    await expect(carrier.getByText('Jean-Luc')).toBeVisible();
    const insurance = page.getByRole('region', { name: 'Insurance' });
    await expect(insurance.getByText('Intact Insurance')).toBeVisible();
    await expect(insurance.getByText('NH2026004521')).toBeVisible();
    await expect(insurance.getByText('$2,000,000.00')).toBeVisible();
    await expect(insurance.getByText('$250,000.00')).toBeVisible();

    // a new order Hamilton → London, booked now with a card: the quoted business days give its delivery date
    const place = (address: string, city: string, zip: string, lat: number, lng: number) => ({
      address,
      city,
      province: 'ON',
      country: 'CA',
      lat,
      lng,
      zip_code: zip,
    });
    const { id } = await apiAs<{ id: number }>(page, 'POST', '/orders', {
      from: place('1 Main St W', 'Hamilton', 'L8P 4R5', 43.2557, -79.8711),
      to: place('300 Dufferin Ave', 'London', 'N6B 1Z2', 42.9849, -81.2453),
      origin_type_id: 1,
      destination_type_id: 1,
    });
    const cars = await apiAs<{ data: { id: number }[] }>(page, 'GET', `/orders/cars/${id}`);
    const start = new Date(Date.now() + 3 * 86_400_000);
    while (start.getDay() === 0 || start.getDay() === 6) start.setDate(start.getDate() + 1);
    const startAt = `${start.getFullYear()}/${String(start.getMonth() + 1).padStart(2, '0')}/${String(start.getDate()).padStart(2, '0')}`;
    await apiAs(page, 'POST', `/cars/batch-edit/${id}`, {
      cars: cars.data.map((c) => ({ id: c.id, vin: '2HGFC2F58MH210137', type: 1, make: 'Honda', model: 'Civic', year: 2021 })),
      start_at: startAt,
    });
    await apiAs(page, 'POST', `/pricing-options/${id}`, { shipping_method: 3 });
    await apiAs(page, 'POST', `/new-contact-details/${id}`, {
      pickup: { name: 'Léa Roy', email: 'lea.roy@example.com', phone: '416-555-0101' },
      destination: { name: 'Paul Martin', email: 'paul.martin@example.com', phone: '613-555-0102' },
      release_form: 'no',
    });
    await openInApp(page, `/my-orders/create/${id}`);
    await page.getByLabel('Cardholder name').fill('Marie Gagnon');
    await page.getByLabel('Card number').fill('4242424242424242');
    await page.getByLabel('Expiry').fill('12/30');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByLabel(/I agree to the/).check();
    await page.getByLabel(/dry-run fee/).check();
    await page.getByRole('button', { name: /Place order/ }).click();
    await expect(page.getByRole('heading', { name: 'Your order is placed' })).toBeVisible();

    const booked = await apiAs<{ start_at: string; delivery_days: number; due_date: string | null }>(
      page,
      'GET',
      `/orders/${id}`,
    );
    expect(booked.due_date).toBeNull();
    expect(booked.delivery_days).toBeGreaterThan(0);
    await openInApp(page, `/my-orders/${id}`);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText('Expected delivery')).toBeVisible();
    await expect(summary.getByText(medium(addBusinessDays(booked.start_at, booked.delivery_days)))).toBeVisible();
    // booked, no carrier yet: one plain line, no insurance section
    await expect(page.getByRole('region', { name: 'Carrier' }).getByText('No carrier yet')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Insurance' })).toHaveCount(0);
  });

  test("another customer's order is not found, like a missing one (no hint that it exists)", async ({ page, request }) => {
    const [order] = await dealerOrders(request);
    await signIn(page, 'private@routier.test');
    await expect(page).toHaveURL(/\/my-orders/);
    await openInApp(page, `/my-orders/${order.id}`);
    await expect(page).toHaveURL(/\/not-found$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test.describe('on a phone, in French', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('the order page stacks its sections without sideways scrolling', async ({ page, request }) => {
      const orders = await dealerOrders(request);
      const montreal = orders.find((o) => o.to?.city === 'Montréal' && o.cars_amount === 2)!;
      await signIn(page, 'dealer@routier.test');
      await expect(page).toHaveURL(/\/my-orders/);
      await page.evaluate(() => localStorage.setItem('routier.lang', 'fr'));
      await page.goto(`/my-orders/${montreal.id}`);
      await expect(page.getByRole('heading', { level: 1, name: `Commande ${montreal.order_number}` })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Détail du prix' })).toBeVisible();
      await expect(page.getByRole('button', { name: /Télécharger le connaissement/ }).first()).toBeVisible();
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await shot(page, 'order-details-390-fr');
    });

    test('the carrier and insurance sections fit a phone in French', async ({ page, request }) => {
      const orders = await dealerOrders(request);
      const held = orders.find((o) => o.from?.city === 'Calgary' && o.to?.city === 'Vancouver' && o.cars_amount === 3)!;
      await signIn(page, 'dealer@routier.test');
      await expect(page).toHaveURL(/\/my-orders/);
      await page.evaluate(() => localStorage.setItem('routier.lang', 'fr'));
      await page.goto(`/my-orders/${held.id}`);
      await expect(page.getByRole('region', { name: 'Transporteur' }).getByText('Northern Haul Inc.')).toBeVisible();
      const insurance = page.getByRole('region', { name: 'Assurance' });
      await expect(insurance.getByText('Responsabilité civile générale')).toBeVisible();
      await expect(insurance.getByText(/^2\s000\s000,00\s\$$/)).toBeVisible();
      await expect(insurance.getByText(/^250\s000,00\s\$$/)).toBeVisible();
      // nothing clipped: every fact of the section is as wide as its text needs
      const clipped = await insurance.evaluate((section) =>
        [...section.querySelectorAll('p, span, div')].some((el) => el.scrollWidth > el.clientWidth + 1),
      );
      expect(clipped).toBe(false);
      expect(await noSidewaysScroll(page)).toBe(true);
      await insurance.scrollIntoViewIfNeeded();
      await shot(page, 'order-details-carrier-390-fr');
      await page.evaluate(() => localStorage.setItem('routier.lang', 'en'));
    });
  });
});
