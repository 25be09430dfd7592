import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { DEMO_PASSWORD, seriousA11yViolations, signIn } from './support';

type Row = { id: number; order_number: string };
type Detail = { id: number; order_number: string; to: { city: string } | null; cars_amount: number };

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
    await page.goto(`/my-orders/${montreal.id}`);
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
    await page.screenshot({ path: 'test-results/order-details-1280-en.png', fullPage: true });

    const download = page.waitForEvent('download');
    await page
      .getByRole('button', { name: /Download the bill of lading/ })
      .first()
      .click();
    expect((await download).suggestedFilename()).toBe(`bill-of-lading-${montreal.order_number}-1.pdf`);

    await page.goto(`/my-orders/${ottawa.id}`);
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

  test("another customer's order is not found, like a missing one (no hint that it exists)", async ({ page, request }) => {
    const [order] = await dealerOrders(request);
    await signIn(page, 'private@routier.test');
    await expect(page).toHaveURL(/\/my-orders/);
    await page.goto(`/my-orders/${order.id}`);
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
      await page.screenshot({ path: 'test-results/order-details-390-fr.png', fullPage: true });
    });
  });
});
