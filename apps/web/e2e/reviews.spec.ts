import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { DEMO_PASSWORD, seriousA11yViolations, signIn, openInApp, shot } from './support';

type Row = { id: number; order_number: string; status: number };

/** A signed-in API session for a demo account (bearer token and CSRF header). */
const session = async (request: APIRequestContext, email: string) => {
  await request.get('/api/auth/csrf-cookie');
  const cookies = (await request.storageState()).cookies;
  const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')!.value);
  const login = await request.post('/api/auth/web-login', {
    data: { email, password: DEMO_PASSWORD, from: 'web' },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  const { token } = (await login.json()) as { token: string };
  return { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf };
};

/** One of the demo dealer's completed orders that nobody rated yet (status 5). */
const completedOrder = async (request: APIRequestContext): Promise<Row> => {
  const headers = await session(request, 'dealer@routier.test');
  const res = (await (await request.post('/api/orders/all/3', { headers, data: {} })).json()) as { data: Row[] };
  return res.data.find((o) => o.status === 5)!;
};

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const FEEDBACK = 'Careful driver, every car on time and spotless';

test.describe.serial('ratings and reviews', () => {
  // axe is injected as a script; the app's Content-Security-Policy would block it.
  test.use({ bypassCSP: true });

  test('a dealer rates a completed order with stars and feedback, and sees it confirmed', async ({ page, request }) => {
    const order = await completedOrder(request);
    await signIn(page, 'dealer@routier.test');
    await expect(page).toHaveURL(/\/my-orders/);
    await openInApp(page, `/my-orders/${order.id}`);

    // the modal opens by itself on a completed order without a rating
    const dialog = page.getByRole('dialog', { name: 'Rate your delivery' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Please choose from 1 to 5 stars')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // keyboard: Space on a star's radio picks it
    await dialog.getByRole('radio', { name: '4 out of 5 stars' }).focus();
    await page.keyboard.press('Space');
    await dialog.getByLabel('Feedback (optional)').fill(FEEDBACK);
    await shot(page, 'reviews-rate-1280-en', { fullPage: false });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Send a rating of 4 stars?', { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, send my rating' }).click();

    await expect(page.getByText('Thank you! Your rating was sent and the order is confirmed.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Completed and confirmed').first()).toBeVisible();
    const given = page.getByTestId('order-rating');
    await expect(given.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    await expect(given.getByText(FEEDBACK)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'reviews-rated-1280-en');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(given.getByText(FEEDBACK)).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'reviews-rated-390-en');
  });

  test('the transport company opens its reviews in French on a phone and sees the new one and the average', async ({ page }) => {
    await signIn(page, 'carrier@routier.test');
    await expect(page).toHaveURL(/\/active-jobs/);
    await page.getByTestId('main-nav').getByRole('link', { name: 'Reviews' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await shot(page, 'reviews-1280-en');
    await page.getByText('Français').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Avis' })).toBeVisible();
    await expect(page).toHaveTitle('Avis · Routier');
    const latest = page.getByRole('region', { name: 'Derniers avis' });
    await expect(latest.getByText('Derniers avis, 1 à 3 sur 9')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'reviews-1280-fr');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Avis' })).toBeVisible();
    // the demo's ratings of the last twelve months (the three recent jobs and the dashboards' history) and the new 4
    await expect(page.getByTestId('average-rating')).toHaveText('4,3');
    await expect(page.getByTestId('total-reviews')).toHaveText('20 avis');
    await expect(latest.getByText(FEEDBACK)).toBeVisible();
    // one card at a time on a phone, with previous and next
    await expect(latest.getByText('Derniers avis, 1 à 1 sur 9')).toBeVisible();
    await latest.getByRole('button', { name: 'Avis suivants' }).click();
    await expect(latest.getByText('Derniers avis, 2 à 2 sur 9')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Avis par mois' })).toBeVisible();
    await expect(page.getByTestId('data-list').getByText(FEEDBACK)).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'reviews-390-fr');
  });
});
