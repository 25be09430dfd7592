import { expect, test } from './fixtures';
import { signIn, signOut } from './support';

// This journey starts in a browser that has never seen the changelog.
test.use({ storageState: { cookies: [], origins: [] } });

test('an admin publishes an entry in both languages; readers see it once, in their language', async ({ page }) => {
  await signIn(page, 'admin@routier.test');
  await expect(page).toHaveURL(/\/admin/);
  // the demo's newest entry opens by itself once
  await expect(page.getByRole('dialog', { name: "What's new" })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();

  await page
    .getByRole('link', { name: /What's new/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/changelog/);
  await expect(page).toHaveTitle(/^What's new/);
  await page.getByRole('button', { name: 'New entry' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel(/^Title \(French\)/)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(/^Title \(English\)/).fill('Carrier tools');
  await page.getByLabel(/^Title \(French\)/).fill('Outils pour transporteurs');
  await page.getByLabel(/^Item title \(English\)/).fill('Load board');
  await page.getByLabel(/^Item title \(French\)/).fill('Tableau des offres');
  await page.getByLabel(/^Description \(English\)/).fill('Find offers near you.');
  await page.getByLabel(/^Description \(French\)/).fill('Trouvez des offres près de chez vous.');
  await page.getByRole('button', { name: 'Save' }).click();
  const entry = page.getByTestId('changelog-entry').filter({ hasText: 'Carrier tools' });
  await expect(entry).toContainText('Draft');
  await entry.getByRole('button', { name: 'Publish' }).click();
  await expect(entry).toContainText('Published');
  await signOut(page);

  await signIn(page, 'dealer@routier.test');
  const dialog = page.getByRole('dialog', { name: "What's new" });
  await expect(dialog).toContainText('Carrier tools');
  await expect(dialog).toContainText('Find offers near you.');
  // shown once: another page load does not open it again, closed or not
  await page.reload();
  await expect(page.getByTestId('changelog-button')).toBeVisible();
  await expect(dialog).toBeHidden();
  // the floating button leaves the footer's language switch uncovered
  await page.getByText('Français').scrollIntoViewIfNeeded();
  const button = (await page.getByTestId('changelog-button').boundingBox())!;
  const language = (await page.getByText('Français').boundingBox())!;
  expect(language.y + language.height <= button.y || language.x + language.width <= button.x).toBe(true);
  await page.getByTestId('changelog-button').click();
  await expect(dialog).toContainText('Carrier tools');
  await page.getByRole('button', { name: 'Close' }).click();

  await page.getByText('Français').click();
  await page.getByTestId('changelog-button').click();
  await expect(page.getByRole('dialog', { name: 'Quoi de neuf' })).toContainText('Outils pour transporteurs');
});
