import { expect, test, type Page } from './fixtures';
import { openInApp, seriousA11yViolations, signIn } from './support';

// axe is injected as a script; the app's Content-Security-Policy would block it.
test.use({ bypassCSP: true });

type Lang = 'en' | 'fr';
const LANGS: Lang[] = ['en', 'fr'];

const setLanguage = async (page: Page, lang: Lang) => {
  await page.evaluate((lng) => localStorage.setItem('routier.lang', lng), lang);
};

/**
 * Opens the path in the language, waits for its h1, checks the tab title and runs axe. The page is loaded when
 * the language changes; otherwise the app moves to the path as its links do, without loading it again.
 */
const audit = async (page: Page, lang: Lang, path: string, ready?: (page: Page) => Promise<void>) => {
  if ((await page.locator('html').getAttribute('lang')) !== lang) {
    await setLanguage(page, lang);
    await page.goto(path);
  }
  const here = new URL(page.url());
  // the same page with another query: loaded again (the app keeps its heading and title, nothing to wait on)
  if (here.pathname === new URL(path, here).pathname && here.search !== new URL(path, here).search) await page.goto(path);
  else if (here.pathname !== new URL(path, here).pathname) {
    const left = await page.evaluate(() => {
      document.querySelector('h1')?.setAttribute('data-left', '');
      return { title: document.title, heading: document.querySelector('h1')?.textContent ?? null };
    });
    await openInApp(page, path);
    // the next page is shown: another heading (or the same one with another text) and its own tab title
    await page.waitForFunction((left) => {
      const h1 = document.querySelector('h1');
      return h1 !== null && (!h1.hasAttribute('data-left') || h1.textContent !== left.heading) && document.title !== left.title;
    }, left);
  }
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (ready) await ready(page);
  await expect(page).toHaveTitle(/ · Routier$/);
  const violations = await seriousA11yViolations(page);
  expect(violations, `${lang} ${path}`).toEqual([]);
  return page.title();
};

const rowsLoaded = async (page: Page) => {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};

for (const lang of LANGS) {
  test.describe(`axe, ${lang}`, () => {
    test(`public pages (${lang})`, async ({ page }) => {
      await page.goto('/login');
      const titles = new Set<string>();
      titles.add(await audit(page, lang, '/login', async (p) => expect(p.getByTestId('demo-accounts')).toBeVisible()));
      titles.add(await audit(page, lang, '/register'));
      titles.add(await audit(page, lang, '/password/forgot'));
      titles.add(await audit(page, lang, '/terms'));
      titles.add(await audit(page, lang, '/privacy'));
      titles.add(await audit(page, lang, '/not-found'));
      expect(titles.size).toBe(6);
    });

    test(`form errors are readable (${lang})`, async ({ page }) => {
      await page.goto('/register?role=10');
      await setLanguage(page, lang);
      await page.reload();
      await page.locator('form button[type="submit"]').click();
      await expect(page.locator('.mantine-InputWrapper-error').first()).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await openInApp(page, '/login');
      await expect(page.getByTestId('demo-accounts')).toBeVisible();
      await page.locator('form button[type="submit"]').click();
      await expect(page.locator('.mantine-InputWrapper-error').first()).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    test(`customer pages (${lang})`, async ({ page }) => {
      await signIn(page, 'dealer@routier.test');
      await expect(page).toHaveURL(/\/my-orders/);
      await audit(page, lang, '/my-orders', rowsLoaded);
      await audit(page, lang, '/my-orders?filter=2', rowsLoaded);
      await audit(page, lang, '/my-account/settings');
      await audit(page, lang, '/my-account/business-details', async (p) =>
        expect(p.getByTestId('franchise-location')).toHaveCount(2),
      );
      await audit(page, lang, '/my-orders/create', async (p) => expect(p.getByTestId('route-map')).toBeVisible());
    });

    test(`carrier and driver pages (${lang})`, async ({ page }) => {
      await signIn(page, 'carrier@routier.test');
      await expect(page).toHaveURL(/\/active-jobs/);
      await audit(page, lang, '/active-jobs', rowsLoaded);
      await audit(page, lang, '/my-account/business-details', async (p) =>
        expect(p.getByRole('textbox', { name: /^CVOR/ })).toBeVisible(),
      );
      await audit(page, lang, '/my-account/insurance', async (p) =>
        expect(p.getByTestId('insurance-file').first()).toBeVisible(),
      );
      await audit(page, lang, '/my-account/notifications-settings', async (p) =>
        expect(p.getByRole('switch').first()).toBeVisible(),
      );
      await page.evaluate(() => localStorage.clear());
      await signIn(page, 'driver@routier.test');
      await expect(page).toHaveURL(/\/loads/);
      await audit(page, lang, '/loads', async (p) => expect(p.getByTestId('skeleton-card')).toHaveCount(0));
    });

    test(`staff pages (${lang})`, async ({ page }) => {
      await signIn(page, 'admin@routier.test');
      await expect(page).toHaveURL(/\/admin/);
      await audit(page, lang, '/admin');
      await audit(page, lang, '/admin/accounts', rowsLoaded);
    });

    test(`phone layout (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, 'carrier@routier.test');
      await expect(page).toHaveURL(/\/active-jobs/);
      await audit(page, lang, '/active-jobs', async (p) => expect(p.getByTestId('data-card').first()).toBeVisible());
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });
}
