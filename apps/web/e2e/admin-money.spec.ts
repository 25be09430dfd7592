import { expect, test, type Page } from './fixtures';
import { noSidewaysScroll } from './driver-support';
import {
  fillCard,
  fillContacts,
  latestMail,
  pageApi,
  placeOrder,
  seriousA11yViolations,
  signIn,
  signOut,
  openInApp,
} from './support';

// axe is injected as a script; the app's Content-Security-Policy would block it.
test.use({ bypassCSP: true });

const place = (address: string, city: string, zip: string, lat: number, lng: number) => ({
  address,
  city,
  province: 'ON',
  country: 'CA',
  lat,
  lng,
  zip_code: zip,
});

/** A dealer's order Toronto → Ottawa drafted through the API, then confirmed and paid by card on the page. */
const paidOrder = async (page: Page) => {
  await signIn(page, 'dealer@routier.test');
  await expect(page).toHaveURL(/\/my-orders/);
  const { id } = await pageApi<{ id: number }>(page, 'POST', '/orders', {
    from: place('100 Queen St W', 'Toronto', 'M5H 2N2', 43.6535, -79.3839),
    to: place('111 Wellington St', 'Ottawa', 'K1A 0A9', 45.4236, -75.7009),
    origin_type_id: 1,
    destination_type_id: 1,
  });
  const cars = await pageApi<{ data: { id: number }[] }>(page, 'GET', `/orders/cars/${id}`);
  const start = new Date(Date.now() + 3 * 86_400_000);
  while (start.getDay() === 0 || start.getDay() === 6) start.setDate(start.getDate() + 1);
  const startAt = `${start.getFullYear()}/${String(start.getMonth() + 1).padStart(2, '0')}/${String(start.getDate()).padStart(2, '0')}`;
  await pageApi(page, 'POST', `/cars/batch-edit/${id}`, {
    cars: cars.data.map((c) => ({ id: c.id, vin: '1HGCM82633A004352', type: 1, make: 'Honda', model: 'Accord', year: 2020 })),
    start_at: startAt,
  });
  await pageApi(page, 'POST', `/pricing-options/${id}`, { shipping_method: 3 });
  await openInApp(page, `/my-orders/create/${id}`);
  await fillContacts(page);
  await fillCard(page, 'Marc Dubois');
  await placeOrder(page);
  const { order_number } = await pageApi<{ order_number: string }>(page, 'GET', `/orders/${id}`);
  await signOut(page);
  return { id, number: order_number };
};

test('the operator refunds part of a payment from the order page; the customer is told and the accountant sees it', async ({
  page,
  request,
}) => {
  const order = await paidOrder(page);

  await signIn(page, 'admin@routier.test');
  await expect(page).not.toHaveURL(/\/login/);
  await openInApp(page, `/admin/orders/${order.id}`);
  const money = page.getByRole('region', { name: 'Money' });
  await expect(money.getByText(/^Charged \$[\d,.]+ Visa •••• 4242/)).toBeVisible();
  await money.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: `Refund a payment of order ${order.number}` });
  await dialog.getByRole('textbox', { name: 'Amount to refund' }).fill('40');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Pickup two days late');
  // the consequence is stated before anything is done
  await expect(dialog.getByText(/^\$40\.00 goes back to the customer's card Visa •••• 4242/)).toBeVisible();
  await expect(dialog.getByText(/A refund cannot be undone\./)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Refund $40.00' }).click();
  await expect(dialog).toBeHidden();
  // recorded at once, made at the gateway by the job queue; the audit says who and what
  await expect(money.getByText(/^Refunded \$40\.00; kept/)).toBeVisible();
  await expect(money.getByText(/−\$40\.00 (refunded on|being refunded).*Pickup two days late/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'What operators did' })).toContainText('Pickup two days late');
  // the job queue makes it at the gateway
  await expect(async () => {
    await page.reload();
    await expect(money.getByText(/−\$40\.00 refunded on .*Pickup two days late/)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  const mail = await latestMail(request, 'dealer@routier.test', new RegExp(`Refund on order ${order.number}`));
  expect(mail.text).toContain(`We refunded $40.00 of your payment for order ${order.number} to your card.`);
  expect(mail.text).toContain('Reason: Pickup two days late');
  await signOut(page);

  // the accountant: payments beside the invoices, searched by order number, the reconciliation a click away
  await signIn(page, 'accountant@routier.test');
  await expect(page).toHaveURL(/\/admin/);
  await page.getByTestId('main-nav').getByRole('link', { name: 'Payments' }).click();
  await expect(page).toHaveTitle('Payments · Routier');
  await page.getByRole('searchbox', { name: 'Search' }).fill(order.number);
  await expect(page).toHaveURL(new RegExp(`keyword=${order.number}`));
  const table = page.getByRole('table', { name: 'Payments' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('−$40.00');
  await expect(table.getByRole('row').nth(1)).toContainText('Pickup two days late');
  await table.getByRole('button', { name: /Refunded/ }).click();
  await expect(page).toHaveURL(/orderedBy=refunded/);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Reconciliation report' }).click();
  await expect(page.getByText('Everything matches')).toBeVisible();
});

test.describe('on a phone, in French', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the order's money and the payments read in French without sideways scrolling", async ({ page }) => {
    await signIn(page, 'admin@routier.test');
    await expect(page).toHaveURL(/\/admin$/);
    await page.evaluate(() => localStorage.setItem('routier.lang', 'fr'));
    const { data } = await pageApi<{ data: { order_id: number }[] }>(page, 'GET', '/admin/payments');
    await page.goto(`/admin/orders/${data[0]?.order_id ?? 1}`);
    const money = page.getByRole('region', { name: 'Argent' });
    await expect(money.getByRole('heading', { name: 'Paiements et remboursements' })).toBeVisible();
    await expect(money.getByRole('heading', { name: 'Réclamations de frais de carburant' })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await openInApp(page, '/admin/payments');
    await expect(page).toHaveTitle('Paiements · Routier');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
