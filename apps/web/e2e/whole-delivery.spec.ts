import { expect, test } from './fixtures';
import { seriousA11yViolations, signIn, signOut, openInApp } from './support';
import { apiAs, completeDelivery, inspect, noSidewaysScroll, step } from './driver-support';

type Offer = { id: number; order_number: string; shipping_method: number; cars_amount: number };

// axe is injected as a script. The journey runs on the embedded PGlite that `npm start` uses, whatever
// engine the other journeys run on (fixtures.ts).
test.use({ bypassCSP: true, engine: 'pglite' });

test('a booked order goes all the way: the carrier applies and builds a load, the driver delivers, the customer sees it completed', async ({
  browser,
  page,
  request,
}) => {
  // A booked haul-away order of one car on the demo carrier's board.
  const carrierApi = await apiAs(request, 'carrier@routier.test');
  const board = (await (await request.get('/api/orders/available?shipping_method=3', { headers: carrierApi })).json()) as {
    data: Offer[];
  };
  const offer = board.data.find((o) => o.cars_amount === 1)!;
  expect(offer, 'an open one-car haul-away offer').toBeTruthy();
  let customerEmail = '';
  for (const email of ['dealer@routier.test', 'private@routier.test', 'subdealer@routier.test']) {
    const res = await request.get(`/api/orders/${offer.id}`, { headers: await apiAs(request, email) });
    if (res.ok()) customerEmail = email;
  }
  expect(customerEmail, 'the demo customer who booked it').not.toBe('');

  // The carrier opens the offer, applies, and lands on the job.
  await signIn(page, 'carrier@routier.test');
  await expect(page).toHaveURL(/\/active-jobs/);
  await openInApp(page, `/offers/${offer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Offer ${offer.order_number}` })).toBeVisible();
  await page.getByTestId('apply-button').click();
  await Promise.all([
    page.waitForURL(new RegExp(`/active-jobs/${offer.id}$`)),
    page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click(),
  ]);
  await expect(page.getByRole('heading', { level: 1, name: `Job ${offer.order_number}` })).toBeVisible();

  // It assigns the demo driver and a haul truck.
  await page.getByRole('button', { name: 'Assign driver & vehicle' }).click();
  const builder = page.getByRole('region', { name: 'Assign a driver and a vehicle' });
  await builder.getByRole('combobox', { name: 'Driver' }).click();
  await page.getByRole('option', { name: /Jean-Luc Bouchard/ }).click();
  await builder.getByRole('combobox', { name: 'Vehicle' }).click();
  await page.getByRole('option', { name: /HAL 7310/ }).click();
  for (const box of await builder.getByRole('checkbox').all()) await box.check();
  await builder.getByRole('button', { name: 'Assign' }).click();
  const loadCard = page.getByRole('article').filter({ hasText: 'Jean-Luc Bouchard' });
  await expect(loadCard.getByText('Assigned to a driver')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await signOut(page);

  // The driver, on a 390 px phone, accepts, inspects at pickup with a photo and a damage mark, drives and delivers.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    permissions: ['geolocation'],
    geolocation: { latitude: 44.2, longitude: -76.5 },
    bypassCSP: true,
  });
  const driver = await phone.newPage();
  await signIn(driver, 'driver@routier.test');
  await expect(driver).toHaveURL(/\/loads$/);
  await driver.getByRole('link', { name: `Load of order ${offer.order_number}` }).click();
  await driver.getByRole('button', { name: 'Accept' }).click();
  await expect(driver.getByText('Load accepted.')).toBeVisible();
  // a delay or a pickup problem can be reported from the phone
  await expect(driver.getByRole('button', { name: 'Report issue' })).toBeEnabled();
  await step(driver, 'I’m on my way');
  await step(driver, 'I’ve arrived');
  await step(driver, 'Start inspection');
  await inspect(driver, 'Inspect at pickup', [{ kind: 'Scratch', panel: 'Hood' }], '12040');
  await step(driver, 'Inspection completed');
  await step(driver, 'Begin transport');
  await expect(driver.getByText('Sharing your position', { exact: true })).toBeVisible();
  await inspect(
    driver,
    'Inspect at delivery',
    [
      { kind: 'Scratch', panel: 'Hood' },
      { kind: 'Dent', panel: 'Rear bumper' },
    ],
    '12388',
  );
  await completeDelivery(driver);
  expect(await noSidewaysScroll(driver)).toBe(true);
  await phone.close();

  // The carrier's job shows the load's steps all done.
  await signIn(page, 'carrier@routier.test');
  await expect(page).toHaveURL(/\/active-jobs/);
  await openInApp(page, `/active-jobs/${offer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Job ${offer.order_number}` })).toBeVisible();
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  await signOut(page);

  // The customer sees the order completed and the two inspections side by side, the new dent marked.
  await signIn(page, customerEmail);
  await expect(page).toHaveURL(/\/my-orders/);
  await openInApp(page, `/my-orders/${offer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${offer.order_number}` })).toBeVisible();
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('task-table').getByText('Delivered', { exact: true }).first()).toBeVisible();
  const inspections = page.getByRole('region', { name: 'Inspection documents' });
  await expect(inspections.getByText('Odometer: 12,040 km')).toBeVisible();
  await expect(inspections.getByText('Odometer: 12,388 km')).toBeVisible();
  const changed = inspections.locator('tr[data-changed]');
  await expect(changed).toHaveCount(1);
  await expect(changed.getByText('Rear bumper')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
