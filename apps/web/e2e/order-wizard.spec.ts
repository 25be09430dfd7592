import { expect, test, type Page } from './fixtures';
import { fillCard, fillContacts, latestMail, placeOrder, seriousA11yViolations, signInToMyOrders, openInApp } from './support';

const pickPlace = async (page: Page, nth: number, typed: string, option: RegExp, label = 'Address') => {
  await page.getByLabel(label, { exact: false }).and(page.locator('input:not([readonly])')).nth(nth).fill(typed);
  await page.getByRole('option', { name: option }).click();
};

const choose = async (page: Page, label: string, nth: number, option: string) => {
  await page.getByLabel(label, { exact: false }).and(page.locator('input')).nth(nth).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

const carBy = (page: Page, index: number) => page.getByTestId(`car-${index}`);

const fillCar = async (
  page: Page,
  index: number,
  car: { vin: string; year: string; make: string; model: string; type: string },
) => {
  const card = carBy(page, index);
  await card.getByLabel('VIN', { exact: false }).and(page.locator('input')).fill(car.vin);
  await card.getByLabel('Year', { exact: false }).and(page.locator('input')).click();
  await page.getByRole('option', { name: car.year, exact: true }).click();
  await card.getByLabel('Make', { exact: false }).and(page.locator('input')).fill(car.make);
  await card.getByLabel('Model', { exact: false }).and(page.locator('input')).fill(car.model);
  await card.getByLabel('Type', { exact: false }).and(page.locator('input')).click();
  await page.getByRole('option', { name: car.type, exact: true }).click();
};

test('a dealer orders Toronto → Montréal with three cars, resumes after a reload and deletes a draft', async ({ page }) => {
  await signInToMyOrders(page, 'dealer@routier.test');
  await page.getByRole('banner').getByRole('link', { name: 'Create order' }).click();
  await expect(page).toHaveURL(/\/my-orders\/create$/);
  await expect(page).toHaveTitle(/Create order/);

  // Step 1: a city without a postal code is refused, then two addresses with types.
  await pickPlace(page, 0, 'Toronto', /^Toronto, ON$/);
  await pickPlace(page, 1, '1000 Sherbrooke H3A', /Montréal, QC H3A/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Select an address with a postal code')).toBeVisible();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await pickPlace(page, 0, '100 King St W M5V', /100 King St W, Toronto, ON M5V/);
  await choose(page, 'Address type', 0, 'Dealership');
  await choose(page, 'Address type', 1, 'Residential');
  // a count over the limit is said, not cut to fit
  await page.getByLabel('Number of vehicles').fill('150');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter a number of vehicles from 1 to 100')).toBeVisible();
  await expect(page.getByLabel('Number of vehicles')).toHaveValue('150');
  await page.getByLabel('Number of vehicles').fill('2');
  await expect(page.getByTestId('route-map').locator('.leaflet-marker-icon')).toHaveCount(2);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: the header strip, then three cars (the first decoded from its VIN).
  await expect(page).toHaveURL(/\/my-orders\/create\/\d+$/);
  const orderId = Number(page.url().split('/').pop());
  const strip = page.getByTestId('route-strip');
  await expect(strip).toContainText('Toronto → Montréal');
  await expect(strip).toContainText(/\d+ km/);
  const orderNumber = (await strip.locator('p').first().textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^RT-\d+$/);

  // Back to the addresses: the count is the order's, and Next saves the same draft again.
  await expect(page.getByText('2 vehicles')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Number of vehicles')).toHaveValue('2');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('2 vehicles')).toBeVisible();
  expect(Number(page.url().split('/').pop())).toBe(orderId);

  await carBy(page, 0).getByLabel('VIN', { exact: false }).and(page.locator('input')).fill('2hgfc2f58mh210137');
  await expect(carBy(page, 0).getByLabel('Make', { exact: false }).and(page.locator('input'))).toHaveValue('Honda');
  await expect(carBy(page, 0).getByLabel('Model', { exact: false }).and(page.locator('input'))).toHaveValue('Civic');
  await expect(carBy(page, 0).getByLabel('VIN', { exact: false }).and(page.locator('input'))).toHaveValue('2HGFC2F58MH210137');

  // The first car exists from the address step on: a file attaches at once, judged by its content.
  await carBy(page, 0)
    .locator('input[type="file"]')
    .setInputFiles({ name: 'ownership.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(carBy(page, 0).getByRole('link', { name: 'ownership.pdf' })).toBeVisible();

  await expect(page.getByText('2 vehicles')).toBeVisible();
  await fillCar(page, 1, { vin: '1M8GDM9AXKP042788', year: '2019', make: 'Toyota', model: 'Corolla', type: 'Sedan' });
  await page.getByRole('button', { name: 'Add a vehicle' }).click();
  await fillCar(page, 2, { vin: '1M8GDM9AXKP042789', year: '2018', make: 'Ford', model: 'F-150', type: 'Pickup' });
  await carBy(page, 2).getByLabel('Modified').check();
  await carBy(page, 2).getByLabel('Modification notes', { exact: false }).fill('Lift kit, 35 inch tires');
  await expect(page.getByText('3 vehicles')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3 (pricing) is reached; a reload resumes there from the server's step.
  await expect(page.getByRole('heading', { name: 'Pricing options' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Haul away' }).getByText(/\$\d/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pricing options' })).toBeVisible();
  await expect(page.getByTestId('route-strip')).toContainText(orderNumber);

  // Going back shows the saved cars.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(carBy(page, 2).getByLabel('Model', { exact: false }).and(page.locator('input'))).toHaveValue('F-150');

  // Leaving an unbooked order asks first.
  await page.getByRole('banner').getByRole('link', { name: 'My orders' }).click();
  await expect(page.getByText('Leave this order?')).toBeVisible();
  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);

  // The search suggests the customer's earlier VINs.
  await page.getByRole('combobox', { name: 'Search' }).fill('2HGFC2F58');
  await expect(page.locator('datalist option[value="2HGFC2F58MH210137"]')).toHaveCount(1);

  // The draft is listed under Drafts, opens in the wizard, and can be deleted after confirmation.
  await openInApp(page, '/my-orders?filter=4');
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toBeVisible();
  // The confirm-dialog host loads after the page's first paint.
  await page.waitForLoadState('networkidle');
  await row.getByRole('button', { name: `Delete order ${orderNumber}` }).click();
  await expect(page.getByText('Are you sure you want to DELETE this order?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Order successfully deleted')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: orderNumber })).toHaveCount(0);
  expect(orderId).toBeGreaterThan(0);
});

test('a dealer books three cars by card and finds the order in his list and on its page', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToMyOrders(page, 'dealer@routier.test');
  await openInApp(page, '/my-orders/create');

  await pickPlace(page, 0, '100 King St W M5V', /100 King St W, Toronto, ON M5V/);
  await pickPlace(page, 1, 'Kingston K7L', /Kingston, ON K7L/);
  await choose(page, 'Address type', 0, 'Dealership');
  await choose(page, 'Address type', 1, 'Dealership');
  await page.getByLabel('Number of vehicles').fill('3');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/my-orders\/create\/\d+$/);
  const orderId = Number(page.url().split('/').pop());
  const orderNumber = (await page.getByTestId('route-strip').locator('p').first().textContent())?.trim() ?? '';
  await carBy(page, 0).getByLabel('VIN', { exact: false }).and(page.locator('input')).fill('2HGFC2F58MH210137');
  await expect(carBy(page, 0).getByLabel('Make', { exact: false }).and(page.locator('input'))).toHaveValue('Honda');
  await fillCar(page, 1, { vin: '1M8GDM9AXKP042788', year: '2019', make: 'Toyota', model: 'Corolla', type: 'Sedan' });
  await fillCar(page, 2, { vin: '1M8GDM9AXKP042789', year: '2018', make: 'Ford', model: 'F-150', type: 'Pickup' });
  await page.getByRole('button', { name: 'Next' }).click();

  const haulAway = page.getByRole('region', { name: 'Haul away' });
  await expect(haulAway.getByText(/\$\d/)).toBeVisible();
  await haulAway.getByRole('button', { name: 'Accept price' }).click();

  await expect(page.getByRole('heading', { name: 'Notes and contacts' })).toBeVisible();
  await fillContacts(page);

  await expect(page.getByRole('heading', { name: 'Confirm and pay' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Price summary' })).toContainText('HST (13 %)');
  await fillCard(page, 'Daniel Tremblay');
  await placeOrder(page);
  const mail = await latestMail(request, 'dealer@routier.test', new RegExp(`^Order ${orderNumber} confirmed$`));
  expect(mail.text).toContain(orderNumber);
  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(new RegExp(`/my-orders/${orderId}$`));
  for (const vin of ['2HGFC2F58MH210137', '1M8GDM9AXKP042788', '1M8GDM9AXKP042789']) {
    await expect(page.getByText(vin)).toBeVisible();
  }
  await expect(page.getByText('Paul Martin')).toBeVisible();

  await openInApp(page, '/my-orders?filter=2');
  await expect(page.getByRole('row').filter({ hasText: orderNumber })).toContainText('Active');
});

test('booked orders cannot be deleted from the list', async ({ page }) => {
  await signInToMyOrders(page, 'dealer@routier.test');
  await openInApp(page, '/my-orders?filter=2');
  await page.waitForLoadState('networkidle');
  const button = page.getByRole('button', { name: /Only draft orders can be deleted/ }).first();
  await button.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Only draft orders can be deleted');
});

test.describe('on a phone', () => {
  // axe is injected as a script, which the app's Content Security Policy refuses.
  test.use({ bypassCSP: true });

  test('the address step at 390 px in French', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await page.getByText('Français').click();
    await page.getByLabel(/^Courriel/).fill('dealer@routier.test');
    await page.getByLabel(/^Mot de passe/).fill('routier-demo');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page).toHaveURL(/\/my-orders/);
    await page.goto('/my-orders/create');
    await expect(page.getByRole('heading', { name: 'Ramassage' })).toBeVisible();
    await expect(page.getByText('Étape 1 sur 6\u00a0: Adresses')).toBeVisible();
    await pickPlace(page, 0, '100 King St W M5V', /Toronto, ON M5V/, 'Adresse');
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect(page.getByText('Ce champ est obligatoire').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
