import { expect, test, type Page } from './fixtures';
import { noSidewaysScroll } from './driver-support';
import { accountId, signIn } from './support';

type Words = {
  viewAs: string;
  confirmTitle: string;
  banner: (name: string) => string;
  myOrders: string;
  settings: string;
  save: string;
  readOnly: string;
  stop: string;
  viewedAs: string;
};

const EN: Words = {
  viewAs: 'View as',
  confirmTitle: 'View the product as this user',
  banner: (name) => `Viewing as ${name} — read only`,
  myOrders: 'My orders',
  settings: 'Settings',
  save: 'Save changes',
  readOnly: 'You are viewing as this user, read only: nothing can be changed.',
  stop: 'Stop',
  viewedAs: 'Viewed as the user',
};

const FR: Words = {
  viewAs: 'Voir en tant que',
  confirmTitle: 'Voir le produit en tant que cet utilisateur',
  banner: (name) => `Vue en tant que ${name} — lecture seule`,
  myOrders: 'Mes commandes',
  settings: 'Paramètres',
  save: 'Enregistrer les modifications',
  readOnly: 'Vous consultez le compte de cet utilisateur en lecture seule : rien ne peut être modifié.',
  stop: 'Arrêter',
  viewedAs: 'Consulté en tant que l’utilisateur',
};

/**
 * The operator opens a dealer's account, views the product as him (his My orders, under the banner), a change is
 * refused with the translated reason, and Stop brings him back to his own console, where the audit log shows it.
 */
const viewAsTheDealer = async (page: Page, words: Words, phone = false) => {
  const id = await accountId(page, 'dealer@routier.test');
  await page.goto(`/admin/accounts/${id}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(page.getByRole('button', { name: words.viewAs, exact: true })).toBeVisible();
  const name = (await heading.textContent())!.trim();

  await page.getByRole('button', { name: words.viewAs, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: words.confirmTitle });
  await confirm.getByRole('button', { name: words.viewAs, exact: true }).click();

  await expect(page).toHaveURL(/\/my-orders/);
  const banner = page.getByTestId('view-as-banner');
  await expect(banner).toContainText(words.banner(name));
  await expect(page.getByRole('heading', { level: 1, name: words.myOrders })).toBeVisible();
  if (phone) expect(await noSidewaysScroll(page)).toBe(true);

  // a change is refused, with the reason in the operator's language; the banner is on this page too
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: words.settings }).click();
  await expect(page).toHaveURL(/\/my-account\/settings/);
  await expect(banner).toContainText(words.banner(name));
  await page.getByLabel(/^(Phone|Téléphone)/).fill('6135550142');
  await page.getByRole('button', { name: words.save }).first().click();
  await expect(page.getByText(words.readOnly).first()).toBeVisible();
  // the toast opens below the header and the banner: the account menu and Stop take a click while it shows
  await page.getByTestId('user-menu').click({ trial: true, timeout: 1_000 });
  await banner.getByRole('button', { name: words.stop }).click({ trial: true, timeout: 1_000 });

  // Stop: back to the operator's console, as himself, and the audit log says what happened
  await banner.getByRole('button', { name: words.stop }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/accounts/${id}$`));
  await expect(page.getByTestId('view-as-banner')).toHaveCount(0);
  await expect(heading).toHaveText(name);
  await expect(page.getByText(words.viewedAs).first()).toBeVisible();
  if (phone) expect(await noSidewaysScroll(page)).toBe(true);
};

test('the operator views a dealer’s orders as him, read only, and stops', async ({ page }) => {
  await signIn(page, 'admin@routier.test');
  await expect(page).toHaveURL(/\/admin$/);
  await viewAsTheDealer(page, EN);
});

test.describe('on a phone, in French', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the operator views a dealer’s orders as him, read only, and stops', async ({ page }) => {
    await signIn(page, 'admin@routier.test');
    await expect(page).toHaveURL(/\/admin$/);
    await page.evaluate(() => localStorage.setItem('routier.lang', 'fr'));
    await viewAsTheDealer(page, FR, true);
  });
});
