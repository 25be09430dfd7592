import type { AdminCarrierOptions, AdminOrderActions, AdminOrderRow, Paged } from '@routier/domain';
import { expect, test, type Page } from './fixtures';
import { noSidewaysScroll } from './driver-support';
import { pageApi, seriousA11yViolations, signIn, openInApp } from './support';

// axe is injected as a script; the app's Content-Security-Policy would block it.
test.use({ bypassCSP: true });

/** The newest demo order the operator may act on as asked, seen from the admin's API. */
const orderFor = async (page: Page, query: string, want: (row: AdminOrderRow, actions: AdminOrderActions) => boolean) => {
  const list = await pageApi<Paged<AdminOrderRow>>(page, 'GET', `/admin/orders${query}`);
  for (const row of list.data) {
    const actions = await pageApi<AdminOrderActions>(page, 'GET', `/admin/orders/${row.id}/actions`);
    if (want(row, actions)) return { row, actions };
  }
  throw new Error(`no demo order fits ${query}`);
};

/** An approved company with valid insurance, other than the one named. */
const insuredCarrier = async (page: Page, not: string | null) => {
  const { carriers } = await pageApi<AdminCarrierOptions>(page, 'GET', '/admin/carriers');
  const found = carriers.find((c) => c.insurance === 'valid' && c.name !== not);
  if (!found) throw new Error('no insured demo carrier');
  return found;
};

const actionsOf = (page: Page) => page.getByRole('region', { name: 'Actions', exact: true });

test('the operator removes the carrier of a job, puts it back on the board, then assigns it to another carrier', async ({
  page,
}) => {
  await signIn(page, 'admin@routier.test');
  await expect(page).toHaveURL(/\/admin$/);
  const { row, actions } = await orderFor(page, '?status=3', (_r, a) => a.actions.includes('remove_carrier'));
  const carrierName = actions.carrier!.name;
  await openInApp(page, `/admin/orders/${row.id}`);
  await actionsOf(page).getByRole('button', { name: 'Remove the carrier' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove the carrier and put the job back on the board' });
  await expect(remove.getByTestId('action-consequence')).toContainText(
    `${carrierName} is taken off this job: its loads are cancelled`,
  );
  // a reason is required
  await remove.getByRole('button', { name: 'Remove the carrier' }).click();
  await expect(remove.getByText('This field is required')).toBeVisible();
  await remove.getByRole('textbox', { name: /Reason/ }).fill('The carrier cannot meet the pickup date.');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await remove.getByRole('button', { name: 'Remove the carrier' }).click();
  await expect(remove).toBeHidden();
  const audit = page.getByRole('region', { name: 'What operators did' });
  await expect(audit).toContainText('Carrier removed');
  await expect(audit).toContainText('The carrier cannot meet the pickup date.');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Job put back on the board');

  const other = await insuredCarrier(page, carrierName);
  await actionsOf(page).getByRole('button', { name: 'Assign a carrier' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign the job to a carrier' });
  const picker = assign.getByRole('combobox', { name: 'Transport company' });
  await picker.click();
  await picker.fill(other.name);
  await assign.getByRole('option', { name: new RegExp(`^${other.name} — insured until`) }).click();
  await assign.getByRole('textbox', { name: 'Carrier pay' }).fill('150');
  await expect(assign.getByTestId('action-consequence')).toHaveText(
    `${other.name} gets the job, paid $150.00. It is taken off the board; the carrier and the customer are told by e-mail.`,
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
  await assign.getByRole('button', { name: 'Assign the job' }).click();
  await expect(assign).toBeHidden();
  await expect(audit).toContainText('Carrier assigned');
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(other.name);
  await expect(actionsOf(page).getByRole('button', { name: 'Remove the carrier' })).toBeVisible();
});

test('the operator marks a delay report resolved: it leaves needs attention and the carrier reads it in its chat', async ({
  page,
}) => {
  await signIn(page, 'admin@routier.test');
  await expect(page).toHaveURL(/\/admin$/);
  const { row } = await orderFor(page, '?attention=1', (r) => r.attention.includes('report'));
  await openInApp(page, `/admin/orders/${row.id}`);
  const reports = page.getByRole('region', { name: 'Reports' });
  const report = reports.getByTestId('admin-report').first();
  await expect(report).toContainText('Open');
  await report.getByRole('button', { name: 'Mark resolved' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark this report resolved' });
  await expect(dialog.getByTestId('resolve-consequence')).toContainText('no longer counts as needing attention');
  await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('The route is open again.');
  await dialog.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(dialog).toBeHidden();
  await expect(report).toContainText('Resolved on');
  await expect(report).toContainText('The route is open again.');
  await expect(page.getByRole('region', { name: 'Order summary' })).not.toContainText('Issue reported');
  await expect(page.getByRole('region', { name: 'What operators did' })).toContainText('Report resolved');
  await expect(page.getByRole('region', { name: 'Chat with the carrier' })).toContainText(
    'Our team resolved the reported delay — The route is open again.',
  );
});

test.describe('on a phone, in French', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the operator removes a job's carrier in French without sideways scrolling", async ({ page }) => {
    await signIn(page, 'admin@routier.test');
    await expect(page).toHaveURL(/\/admin$/);
    const { row } = await orderFor(page, '?status=3', (_r, a) => a.actions.includes('remove_carrier'));
    await page.evaluate(() => localStorage.setItem('routier.lang', 'fr'));
    await page.goto(`/admin/orders/${row.id}`);
    const actions = page.getByRole('region', { name: 'Actions', exact: true });
    await actions.getByRole('button', { name: 'Retirer le transporteur' }).click();
    const dialog = page.getByRole('dialog', { name: 'Retirer le transporteur et remettre le travail sur le tableau' });
    await expect(dialog.getByTestId('action-consequence')).toContainText('le travail retourne sur le tableau');
    await dialog.getByRole('textbox', { name: /Raison/ }).fill('Le camion est en panne.');
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Retirer le transporteur' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Actions des opérateurs' })).toContainText('Transporteur retiré');
    await actions.getByRole('button', { name: 'Confier à un transporteur' }).click();
    const assign = page.getByRole('dialog', { name: 'Confier le travail à un transporteur' });
    await expect(assign.getByTestId('action-consequence')).toContainText('Choisissez une entreprise approuvée et assurée');
    expect(await noSidewaysScroll(page)).toBe(true);
    await expect(page.getByRole('region', { name: 'Signalements' })).toBeVisible();
  });
});
