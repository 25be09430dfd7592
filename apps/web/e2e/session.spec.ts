import { expect, test } from './fixtures';
import { signIn } from './support';

test('an expired session returns to the same list and query after signing in again', async ({ page }) => {
  await signIn(page, 'dealer@routier.test');
  await expect(page).toHaveURL(/\/my-orders/);
  await page.goto('/my-orders?filter=3');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  // The server forgets the token (expired or revoked elsewhere).
  await page.evaluate(() => localStorage.setItem('routier.token', 'expired-token'));
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('session-expired')).toContainText('Your session expired');
  await page.getByLabel(/^Email/).fill('dealer@routier.test');
  await page.getByLabel(/^Password/).fill('routier-demo');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/my-orders\?filter=3$/);
});

test('a failing list shows an error with Retry, and a server error page offers Back', async ({ page }) => {
  await signIn(page, 'dealer@routier.test');
  await expect(page).toHaveURL(/\/my-orders/);
  let fail = true;
  await page.route('**/api/orders/all/**', (route) => (fail ? route.abort('connectionrefused') : route.continue()));
  await page.goto('/my-orders?filter=2');
  await expect(page.getByRole('alert').filter({ hasText: 'The list could not be loaded.' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('skeleton-row')).toHaveCount(0);
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();

  await page.unroute('**/api/orders/all/**');
  await page.route('**/api/orders/all/**', (route) => route.fulfill({ status: 500, json: { message: 'Server Error' } }));
  await page.goto('/my-orders?filter=3');
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await page.unroute('**/api/orders/all/**');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/my-orders\?filter=3$/);
});

test('a rate-limited sign-in says how long to wait and holds the button', async ({ page }) => {
  await page.route('**/api/auth/web-login**', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '45' },
      json: { message: 'Too many attempts. Please try again in 45 seconds.' },
    }),
  );
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill('dealer@routier.test');
  await page.getByLabel(/^Password/).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('rate-limit-alert')).toHaveText('Too many attempts. Please try again in 45 seconds.');
  await expect(page.getByRole('button', { name: /Sign in \(\d+ s\)/ })).toBeDisabled();
});
