import { createRequire } from 'node:module';
import type { AdminAccountRow, Paged } from '@routier/domain';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'routier-demo';

/** Whether the page shows the app (rather than a blank tab or another site). */
const isInApp = (page: Page) => /^https?:/.test(page.url());

export const signIn = async (page: Page, email: string, password = DEMO_PASSWORD) => {
  // after a sign-out (or a redirect to it) the sign-in page is already there: no page load
  if (!isInApp(page) || new URL(page.url()).pathname !== '/login') await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
};

const AUTH_PAGES = /^\/(login|register|password|confirm-email)/;

/**
 * Opens a path in the running app without loading the page again, as its links do: the router follows the
 * browser's history (the address changes, then a popstate event). Leaving a wizard this way asks nothing.
 * A blank tab loads the page. Called right after signing in, it waits until the sign-in has landed, so the
 * landing does not replace the path. Data the app fetched less than its stale time ago is shown from its cache,
 * as after a click on a link: a journey that changed it through the API since loads the page instead.
 */
export const openInApp = async (page: Page, path: string) => {
  if (!isInApp(page)) return void (await page.goto(path));
  if (!AUTH_PAGES.test(path)) await expect(page).not.toHaveURL((url) => url.pathname === '/login' || url.pathname === '/');
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
};

export const signOut = async (page: Page) => {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
};

type Mail = { to: string; subject: string; text: string };

/** The newest message for an address in the dev mailbox (with a subject matching, when given), and the first link in it. */
export const latestMail = async (request: APIRequestContext, to: string, subject?: RegExp) => {
  let mail: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/dev/mailbox');
        const { data } = (await res.json()) as { data: Mail[] };
        mail = data.find((m) => m.to === to && (!subject || subject.test(m.subject)));
        return Boolean(mail);
      },
      { intervals: [100, 200] },
    )
    .toBe(true);
  const link = mail!.text.match(/https?:\/\/\S+/)?.[0];
  return { ...mail!, link: link ? new URL(link).pathname + new URL(link).search : null };
};

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Runs axe on the page; returns serious and critical violations only. */
export const seriousA11yViolations = async (page: Page) => {
  // Colours measured halfway through a fade (a drawer or a modal opening) are not the ones a person reads. A
  // transition mounted this frame starts on the next one: wait two frames before asking which still run.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  // once per loaded page: the app moves between pages without loading another
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  // violations only: the details of every element that passes (a unique selector for each) cost most of a call
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] });
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

/**
 * A screenshot for a person to look at (never compared), kept only when SHOTS_DIR names a folder: taking
 * and encoding a whole page costs about a third of a CPU second.
 */
export const shot = async (page: Page, name: string, { fullPage = true } = {}) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage });
};

/** The day `days` after today in the business's time zone (America/Toronto), as YYYY-MM-DD: what the product calls today. */
export const businessDay = (days = 0) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

/** A call to the API as the signed-in user of the page (his bearer token and XSRF cookie). */
export const pageApi = async <T>(page: Page, method: string, path: string, body?: unknown): Promise<T> =>
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

/** Signs a customer in; he lands on his orders. */
export const signInToMyOrders = async (page: Page, email: string) => {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/my-orders/);
};

const CONTACT_LABELS = { name: 'Name', email: 'Email', phone: 'Phone', no: 'No', next: 'Next' };

/** The wizard's contacts step: both ends' contacts (Léa Roy, Paul Martin), no release form, then Next. */
export const fillContacts = async (page: Page, labels = CONTACT_LABELS) => {
  for (const [nth, who] of [
    [0, { name: 'Léa Roy', email: 'lea.roy@example.com', phone: '416-555-0101' }],
    [1, { name: 'Paul Martin', email: 'paul.martin@example.com', phone: '613-555-0102' }],
  ] as const) {
    await page
      .getByRole('textbox', { name: new RegExp(`^${labels.name}`) })
      .nth(nth)
      .fill(who.name);
    await page
      .getByRole('textbox', { name: new RegExp(`^${labels.email}`) })
      .nth(nth)
      .fill(who.email);
    await page
      .getByRole('textbox', { name: new RegExp(`^${labels.phone}`) })
      .nth(nth)
      .fill(who.phone);
  }
  await page.getByRole('radio', { name: labels.no, exact: true }).check();
  await page.getByRole('button', { name: labels.next, exact: true }).click();
};

/** The confirm step in English: a new card (a sandbox test number, Visa by default) and both consents. */
export const fillCard = async (page: Page, holder: string, number = '4242424242424242') => {
  await page.getByLabel('Cardholder name').fill(holder);
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel(/I agree to the/).check();
  await page.getByLabel(/dry-run fee/).check();
};

/** Places the order from the confirm step and waits for the booked order's page. */
export const placeOrder = async (page: Page) => {
  await page.getByRole('button', { name: /Place order/ }).click();
  await expect(page.getByRole('heading', { name: 'Your order is placed' })).toBeVisible();
};

/** The id of an account, found as the operator's list finds it. */
export const accountId = async (page: Page, email: string) => {
  const list = await pageApi<Paged<AdminAccountRow>>(
    page,
    'GET',
    `/admin/accounts?status=all&search=${encodeURIComponent(email)}`,
  );
  return list.data.find((a) => a.email === email)!.id;
};
