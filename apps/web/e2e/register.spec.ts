import { expect, test, type Page } from '@playwright/test';
import { latestMail, signIn, signOut, uniqueEmail } from './support';

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

test('register → confirm email → wait for approval → admin approves → sign in', async ({ page, request }) => {
  const email = uniqueEmail('private');
  await page.goto('/register');
  await chooseAccountType(page, 'Private user');
  await fillPerson(page, email);
  await page.getByLabel(/^Postal code/).fill('H2X 1Y4');
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
  // confirmed: the account is signed in but waits for an admin
  await expect(page.getByTestId('not-approved')).toBeVisible();
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
  await expect(page).toHaveURL(/\/my-orders/);
  await expect(page.getByTestId('not-approved')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: /my orders/i })).toBeVisible();
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
