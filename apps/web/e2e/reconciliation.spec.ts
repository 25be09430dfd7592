import { expect, test } from './fixtures';
import { seriousA11yViolations, signIn } from './support';

// axe is injected as a script
test.use({ bypassCSP: true });

test('the accountant checks the money from the menu, on a phone, in English and French', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'accountant@routier.test');
  await expect(page).toHaveURL(/\/admin/);
  await page
    .getByRole('link', { name: /^Reconciliation/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/reconciliation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reconciliation' })).toBeVisible();
  // the demo's payments, orders, invoices and coupons agree
  await expect(page.getByText('Everything matches')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.evaluate(() => localStorage.setItem('routier.lang', 'fr'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Rapprochement' })).toBeVisible();
  await expect(page.getByText('Tout concorde')).toBeVisible();
});
