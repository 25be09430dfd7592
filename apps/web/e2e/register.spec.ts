import { expect, test, type Page } from './fixtures';
import { latestMail, seriousA11yViolations, signIn, signOut, uniqueEmail } from './support';

// axe is injected as a script; the app's Content-Security-Policy would block it.
test.use({ bypassCSP: true });

const PASSWORD = 'a-strong-password';

const fillPerson = async (page: Page, email: string) => {
  await page.getByLabel(/^First name/).fill('Camille');
  await page.getByLabel(/^Last name/).fill('Tremblay');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone/).fill('5145550199');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PASSWORD);
};

const chooseAccountType = async (page: Page, label: string) => {
  await page.getByRole('combobox', { name: /^Account type/ }).click();
  await page.getByRole('option', { name: label }).click();
};

test('register a carrier → confirm email → wait for approval → admin approves → sign in', async ({ page, request }) => {
  const email = uniqueEmail('carrier');
  await page.goto('/register?role=5');
  await fillPerson(page, email);
  await page.getByLabel('Flatbed').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('You must accept the terms and conditions').first()).toBeVisible();
  await page.getByLabel(/terms of service/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/register\/success/);

  const mail = await latestMail(request, email);
  expect(mail.link).toContain('/api/auth/email/verify/');
  await page.goto(mail.link!);
  await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  // confirmed: the account is signed in, but its active orders wait for an admin (spec: "needs approval")
  await expect(page).toHaveURL(/\/active-jobs/);
  await expect(page.getByTestId('not-approved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is waiting for approval' })).toBeVisible();
  await expect(page).toHaveTitle('Your account is waiting for approval · Routier');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await signOut(page);

  await signIn(page, 'admin@routier.test');
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByTestId('main-nav').getByRole('link', { name: 'Accounts' }).click();
  await expect(page).toHaveURL(/\/admin\/accounts/);
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: /approve/i }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await signOut(page);

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/active-jobs/);
  await expect(page.getByTestId('not-approved')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: /active orders/i })).toBeVisible();
});

test('a new private user orders without waiting for approval (my orders is not gated)', async ({ page, request }) => {
  const email = uniqueEmail('private');
  await page.goto('/register');
  await chooseAccountType(page, 'Private user');
  await fillPerson(page, email);
  await page.getByLabel(/^Postal code/).fill('H2X 1Y4');
  await page.getByLabel(/terms of service/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/register\/success/);
  const mail = await latestMail(request, email);
  await page.goto(mail.link!);
  await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/my-orders/);
  await expect(page.getByRole('heading', { level: 1, name: /my orders/i })).toBeVisible();
  await expect(page.getByTestId('not-approved')).toHaveCount(0);
});

test('the register page links its terms and privacy policy, in both languages', async ({ page }) => {
  await page.goto('/register');
  const consent = page.locator('label').filter({ hasText: /terms of service/ });
  await expect(consent.getByRole('link', { name: 'terms of service' })).toHaveAttribute('href', '/terms');
  await expect(consent.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
  const legal = page.getByRole('navigation', { name: 'Legal' });
  await legal.getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await page.getByText('Français').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Mentions légales' })
    .getByRole('link', { name: 'Conditions d’utilisation' })
    .click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Conditions d’utilisation' })).toBeVisible();
  await expect(page).toHaveTitle('Conditions d’utilisation · Routier');
});

test('a transport company must pick a delivery type', async ({ page }) => {
  const email = uniqueEmail('carrier');
  await page.goto('/register?role=5');
  await fillPerson(page, email);
  await page.getByLabel(/terms of service/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/at least one/i).first()).toBeVisible();
  await page.getByLabel('Flatbed').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/register\/success/);
});
