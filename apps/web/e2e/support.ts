import { createRequire } from 'node:module';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'routier-demo';

export const signIn = async (page: Page, email: string, password = DEMO_PASSWORD) => {
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
};

/**
 * Opens a path in the running app without loading the page again, as its links do: the router follows the
 * browser's history (the address changes, then a popstate event). Leaving a wizard this way asks nothing.
 */
export const openInApp = async (page: Page, path: string) => {
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
    .poll(async () => {
      const res = await request.get('/api/dev/mailbox');
      const { data } = (await res.json()) as { data: Mail[] };
      mail = data.find((m) => m.to === to && (!subject || subject.test(m.subject)));
      return Boolean(mail);
    })
    .toBe(true);
  const link = mail!.text.match(/https?:\/\/\S+/)?.[0];
  return { ...mail!, link: link ? new URL(link).pathname + new URL(link).search : null };
};

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Runs axe on the page; returns serious and critical violations only. */
export const seriousA11yViolations = async (page: Page) => {
  // Colours measured halfway through a fade (a drawer or a modal opening) are not the ones a person reads.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  // once per loaded page: the app moves between pages without loading another
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
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
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
