import { expect, test, type Page } from './fixtures';
import { seriousA11yViolations, signIn, signOut, openInApp, shot } from './support';

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const board = (page: Page) => page.getByRole('table', { name: 'Offers' });

// axe is injected as a script; the app's Content-Security-Policy would block it.
test.use({ bypassCSP: true });

test('carriers take offers: one applies at once, another bids and the admin accepts the bid', async ({ page }) => {
  // Northern Haul's board: its regions only, one offer it has not opened yet
  await signIn(page, 'carrier@routier.test');
  await expect(page).toHaveURL(/\/active-jobs/);
  const nav = page.getByTestId('main-nav');
  // one demo offer is new; journeys before this one may have booked more
  await expect(nav.getByTestId('offers-badge')).toHaveText(/^[1-9]\d*$/);
  await nav.getByRole('link', { name: /Offers/ }).click();
  await expect(page).toHaveURL(/\/offers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
  await expect(board(page).getByText('Calgary, AB T2G')).toBeVisible();
  await expect(board(page).getByText('Halifax')).toHaveCount(0);
  await expect(board(page).getByText('New', { exact: true }).first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // filters live in the URL
  await page.getByText('AB', { exact: true }).click();
  await expect(page).toHaveURL(/province=ON%2CQC%2CBC|province=ON,QC,BC/);
  await expect(board(page).getByText('Calgary')).toHaveCount(0);
  await page.getByLabel('From', { exact: true }).fill('toronto');
  await expect(page).toHaveURL(/from_address=toronto/);
  await page.getByLabel('To', { exact: true }).fill('kingston');
  await expect(page).toHaveURL(/from_address=toronto.*to_address=kingston/);
  const row = board(page).getByRole('row').filter({ hasText: 'Kingston' }).first();
  await expect(row).toContainText('Toronto, ON M5R');
  await expect(row).toContainText('Kingston, ON K7L');
  const number = (await row.getByText(/^RT-\d+$/).textContent())!;

  // the offer: city, province and postal prefix, never the street
  await row.click();
  await expect(page).toHaveURL(/\/offers\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: `Offer ${number}` })).toBeVisible();
  await expect(page.getByTestId('offer-route')).toHaveText('Toronto, ON M5R → Kingston, ON K7L');
  await expect(page.getByText('1200 Bay St')).toHaveCount(0);
  await expect(page.getByText('Maple Motors')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Route map' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByTestId('apply-button').click();
  await Promise.all([
    page.waitForURL(new RegExp(`/active-jobs/${id}`)),
    page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click(),
  ]);
  await openInApp(page, '/active-jobs');
  await expect(page.getByRole('table').getByText(number)).toBeVisible();
  await openInApp(page, '/offers');
  await expect(board(page).getByText(number)).toHaveCount(0);
  await signOut(page);

  // Prairie Express bids on the Mississauga express offer
  await signIn(page, 'carrier2@routier.test');
  await expect(page).toHaveURL(/\/active-jobs/);
  await openInApp(page, '/offers?from_address=mississauga&to_address=montreal');
  const bidRow = board(page).getByRole('row').nth(1);
  await expect(bidRow).toContainText('Montréal, QC H3A');
  const bidNumber = (await bidRow.getByText(/^RT-\d+$/).textContent())!;
  await bidRow.click();
  await expect(page.getByRole('heading', { level: 1, name: `Offer ${bidNumber}` })).toBeVisible();
  const fuelFee = Number(
    (await page.getByText('Fuel fee').locator('xpath=following-sibling::*[1]').textContent())!.replace(/[$,]/g, ''),
  );
  await page.getByTestId('bid-button').click();
  const dialog = page.getByRole('dialog', { name: 'Place a bid' });
  await dialog.getByRole('button', { name: 'Send the bid' }).click();
  await expect(dialog.getByText('This field is required').first()).toBeVisible();
  await dialog.getByLabel(/Your price/).fill('$1,250.50');
  const eta = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '/');
  await dialog.getByLabel(/Delivery ETA/).fill(eta);
  await dialog.getByLabel(/Delivery ETA/).press('Tab');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send the bid' }).click();
  await expect(page.getByText('Bid sent. The administrator will let you know.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('bid-button')).toBeDisabled();
  await expect(page.getByTestId('bid-pending')).toBeVisible();
  await signOut(page);

  // the admin accepts it in the console
  await signIn(page, 'admin@routier.test');
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByTestId('main-nav').getByRole('link', { name: 'Bids' }).click();
  await expect(page).toHaveURL(/\/admin\/bids$/);
  const bid = page.getByRole('table').getByRole('row').filter({ hasText: bidNumber });
  await expect(bid).toContainText('Prairie Express Ltd.');
  await expect(bid).toContainText('$1,250.50');
  await expect(bid).toContainText('Pending');
  // the facts: the carrier's pay before and with fuel, beside the offer's on the same basis, and the margin
  await expect(bid).toContainText(/\$1,250\.50\s*\$[\d,.]+ with fuel/);
  await expect(bid.getByTestId('bid-versus-offer')).toHaveText(/(above|below) the offer|Same as the offer/);
  await expect(bid.getByTestId('bid-margin')).toHaveText(/^-?\$[\d,.]+ \(-?[\d.]+ %\)$/);
  expect(await seriousA11yViolations(page)).toEqual([]);
  // accepting says what it does before doing it
  await bid.getByRole('button', { name: 'Accept' }).click();
  const confirm = page.getByRole('dialog', { name: 'Accept this bid?' });
  await expect(confirm).toContainText(
    `Prairie Express Ltd. gets the job on order ${bidNumber} at $${(1250.5 + fuelFee).toLocaleString('en-CA', { minimumFractionDigits: 2 })}`,
  );
  await expect(confirm).toContainText(/Your margin: -?\$[\d,.]+/);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Accept the bid' }).click();
  await expect(confirm).toBeHidden();
  await expect(bid).toContainText('Accepted');
  await signOut(page);

  // the job is Prairie Express's, at its bid plus the offer's fuel fee
  await signIn(page, 'carrier2@routier.test');
  await expect(page).toHaveURL(/\/active-jobs/);
  const job = page.getByRole('table').getByRole('row').filter({ hasText: bidNumber });
  await expect(job).toContainText('Active');
  const price = Number((await job.getByText(/^\$[\d,.]+$/).textContent())!.replace(/[$,]/g, ''));
  expect(price).toBeGreaterThan(1250.5);
  expect(price).toBeLessThan(1250.5 + fuelFee + 0.01);
});

test('the offers pages fit a phone and read in French', async ({ page }) => {
  await signIn(page, 'dispatcher@routier.test');
  await expect(page).toHaveURL(/\/active-jobs/);
  for (const [lang, width] of [
    ['en', 1280],
    ['en', 390],
    ['fr', 390],
    ['fr', 1280],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await openInApp(page, '/offers');
    if (lang === 'fr' && width === 390) await page.getByText('Français').click();
    await expect(page.getByRole('heading', { level: 1, name: lang === 'fr' ? 'Offres' : 'Offers' })).toBeVisible();
    await expect(page.getByText(/RT-\d+/).first()).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, `offers-${lang}-${width}`);
    await page
      .getByText(/RT-\d+/)
      .first()
      .click();
    await expect(page).toHaveURL(/\/offers\/\d+$/);
    await expect(page.getByTestId('offer-total')).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, `offer-${lang}-${width}`);
  }
  // the account language is saved: leave it English for the other journeys
  await page.getByText('English').click();
  await expect(page.getByRole('heading', { level: 1, name: /^Offer / })).toBeVisible();
});
