import { expect, test, type Page } from './fixtures';
import { signIn } from './support';

test('/ goes to /login, and the footer switch turns the page French', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByText('Français').click();
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await expect(page.getByLabel(/^Mot de passe/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await page.getByText('English').click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('a signed-in user switches to French and the choice is saved on the account', async ({ page }) => {
  await signIn(page, 'private@routier.test');
  await expect(page).toHaveURL(/\/my-orders/);
  await page.getByText('Français').click();
  await expect(page.getByRole('heading', { level: 1, name: /mes commandes/i })).toBeVisible();
  await expect(page.getByTestId('main-nav').getByRole('link', { name: 'Mes commandes' })).toBeVisible();
  // the page turns French at once; the account is saved right after
  const savedLocale = () =>
    page.evaluate(async () => {
      const token = localStorage.getItem('routier.token');
      const res = await fetch('/api/users/me', { headers: { Authorization: `Bearer ${token}` } });
      return ((await res.json()) as { locale: string }).locale;
    });
  await expect.poll(savedLocale).toBe('fr');
  await page.getByText('English').click();
  await expect(page.getByRole('heading', { level: 1, name: /my orders/i })).toBeVisible();
  // saved before the journey ends: the next ones signing in as this user read English
  await expect.poll(savedLocale).toBe('en');
});

test('an unknown path goes home, and /not-found continues to the home', async ({ page }) => {
  await signIn(page, 'dealer@routier.test');
  await expect(page).toHaveURL(/\/my-orders/);
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/my-orders/);
  await page.goto('/not-found');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the language chosen before signing in becomes the account language', async ({ page }) => {
  await page.goto('/login');
  await page.getByText('Français').click();
  await page.getByLabel(/^Courriel/).fill('driver3@routier.test');
  await page.getByLabel(/^Mot de passe/).fill('routier-demo');
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page).toHaveURL(/\/loads/);
  await expect(page.getByTestId('main-nav').getByRole('link', { name: 'Mes chargements' })).toBeVisible();
});

/** The header holds its links on one line, nothing pushed past the screen's edge. */
const headerFits = async (page: Page) => {
  const header = await page.getByRole('banner').evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    overflow: el.scrollWidth - el.clientWidth,
  }));
  const nav = await page.getByTestId('main-nav').boundingBox();
  expect(header.overflow).toBeLessThanOrEqual(0);
  expect(nav!.height).toBeLessThanOrEqual(header.height);
};

for (const [email, link] of [
  ['carrier@routier.test', 'Avis'],
  ['dealer@routier.test', 'Mes commandes'],
] as const) {
  test(`in French at 1280 px, the header of ${email} fits on one line`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, email);
    await expect(page.getByTestId('main-nav')).toBeVisible();
    await page.getByText('Français').click();
    await expect(page.getByTestId('main-nav').getByRole('link', { name: link })).toBeVisible();
    await headerFits(page);
    // the account's language back to English for the journeys after this one
    await page.getByText('English').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
}
