import { expect, test } from './fixtures';
import { latestMail, signIn, signOut } from './support';

test('forgot password → email → reset → sign in with the new password → change it in the settings', async ({ page, request }) => {
  const email = 'driver2@routier.test';
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/password\/forgot/);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const mail = await latestMail(request, email, /^Reset your password$/);
  expect(mail.link).toMatch(/\/password\/reset\/.+\?email=/);
  await page.goto(mail.link!);
  await page.getByLabel(/^Password/).fill('short');
  await page.getByLabel(/^Confirm password/).fill('different');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(/at least 8/i).first()).toBeVisible();
  await page.getByLabel(/^Password/).fill('brand-new-password');
  await page.getByLabel(/^Confirm password/).fill('brand-new-password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, email, 'routier-demo');
  await expect(page.getByText(/credentials do not match/i).first()).toBeVisible();
  await signIn(page, email, 'brand-new-password');
  await expect(page).toHaveURL(/\/loads/);

  // the settings change the password only with the current one
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/my-account\/settings/);
  await page.getByLabel(/^Current password/).fill('not-my-password');
  await page.getByLabel(/^New password/).fill('third-password');
  await page.getByLabel(/^Confirm new password/).fill('third-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is incorrect')).toBeVisible();
  await page.getByLabel(/^Current password/).fill('brand-new-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await signOut(page);
  await signIn(page, email, 'third-password');
  await expect(page).toHaveURL(/\/loads/);
});

test('an unknown email gets the same answer (no account enumeration)', async ({ page }) => {
  await page.goto('/password/forgot');
  await page.getByLabel(/^Email/).fill('nobody@example.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
});
