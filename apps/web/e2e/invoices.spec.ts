import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { seriousA11yViolations, signIn, openInApp } from './support';

// axe is injected as a script; the app's Content-Security-Policy would block it.
test.use({ bypassCSP: true });

const expectNoSeriousA11y = async (page: Page) => expect(await seriousA11yViolations(page)).toEqual([]);

test('a French private user sorts, searches and clears, and downloads an invoice PDF from /my-account/invoices', async ({
  page,
}) => {
  await signIn(page, 'private@routier.test');
  await expect(page).toHaveURL(/\/my-orders/);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/users/locale'));
  await page.getByText('Français').click();
  await saved;
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Factures' }).click();
  await expect(page).toHaveURL(/\/my-account\/invoices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Factures' })).toBeVisible();
  await expect(page).toHaveTitle(/Factures/);
  const table = page.getByRole('table', { name: 'Factures des particuliers' });
  // the rows replace the loading skeleton: wait for a number
  const firstNumber = table.getByText(/^INV-\d{4}-\d{6}$/).first();
  await expect(firstNumber).toBeVisible();
  const invoiceNumber = (await firstNumber.innerText()).trim();

  // sort by amount, ascending: the URL keeps it
  await table.getByRole('button', { name: /Montant/ }).click();
  await expect(page).toHaveURL(/orderedBy=amount&asc=1|asc=1&orderedBy=amount/);

  // search, then clear with the X
  const search = page.getByLabel('Recherche');
  await search.fill('ZZZZZZ');
  await expect(page.getByText('Aucune facture ne correspond à cette recherche.')).toBeVisible();
  await expect(page).toHaveURL(/keyword=ZZZZZZ/);
  await page.getByRole('button', { name: 'Effacer la recherche' }).click();
  await expect(search).toHaveValue('');
  await expect(page).not.toHaveURL(/keyword=/);
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousA11y(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Télécharger la facture ${invoiceNumber} en PDF` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`facture-${invoiceNumber}.pdf`);
  const bytes = readFileSync((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // back to English for the other journeys
  await page.getByText('English').click();
});

test('the transport company reads its billing at 390 px as cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'carrier@routier.test');
  await expect(page).toHaveURL(/\/active-jobs/);
  await openInApp(page, '/my-account/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page).toHaveTitle(/Billing/);
  const card = page.getByText(/^ST-\d{4}-\d{6}$/).first();
  await expect(card).toBeVisible();
  // nothing wider than the screen
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11y(page);
});

test('the accountant switches lists and exports a period as CSV', async ({ page }) => {
  await signIn(page, 'accountant@routier.test');
  await expect(page).toHaveURL(/\/admin/);
  await page.getByTestId('main-nav').getByRole('link', { name: 'Invoices' }).click();
  await expect(page).toHaveURL(/\/admin\/invoices/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices and billing' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Dealer invoices' }).getByRole('row').nth(1)).toBeVisible();
  await page.getByText('Carrier statements').click();
  await expect(page).toHaveURL(/kind=transport-companies/);
  await expect(
    page
      .getByRole('table', { name: 'Carrier statements' })
      .getByText(/^ST-\d{4}-\d{6}$/)
      .first(),
  ).toBeVisible();
  await expectNoSeriousA11y(page);

  const today = new Date();
  const entered = (d: Date) =>
    `${d.getFullYear()}/${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}`;
  await page.getByLabel('From').fill(entered(new Date(today.getFullYear(), today.getMonth() - 1, 1)));
  await page.getByLabel('From').press('Tab');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^invoices-transport-companies-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await file.path())!, 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toMatch(/^invoice_number,kind,order_number,recipient,/);
  expect(lines.length).toBeGreaterThan(1);
  expect(lines[1]).toMatch(/^ST-\d{4}-\d{6},statement,/);
});
