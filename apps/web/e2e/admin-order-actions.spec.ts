import type { AdminOrderActions, AdminOrderRow, Paged } from '@routier/domain';
import { expect, test, type Page } from './fixtures';
import { noSidewaysScroll } from './driver-support';
import {
  businessDay,
  fillCard,
  fillContacts,
  latestMail,
  pageApi,
  placeOrder,
  seriousA11yViolations,
  signIn,
  signInToMyOrders,
  signOut,
  openInApp,
} from './support';

// axe is injected as a script; the app's Content-Security-Policy would block it.
test.use({ bypassCSP: true });

/** The newest demo order of a status the operator may act on as asked, seen from the admin's API. */
const orderFor = async (page: Page, status: number, want: (row: AdminOrderRow, actions: AdminOrderActions) => boolean) => {
  const list = await pageApi<Paged<AdminOrderRow>>(page, 'GET', `/admin/orders?status=${status}`);
  for (const row of list.data) {
    const actions = await pageApi<AdminOrderActions>(page, 'GET', `/admin/orders/${row.id}/actions`);
    if (want(row, actions)) return row;
  }
  throw new Error(`no demo order of status ${status} fits`);
};

const actionsOf = (page: Page) => page.getByRole('region', { name: 'Actions', exact: true });

test('the operator sends an order back with a comment; the customer reads it, changes nothing else and submits it again', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin@routier.test');
  await expect(page).toHaveURL(/\/admin$/);
  const order = await orderFor(
    page,
    3,
    (row, a) => a.actions.includes('reject') && row.customer?.email === 'dealer@routier.test',
  );
  await openInApp(page, `/admin/orders/${order.id}`);
  await actionsOf(page).getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the order back to the customer' });
  await expect(dialog.getByTestId('action-consequence')).toContainText('The order goes back to the customer as a draft');
  // a comment is required
  await dialog.getByRole('button', { name: 'Reject the order' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  const comment = 'The pickup contact’s phone number is wrong: please check it.';
  await dialog.getByRole('textbox', { name: 'Comment for the customer' }).fill(comment);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Reject the order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'What operators did' })).toContainText('Rejected');
  await expect(page.getByRole('region', { name: 'What operators did' })).toContainText(comment);
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Sent back to the customer');

  const mail = await latestMail(request, 'dealer@routier.test', /needs changes$/);
  expect(mail.text).toContain(comment);

  await signOut(page);
  await signInToMyOrders(page, 'dealer@routier.test');
  await openInApp(page, `/my-orders/${order.id}`);
  // a rejected order opens in the wizard, the operator's comment on top
  await expect(page).toHaveURL(new RegExp(`/my-orders/create/${order.id}$`));
  const notice = page.getByTestId('rejection-notice');
  await expect(notice).toContainText('Your order was sent back for changes');
  await expect(notice).toContainText(comment);
  await fillContacts(page);
  await expect(page.getByRole('heading', { name: 'Confirm and pay' })).toBeVisible();
  await fillCard(page, 'Marie Gagnon');
  await placeOrder(page);
  const after = await pageApi<{ is_rejected: boolean; reject_comment: string | null; status: number }>(
    page,
    'GET',
    `/orders/${order.id}`,
  );
  expect(after).toMatchObject({ status: 3, is_rejected: false, reject_comment: null });
});

test('the operator holds an order, the customer sees it on hold, the operator releases it and moves its due date', async ({
  page,
}) => {
  await signIn(page, 'admin@routier.test');
  await expect(page).toHaveURL(/\/admin$/);
  const order = await orderFor(
    page,
    3,
    (row, a) => a.actions.includes('hold') && row.carrier_name !== null && row.customer?.email === 'dealer@routier.test',
  );
  await openInApp(page, `/admin/orders/${order.id}`);
  await actionsOf(page).getByRole('button', { name: 'Put on hold' }).click();
  const hold = page.getByRole('dialog', { name: 'Put the order on hold' });
  await expect(hold.getByTestId('action-consequence')).toContainText('the carrier cannot move its loads');
  await hold.getByRole('textbox', { name: 'Reason' }).fill('The bank is reviewing the payment.');
  await hold.getByRole('button', { name: 'Put on hold' }).click();
  await expect(hold).toBeHidden();
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('On hold');
  // only what a held order allows
  await expect(actionsOf(page).getByRole('button')).toHaveText(['Release', 'Cancel the order', 'Change the due date']);

  await signOut(page);
  await signInToMyOrders(page, 'dealer@routier.test');
  await openInApp(page, `/my-orders/${order.id}`);
  await expect(page.getByText('On hold', { exact: true })).toBeVisible();

  await signOut(page);
  await signIn(page, 'admin@routier.test');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/orders/${order.id}`);
  await actionsOf(page).getByRole('button', { name: 'Release' }).click();
  const release = page.getByRole('dialog', { name: 'Release the order' });
  await release.getByRole('button', { name: 'Release the order' }).click();
  await expect(release).toBeHidden();
  await expect(actionsOf(page).getByRole('button', { name: 'Put on hold' })).toBeVisible();

  const due = businessDay(20);
  await actionsOf(page).getByRole('button', { name: 'Change the due date' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the due date' });
  const field = dialog.getByRole('textbox', { name: 'New due date' });
  await field.fill(due.replaceAll('-', '/'));
  await field.press('Tab');
  await expect(dialog.getByTestId('action-consequence')).toContainText('The customer and the carrier are told by e-mail.');
  await dialog.getByRole('button', { name: 'Change the due date' }).click();
  await expect(dialog).toBeHidden();
  const audit = page.getByRole('region', { name: 'What operators did' });
  await expect(audit).toContainText('Due date changed');
  await expect(audit).toContainText(`due_date: `);
  await expect(audit).toContainText(due);
  await expect(audit).toContainText('Released from hold');
  await expect(audit).toContainText('The bank is reviewing the payment.');
});

test.describe('on a phone, in French', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the operator changes a due date in French without sideways scrolling', async ({ page }) => {
    await signIn(page, 'admin@routier.test');
    await expect(page).toHaveURL(/\/admin$/);
    const order = await orderFor(page, 4, (_row, a) => a.actions.includes('due_date'));
    await page.evaluate(() => localStorage.setItem('routier.lang', 'fr'));
    await page.goto(`/admin/orders/${order.id}`);
    const actions = page.getByRole('region', { name: 'Actions', exact: true });
    await expect(actions.getByRole('button', { name: 'Annuler la commande' })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    await actions.getByRole('button', { name: 'Changer la date de livraison' }).click();
    const dialog = page.getByRole('dialog', { name: 'Changer la date de livraison' });
    const field = dialog.getByRole('textbox', { name: 'Nouvelle date de livraison' });
    // before the pickup: refused with a translated reason
    await field.fill('2020/01/02');
    await field.press('Tab');
    await dialog.getByRole('button', { name: 'Changer la date' }).click();
    await expect(dialog.getByText(/ne peut pas/).first()).toBeVisible();
    const due = businessDay(25);
    await field.fill(due.replaceAll('-', '/'));
    await field.press('Tab');
    await expect(dialog.getByTestId('action-consequence')).toContainText('Le client et le transporteur en sont informés');
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Changer la date' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Actions des opérateurs' })).toContainText(due);
  });
});
