import { expect, test } from './fixtures';
import { latestMail, seriousA11yViolations, signIn, uniqueEmail, openInApp } from './support';

// axe is injected as a script
test.use({ bypassCSP: true });

test('a sub-dealer signs up to the newsletter and finds his business’s $100 coupon under Coupons', async ({ page }) => {
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
  // his own verified account e-mail: confirmed at once
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/my-account\/coupons/);
  await expect(page.getByRole('tab', { name: 'Available (1)' })).toBeVisible();
  await expect(page.getByTestId('coupon-card')).toContainText('$100.00 off');
  await expect(page.getByTestId('coupon-card')).toContainText('No expiration');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // once only
  await openInApp(page, '/newsletter');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('This e-mail is already signed up to the newsletter.')).toBeVisible();
});

test('a visitor signs up in French, confirms by the link sent to the address, and the link works once', async ({ page }) => {
  const email = uniqueEmail('lecteur');
  await page.goto('/newsletter');
  await page.getByText('Français').click();
  await expect(page).toHaveTitle(/^Infolettre/);
  await page.getByLabel(/^Courriel/).fill('pas-un-courriel');
  await page.getByRole('button', { name: 'S’inscrire' }).click();
  await expect(page.getByLabel(/^Courriel/)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(/^Courriel/).fill(email);
  await page.getByRole('button', { name: 'S’inscrire' }).click();
  await expect(page.getByTestId('newsletter-done')).toContainText(`Nous avons envoyé un lien de confirmation à ${email}`);
  await expect(page).toHaveURL(/\/login/, { timeout: 5000 });

  // not signed up until the link is opened
  const check = async () =>
    (
      (await (await page.request.get(`/api/newsletter/check?email=${encodeURIComponent(email)}`)).json()) as {
        has_newsletter_flag: boolean;
      }
    ).has_newsletter_flag;
  expect(await check()).toBe(false);

  const mail = await latestMail(page.request, email, /infolettre/);
  expect(mail.subject).toBe('Confirmez votre inscription à l’infolettre Routier');
  expect(mail.link).toMatch(/^\/newsletter\/confirm\?token=/);
  await page.goto(mail.link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmez votre inscription' })).toBeVisible();
  expect(await check()).toBe(false);
  await page.getByRole('button', { name: 'Confirmer mon inscription' }).click();
  await expect(page.getByTestId('newsletter-confirmed')).toContainText('Votre inscription à l’infolettre est confirmée.');
  expect(await check()).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // the link works once
  await page.goto(mail.link!);
  await page.getByRole('button', { name: 'Confirmer mon inscription' }).click();
  await expect(page.getByTestId('newsletter-confirm-error')).toContainText('Ce lien de confirmation a déjà servi ou a expiré.');
});

test('a carrier who opens the newsletter page goes to his own home', async ({ page }) => {
  await signIn(page, 'carrier@routier.test');
  await expect(page).toHaveURL(/\/active-jobs/);
  await openInApp(page, '/newsletter');
  await expect(page).toHaveURL(/\/active-jobs/);
});
