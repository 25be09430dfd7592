import { expect, test } from './fixtures';
import { signIn, signOut, openInApp } from './support';

const ROLES = [
  { email: 'admin@routier.test', home: '/admin', menu: ['Accounts', 'Bids'], heading: /console|admin/i },
  { email: 'accountant@routier.test', home: '/admin', menu: ['Console'], heading: /console/i },
  { email: 'dealer@routier.test', home: '/my-orders', menu: ['My orders'], heading: /my orders/i },
  { email: 'subdealer@routier.test', home: '/my-orders', menu: ['My orders'], heading: /my orders/i },
  { email: 'private@routier.test', home: '/my-orders', menu: ['My orders'], heading: /my orders/i },
  { email: 'carrier@routier.test', home: '/active-jobs', menu: ['Offers', 'Active orders'], heading: /active orders/i },
  { email: 'dispatcher@routier.test', home: '/active-jobs', menu: ['Offers', 'Active orders'], heading: /active orders/i },
  { email: 'driver@routier.test', home: '/loads', menu: ['My loads'], heading: /loads/i },
];

for (const role of ROLES) {
  test(`${role.email} lands on ${role.home} with its menu`, async ({ page }) => {
    await signIn(page, role.email);
    await expect(page).toHaveURL(new RegExp(`${role.home}(\\?.*)?$`));
    await expect(page.getByRole('heading', { level: 1, name: role.heading })).toBeVisible();
    const nav = page.getByTestId('main-nav');
    for (const entry of role.menu) await expect(nav.getByRole('link', { name: entry })).toBeVisible();
    await signOut(page);
  });
}

test('a customer cannot open the carrier home', async ({ page }) => {
  await signIn(page, 'dealer@routier.test');
  await expect(page).toHaveURL(/\/my-orders/);
  await openInApp(page, '/active-jobs');
  await expect(page).toHaveURL(/\/my-orders/);
});

test('the dealer sees real orders, filters and sorting kept in the URL', async ({ page }) => {
  await signIn(page, 'dealer@routier.test');
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Drafts' }).click();
  await expect(page).toHaveURL(/filter=4/);
  await expect(table.getByText('Draft').first()).toBeVisible();
  await page.getByRole('button', { name: 'Completed', exact: true }).click();
  await expect(page).toHaveURL(/filter=3/);
  await page.reload();
  await expect(page).toHaveURL(/filter=3/);
});

test('the carrier sees its active jobs', async ({ page }) => {
  await signIn(page, 'carrier@routier.test');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(2);
});
