import { expect, test, type Page } from './fixtures';
import { latestMail, seriousA11yViolations, shot } from './support';

// axe is injected as a script
test.use({ bypassCSP: true });

const pickPlace = async (page: Page, nth: number, typed: string, option: RegExp) => {
  await page.getByLabel('Address', { exact: false }).and(page.locator('input:not([readonly])')).nth(nth).fill(typed);
  await page.getByRole('option', { name: option }).click();
};

const choose = async (page: Page, label: string, nth: number, option: string) => {
  await page.getByLabel(label, { exact: false }).and(page.locator('input')).nth(nth).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

const fillEnd = async (page: Page, legend: string, name: string, email: string) => {
  const end = page.getByRole('group', { name: legend });
  await end.getByLabel('Name', { exact: false }).fill(name);
  await end.getByLabel('Email', { exact: false }).fill(email);
  await end.getByLabel('Phone', { exact: false }).fill('613-555-0142');
};

test('a guest books Toronto → Ottawa without an account and gets the confirmation email', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Ship a car without an account' }).click();
  await expect(page).toHaveURL(/\/my-orders\/create$/);
  await expect(page).toHaveTitle(/Create order/);

  // Step 1: both addresses, then the captcha (the widget solves its proof of work itself).
  await pickPlace(page, 0, '100 King St W M5V', /100 King St W, Toronto, ON M5V/);
  await pickPlace(page, 1, '111 Wellington K1A', /Ottawa, ON K1A/);
  await choose(page, 'Address type', 0, 'Residential');
  await choose(page, 'Address type', 1, 'Residential');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please confirm you are not a robot.')).toBeVisible();
  await page.getByText("I'm not a robot").click();
  await expect(page.getByText('Verified')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shot(page, 'guest-addresses-1280-en');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: one car, decoded from its VIN.
  const car = page.getByTestId('car-0');
  await car.getByLabel('VIN', { exact: false }).and(page.locator('input')).fill('2hgfc2f58mh210137');
  await expect(car.getByLabel('Make', { exact: false }).and(page.locator('input'))).toHaveValue('Honda');
  await expect(page.getByTestId('route-strip')).toContainText('Toronto → Ottawa');
  const guest = await page.evaluate(() => JSON.parse(sessionStorage.getItem('routier.guestOrder') ?? 'null'));
  expect(guest).toMatchObject({ orderId: expect.any(Number), hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: priced as a private user (no drive away), no quote requests for guests.
  await expect(page.getByRole('heading', { name: 'Pricing options' })).toBeVisible();
  const haulAway = page.getByRole('region', { name: 'Haul away' });
  await expect(haulAway.getByText(/\$\d/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request quote' })).toHaveCount(0);
  await shot(page, 'guest-pricing-1280-en');
  await haulAway.getByRole('button', { name: 'Accept price' }).click();

  // Step 4: contacts, without saved-contact search or release form.
  await expect(page.getByRole('heading', { name: 'Notes and contacts' })).toBeVisible();
  await expect(page.getByText('Find a saved contact')).toHaveCount(0);
  await fillEnd(page, 'Pickup contact', 'Ana Pickup', 'ana@example.test');
  await fillEnd(page, 'Destination contact', 'Ben Drop', 'ben@example.test');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 5: the guest's details and a card.
  await expect(page.getByRole('table', { name: 'Price summary' })).toContainText('HST (13 %)');
  await page.getByLabel('Full name', { exact: false }).fill('Gail Guest');
  await page.getByLabel(/^Email/).fill('gail.guest@example.test');
  await page.getByLabel(/^Phone/).fill('613-555-0100');
  await page.getByLabel('Cardholder name').fill('Gail Guest');
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel(/I agree to the/).check();
  await page.getByLabel(/dry-run fee/).check();
  await expect(page.getByLabel(/Save this card/)).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shot(page, 'guest-confirm-1280-en');
  await page.getByRole('button', { name: /Place order/ }).click();

  // Step 6: done; the guest's session is cleared (not the language) and the email arrives.
  await expect(page.getByRole('heading', { name: 'Your order is placed' })).toBeVisible();
  await expect(page.getByText('The confirmation is on its way to your email.')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('routier.guestOrder'))).toBeNull();
  await expect(page.getByRole('link', { name: 'Track the order' })).toHaveAttribute(
    'href',
    `/track/${guest.orderId}?hash=${guest.hash}`,
  );
  await shot(page, 'guest-completed-1280-en');
  const mail = await latestMail(request, 'gail.guest@example.test');
  expect(mail.subject).toMatch(/^Order RT-\d+ confirmed$/);
  expect(mail.text).toContain('Toronto → Ottawa');

  // The email's "View the order" opens the order's tracking page: read-only, no account needed.
  expect(mail.link).toMatch(/^\/track\/\d+\?hash=[0-9a-f]{64}$/);
  const orderNumber = mail.subject.match(/RT-\d+/)![0];
  await page.goto(mail.link!);
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`Tracking order ${orderNumber}`));
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByTestId('tracked-car-1')).toContainText('2021 Honda Civic');
  await expect(page.getByTestId('tracked-car-1')).toContainText('VIN ending in 210137');
  await expect(page.getByTestId('tracked-car-1')).toContainText('Waiting for a carrier');
  await expect(page.getByRole('region', { name: 'Pickup and destination' })).toContainText('Toronto, ON');
  await expect(page.getByRole('region', { name: 'Pickup and destination' })).toContainText('Ottawa, ON');
  await expect(page.getByLabel(/Map of the route from Toronto to Ottawa/)).toBeVisible();
  await expect(page.getByText('2HGFC2F58MH210137')).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shot(page, 'guest-tracking-1280-en');

  // In French on a phone: the same order, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => localStorage.setItem('routier.lang', 'fr'));
  await page.reload();
  await expect(page.getByRole('heading', { name: `Commande ${orderNumber}` })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`Suivi de la commande ${orderNumber}`));
  await expect(page.getByTestId('tracked-car-1')).toContainText('NIV se terminant par 210137');
  await expect(page.getByTestId('tracked-car-1')).toContainText('En attente d’un transporteur');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shot(page, 'guest-tracking-390-fr');

  // A link with another hash opens nothing, and says nothing about the order.
  await page.goto(mail.link!.replace(/hash=[0-9a-f]+/, `hash=${'0'.repeat(64)}`));
  await expect(page.getByText('Ce lien n’ouvre aucune commande')).toBeVisible();
  await expect(page.getByText(orderNumber)).toHaveCount(0);
});

test('on a phone in French, a guest starts an order; a lost order restarts at the address step', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('routier.lang', 'fr'));
  await page.goto('/my-orders/create');
  await expect(page.getByText('Je ne suis pas un robot')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shot(page, 'guest-addresses-390-fr');
  await page.evaluate(() =>
    sessionStorage.setItem('routier.guestOrder', JSON.stringify({ orderId: 999999, hash: '0'.repeat(64), step: 2 })),
  );
  await page.reload();
  await expect(page.getByText('Je ne suis pas un robot')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('routier.guestOrder'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('routier.lang'))).toBe('fr');
});
