import { expect, test } from './fixtures';
import { seriousA11yViolations, signIn, uniqueEmail } from './support';

// axe is injected as a script
test.use({ bypassCSP: true });

test('a sub-dealer signs up to the newsletter and finds his $100 coupon under Coupons', async ({ page }) => {
  await signIn(page, 'subdealer@routier.test');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Coupons' }).click();
  await expect(page).toHaveURL(/\/my-account\/coupons/);
  await expect(page).toHaveTitle(/^Coupons/);
  await expect(page.getByRole('tab', { name: 'Available (0)' })).toBeVisible();

  await page.getByRole('link', { name: 'Get $100 off with our newsletter' }).click();
  await expect(page).toHaveURL(/\/newsletter/);
  await expect(page.getByLabel(/^E-mail/)).toHaveValue('subdealer@routier.test');
  await expect(page.getByLabel(/^E-mail/)).toHaveAttribute('readonly', '');
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/my-account\/coupons/);
  await expect(page.getByRole('tab', { name: 'Available (1)' })).toBeVisible();
  await expect(page.getByTestId('coupon-card')).toContainText('$100.00 off');
  await expect(page.getByTestId('coupon-card')).toContainText('No expiration');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // once only
  await page.goto('/newsletter');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('This e-mail is already signed up to the newsletter.')).toBeVisible();
});

test('a visitor signs up in French and is taken to the sign-in page', async ({ page }) => {
  await page.goto('/newsletter');
  await page.getByText('Français').click();
  await expect(page).toHaveTitle(/^Infolettre/);
  await page.getByLabel(/^Courriel/).fill('pas-un-courriel');
  await page.getByRole('button', { name: 'S’inscrire' }).click();
  await expect(page.getByLabel(/^Courriel/)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(/^Courriel/).fill(uniqueEmail('lecteur'));
  await page.getByRole('button', { name: 'S’inscrire' }).click();
  await expect(page.getByTestId('newsletter-done')).toContainText('Vous êtes inscrit à l’infolettre.');
  await expect(page).toHaveURL(/\/login/, { timeout: 5000 });
});

test('a carrier who opens the newsletter page goes to his own home', async ({ page }) => {
  await signIn(page, 'carrier@routier.test');
  await expect(page).toHaveURL(/\/active-jobs/);
  await page.goto('/newsletter');
  await expect(page).toHaveURL(/\/active-jobs/);
});
