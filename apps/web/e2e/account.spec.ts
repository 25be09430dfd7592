import { expect, test } from './fixtures';
import { signIn, openInApp } from './support';

test('settings: edit the profile and see it in the header; bad input is refused', async ({ page }) => {
  await signIn(page, 'accountant@routier.test');
  await expect(page).toHaveURL(/\/admin/);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/my-account\/settings/);

  await page.getByLabel(/^Phone/).fill('12');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Enter the phone number as ###-###-####')).toBeVisible();

  await page.getByLabel(/^First name/).fill('Béatrice');
  await page.getByLabel(/^Phone/).fill('6135550142');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Updated successfully').first()).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText('Béatrice');
  await page.reload();
  await expect(page.getByLabel(/^First name/)).toHaveValue('Béatrice');
  await expect(page.getByLabel(/^Phone/)).toHaveValue('613-555-0142');
});

test('a new dispatcher completes the personal-info form before anything else', async ({ page }) => {
  await signIn(page, 'new.dispatcher@routier.test');
  await expect(page).toHaveURL(/\/user\/update/);
  await openInApp(page, '/active-jobs');
  await expect(page).toHaveURL(/\/user\/update/);

  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();

  await page.getByLabel(/^First name/).fill('Chloé');
  await page.getByLabel(/^Last name/).fill('Roy');
  await page.getByLabel(/^Phone/).fill('4165550177');
  await page.getByLabel(/^Address/).fill('200 Bay St, Toronto');
  await page
    .getByRole('option', { name: /Toronto, ON/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/active-jobs/);
  await expect(page.getByTestId('user-menu')).toContainText('Chloé');
});
