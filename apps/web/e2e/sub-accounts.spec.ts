import { expect, test, type Page } from './fixtures';
import {
  fillCard,
  fillContacts,
  latestMail,
  placeOrder,
  seriousA11yViolations,
  signIn,
  signInToMyOrders,
  signOut,
  uniqueEmail,
  openInApp,
  shot,
} from './support';

// axe is injected as a script, which the app's CSP would refuse
test.use({ bypassCSP: true });

const pickPlace = async (page: Page, nth: number, typed: string, option: RegExp) => {
  await page.getByLabel('Address', { exact: false }).and(page.locator('input:not([readonly])')).nth(nth).fill(typed);
  await page.getByRole('option', { name: option }).click();
};

const choose = async (page: Page, label: string, nth: number, option: string) => {
  await page.getByLabel(label, { exact: false }).and(page.locator('input')).nth(nth).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** The order wizard from the start: Toronto → Kingston, one car by VIN, haul away, contacts, a card. */
const bookOneCar = async (page: Page) => {
  await page.goto('/my-orders/create');
  await pickPlace(page, 0, '100 King St W M5V', /100 King St W, Toronto, ON M5V/);
  await pickPlace(page, 1, 'Kingston K7L', /Kingston, ON K7L/);
  await choose(page, 'Address type', 0, 'Dealership');
  await choose(page, 'Address type', 1, 'Dealership');
  await page.getByLabel('Number of vehicles').fill('1');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/my-orders\/create\/\d+$/);
  const orderNumber = (await page.getByTestId('route-strip').locator('p').first().textContent())?.trim() ?? '';
  const car = page.getByTestId('car-0');
  await car.getByLabel('VIN', { exact: false }).and(page.locator('input')).fill('2HGFC2F58MH210137');
  await expect(car.getByLabel('Make', { exact: false }).and(page.locator('input'))).toHaveValue('Honda');
  await page.getByRole('button', { name: 'Next' }).click();
  const haulAway = page.getByRole('region', { name: 'Haul away' });
  await expect(haulAway.getByText(/\$\d/)).toBeVisible();
  await haulAway.getByRole('button', { name: 'Accept price' }).click();
  await expect(page.getByRole('heading', { name: 'Notes and contacts' })).toBeVisible();
  await fillContacts(page);
  await expect(page.getByRole('heading', { name: 'Confirm and pay' })).toBeVisible();
  await fillCard(page, 'Nora Blais');
  await placeOrder(page);
  return orderNumber;
};

test('a dealer invites a sub-dealer, who sets a password, completes his details and books; the dealer sees the order', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = uniqueEmail('invited.subdealer');
  await signInToMyOrders(page, 'dealer@routier.test');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sub-accounts' }).click();
  await expect(page).toHaveURL(/\/my-account\/sub-accounts$/);
  await expect(page).toHaveTitle(/Sub-accounts/);
  const table = page.getByRole('table', { name: 'Sub-accounts' });
  await expect(table).toContainText('Sofia Rossi');
  await expect(table).toContainText('New car manager');
  // the demo's removed sub-account is greyed and offers only restore
  await expect(page.locator('tr[data-muted]')).toContainText('Hannah Price');
  await expect(page.getByRole('button', { name: 'Activate Lucas Martin' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shot(page, 'sub-accounts-1280-en');

  await page.getByRole('button', { name: 'Invite sub-account' }).click();
  const form = page.getByRole('form', { name: 'Invite a sub-account' });
  await form.getByLabel(/^Email/).fill(email);
  await form.getByRole('combobox', { name: 'Title' }).click();
  await page.getByRole('option', { name: 'General sales manager' }).click();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shot(page, 'sub-accounts-invite-1280-en');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
  await expect(row).toContainText('Invite sent');
  await expect(row).toContainText('General sales manager');
  await signOut(page);

  const mail = await latestMail(request, email, /invitation/i);
  expect(mail.text).toContain('Maple Motors');
  expect(mail.link).toMatch(/^\/password\/set\//);
  await page.goto(mail.link!);
  await page.getByLabel(/^Password/).fill('subdealer-password');
  await page.getByLabel(/^Confirm password/).fill('subdealer-password');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set')).toBeVisible();

  await signIn(page, email, 'subdealer-password');
  await expect(page).toHaveURL(/\/user\/update$/);
  await page.getByLabel(/^First name/).fill('Nora');
  await page.getByLabel(/^Last name/).fill('Blais');
  await page.getByLabel(/^Phone/).fill('(514) 555-0142');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /Save/ }).click();
  await expect(page).toHaveURL(/\/my-orders/);

  const orderNumber = await bookOneCar(page);
  await signOut(page);

  await signInToMyOrders(page, 'dealer@routier.test');
  await openInApp(page, '/my-orders?filter=2');
  await expect(page.getByRole('row').filter({ hasText: orderNumber })).toContainText('Active');
  await openInApp(page, '/my-account/sub-accounts');
  await expect(page.getByRole('row', { name: /Nora Blais/ })).toContainText('Active');
});

test('on a phone in French, the transport company invites a dispatcher with provinces', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('invited.dispatcher');
  await signIn(page, 'carrier@routier.test');
  await expect(page).toHaveURL(/\/active-jobs/);
  await page.evaluate(() => localStorage.setItem('routier.lang', 'fr'));
  await page.goto('/my-account/sub-accounts');
  await expect(page.getByRole('heading', { name: 'Répartiteurs' })).toBeVisible();
  await expect(page).toHaveTitle(/Répartiteurs/);
  await expect(page.getByText('Emily Wilson')).toBeVisible();
  await expect(page.getByText('ON, QC').first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shot(page, 'dispatchers-390-fr');
  // nothing wider than the phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: 'Inviter un répartiteur' }).click();
  const form = page.getByRole('form', { name: 'Inviter un répartiteur' });
  await form.getByLabel(/^Courriel/).fill(email);
  await form.getByRole('combobox', { name: 'Provinces' }).click();
  await page.getByRole('option', { name: 'Québec (QC)' }).click();
  await page.getByRole('option', { name: 'Colombie-Britannique (BC)' }).click();
  await page.keyboard.press('Escape');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shot(page, 'dispatchers-invite-390-fr');
  await form.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(page.getByText(`Invitation envoyée à ${email}`)).toBeVisible();
  const card = page.getByTestId('data-cards').getByRole('listitem').filter({ hasText: email });
  await expect(card).toContainText('BC, QC');
  await expect(card).toContainText('Invitation envoyée');
  await shot(page, 'dispatchers-invited-390-fr');
});

test('a sub-dealer his dealer deactivated is told so at sign-in, and gets back in once activated', async ({ page }) => {
  await signIn(page, 'subdealer.inactive@routier.test');
  await expect(page.getByText('This account is deactivated. Ask the person who invited you to activate it.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signInToMyOrders(page, 'dealer@routier.test');
  await openInApp(page, '/my-account/sub-accounts');
  await page.getByRole('button', { name: 'Activate Lucas Martin' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(page.getByText('Lucas Martin is active')).toBeVisible();
  await signOut(page);

  await signInToMyOrders(page, 'subdealer.inactive@routier.test');
});
