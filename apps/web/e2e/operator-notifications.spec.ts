import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { DEMO_PASSWORD, seriousA11yViolations, signIn, openInApp, shot } from './support';

type Job = { id: number; order_number: string; status: number; from: { city: string | null }; to: { city: string | null } };

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

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '/');

/** Issue 19 §6 and §7, as the operator lives them in French on a phone. */
test.describe('the operator decides bids with the facts and is told what needs him', () => {
  test.use({ bypassCSP: true });

  test('in French at 390 px: a bid’s facts and margin, and the confirmation that says what accepting does', async ({ page }) => {
    await signIn(page, 'admin@routier.test');
    await expect(page).toHaveURL(/\/admin$/);
    await openInApp(page, '/admin/bids?status=1');
    await page.getByText('Français').click();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 1, name: 'Soumissions' })).toBeVisible();
    // the demo's pending bid: Northern Haul on the Calgary → Vancouver offer
    const card = page.getByTestId('data-card').filter({ hasText: 'Calgary' }).first();
    await expect(card).toContainText('avec carburant');
    await expect(card.getByTestId('bid-margin')).toHaveText(/^-?[\d\s\u00a0\u202f]+,\d\d\s?\$ \(-?[\d,]+\u00a0%\)$/);
    await expect(card.getByTestId('bid-versus-offer')).toHaveText(/l’offre/);
    await expect(card).toContainText(/Aucun avis|★/);
    await expect(card).toContainText(/Aucune livraison|À l’heure/);
    await expect(card).toContainText(/Assuré|Assurance expirée|Aucune date d’assurance/);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'admin-bids-fr-390');

    await card.getByRole('button', { name: 'Accepter' }).click();
    const confirm = page.getByRole('dialog', { name: 'Accepter cette soumission\u00a0?' });
    await expect(confirm).toContainText(/obtient la commande RT-\d+ à /);
    await expect(confirm).toContainText(/Votre marge\u00a0: /);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'admin-bids-confirm-fr-390', { fullPage: false });
    // cancelling decides nothing
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toContainText('En attente');
  });

  test('in French at 390 px: the bell tells of a carrier’s delay report and opens the order', async ({ page, request }) => {
    // the demo carrier reports a delay on one of its running jobs
    const headers = await session(request, 'carrier@routier.test');
    const jobs = (await (await request.get('/api/orders/active/1', { headers })).json()) as { data: Job[] };
    const job = jobs.data.find((j) => j.to.city !== 'Kingston' && j.from.city !== 'Calgary') ?? jobs.data[0];
    const report = await request.post(`/api/orders/report-issue/${job.id}`, {
      headers,
      data: { type: 'delay', reason: 'bad_route_conditions', new_eta: inDays(90) },
    });
    expect(report.status()).toBe(200);

    await signIn(page, 'admin@routier.test');
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByText('Français').click();
    await page.setViewportSize({ width: 390, height: 844 });
    const bell = page.getByRole('link', { name: /^Notifications, \d+ non lues?$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(page).toHaveURL(/\/notifications$/);
    const card = page
      .locator('[data-testid="data-card"][data-highlighted]')
      .filter({ hasText: `Retard signalé sur la commande ${job.order_number}, nouvelle date\u00a0:` });
    await expect(card).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'admin-notifications-fr-390');

    await card.getByRole('link', { name: `#${job.order_number}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${job.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(job.order_number);
    expect(await noSidewaysScroll(page)).toBe(true);
  });
});
