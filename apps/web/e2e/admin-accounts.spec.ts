import type { AdminBusinessReview } from '@routier/domain';
import { expect, test } from './fixtures';
import { noSidewaysScroll } from './driver-support';
import { accountId, pageApi, seriousA11yViolations, signIn } from './support';

// axe is injected as a script; the app's Content-Security-Policy would block it.
test.use({ bypassCSP: true });

test('the operator reviews a business and deactivates one of its users, who is signed out and cannot sign in again', async ({
  page,
  browser,
}) => {
  // the sub-dealer is at work in his own browser
  const subContext = await browser.newContext({ storageState: await page.context().storageState() });
  const sub = await subContext.newPage();
  await signIn(sub, 'subdealer@routier.test');
  await expect(sub).toHaveURL(/\/my-orders/);

  await signIn(page, 'admin@routier.test');
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByTestId('main-nav').getByRole('link', { name: 'Accounts' }).click();
  await page.getByText('Active', { exact: true }).first().click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('subdealer@routier.test');
  // the search is in the address once typed (a late one would replace the page opened next)
  await expect(page).toHaveURL(/search=subdealer/);
  await page.getByRole('button', { name: 'Review subdealer@routier.test' }).click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /Open the full review/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/accounts\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sofia Rossi' })).toBeVisible();

  const business = page.getByTestId('business-review');
  await expect(business.getByRole('switch', { name: 'May pay by invoice' })).toBeChecked();
  await expect(business.getByRole('switch', { name: 'Auction' })).not.toBeChecked();
  await expect(business.getByText('dealer@routier.test', { exact: true })).toBeVisible();
  await expect(business.getByRole('link', { name: 'See this business’s orders' })).toHaveAttribute(
    'href',
    '/admin/orders?search=Maple%20Motors',
  );
  expect(await seriousA11yViolations(page)).toEqual([]);

  // the account's own Deactivate, above the business
  await page.getByRole('button', { name: 'Deactivate subdealer@routier.test' }).first().click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate this account?' });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('subdealer@routier.test is deactivated.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reactivate subdealer@routier.test' }).first()).toBeVisible();

  // his next request finds his session gone, and signing in again is refused with the reason
  await sub.reload();
  await expect(sub).toHaveURL(/\/login$/);
  await sub.getByLabel(/^Email/).fill('subdealer@routier.test');
  await sub.getByLabel(/^Password/).fill('routier-demo');
  await sub.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(sub.getByText('Routier deactivated this account. Contact us to have it reactivated.')).toBeVisible();
  await expect(sub).toHaveURL(/\/login$/);

  // reactivated, he signs in again
  await page.getByRole('button', { name: 'Reactivate subdealer@routier.test' }).first().click();
  await expect(page.getByRole('button', { name: 'Deactivate subdealer@routier.test' }).first()).toBeVisible();
  await sub.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(sub).toHaveURL(/\/my-orders/);
  await subContext.close();
});

test.describe('on a phone, in French', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the operator lets a business pay by invoice, after a confirmation that says what changes', async ({ page }) => {
    await signIn(page, 'admin@routier.test');
    await expect(page).toHaveURL(/\/admin$/);
    await page.evaluate(() => localStorage.setItem('routier.lang', 'fr'));
    const id = await accountId(page, 'pending.dealer@routier.test');
    await page.goto(`/admin/accounts/${id}`);
    const business = page.getByTestId('business-review');
    const invoice = business.getByRole('switch', { name: 'Peut payer sur facture' });
    await expect(invoice).not.toBeChecked();
    await expect(business.getByRole('button', { name: 'Enregistrer les options' })).toBeDisabled();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await invoice.click();
    await business.getByRole('button', { name: 'Enregistrer les options' }).click();
    const confirm = page.getByRole('dialog', { name: 'Changer ce que cette entreprise peut faire ?' });
    await expect(confirm.getByText('Ses utilisateurs pourront payer sur facture.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Enregistrer les options' }).click();
    await expect(page.getByText('Les options sont enregistrées.')).toBeVisible();
    await expect(invoice).toBeChecked();

    const businessId = (await pageApi<{ business: { id: number } }>(page, 'GET', `/admin/accounts/${id}`)).business.id;
    const saved = await pageApi<AdminBusinessReview>(page, 'GET', `/admin/businesses/${businessId}`);
    expect(saved.can_pay_with_invoice).toBe(true);
    await page.reload();
    await expect(page.getByTestId('business-review').getByRole('switch', { name: 'Peut payer sur facture' })).toBeChecked();
    expect(await noSidewaysScroll(page)).toBe(true);
  });
});
