import { expect, test, type Page } from './fixtures';
import { seriousA11yViolations } from './support';

const pickPlace = async (page: Page, typed: string, option: RegExp) => {
  const input = page.getByRole('textbox', { name: /^Adresse/ });
  await input.fill(typed);
  await page.getByRole('option', { name: option }).click();
};

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('business details', () => {
  test.use({ bypassCSP: true });

  test('a dealer fills his business details in French on a phone; the tax id follows the province', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await page.getByText('Français').click();
    await page.getByLabel(/^Courriel/).fill('dealer@routier.test');
    await page.getByLabel(/^Mot de passe/).fill('routier-demo');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page).toHaveURL(/\/my-orders/);

    // the account menu leads there
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Renseignements de l’entreprise' }).click();
    await expect(page).toHaveURL(/\/my-account\/business-details$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Renseignements de l’entreprise' })).toBeVisible();
    await expect(page).toHaveTitle(/Renseignements de l’entreprise/);
    const taxId = page.getByRole('textbox', { name: /^Numéro de taxe/ });
    await expect(taxId).toHaveAccessibleName(/Numéro de taxe \(TVH\)/);
    await expect(page.getByTestId('franchise-location')).toHaveCount(2);

    // typing a new address clears the chosen place: the tax id waits for a province
    await page.getByRole('textbox', { name: /^Adresse/ }).fill('1000 rue Sherbrooke');
    await expect(taxId).toBeDisabled();
    await pickPlace(page, '1000 rue Sherbrooke H3A', /Montréal, QC H3A/);
    await expect(taxId).toBeEnabled();
    await expect(taxId).toHaveAccessibleName(/Numéro de taxe \(TPS\+TVQ\)/);
    await page.getByRole('textbox', { name: /^Téléphone/ }).fill('514 555 0199');
    await taxId.fill('1234567890TQ0001');
    await page.getByRole('textbox', { name: /^Code postal/ }).fill('h3a 0g4');
    await page.getByRole('textbox', { name: /^Courriel de l’entreprise/ }).fill('pas-un-courriel');
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(page.getByText('Saisissez une adresse courriel valide')).toBeVisible();
    await page.getByRole('textbox', { name: /^Courriel de l’entreprise/ }).fill('ventes@maplemotors.test');
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(page.getByText('Renseignements de l’entreprise mis à jour')).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // kept after a reload
    await page.reload();
    await expect(page.getByRole('textbox', { name: /^Téléphone/ })).toHaveValue('514-555-0199');
    await expect(page.getByRole('textbox', { name: /^Adresse/ })).toHaveValue(/Montréal, QC/);
    await expect(taxId).toHaveValue('1234567890TQ0001');
    await expect(taxId).toHaveAccessibleName(/Numéro de taxe \(TPS\+TVQ\)/);
    await expect(page.getByRole('textbox', { name: /^Code postal/ })).toHaveValue('H3A 0G4');

    // back to Toronto (the other journeys use the demo dealer): the label follows again
    await pickPlace(page, '1200 Bay St M5R', /Toronto, ON M5R/);
    await expect(taxId).toHaveAccessibleName(/Numéro de taxe \(TVH\)/);
    await taxId.fill('834512976RT0001');
    await page.getByRole('textbox', { name: /^Code postal/ }).fill('M5R 2A5');
    await page.getByRole('textbox', { name: /^Téléphone/ }).fill('416-555-0142');
    await page.getByRole('textbox', { name: /^Courriel de l’entreprise/ }).fill('sales@maplemotors.test');
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(page.getByText('Renseignements de l’entreprise mis à jour').first()).toBeVisible();
  });

  test('a franchise dealer adds and removes a location', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel(/^Email/).fill('dealer@routier.test');
    await page.getByLabel(/^Password/).fill('routier-demo');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/my-orders/);
    await page.goto('/my-account/business-details');
    await expect(page.getByTestId('franchise-location')).toHaveCount(2);
    await page.getByRole('button', { name: 'Add a location' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Location name/ }).fill('Maple Motors Ottawa');
    await dialog.getByRole('textbox', { name: /^Address/ }).fill('111 Albert St K1P');
    await page.getByRole('option', { name: /Ottawa, ON K1P/ }).click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('franchise-location')).toHaveCount(3);
    await expect(page.getByText('Maple Motors Ottawa')).toBeVisible();
    await page.getByRole('button', { name: 'Remove Maple Motors Ottawa' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByTestId('franchise-location')).toHaveCount(2);
  });
});
