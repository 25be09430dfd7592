import { expect, test, type Page } from './fixtures';
import { fillContacts, latestMail, seriousA11yViolations, signIn, signOut, openInApp } from './support';

// axe is injected as a script
test.use({ bypassCSP: true });

const carBy = (page: Page, index: number) => page.getByTestId(`car-${index}`);

/**
 * The operator prepares an order for the demo dealer: he picks the dealer, fills in the customer's own wizard
 * steps and sends it; the dealer is told, opens it in French on a phone, finds its steps read-only and pays by card.
 */
test('the operator prepares an order for the dealer, who reads it and pays it by card in French on a phone', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin@routier.test');
  await expect(page).toHaveURL(/\/admin/);
  await openInApp(page, '/admin/orders');
  await page.getByRole('link', { name: 'New order for a customer' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/new$/);
  await expect(page).toHaveTitle(/New order for a customer/);

  // the customer: searched among active accounts
  await page.getByRole('combobox', { name: 'Customer' }).fill('dealer@routier.test');
  await page.getByRole('option', { name: /\(dealer@routier\.test\)$/ }).click();
  await page.getByRole('button', { name: 'Start the order' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/new\/\d+$/);
  const orderId = Number(page.url().split('/').pop());

  // the customer's own steps, the operator's to fill in
  await page.getByLabel('Address', { exact: false }).and(page.locator('input:not([readonly])')).nth(0).fill('100 King St W M5V');
  await page.getByRole('option', { name: /100 King St W, Toronto, ON M5V/ }).click();
  await page.getByLabel('Address', { exact: false }).and(page.locator('input:not([readonly])')).nth(1).fill('Kingston K7L');
  await page.getByRole('option', { name: /Kingston, ON K7L/ }).click();
  for (const nth of [0, 1]) {
    await page.getByLabel('Address type', { exact: false }).and(page.locator('input')).nth(nth).click();
    await page.getByRole('option', { name: 'Dealership', exact: true }).click();
  }
  await page.getByRole('button', { name: 'Next' }).click();
  const strip = page.getByTestId('route-strip');
  await expect(strip).toContainText('Toronto → Kingston');
  const orderNumber = (await strip.locator('p').first().textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^RT-\d+$/);

  await carBy(page, 0).getByLabel('VIN', { exact: false }).and(page.locator('input')).fill('2HGFC2F58MH210137');
  await expect(carBy(page, 0).getByLabel('Make', { exact: false }).and(page.locator('input'))).toHaveValue('Honda');
  await page.getByRole('button', { name: 'Next' }).click();

  const haulAway = page.getByRole('region', { name: 'Haul away' });
  await expect(haulAway.getByText(/\$\d/)).toBeVisible();
  await haulAway.getByRole('button', { name: 'Accept price' }).click();
  await expect(page.getByRole('heading', { name: 'Notes and contacts' })).toBeVisible();
  await fillContacts(page);

  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
  await expect(page.getByText('Léa Roy')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Send to the customer' }).click();
  await expect(page.getByText(`Order ${orderNumber} was sent to the customer`)).toBeVisible();

  // the dealer is e-mailed a link to it
  const mail = await latestMail(
    request,
    'dealer@routier.test',
    new RegExp(`^Routier prepared an order for you: ${orderNumber}$`),
  );
  expect(mail.link).toBe(`/my-orders/${orderId}`);
  await signOut(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'dealer@routier.test');
  await expect(page).toHaveURL(/\/my-orders/);
  await page.evaluate(() => localStorage.setItem('routier.lang', 'fr'));
  await page.goto(mail.link!);
  await expect(page).toHaveURL(new RegExp(`/my-orders/create/${orderId}$`));
  // he opens it at the payment; the steps before it only show what the operator chose
  await expect(page.getByRole('heading', { name: 'Confirmer et payer' })).toBeVisible();
  await page.getByRole('button', { name: 'Retour', exact: true }).click();
  await page.getByRole('button', { name: 'Retour', exact: true }).click();
  await expect(page.getByText('Cette commande a été préparée pour vous ; son prix est fixé.')).toBeVisible();
  await page.getByRole('button', { name: 'Retour', exact: true }).click();
  await expect(page.getByText(/Cette commande a été préparée par notre équipe/)).toBeVisible();
  await expect(page.getByText('2HGFC2F58MH210137')).toBeVisible();
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  // the price is the operator's: accepting it just moves on, as do the contacts
  await page.getByRole('button', { name: 'Accepter le prix' }).first().click();
  await expect(page.getByRole('textbox', { name: /^Nom/ }).first()).toHaveValue('Léa Roy');
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Confirmer et payer' })).toBeVisible();
  await page.getByLabel('Nom du titulaire').fill('Marie Gagnon');
  await page.getByLabel('Numéro de carte').fill('4242424242424242');
  await page.getByLabel('Expiration').fill('12/30');
  await page.getByLabel('Code de sécurité (CVC)').fill('123');
  await page.getByLabel(/J’accepte les/).check();
  await page.getByLabel(/déplacement inutile/).check();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /Passer la commande/ }).click();
  await expect(page.getByRole('heading', { name: 'Votre commande est passée' })).toBeVisible();
});

test('on a phone in French, the operator picks a private user and starts his order at the addresses', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin@routier.test');
  await expect(page).toHaveURL(/\/admin/);
  await page.evaluate(() => localStorage.setItem('routier.lang', 'fr'));
  await page.goto('/admin/orders');
  await page.getByRole('link', { name: 'Nouvelle commande pour un client' }).click();
  await expect(page).toHaveTitle(/Nouvelle commande pour un client/);
  await expect(page.getByRole('button', { name: 'Commencer la commande' })).toBeDisabled();
  await page.getByRole('combobox', { name: 'Client' }).fill('private@routier.test');
  await page.getByRole('option', { name: /\(private@routier\.test\)$/ }).click();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Commencer la commande' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/new\/\d+$/);
  await expect(page.getByText(/^Étape 1 sur 5/)).toBeVisible();
  await expect(page.getByText(/vous remplissez les étapes, le client ne fera que les lire/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // the order's page offers to go on preparing it
  const orderId = Number(page.url().split('/').pop());
  await openInApp(page, `/admin/orders/${orderId}`);
  await page.getByRole('link', { name: 'Poursuivre la préparation' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/new/${orderId}$`));
});
