import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { DEMO_PASSWORD, latestMail, seriousA11yViolations, signIn, signOut, openInApp, shot } from './support';

type Job = { id: number; order_number: string; status: number; from: { city: string | null }; to: { city: string | null } };
type Row = { id: number; order_number: string; status: number; to: { city: string | null } };

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

/** The demo carrier's running jobs. */
const carrierJobs = async (request: APIRequestContext): Promise<Job[]> => {
  const headers = await session(request, 'carrier@routier.test');
  const jobs: Job[] = [];
  for (let page = 1; page <= 3; page++) {
    const res = (await (await request.get(`/api/orders/active/1?page=${page}`, { headers })).json()) as {
      data: Job[];
      meta: { last_page: number };
    };
    jobs.push(...res.data);
    if (page >= res.meta.last_page) break;
  }
  return jobs;
};

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const inDays = (n: number) => {
  const d = new Date(Date.now() + n * 86_400_000);
  return `${d.getFullYear()}/${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}`;
};

test.describe('issue reports, requests and the order log', () => {
  test.use({ bypassCSP: true });

  test('the carrier reports a delay on a held job and may not cancel a job taken two hours ago', async ({ page, request }) => {
    const jobs = await carrierJobs(request);
    const kingston = jobs.find((j) => j.to.city === 'Kingston')!;
    const vancouver = jobs.find((j) => j.from.city === 'Calgary' && j.to.city === 'Vancouver')!;

    await signIn(page, 'carrier@routier.test');
    await expect(page).toHaveURL(/\/active-jobs/);
    await openInApp(page, `/active-jobs/${kingston.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Job ${kingston.order_number}` })).toBeVisible();
    await expect(page).toHaveTitle(`Job ${kingston.order_number} · Routier`);
    await expect(page.getByRole('button', { name: 'Cancel order' })).toBeDisabled();
    await expect(page.getByText('Cancellation is available after 12 hours')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'order-requests-carrier-1280-en');

    await openInApp(page, `/active-jobs/${vancouver.id}`);
    await page.getByRole('button', { name: 'Report issue' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Report an issue on this job' });
    await expect(dialog).toBeVisible();
    // the date may not be earlier than yesterday
    await dialog.getByRole('radio', { name: 'Mechanical issue' }).check();
    await dialog.getByLabel('New arrival date').fill(inDays(-3));
    await dialog.getByLabel('New arrival date').press('Tab');
    await expect(dialog.getByText('The date cannot be earlier than yesterday')).toBeVisible();
    await dialog.getByLabel('New arrival date').fill(inDays(4));
    await dialog.getByLabel('New arrival date').press('Tab');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'order-requests-report-1280-en', { fullPage: false });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Report sent successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/Delay reported: new arrival date .* — Mechanical issue/)).toBeVisible();

    // the customer is told by email
    const mail = await latestMail(request, 'dealer@routier.test', new RegExp(`Order ${vancouver.order_number} delayed`));
    expect(mail.text).toContain('The carrier reported a delay');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/active-jobs/${kingston.id}`);
    await expect(page.getByText('Cancellation is available after 12 hours')).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'order-requests-carrier-390-en');
  });

  test('the customer asks for completion and sends a file; the admin answers in the chat and approves', async ({
    page,
    request,
  }) => {
    const headers = await session(request, 'dealer@routier.test');
    const list = (await (await request.post('/api/orders/all/2', { headers, data: { page: 1 } })).json()) as { data: Row[] };
    const montreal = list.data.find((o) => o.to.city === 'Montréal' && o.status === 4)!;

    await signIn(page, 'dealer@routier.test');
    await expect(page).toHaveURL(/\/my-orders/);
    await openInApp(page, `/my-orders/${montreal.id}`);
    const log = page.getByRole('region', { name: 'Order log' });
    await expect(log.getByText('Done: the driver will call ahead.')).toBeVisible();
    await log.getByLabel('Message', { exact: true }).fill('x');
    await log.getByRole('button', { name: 'Send' }).click();
    await expect(log.getByText('This value is too short')).toBeVisible();
    await log.getByLabel('Message', { exact: true }).fill('The second car has a scratch on the bumper: photo attached.');
    await log.getByRole('button', { name: 'Send' }).click();
    await expect(log.getByText('The second car has a scratch on the bumper: photo attached.')).toBeVisible();
    await log.locator('input[type=file]').setInputFiles({ name: 'inspection.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(log.getByRole('link', { name: 'File: inspection.pdf' })).toBeVisible();

    await page.getByRole('button', { name: 'Complete order' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ask to complete' }).click();
    await expect(page.getByRole('button', { name: 'Awaiting completion approval' })).toBeDisabled();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'order-requests-customer-1280-en');
    await signOut(page);

    await signIn(page, 'admin@routier.test');
    await expect(page).toHaveURL(/\/admin/);
    await openInApp(page, '/admin/requests');
    await expect(page).toHaveTitle('Requests · Routier');
    const completion = page.getByRole('listitem').filter({ hasText: montreal.order_number }).filter({ hasText: 'Completion' });
    await expect(page.getByRole('listitem').filter({ hasText: 'Cancellation' })).toBeVisible();
    await completion.getByRole('button', { name: 'Chat' }).click();
    const drawer = page.getByRole('dialog', { name: `Order ${montreal.order_number}: order log` });
    await expect(drawer.getByText('The second car has a scratch on the bumper: photo attached.')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'File: inspection.pdf' })).toBeVisible();
    await drawer.getByLabel('Message', { exact: true }).fill('Thanks, we are checking with the carrier.');
    await drawer.getByRole('button', { name: 'Send' }).click();
    await expect(drawer.getByText('Thanks, we are checking with the carrier.')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'order-requests-admin-chat-1280-en', { fullPage: false });
    await page.keyboard.press('Escape');
    await completion.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Request approved')).toBeVisible();
    await expect(completion).toBeHidden();
    await shot(page, 'order-requests-admin-1280-en');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('label', { hasText: /^All$/ }).click();
    await expect(page.getByRole('listitem').filter({ hasText: montreal.order_number })).toContainText('Approved');
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'order-requests-admin-390-en');
    await signOut(page);

    // the customer sees the answer in his thread
    await signIn(page, 'dealer@routier.test');
    await expect(page).toHaveURL(/\/my-orders/);
    await page.goto(`/my-orders/${montreal.id}`);
    await expect(
      page.getByRole('region', { name: 'Order log' }).getByText('Thanks, we are checking with the carrier.'),
    ).toBeVisible();
    await expect(page.getByText('Completion approved: the order is completed')).toBeVisible();
  });

  test('in French: the admin requests page and the order log', async ({ page, request }) => {
    await signIn(page, 'admin@routier.test');
    await expect(page).toHaveURL(/\/admin/);
    await openInApp(page, '/admin/requests');
    await page.getByText('Français').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Demandes' })).toBeVisible();
    await expect(page.getByText(/Raison\u00a0: Our only flatbed/)).toBeVisible();
    await page.getByRole('button', { name: 'Messagerie' }).first().click();
    await expect(page.getByText(/Annulation demandée\u00a0:/)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'order-requests-admin-1280-fr', { fullPage: false });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'order-requests-admin-390-fr');

    await page.getByText('English').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();

    const jobs = await carrierJobs(request);
    const kingston = jobs.find((j) => j.to.city === 'Kingston')!;
    await signOut(page);
    await signIn(page, 'carrier@routier.test');
    await expect(page).toHaveURL(/\/active-jobs/);
    await openInApp(page, `/active-jobs/${kingston.id}`);
    await page.getByText('Français').click();
    await expect(page.getByText('L’annulation est possible après 12 heures')).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'order-requests-carrier-390-fr');
    await page.getByText('English').click();
  });
});
