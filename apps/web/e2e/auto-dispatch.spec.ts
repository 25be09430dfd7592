import { expect, test, type Page } from './fixtures';
import {
  fillCard,
  fillContacts,
  latestMail,
  pageApi,
  placeOrder,
  seriousA11yViolations,
  signIn,
  signInToMyOrders,
  openInApp,
  shot,
} from './support';

// axe is injected as a script
test.use({ bypassCSP: true });

const apiGet = async <T>(page: Page, path: string): Promise<T> =>
  page.evaluate(async (path) => {
    const res = await fetch(`/api${path}`, { headers: { Authorization: `Bearer ${localStorage.getItem('routier.token')}` } });
    return res.json();
  }, path) as Promise<T>;

/** Leaves the session (the browser keeps its language choice unless told). */
const leave = async (page: Page, lang = 'en') => {
  await page.evaluate((lang) => {
    localStorage.removeItem('routier.token');
    localStorage.setItem('routier.lang', lang);
  }, lang);
};

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

const day = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  // typed as the spec's entry format, YYYY/MM/DD
  return `${d.getFullYear()}/${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}`;
};

type RequestRow = { id: number; order_number: string; quoted: boolean; from: { city: string | null } };

test('a carrier quotes the demo request on a phone in French; the dealer accepts and pays; the job is the carrier’s', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'carrier@routier.test');
  await expect(page).toHaveURL(/\/active-jobs/);
  await page.evaluate(() => localStorage.setItem('routier.lang', 'fr'));
  const open = await apiGet<{ data: RequestRow[] }>(page, '/auto-dispatch/quote-requests');
  const demo = open.data.find((r) => !r.quoted && r.from.city === 'Québec')!;
  expect(demo).toBeTruthy();

  await page.goto('/auto-dispatch/quote-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Demandes de soumission' })).toBeVisible();
  await expect(page.getByText(demo.order_number)).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shot(page, 'quote-requests-390-fr');

  await openInApp(page, `/auto-dispatch/submit-quote/${demo.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Demande de soumission ${demo.order_number}` })).toBeVisible();
  // nothing filled: the form says what is missing, in French
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await expect(page.getByText('Confirmez votre prix pour continuer.')).toBeVisible();
  await page.getByTestId('pickup-date').fill(day(2));
  await page.getByTestId('pickup-date').press('Tab');
  await page.getByTestId('dropoff-kind-range').check();
  await page.getByTestId('dropoff-from').fill(day(3));
  await page.getByTestId('dropoff-from').press('Tab');
  await page.getByTestId('dropoff-to').fill(day(4));
  await page.getByTestId('dropoff-to').press('Tab');
  await page.getByTestId('quote-method').click();
  await page.getByRole('option', { name: 'Plateau' }).click();
  await page.getByTestId('quote-price').fill('$640.00');
  await page.getByTestId('quote-confirm').check();
  await page.getByTestId('quote-notes').fill('Camion plateau disponible, livraison en matinée.');
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shot(page, 'submit-quote-390-fr');
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Disponibilité et conditions' })).toBeVisible();
  await page.getByTestId('quote-hours').fill('5');
  await expect(page.getByTestId('quote-until')).toBeVisible();
  await page.getByTestId('quote-terms').check();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shot(page, 'submit-availability-390-fr');
  await page.getByRole('button', { name: 'Envoyer la soumission' }).click();
  await expect(page).toHaveURL(/\/auto-dispatch-submit-success$/);
  await expect(page.getByRole('heading', { name: 'Soumission envoyée' })).toBeVisible();
  // the same company cannot quote twice: its dispatcher is told to contact dispatch
  await page.goto(`/auto-dispatch/submit-quote/${demo.id}`);
  await expect(page.getByTestId('already-quoted')).toBeVisible();
  await leave(page);

  // the dealer (the sub-dealer's order is his too) compares, accepts and pays
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToMyOrders(page, 'dealer@routier.test');
  await openInApp(page, `/auto-dispatch/quotes/${demo.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Quotes for order ${demo.order_number}` })).toBeVisible();
  await expect(page.getByTestId('quote-accept')).toHaveCount(1);
  await expect(page.getByTestId('quote-preferred')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shot(page, 'quotes-1280-en');
  await page.getByTestId('quote-accept').click();
  await expect(page).toHaveURL(new RegExp(`/auto-dispatch/details/${demo.id}$`));
  await expect(page.getByRole('heading', { name: 'Notes and contacts' })).toBeVisible();
  await fillContacts(page);
  await expect(page.getByRole('heading', { name: 'Confirm and pay' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Price summary' })).toContainText('752.94');
  await fillCard(page, 'Marie Gagnon');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shot(page, 'details-pay-1280-en');
  await placeOrder(page);
  await leave(page);

  // the job is the quoting carrier's, told by e-mail
  await signIn(page, 'carrier@routier.test');
  await expect(page).toHaveURL(/\/active-jobs/);
  await expect(page.getByText(demo.order_number).first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  const mail = await latestMail(request, 'carrier@routier.test', /was accepted|est acceptée/);
  expect(mail.text).toContain(`/active-jobs/${demo.id}`);
});

test('the customer sees the demo quotes with their states; a carrier that quoted is told to contact dispatch', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToMyOrders(page, 'dealer@routier.test');
  await page.evaluate(() => localStorage.setItem('routier.lang', 'fr'));
  const pending = await pageApi<{ data: { id: number; status: number; to: { city: string | null } }[] }>(
    page,
    'POST',
    '/orders/all/6',
    {},
  );
  const calgary = pending.data.find((o) => o.status === 11 && o.to.city === 'Calgary')!;
  await page.goto(`/auto-dispatch/quotes/${calgary.id}`);
  await expect(page.getByRole('heading', { level: 1, name: /Soumissions pour la commande/ })).toBeVisible();
  await expect(page.getByTestId('quote-accept')).toHaveCount(2);
  await expect(page.getByText('Offre expirée')).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shot(page, 'quotes-390-fr');
  await leave(page);
  await signIn(page, 'carrier2@routier.test');
  await expect(page).toHaveURL(/\/active-jobs/);
  await openInApp(page, `/auto-dispatch/submit-quote/${calgary.id}`);
  await expect(page.getByTestId('already-quoted')).toContainText('contact dispatch');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await openInApp(page, `/auto-dispatch/decline-quote/${calgary.id}`);
  await expect(page.getByTestId('already-quoted')).toBeVisible();
  await shot(page, 'decline-already-quoted-390-en');
});
