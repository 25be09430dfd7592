import { expect, test, type Page } from './fixtures';
import { signIn, openInApp } from './support';

const pickPlace = async (page: Page, nth: number, typed: string, option: RegExp) => {
  await page.getByLabel('Address', { exact: false }).and(page.locator('input:not([readonly])')).nth(nth).fill(typed);
  await page.getByRole('option', { name: option }).click();
};

const choose = async (page: Page, label: string, nth: number, option: string) => {
  await page.getByLabel(label, { exact: false }).and(page.locator('input')).nth(nth).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

const field = (page: Page, label: string) =>
  page.getByTestId('car-0').getByLabel(label, { exact: false }).and(page.locator('input'));

/** The signed-in customer's API, as the web app calls it (bearer token and XSRF header). */
const callApi = (page: Page, method: string, url: string, body: unknown) =>
  page.evaluate(
    async ({ method, url, body }) => {
      const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
      const res = await fetch(`/api${url}`, {
        method,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('routier.token')}`,
          'Content-Type': 'application/json',
          'X-XSRF-TOKEN': xsrf,
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { id?: number } };
    },
    { method, url, body },
  );

test('the demo dealer starts auto dispatch from the header, walks the four steps and lands on the quotes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'dealer@routier.test');
  await expect(page).toHaveURL(/\/my-orders/);
  await page.getByRole('banner').getByRole('link', { name: 'Auto dispatch' }).click();
  await expect(page).toHaveURL(/\/auto-dispatch$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Auto dispatch' })).toBeVisible();

  // Step 1: addresses.
  await pickPlace(page, 0, '100 King St W M5V', /100 King St W, Toronto, ON M5V/);
  await pickPlace(page, 1, '1000 Sherbrooke H3A', /Montréal, QC H3A/);
  await choose(page, 'Address type', 0, 'Dealership');
  await choose(page, 'Address type', 1, 'Residential');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: the vehicle, with its dimensions and weight.
  await expect(page).toHaveURL(/\/auto-dispatch\/\d+$/);
  const orderId = Number(page.url().split('/').pop());
  const orderNumber = ((await page.getByTestId('route-strip').locator('p').first().textContent()) ?? '').trim();
  expect(orderNumber).toMatch(/^RT-\d+$/);
  await field(page, 'VIN').fill('2HGFC2F58MH210137');
  await expect(field(page, 'Make')).toHaveValue('Honda');
  await field(page, 'Width').fill('180');
  await field(page, 'Height').fill('141');
  await field(page, 'Length').fill('463');
  await field(page, 'Weight').fill('1300');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: the transportation type; over 600 km neither drive away nor flatbed is offered, each says why.
  const step = page.getByTestId('transportation-step');
  await expect(step.getByRole('heading', { name: 'Transportation type' })).toBeVisible();
  await expect(step.getByRole('radio')).toHaveCount(2);
  await expect(step.getByRole('radio', { name: /Drive away/ })).toHaveCount(0);
  await step.getByRole('button', { name: 'Show the unavailable methods (2)' }).click();
  await expect(step.getByText('Drive away is available up to 250 km.')).toBeVisible();
  await expect(step.getByText('Flatbed is available up to 600 km.')).toBeVisible();
  await step.getByRole('radio', { name: /Haul away/ }).check();
  await step.getByRole('button', { name: 'Select' }).click();

  // Step 4: the quote request, then its success screen and the quotes.
  await expect(page.getByRole('heading', { name: 'Request quotes from carriers' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Send the request' });
  await expect(send).toBeDisabled();
  await page.getByRole('radio', { name: /Flexible/ }).check();
  await send.click();
  await expect(page.getByRole('heading', { name: 'Your request is on its way' })).toBeVisible();
  await page.getByRole('link', { name: 'See the quotes' }).click();
  await expect(page).toHaveURL(new RegExp(`/auto-dispatch/quotes/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Quotes for order ${orderNumber}` })).toBeVisible();

  // The wizard's page now sends the order to its quotes.
  await openInApp(page, `/auto-dispatch/${orderId}`);
  await expect(page).toHaveURL(new RegExp(`/auto-dispatch/quotes/${orderId}$`));
});

test('the transportation step in French on a 390 px phone: the methods, the unavailable ones and their reasons', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'dealer@routier.test');
  await expect(page).toHaveURL(/\/my-orders/);
  // a draft with two cars, one not running, saved through the wizard's calls
  const end = (city: string, province: string, address: string, zip: string, lat: number, lng: number) => ({
    address,
    company: null,
    city,
    sublocality: null,
    province,
    country: 'CA',
    lat,
    lng,
    zip_code: zip,
    place_id: null,
  });
  const created = await callApi(page, 'POST', '/auto-dispatch', {
    from: end('Toronto', 'ON', '100 King St W, Toronto, ON M5V', 'M5V 1J1', 43.6487, -79.3817),
    to: end('Kitchener', 'ON', '200 King St W, Kitchener, ON N2G', 'N2G 4V6', 43.4516, -80.4925),
    origin_type_id: 1,
    destination_type_id: 2,
    cars_amount: 1,
  });
  expect(created.status).toBe(200);
  const id = created.body.id!;
  const car = { type: 1, year: 2021, is_operable: true, width: 180, height: 141, length: 463, weight: 1300 };
  const saved = await callApi(page, 'POST', `/auto-dispatch/v2/cars/${id}`, {
    cars: [
      { ...car, vin: '2HGFC2F58MH210137', make: 'Honda', model: 'Civic' },
      { ...car, vin: '1M8GDM9AXKP042788', make: 'Toyota', model: 'Corolla', is_operable: false },
    ],
    start_at: new Date().toISOString().slice(0, 10).replace(/-/g, '/'),
  });
  expect(saved.status).toBe(200);

  await page.getByText('Français').click();
  await expect(page.getByRole('heading', { level: 1, name: /mes commandes/i })).toBeVisible();
  await openInApp(page, `/auto-dispatch/${id}`);
  const step = page.getByTestId('transportation-step');
  await expect(step.getByRole('heading', { name: 'Type de transport' })).toBeVisible();
  await expect(page.getByText('Étape 3 sur 4\u00a0: Type de transport')).toBeVisible();
  // one car does not run: only flatbed is offered
  await expect(step.getByRole('radio')).toHaveCount(1);
  await expect(step.getByRole('radio', { name: /Plateau/ })).toBeChecked();
  await step.getByRole('button', { name: 'Afficher les modes non offerts (3)' }).click();
  await expect(step.getByText('Tous les véhicules doivent rouler pour ce mode.')).toHaveCount(3);
  await expect(step.getByRole('button', { name: 'Sélectionner' })).toBeVisible();
  await expect(step.getByRole('button', { name: 'Retour' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
