import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { signIn, openInApp, shot } from './support';
import { apiAs, noSidewaysScroll } from './driver-support';

type DriverLoad = {
  id: number;
  order_id: number;
  order_number: string;
  status: number;
  progress: number;
  from: { city: string } | null;
};

/** The marker of the car on the road: the map's only circle drawn in the route's blue. */
const carMarker = (page: Page) => page.locator('.leaflet-overlay-pane path[fill="#1c5aaf"]');

test.describe('the order page follows the driver live, without a reload', () => {
  /** The demo driver's headers (bearer and CSRF, in this test's request context) and his loads. */
  const asDriver = async (request: APIRequestContext) => {
    const headers = await apiAs(request, 'driver@routier.test');
    const res = await request.get('/api/loads/assigned', { headers });
    expect(res.ok()).toBe(true);
    return { headers, loads: ((await res.json()) as { data: DriverLoad[] }).data };
  };

  test("a driver's next step shows in the dealer's task table at once (a sub-dealer's order)", async ({ page, request }) => {
    const { headers: driverApi, loads } = await asDriver(request);
    // the demo sub-dealer's order, its driver arrived at pickup: his dealer follows it too
    const load = loads.find((l) => l.status === 12 && l.progress === 2)!;
    expect(load, 'a demo load whose driver arrived').toBeTruthy();
    await signIn(page, 'dealer@routier.test');
    await expect(page).toHaveURL(/\/my-orders/);
    await openInApp(page, `/my-orders/${load.order_id}`);
    const tasks = page.getByTestId('task-table');
    await expect(tasks.getByText('Driver arrived')).toBeVisible();
    // the live channel is open before the driver acts
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/api/live/ticket')));
    await page.waitForTimeout(500);
    let reloads = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloads += 1;
    });
    // the header bell's count (its label is empty at 0)
    const badge = page.getByTestId('notifications-badge');
    const unread = async () => Number((await badge.innerText()).replace('+', '').trim() || 0);
    const before = await unread();

    const step = await request.put(`/api/loads/status/${load.id}`, { headers: driverApi, data: { from: load.progress } });
    expect(step.status()).toBe(200);
    // far sooner than the page's one-minute refresh
    await expect(tasks.getByText('Inspecting at pickup')).toBeVisible({ timeout: 5_000 });
    // the step is a notification for the dealer: the bell counts it without a reload
    await expect.poll(unread, { timeout: 5_000 }).toBe(before + 1);
    expect(reloads).toBe(0);
  });

  test("the car's marker moves when the driver's phone shares a new position, on a 390 px phone", async ({
    browser,
    request,
  }) => {
    const { headers: driverApi, loads } = await asDriver(request);
    const load = loads.find((l) => l.status === 12 && l.progress === 5 && l.from?.city === 'Toronto')!;
    expect(load, 'a demo load on the road').toBeTruthy();
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    await signIn(page, 'dealer@routier.test');
    await expect(page).toHaveURL(/\/my-orders/);
    await openInApp(page, `/my-orders/${load.order_id}`);
    await expect(page.getByTestId('task-table').getByText('On the road').first()).toBeVisible();
    const marker = carMarker(page).first();
    await expect(marker).toBeAttached();
    const before = await marker.getAttribute('d');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/api/live/ticket')));
    await page.waitForTimeout(500);
    const orderFetches: string[] = [];
    page.on('request', (r) => {
      if (new RegExp(`/api/orders/${load.order_id}$`).test(r.url())) orderFetches.push(r.url());
    });

    // Kingston, on the way from Toronto to Montréal
    const shared = await request.post(`/api/loads/position/${load.id}`, {
      headers: driverApi,
      data: { lat: 44.2312, lng: -76.486 },
    });
    expect(shared.status()).toBe(200);
    await expect.poll(() => marker.getAttribute('d'), { timeout: 5_000 }).not.toBe(before);
    // the marker moved from the event itself: the order was not fetched again
    expect(orderFetches).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'live-order-390', { fullPage: false });
    await phone.close();
  });
});
