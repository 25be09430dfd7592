import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { apiAs, inspect } from './driver-support';
import { DEMO_PASSWORD, latestMail, seriousA11yViolations, signIn, openInApp, shot } from './support';

type Row = {
  id: number;
  order_number: string;
  shipping_method: number;
  status: number;
  from: { city: string };
  to: { city: string };
  cars_amount: number;
};

/** The demo carrier's active jobs and each one's loads, read through the API with its token. */
const carrierJobs = async (request: APIRequestContext) => {
  await request.get('/api/auth/csrf-cookie');
  const cookies = (await request.storageState()).cookies;
  const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')!.value);
  const login = await request.post('/api/auth/web-login', {
    data: { email: 'carrier@routier.test', password: DEMO_PASSWORD, from: 'web' },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf };
  const { data } = (await (await request.get('/api/orders/active/1', { headers })).json()) as { data: Row[] };
  const withLoads = await Promise.all(
    data.map(async (job) => ({
      ...job,
      loads: (await (await request.get(`/api/loads/${job.id}`, { headers })).json()) as unknown[],
    })),
  );
  return { jobs: withLoads, headers };
};

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const choose = async (page: Page, field: Locator, option: RegExp) => {
  await field.click();
  await page.getByRole('option', { name: option }).click();
};

test.describe('job loads', () => {
  test.use({ bypassCSP: true });

  test('the carrier assigns the demo driver and a haul truck to a held job and sees the load with its steps', async ({
    page,
    request,
  }) => {
    const { jobs } = await carrierJobs(request);
    const job = jobs.find((j) => j.shipping_method === 3 && j.status === 3 && j.cars_amount === 2 && j.loads.length === 0)!;
    expect(job).toBeTruthy();

    await signIn(page, 'carrier@routier.test');
    await expect(page).toHaveURL(/\/active-jobs/);
    await openInApp(page, `/active-jobs/${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Job ${job.order_number}` })).toBeVisible();
    await expect(page).toHaveTitle(`Job ${job.order_number} · Routier`);
    for (const section of ['Summary', 'Contacts', 'Loads', '2 cars', 'Release form files'])
      await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: /Map of the job from/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Back to offers/ })).toBeVisible();
    await expect(page.getByText('2 cars have no driver yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Assign driver & vehicle' }).click();
    const builder = page.getByRole('region', { name: 'Assign a driver and a vehicle' });
    await choose(page, builder.getByRole('combobox', { name: 'Driver' }), /Jean-Luc Bouchard/);
    await choose(page, builder.getByRole('combobox', { name: 'Vehicle' }), /HAL 7310/);
    for (const box of await builder.getByRole('checkbox').all()) await box.check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'job-builder-1280-en');
    await builder.getByRole('button', { name: 'Assign' }).click();

    const load = page.getByRole('article').filter({ hasText: 'Jean-Luc Bouchard' });
    await expect(load).toBeVisible();
    await expect(builder).toBeHidden();
    await expect(load.getByText('Assigned to a driver')).toBeVisible();
    await expect(load.getByText('Haul truck · Plate HAL 7310')).toBeVisible();
    for (const step of ['On my way', 'Arrived', 'Start inspection', 'Inspection completed', 'Begin transport', 'Order completed'])
      await expect(load.getByRole('listitem').filter({ hasText: step }).first()).toBeVisible();
    await expect(page.getByText('Every car is in a load.')).toBeVisible();
    // not accepted yet: the office may cancel or reassign it, or accept it for a driver without a phone
    await expect(load.getByText(/Jean-Luc Bouchard has not accepted this load yet/)).toBeVisible();
    await expect(load.getByRole('button', { name: 'Cancel load' })).not.toHaveAttribute('aria-disabled');
    await expect(load.getByRole('button', { name: 'Edit load' })).not.toHaveAttribute('aria-disabled');
    await expect(load.getByRole('button', { name: 'Accept for the driver' })).toBeVisible();

    const mail = await latestMail(request, 'driver@routier.test', new RegExp(`New load: order ${job.order_number}`));
    expect(mail.link).toBe('/loads');

    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'job-loads-1280-en');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'job-loads-390-en');

    await page.getByText('Français').click();
    await expect(page.getByRole('heading', { level: 1, name: `Mandat ${job.order_number}` })).toBeVisible();
    await expect(load.getByText('Camion porte-voitures · Plaque HAL 7310')).toBeVisible();
    await expect(load.getByRole('button', { name: 'Accepter pour le chauffeur' })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'job-loads-390-fr');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'job-loads-1280-fr');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByText('English').click();
    await expect(page.getByRole('heading', { level: 1, name: `Job ${job.order_number}` })).toBeVisible();

    // the driver has no phone: the office accepts in his place (the order log records it), and the steps start
    await load.getByRole('button', { name: 'Accept for the driver' }).click();
    await expect(page.getByText('Load accepted for Jean-Luc Bouchard')).toBeVisible();
    await expect(load.getByText('Accepted by the driver')).toBeVisible();
    await expect(load.getByRole('button', { name: 'I’m on my way' })).toBeEnabled();
  });

  test('a drive-away load: cancelled once accepted, a new one reassigned before the driver accepts', async ({
    page,
    request,
  }) => {
    const { jobs } = await carrierJobs(request);
    const job = jobs.find((j) => j.shipping_method === 1 && j.status === 3 && j.loads.length === 1)!;
    expect(job).toBeTruthy();

    await signIn(page, 'carrier@routier.test');
    await expect(page).toHaveURL(/\/active-jobs/);
    await openInApp(page, `/active-jobs/${job.id}`);
    const accepted = page.getByRole('article').filter({ hasText: "Ryan O'Neil" });
    await expect(accepted.getByText('Accepted by the driver')).toBeVisible();
    await expect(accepted.getByText('No vehicle (driven)')).toBeVisible();
    await expect(accepted.getByRole('button', { name: 'Edit load' })).not.toHaveAttribute('aria-disabled');
    await accepted.getByRole('button', { name: 'Cancel load' }).click();
    await accepted.getByRole('button', { name: 'Cancel the load' }).click();
    await expect(accepted.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(page.getByText('1 car has no driver yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Assign driver & vehicle' }).click();
    const builder = page.getByRole('region', { name: 'Assign a driver and a vehicle' });
    await choose(page, builder.getByRole('combobox', { name: 'Driver' }), /Jean-Luc Bouchard/);
    await builder.getByRole('checkbox').check();
    await builder.getByRole('button', { name: 'Assign' }).click();
    const fresh = page.getByRole('article').filter({ hasText: 'Jean-Luc Bouchard' });
    await expect(fresh.getByText('Assigned to a driver')).toBeVisible();
    // the job is read again after the assignment: wait for it, or the section moves under the pointer
    await expect(page.getByText('Every car is in a load.')).toBeVisible();
    await expect(builder).toBeHidden();
    // not accepted yet: the office may still give it to another driver
    const edit = fresh.getByRole('button', { name: 'Edit load' });
    await expect(edit).not.toHaveAttribute('aria-disabled');
    await edit.click();
    await expect(page.getByRole('region', { name: /Edit load/ })).toBeVisible();
  });

  test('the office runs the load of a driver without a phone past "start inspection": it inspects the car at pickup itself', async ({
    page,
    request,
  }) => {
    const { jobs, headers } = await carrierJobs(request);
    const job = jobs.find((j) => j.from.city === 'Oshawa' && j.status === 3 && j.loads.length === 0)!;
    expect(job, 'the demo Oshawa → Kingston job, no load yet').toBeTruthy();

    await signIn(page, 'carrier@routier.test');
    await expect(page).toHaveURL(/\/active-jobs/);
    await openInApp(page, `/active-jobs/${job.id}`);
    await page.getByRole('button', { name: 'Assign driver & vehicle' }).click();
    const builder = page.getByRole('region', { name: 'Assign a driver and a vehicle' });
    await choose(page, builder.getByRole('combobox', { name: 'Driver' }), /Amir Haddad/);
    await builder.getByRole('combobox', { name: 'Vehicle' }).click();
    await page.getByRole('option').first().click();
    for (const box of await builder.getByRole('checkbox').all()) await box.check();
    await builder.getByRole('button', { name: 'Assign' }).click();
    await expect(builder).toBeHidden();
    // the driver said yes on the phone at the depot; his answer is recorded where he can sign in
    const [assigned] = (await (await request.get(`/api/loads/${job.id}`, { headers })).json()) as { id: number }[];
    const accepted = await request.put(`/api/loads/accept/${assigned.id}`, {
      headers: await apiAs(request, 'driver3@routier.test'),
    });
    expect(accepted.status()).toBe(200);
    await page.reload();

    const load = page.getByRole('article').filter({ hasText: 'Amir Haddad' });
    await expect(load.getByText('Accepted by the driver')).toBeVisible();
    for (const action of ['I’m on my way', 'I’ve arrived', 'Start inspection']) {
      await load.getByRole('button', { name: action }).click();
      await expect(load.getByRole('button', { name: action })).toBeHidden();
    }
    // inspecting at pickup: the office inspects the car in the driver's place, then the load goes on
    await expect(load.getByText('Pickup · to do')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await load.getByRole('button', { name: 'Inspection completed' }).click();
    await expect(page.getByText('Inspect every car at pickup first.')).toBeVisible();
    await inspect(page, 'Inspect at pickup', [{ kind: 'Scratch', panel: 'Hood' }], '12040');
    await expect(load.getByText('Pickup · inspected')).toBeVisible();
    await expect(load.getByRole('button', { name: /Inspect again at pickup/ })).toBeVisible();
    await shot(page, 'job-load-office-inspection-1280-en');
    await load.getByRole('button', { name: 'Inspection completed' }).click();
    await expect(load.getByRole('button', { name: 'Begin transport' })).toBeVisible();
    await expect(load.getByRole('button', { name: /Inspect again at pickup/ })).toHaveCount(0);
  });

  test('the statistics show for the transport company, and an unknown job is not found', async ({ page }) => {
    await signIn(page, 'carrier@routier.test');
    await expect(page).toHaveURL(/\/active-jobs/);
    await page.getByRole('switch', { name: 'Show statistics' }).check();
    await expect(page.getByText('Unassigned loads')).toBeVisible();
    await expect(page.getByText('Active drivers')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Show statistics' })).toBeChecked();
    await shot(page, 'active-jobs-statistics-1280-en');
    await openInApp(page, '/active-jobs/999999');
    await expect(page).toHaveURL(/\/not-found$/);
  });
});
