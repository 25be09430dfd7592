import { expect, test, type Page } from './fixtures';
import { DEMO_PASSWORD, seriousA11yViolations, signIn, openInApp, shot } from './support';
import { apiAs, BILL_OF_LADING, inspect, noSidewaysScroll, PHOTO, step } from './driver-support';

type Load = {
  id: number;
  order_id: number;
  order_number: string;
  status: number;
  to: { city: string } | null;
  should_charge_fee: boolean;
};

const signInFrench = async (page: Page, email: string) => {
  await page.goto('/login');
  await page.getByText('Français').click();
  await page.getByLabel(/^Courriel/).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page).toHaveURL(/\/loads/);
};

test.describe('delivery', () => {
  test.use({ bypassCSP: true });

  test('the driver accepts a load on his phone, inspects, drives and delivers with a fuel claim; the customer compares the inspections; an admin approves the claim with its receipt', async ({
    browser,
    request,
  }) => {
    const headers = await apiAs(request, 'driver@routier.test');
    const loads = (await (await request.get('/api/loads/assigned', { headers })).json()) as { data: Load[] };
    const load = loads.data.find((l) => l.status === 11 && l.to?.city === 'Kingston')!;
    expect(load).toBeTruthy();
    expect(load.should_charge_fee, 'the order charges a fuel fee: the form asks for it').toBe(true);

    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      permissions: ['geolocation'],
      geolocation: { latitude: 44.63, longitude: -75.91 },
      bypassCSP: true,
    });
    const page = await phone.newPage();
    await signIn(page, 'driver@routier.test');
    await expect(page).toHaveURL(/\/loads$/);
    await page.getByRole('link', { name: `Load of order ${load.order_number}` }).click();
    await expect(page).toHaveURL(new RegExp(`/loads/${load.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Load ${load.order_number}` })).toBeVisible();
    await expect(page).toHaveTitle(`Load ${load.order_number} · Routier`);
    await expect(page.getByRole('link', { name: 'Directions' }).first()).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d/,
    );

    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText('Load accepted.')).toBeVisible();
    await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    const tapTarget = await page.getByRole('button', { name: 'I’m on my way' }).boundingBox();
    expect(tapTarget!.height).toBeGreaterThanOrEqual(48);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'driver-load-390-en');

    await step(page, 'I’m on my way');
    await step(page, 'I’ve arrived');
    await step(page, 'Start inspection');
    // the pickup inspection comes first
    await page.getByRole('button', { name: 'Inspection completed' }).click();
    await expect(page.getByText('Inspect every car at pickup first.')).toBeVisible();
    await inspect(page, 'Inspect at pickup', [{ kind: 'Scratch', panel: 'Hood' }], '45210');
    await step(page, 'Inspection completed');
    await step(page, 'Begin transport');
    await expect(page.getByText('Sharing your position', { exact: true })).toBeVisible();

    await inspect(
      page,
      'Inspect at delivery',
      [
        { kind: 'Scratch', panel: 'Hood' },
        { kind: 'Dent', panel: 'Left front door' },
      ],
      '45755',
    );
    await page.getByRole('button', { name: 'Complete delivery' }).click();
    const form = page.getByRole('dialog', { name: 'Complete the delivery' });
    await form
      .locator('input[name="files"]')
      .setInputFiles({ name: 'bill-of-lading.pdf', mimeType: 'application/pdf', buffer: BILL_OF_LADING });
    // far more fuel than the customer paid: a claim an admin decides, not money on the statement
    await form.getByLabel('Fuel fee').fill('9999');
    await form
      .locator('input[name="fuel_fee_file"]')
      .setInputFiles({ name: 'fuel-receipt.png', mimeType: 'image/png', buffer: PHOTO });
    await form.getByRole('button', { name: 'Complete', exact: true }).click();
    await expect(form.getByText('Mark this load as delivered? The customer will be told.')).toBeVisible();
    await form.getByRole('button', { name: 'Yes, delivered' }).click();
    await expect(page.getByText('The load is delivered.')).toBeVisible();
    await expect(page.getByText(/^Delivered on /)).toBeVisible();
    await expect(page.getByText('Sharing your position', { exact: true })).toBeHidden();
    await shot(page, 'driver-load-done-390-en');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Bill of lading (PDF)' }).click();
    expect((await download).suggestedFilename()).toBe(`bill-of-lading-${load.order_number}-1.pdf`);
    await phone.close();

    // The customer sees the order completed, the task delivered and both inspections side by side.
    const customer = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(customer, 'private@routier.test');
    await expect(customer).toHaveURL(/\/my-orders/);
    await openInApp(customer, `/my-orders/${load.order_id}`);
    await expect(customer.getByRole('heading', { level: 1, name: `Order ${load.order_number}` })).toBeVisible();
    await expect(customer.getByText('Completed', { exact: true }).first()).toBeVisible();
    const tasks = customer.getByTestId('task-table');
    await expect(tasks.getByText('Delivered', { exact: true }).first()).toBeVisible();
    const inspections = customer.getByRole('region', { name: 'Inspection documents' });
    await expect(inspections.getByText('Odometer: 45,210 km')).toBeVisible();
    await expect(inspections.getByText('Odometer: 45,755 km')).toBeVisible();
    const changed = inspections.locator('tr[data-changed]');
    await expect(changed).toHaveCount(1);
    await expect(changed.getByText('Left front door')).toBeVisible();
    await expect(inspections.getByRole('img', { name: 'Pickup photo 1' })).toBeVisible();
    expect(await seriousA11yViolations(customer)).toEqual([]);
    await shot(customer, 'order-inspections-1280-en');
    await customer.close();

    // The carrier sees its claim waiting on the job page.
    const carrier = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(carrier, 'carrier@routier.test');
    await expect(carrier).toHaveURL(/\/active-jobs/);
    await openInApp(carrier, `/active-jobs/${load.order_id}`);
    const claims = carrier.getByRole('region', { name: 'Fuel-fee claims' });
    await expect(claims.getByText(/^\$9,999\.00 claimed/)).toBeVisible();
    await expect(claims.getByText('Waiting for approval')).toBeVisible();
    await carrier.close();

    // An admin, on his phone, approves it with the receipt in front of him.
    const adminPhone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const admin = await adminPhone.newPage();
    await signIn(admin, 'admin@routier.test');
    await expect(admin).not.toHaveURL(/\/login/);
    await openInApp(admin, '/admin/requests?tab=fuel-claims');
    await expect(admin.getByRole('tab', { name: 'Fuel-fee claims', selected: true })).toBeVisible();
    const card = admin.getByTestId('fuel-claim').filter({ hasText: load.order_number });
    await expect(card.getByText('Pending', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Approve' }).click();
    const decide = admin.getByRole('dialog', { name: `Approve the fuel fee of order ${load.order_number}` });
    await expect(decide.getByRole('img', { name: 'The fuel receipt' })).toBeVisible();
    await expect(decide.getByRole('link', { name: 'Open the receipt: fuel-receipt.png' })).toBeVisible();
    await expect(decide.getByText(/added to its statement/)).toBeVisible();
    expect(await noSidewaysScroll(admin)).toBe(true);
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await shot(admin, 'admin-fuel-claim-390-en');
    await decide.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText('Fuel-fee claim approved')).toBeVisible();
    await admin.getByText('All', { exact: true }).click();
    const decided = admin.getByTestId('fuel-claim').filter({ hasText: load.order_number });
    await expect(decided.getByText('Approved', { exact: true })).toBeVisible();
    await expect(decided.getByText(/added to statement ST-/)).toBeVisible();
    await adminPhone.close();
  });

  test('the driver reads a load in transport and its inspection form in French, at phone and desk widths', async ({
    browser,
    request,
  }) => {
    const headers = await apiAs(request, 'driver@routier.test');
    const loads = (await (await request.get('/api/loads/assigned', { headers })).json()) as {
      data: (Load & { progress: number })[];
    };
    const moving = loads.data.find((l) => l.status === 12 && l.progress === 5)!;
    const done = loads.data.find((l) => l.progress === 6)!;

    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      permissions: ['geolocation'],
      geolocation: { latitude: 45.1, longitude: -75.2 },
      bypassCSP: true,
    });
    const page = await phone.newPage();
    await signInFrench(page, 'driver@routier.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes chargements' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Terminés' })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'driver-loads-390-fr');

    await openInApp(page, `/loads/${moving.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Chargement ${moving.order_number}` })).toBeVisible();
    await expect(page.getByText('Partage de votre position', { exact: true })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'driver-load-390-fr');

    await page.getByRole('button', { name: 'Inspecter à la livraison' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('form', { name: 'Inspection à la livraison' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Bosse', exact: true }).click();
    await dialog.getByRole('button', { name: 'Toit', exact: true }).click();
    await dialog.getByRole('button', { name: 'Enregistrer l’inspection' }).click();
    await expect(dialog.getByText('Ce champ est obligatoire').first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'inspection-form-390-fr');
    await phone.close();

    const desk = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInFrench(desk, 'driver@routier.test');
    await openInApp(desk, `/loads/${done.id}`);
    await expect(desk.getByRole('heading', { level: 1, name: `Chargement ${done.order_number}` })).toBeVisible();
    await expect(desk.getByText(/^Livré le /)).toBeVisible();
    await expect(desk.getByTestId('load-steps')).toBeVisible();
    expect(await seriousA11yViolations(desk)).toEqual([]);
    await shot(desk, 'driver-load-done-1280-fr');
    // back to English: the account's language is the one of its emails, which other journeys read
    const saved = desk.waitForResponse((r) => r.url().endsWith('/api/users/locale'));
    await desk.getByText('English').click();
    await saved;
    await expect(desk.getByRole('heading', { level: 1, name: `Load ${done.order_number}` })).toBeVisible();
    await desk.close();
  });

  test('the dealer follows an order on the road in French on a phone: tasks, and inspections side by side', async ({
    browser,
    request,
  }) => {
    const headers = await apiAs(request, 'driver@routier.test');
    const loads = (await (await request.get('/api/loads/assigned', { headers })).json()) as {
      data: (Load & { progress: number })[];
    };
    // Calgary → Vancouver: two cars delivered, the third still to be picked up
    const order = loads.data.find((l) => l.progress === 6 && l.to?.city === 'Vancouver')!;
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto('/login');
    await phone.getByText('Français').click();
    await phone.getByLabel(/^Courriel/).fill('dealer@routier.test');
    await phone.getByLabel(/^Mot de passe/).fill(DEMO_PASSWORD);
    await phone.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(phone).toHaveURL(/\/my-orders/);
    await phone.goto(`/my-orders/${order.order_id}`);
    await expect(phone.getByRole('heading', { level: 1, name: `Commande ${order.order_number}` })).toBeVisible();
    const tasks = phone.getByTestId('task-table');
    await expect(tasks.getByText('Livré', { exact: true }).first()).toBeVisible();
    await expect(tasks.getByText('Assigné à un chauffeur')).toBeVisible();
    const inspections = phone.getByRole('region', { name: 'Documents d’inspection' });
    await expect(inspections.locator('tr[data-changed]').first()).toContainText('Porte avant gauche');
    expect(await noSidewaysScroll(phone)).toBe(true);
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await shot(phone, 'order-inspections-390-fr');
    const saved = phone.waitForResponse((r) => r.url().endsWith('/api/users/locale'));
    await phone.getByText('English').click();
    await saved;
    await expect(phone.getByRole('heading', { level: 1, name: `Order ${order.order_number}` })).toBeVisible();
    await phone.close();
  });
});
