import { expect, test, type Page } from './fixtures';
import { signIn, openInApp } from './support';

/** Every interactive control in the page's content and header answers a finger: at least 44 × 44 px. */
const smallTapTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('header button, header a, main button, main a, main [role="button"]')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        const inSentence = el.tagName === 'A' && el.closest('p') !== null;
        return !inSentence && (box.width < 44 || box.height < 44);
      })
      .map(
        (el) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
      ),
  );

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Text cut with an ellipsis (or by overflow) inside the element. */
const clipped = (page: Page, selector: string) =>
  page.evaluate(
    (sel) =>
      [...document.querySelectorAll<HTMLElement>(sel)]
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.textContent ?? ''),
    selector,
  );

const inFrench = async (page: Page) => {
  await page.evaluate(() => localStorage.setItem('routier.lang', 'fr'));
  await page.reload();
};

test.describe('on a phone, in French', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the carrier reads its active orders as cards, with status, route, price and a link to the job', async ({ page }) => {
    await signIn(page, 'carrier@routier.test');
    await expect(page).toHaveURL(/\/active-jobs/);
    await inFrench(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Commandes actives' })).toBeVisible();
    await expect(page).toHaveTitle('Commandes actives · Routier');
    const cards = page.getByTestId('data-card');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await noSidewaysScroll(page)).toBe(true);

    const first = cards.first();
    await expect(first.getByText(/\$/)).toBeVisible();
    await expect(first.getByText('Départ')).toBeVisible();
    await expect(first.getByText('Destination')).toBeVisible();
    const box = await first.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);

    expect(await clipped(page, '[data-testid="insurance-badge"], .mantine-Badge-root')).toEqual([]);
    // the filter buttons stay inside the screen
    const filters = await page.locator('main .mantine-SegmentedControl-root').first().boundingBox();
    expect(filters!.x + filters!.width).toBeLessThanOrEqual(390);
    await expect(page.getByTestId('insurance-badge')).toContainText(/\d/);
    expect(await smallTapTargets(page)).toEqual([]);

    // The card's title is the link to the job's page.
    await expect(first.getByRole('link').first()).toHaveAttribute('href', /^\/active-jobs\/\d+$/);
  });

  test('a new customer’s empty list fits the screen', async ({ page }) => {
    await signIn(page, 'subdealer@routier.test');
    await expect(page).toHaveURL(/\/my-orders/);
    await inFrench(page);
    await openInApp(page, '/my-orders?filter=2&search=ZZZZZZ');
    await expect(page.getByText('Aucun résultat')).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    await openInApp(page, '/my-orders');
    await expect(page.getByTestId('data-card').first()).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
  });

  test('the side menu opens with the burger and its links work', async ({ page }) => {
    await signIn(page, 'dealer@routier.test');
    await expect(page).toHaveURL(/\/my-orders/);
    await inFrench(page);
    const side = page.getByTestId('side-menu');
    await expect(side).toHaveAttribute('inert', '');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(side).not.toHaveAttribute('inert', '');
    await side.getByRole('link', { name: 'Mes commandes' }).click();
    await expect(side).toHaveAttribute('inert', '');
  });
});

test('at 1280 px in French the active orders show whole badges and the price column', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'carrier@routier.test');
  await expect(page).toHaveURL(/\/active-jobs/);
  await inFrench(page);
  const table = page.getByRole('table');
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expect(table.getByText('En cours').first()).toBeVisible();
  await expect(table.getByText('Retardée').first()).toBeVisible();
  expect(await clipped(page, 'table .mantine-Badge-root, table .mantine-Badge-label')).toEqual([]);
  const scroll = await page.evaluate(() => {
    const container = document.querySelector('table')!.closest('.mantine-ScrollArea-viewport');
    return container ? container.scrollWidth - container.clientWidth : Number.NaN;
  });
  expect(scroll).toBeLessThanOrEqual(1);
  await expect(table.getByRole('columnheader', { name: /Prix/ })).toBeInViewport();
});

test('the desktop side menu is out of the tab order', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'dealer@routier.test');
  await expect(page).toHaveURL(/\/my-orders/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  const focusedInSide = [];
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    focusedInSide.push(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="side-menu"]'))));
  }
  expect(focusedInSide).not.toContain(true);
});
