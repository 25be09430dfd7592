import { expect, test, type Page } from './fixtures';
import { fillCard, fillContacts, latestMail, pageApi, seriousA11yViolations, signInToMyOrders, openInApp, shot } from './support';

// axe is injected as a script
test.use({ bypassCSP: true });

type Row = {
  id: number;
  status: number;
  current_step: number | null;
  is_rejected: boolean;
  from: { city: string | null };
  to: { city: string | null };
};

/** The private user's demo draft on the vehicle step (Ottawa → Toronto, one car). */
const demoDraft = async (page: Page) => {
  await page.goto('/my-orders');
  const drafts = await pageApi<{ data: Row[] }>(page, 'POST', '/orders/all/4', {});
  return drafts.data.find((o) => o.status === 1)!.id;
};

test('a private user accepts a price, pays with a card that needs 3-D Secure, and gets the confirmation', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToMyOrders(page, 'private@routier.test');
  const id = await demoDraft(page);

  await openInApp(page, `/my-orders/create/${id}`);
  // the draft waits on the vehicle step: its car is saved as it is
  await expect(page.getByText('Load available from')).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const haulAway = page.getByRole('region', { name: 'Haul away' });
  await expect(haulAway.getByText(/\$\d/)).toBeVisible();
  await expect(page.getByText('Drive away is offered to businesses only.')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shot(page, 'pricing-1280-en');
  await haulAway.getByRole('button', { name: 'Accept price' }).click();

  await expect(page.getByRole('heading', { name: 'Notes and contacts' })).toBeVisible();
  await fillContacts(page);
  await expect(page.getByRole('heading', { name: 'Confirm and pay' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Price summary' })).toContainText('HST (13 %)');
  // the sandbox gateway says so on every checkout page
  await expect(page.getByText('Test mode — no real charges')).toBeVisible();
  await fillCard(page, 'Daniel Tremblay', '4000002500003155');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shot(page, 'confirm-1280-en');
  await page.getByRole('button', { name: /Place order/ }).click();
  await page
    .getByRole('dialog', { name: 'Confirm your payment' })
    .getByRole('button', { name: 'Complete authentication' })
    .click();
  // the completed step leads to the booked order's page
  await expect(page.getByRole('heading', { name: 'Your order is placed' })).toBeVisible();
  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(new RegExp(`/my-orders/${id}$`));
  await expect(page.getByText('Léa Roy')).toBeVisible();

  const active = await pageApi<{ data: Row[] }>(page, 'POST', '/orders/all/2', {});
  expect(active.data.find((o) => o.id === id)).toMatchObject({ status: 3, current_step: 6 });
  const mail = await latestMail(request, 'private@routier.test', /^Order RT-\d+ confirmed$/);
  expect(mail.subject).toMatch(/^Order RT-\d+ confirmed$/);
});

test('a declined card shows at the card; the dealer pays by invoice with a coupon, in French on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToMyOrders(page, 'dealer@routier.test');
  await page.evaluate(() => localStorage.setItem('routier.lang', 'fr'));
  const drafts = await pageApi<{ data: Row[] }>(page, 'POST', '/orders/all/4', {});
  // the dealer's own priced draft, Toronto → Kingston
  const priced = drafts.data.find((o) => o.current_step === 4 && !o.is_rejected && o.to.city === 'Kingston')!;
  await page.goto(`/my-orders/create/${priced.id}`);
  await fillContacts(page, { name: 'Nom', email: 'Courriel', phone: 'Téléphone', no: 'Non', next: 'Suivant' });
  await expect(page.getByRole('table', { name: 'Résumé du prix' })).toBeVisible();
  await expect(page.getByText('Mode test — aucun vrai paiement')).toBeVisible();
  await page.getByRole('combobox', { name: 'Coupon' }).click();
  await page.getByRole('option', { name: /100,00\s\$ de rabais/ }).click();
  await expect(page.getByRole('table', { name: 'Résumé du prix' })).toContainText('Coupon');
  await page.getByLabel('Nom du titulaire').fill('Marie Gagnon');
  await page.getByLabel('Numéro de carte').fill('4000000000000002');
  await page.getByLabel('Expiration').fill('12/30');
  await page.getByLabel('Code de sécurité (CVC)').fill('123');
  await page.getByLabel(/J’accepte les/).check();
  await page.getByLabel(/déplacement inutile/).check();
  await page.getByRole('button', { name: /Passer la commande/ }).click();
  await expect(page.getByText('La carte a été refusée')).toBeVisible();
  await shot(page, 'confirm-390-fr-declined');

  await page.locator('label', { hasText: /^Facture$/ }).click();
  await expect(page.getByLabel(/J’accepte les/)).not.toBeChecked();
  await page.getByLabel(/J’accepte les/).check();
  await page.getByLabel(/déplacement inutile/).check();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /Passer la commande/ }).click();
  await expect(page.getByRole('heading', { name: 'Votre commande est passée' })).toBeVisible();
});

test('on a phone in French, the dealer asks carriers for a priority quote', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToMyOrders(page, 'dealer@routier.test');
  await page.evaluate(() => localStorage.setItem('routier.lang', 'fr'));
  const drafts = await pageApi<{ data: Row[] }>(page, 'POST', '/orders/all/4', {});
  // the dealer's new draft, Toronto → Montréal, its car not described yet
  const draft = drafts.data.find((o) => o.current_step === 1 && o.to.city === 'Montréal')!;
  await page.goto(`/my-orders/create/${draft.id}`);
  // the draft resumes at its addresses (saved as they are), then its car is described by its VIN
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await expect(page.getByText('Étape 2 sur 6', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await expect(page.getByText('Ce champ est obligatoire').first()).toBeVisible();
  await expect(page.getByText(/expected|received/)).toHaveCount(0);
  await page.getByLabel('NIV', { exact: false }).and(page.locator('input')).first().fill('2HGFC2F58MH210137');
  await expect(page.getByLabel('Marque', { exact: false }).and(page.locator('input')).first()).toHaveValue('Honda');
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  const haulAway = page.getByRole('region', { name: 'Porte-voitures' });
  await expect(haulAway.getByText(/\d\s\$/)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shot(page, 'pricing-390-fr');
  await haulAway.getByRole('button', { name: 'Demander une soumission' }).click();
  const submit = page.getByRole('button', { name: 'Envoyer la demande' });
  await expect(submit).toBeDisabled();
  await page.getByLabel(/Prioritaire/).check();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Livrer au plus tard le').fill('2030-01-15');
  await shot(page, 'quote-390-fr');
  await submit.click();
  await expect(page.getByRole('link', { name: 'Voir les soumissions' })).toHaveAttribute(
    'href',
    `/auto-dispatch/quotes/${draft.id}`,
  );
  const pending = await pageApi<{ data: Row[] }>(page, 'POST', '/orders/all/6', {});
  expect(pending.data.find((o) => o.id === draft.id)).toMatchObject({ status: 11 });
});
