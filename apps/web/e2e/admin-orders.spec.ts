import { expect, test } from './fixtures';
import { seriousA11yViolations, signIn, openInApp } from './support';
import { noSidewaysScroll } from './driver-support';

// axe is injected as a script; the app's Content-Security-Policy would block it.
test.use({ bypassCSP: true });

test('the operator finds an order that needs attention, opens it and answers the carrier', async ({ page }) => {
  await signIn(page, 'admin@routier.test');
  await page.getByTestId('main-nav').getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveTitle('Orders · Routier');
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // only the orders that need an operator, each saying why
  await page.getByRole('switch', { name: 'Needs attention' }).check();
  await expect(page).toHaveURL(/attention=1/);
  const flagged = table.getByRole('row').nth(1);
  await expect(
    flagged.getByText(/Issue reported|Request waiting|Fuel claim to decide|No carrier, pickup within 48 h|Late/).first(),
  ).toBeVisible();

  // one search box for number, VIN, people and places
  await page.getByRole('switch', { name: 'Needs attention' }).uncheck();
  await page.getByRole('searchbox', { name: 'Search' }).fill('RT-100127');
  await expect(page).toHaveURL(/search=RT-100127/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: 'RT-100127' }).click();
  await expect(page).toHaveTitle('Order RT-100127 · Routier');
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Mississauga, ON → Montréal, QC');
  // no carrier yet: nobody to talk to on that side
  await expect(page.getByRole('region', { name: 'Chat with the carrier' })).toContainText('No carrier holds this job yet');

  // a carried order: both chats
  await page.getByRole('link', { name: '← Orders' }).click();
  await page.getByLabel('Status').and(page.locator('input')).click();
  await page.getByRole('option', { name: 'In progress', exact: true }).click();
  await expect(page).toHaveURL(/status=4/);
  await expect(table.getByRole('row').nth(1)).not.toContainText('RT-100127');
  // the list has followed the filter: every row below the header is in progress
  await expect(table.getByRole('row').filter({ hasNotText: 'In progress' })).toHaveCount(1);
  const carried = table.getByRole('row').nth(1).getByRole('link');
  const number = (await carried.textContent())!;
  await carried.click();
  await expect(page).toHaveTitle(`Order ${number} · Routier`);
  await expect(page.getByRole('region', { name: 'Order summary' })).not.toContainText('No carrier yet');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Active → In progress');
  const carrierChat = page.getByRole('region', { name: 'Chat with the carrier' });
  await expect(page.getByRole('region', { name: 'Chat with the customer' })).toBeVisible();
  const message = `The pickup window is confirmed for 9 am (${Date.now()}).`;
  await carrierChat.getByRole('textbox', { name: 'Message' }).fill(message);
  await carrierChat.getByRole('button', { name: 'Send' }).click();
  await expect(carrierChat.getByText(message)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test.describe('on a phone, in French', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the order list and an order read in French without sideways scrolling', async ({ page }) => {
    await signIn(page, 'admin@routier.test');
    await expect(page).toHaveURL(/\/admin$/);
    await page.evaluate(() => localStorage.setItem('routier.lang', 'fr'));
    await page.goto('/admin/orders?attention=1');
    await expect(page).toHaveTitle('Commandes · Routier');
    await expect(page.getByRole('switch', { name: 'Demande votre attention' })).toBeChecked();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await openInApp(page, '/admin/orders/999999');
    await expect(page.getByText('Cette commande n’existe pas ou a été supprimée.')).toBeVisible();
  });
});
