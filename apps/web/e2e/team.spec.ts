import { expect, test, type Page } from './fixtures';
import { latestMail, seriousA11yViolations, signIn, uniqueEmail, openInApp } from './support';

// axe is injected as a script, which the app's CSP would refuse
test.use({ bypassCSP: true });

const confirmIn = async (page: Page, action: string) => {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
};

test('the carrier invites a driver, who sets a password and signs in to his loads', async ({ page, request }) => {
  const email = uniqueEmail('invited.driver');
  await signIn(page, 'carrier@routier.test');
  await page.getByRole('link', { name: 'Team' }).first().click();
  await expect(page).toHaveURL(/\/team\/drivers$/);
  await expect(page).toHaveTitle(/Drivers · Team/);
  await expect(page.getByRole('table', { name: 'Drivers' })).toContainText('Jean-Luc Bouchard');
  // the demo's deleted driver is greyed and opens nothing
  await expect(page.locator('tr[data-muted]')).toContainText('Kevin Morrison');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Invite driver' }).click();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Send invitation', exact: true }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })).toContainText('Invite sent');
  // an invitee's row says so, and sends him a new link (the earlier one stops working)
  const invitee = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
  await expect(invitee).toContainText('Invitation pending');
  await invitee.getByRole('button', { name: `Resend invitation ${email}` }).click();
  await confirmIn(page, 'Resend invitation');
  await expect(page.getByText(`Invitation sent again to ${email}`)).toBeVisible();
  // the second email is queued: wait for it, its link is the one that works
  await expect
    .poll(async () => {
      const { data } = (await (await request.get('/api/dev/mailbox')).json()) as { data: { to: string; subject: string }[] };
      return data.filter((m) => m.to === email && /invitation/i.test(m.subject)).length;
    })
    .toBe(2);

  // the link opened in the carrier's own browser: it says who is signed in and offers to sign out first
  const mail = await latestMail(request, email, /invitation/i);
  expect(mail.link).toMatch(/^\/password\/set\//);
  await page.goto(mail.link!);
  await expect(page.getByText(/This browser is signed in as .*carrier@routier\.test/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Sign out and continue' }).click();
  await expect(page).toHaveURL(new RegExp(mail.link!));
  await page.getByLabel(/^Password/).fill('driver-password');
  await page.getByLabel(/^Confirm password/).fill('driver-password');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set')).toBeVisible();
  await signIn(page, email, 'driver-password');
  await expect(page).toHaveURL(/\/loads$/);
});

test('the carrier adds a flatbed, deactivates and restores it, and edits a driver’s phone', async ({ page }) => {
  await signIn(page, 'carrier@routier.test');
  await expect(page).toHaveURL(/\/active-jobs$/);
  await openInApp(page, '/team/vehicles');
  await expect(page.getByRole('table', { name: 'Vehicles' })).toContainText('HAL 7310');

  await page.getByRole('button', { name: 'Add vehicle' }).click();
  const form = page.getByRole('form', { name: 'Add a vehicle' });
  await form.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Flatbed truck' }).click();
  const capacity = form.getByLabel(/^Capacity/);
  await expect(capacity).toBeDisabled();
  await expect(capacity).toHaveValue('1');
  expect(await seriousA11yViolations(page)).toEqual([]);
  const plate = `E2E ${Date.now() % 10000}`;
  await form.getByLabel(/^License plate/).fill(plate);
  await form.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(page.getByText(`Vehicle ${plate} added`)).toBeVisible();

  const row = page.getByRole('row', { name: new RegExp(plate) });
  await expect(row).toContainText('Flatbed truck');
  await row.getByRole('button', { name: `Deactivate ${plate}` }).click();
  await confirmIn(page, 'Deactivate');
  await expect(row).toContainText('Inactive');
  await row.getByRole('button', { name: `Delete ${plate}` }).click();
  await confirmIn(page, 'Delete');
  await expect(row).toContainText('Removed');
  await row.getByRole('button', { name: `Restore ${plate}` }).click();
  await confirmIn(page, 'Restore');
  await expect(row.getByRole('button', { name: `Activate ${plate}` })).toBeVisible();
  await row.getByRole('button', { name: `Activate ${plate}` }).click();
  await confirmIn(page, 'Activate');
  await expect(row).toContainText('Active');

  await page.getByRole('tab', { name: 'Drivers' }).click();
  await page.getByRole('row', { name: /Ryan O'Neil/ }).click();
  await expect(page).toHaveURL(/\/team\/drivers\/\d+$/);
  await expect(page.getByRole('heading', { name: "Ryan O'Neil" })).toBeVisible();
  // the page itself, without the earlier actions' notices
  await page.reload();
  await expect(page.getByRole('heading', { name: "Ryan O'Neil" })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel(/^Phone/).fill('(416) 555-0177');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Driver details updated')).toBeVisible();
  await expect(page.getByText('416-555-0177')).toBeVisible();
});
