import { expect, test, type Page } from './fixtures';
import { seriousA11yViolations, signIn, openInApp, shot } from './support';

// axe is injected as a script, which the app's CSP would refuse
test.use({ bypassCSP: true });

const settled = async (page: Page) => {
  await expect(page.getByTestId('dashboard-chart')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};

test('a dealer reads his dashboard in French on a phone and narrows the months', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'dealer@routier.test');
  await expect(page).toHaveURL(/\/my-orders/);
  await page.getByText('Français').click();
  // the choice is stored once the French texts have loaded
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await openInApp(page, '/dashboard');
  await expect(page).toHaveTitle(/Tableau de bord · Routier/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await settled(page);
  const spend = page.getByTestId('total-spend-value');
  const yearToDate = await spend.textContent();
  expect(yearToDate).toMatch(/\d.*\$/);
  await expect(page.getByTestId('previous-range')).toContainText('2025');
  // the page fits the phone: nothing wider than the screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shot(page, 'dealer-fr-390');

  // January to March only
  await page.getByTestId('month-range').click();
  // December is past this month, last year before January: neither can be picked
  await expect(page.getByRole('button', { name: /déc/i })).toBeDisabled();
  await shot(page, 'picker-fr-390');
  await page.getByRole('button', { name: /janv/i }).click();
  await page.getByRole('button', { name: /mars/i }).click();
  await expect(page).toHaveURL(/from=\d{4}-01&to=\d{4}-03/);
  await settled(page);
  await expect(spend).not.toHaveText(yearToDate!);
  await expect(page.getByTestId('previous-range')).toContainText('oct. 2025 – déc. 2025');
  await shot(page, 'dealer-fr-390-q1');

  await page.getByText('English').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a transport company sees its revenue, late orders and average rating', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'carrier@routier.test');
  await page.getByTestId('main-nav').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle(/Dashboard · Routier/);
  await settled(page);
  await expect(page.getByTestId('rating-average-value')).toHaveText(/^\d(\.\d)? \/ 5$/);
  await expect(page.getByTestId('net-revenue-value')).toContainText('$');
  // jobs their customer cancelled after the company took them have their own card
  await expect(page.getByTestId('orders-cancelled')).toContainText('Cancelled by the customer');
  await expect(page.getByTestId('orders-cancelled-value')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('stat-onTime')).toHaveText(/%/);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shot(page, 'carrier-en-1280');

  // on a phone, in French: every card and the statistics fit
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByText('Français').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Mandats terminés' })).toBeVisible();
  await settled(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shot(page, 'carrier-fr-390');
  await page.getByText('English').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test("a sub-dealer's dashboard counts his own orders", async ({ page }) => {
  await signIn(page, 'subdealer@routier.test');
  await expect(page).toHaveURL(/\/my-orders/);
  await page.getByTestId('main-nav').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(/Total spend/i).first()).toBeVisible();
});
