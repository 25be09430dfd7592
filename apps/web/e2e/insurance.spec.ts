import { expect, test } from './fixtures';
import { businessDay, seriousA11yViolations, signIn, signOut, openInApp } from './support';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test.describe('insurance', () => {
  test.use({ bypassCSP: true });

  test('a transport company uploads a certificate and proposes a new expiry; it counts once an admin confirms it', async ({
    page,
  }) => {
    await signIn(page, 'carrier@routier.test');
    await expect(page).toHaveURL(/\/active-jobs/);
    const badge = page.getByTestId('insurance-badge');
    // short below 1408 px ("20 days"), the whole sentence its accessible text
    await expect(badge).toContainText('20 days');
    await expect(badge).toContainText('Insurance: 20 days left');

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Insurance' }).click();
    await expect(page).toHaveURL(/\/my-account\/insurance$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Insurance' })).toBeVisible();
    await expect(page.getByTestId('insurance-status')).toContainText('20 days left');
    await expect(page.getByTestId('insurance-file')).toHaveCount(2);

    // a certificate on file downloads through its signed link
    const href = await page.getByRole('link', { name: 'Download certificate-of-insurance.pdf' }).getAttribute('href');
    const download = await page.request.get(href!);
    expect(download.status()).toBe(200);
    expect((await download.body()).subarray(0, 4).toString()).toBe('%PDF');

    // Upload is disabled until a file is chosen
    const upload = page.getByRole('button', { name: 'Upload', exact: true });
    await expect(upload).toBeDisabled();
    await page.getByTestId('insurance-dropzone').locator('input[type=file]').setInputFiles({
      name: 'certificate-2027.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(page.getByText('certificate-2027.pdf')).toBeVisible();
    await expect(upload).toBeEnabled();
    await upload.click();
    await expect(page.getByText('Insurance certificate uploaded')).toBeVisible();
    await expect(page.getByTestId('insurance-file')).toHaveCount(3);
    await expect(upload).toBeDisabled();

    // a date in the past is refused
    const past = businessDay(-2).replaceAll('-', '/');
    const expiryField = page.getByRole('textbox', { name: 'Insurance expiry date' });
    await expiryField.fill(past);
    await expiryField.press('Tab');
    await page.getByRole('button', { name: 'Send for review' }).click();
    await expect(page.getByText('The date cannot be before today.')).toBeVisible();

    // a new expiry is a proposal: the confirmed date and the badge stay until an admin confirms it
    const expiry = businessDay(100);
    // the spec's other sending format, YYYY.MM.DD, is read too
    await expiryField.fill(expiry.replaceAll('-', '.'));
    await expiryField.press('Tab');
    await expect(expiryField).toHaveValue(expiry.replaceAll('-', '/'));
    await page.getByRole('button', { name: 'Send for review' }).click();
    await expect(page.getByText('Expiry date sent to an administrator for review')).toBeVisible();
    const proposal = page.getByTestId('insurance-proposal');
    await expect(proposal).toContainText('waiting for an administrator to check your certificate');
    await expect(proposal).toHaveAttribute('data-state', 'pending');
    // short below 1408 px ("20 days"), the whole sentence its accessible text
    await expect(badge).toContainText('20 days');
    await expect(badge).toContainText('Insurance: 20 days left');
    await expect(page.getByTestId('insurance-status')).toContainText('20 days left');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // the admin checks it against the certificate and confirms it
    await signOut(page);
    await signIn(page, 'admin@routier.test');
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByTestId('main-nav').getByRole('link', { name: 'Accounts' }).click();
    await page.getByText('Active', { exact: true }).first().click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('carrier@routier.test');
    await page.getByRole('button', { name: 'Review carrier@routier.test' }).click();
    const insurance = page.getByRole('dialog').getByTestId('account-insurance');
    await expect(insurance.getByTestId('insurance-proposal')).toContainText('Waiting for review');
    await expect(insurance.getByTestId('account-insurance-file')).toHaveCount(3);
    await insurance.getByRole('button', { name: /^Confirm / }).click();
    await expect(page.getByText('Insurance expiry confirmed')).toBeVisible();
    await expect(insurance.getByTestId('insurance-proposal')).toContainText('Approved');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // the carrier's badge now counts to the confirmed date
    await signOut(page);
    await signIn(page, 'carrier@routier.test');
    await expect(page.getByTestId('insurance-badge')).toContainText('Insurance: 100 days left');
    await openInApp(page, '/my-account/insurance');
    await expect(page.getByTestId('insurance-status')).toContainText('100 days left');
    await expect(page.getByTestId('insurance-proposal')).toHaveAttribute('data-state', 'approved');
  });

  test('a transport company saves its notification settings', async ({ page }) => {
    await signIn(page, 'carrier@routier.test');
    await expect(page).toHaveURL(/\/active-jobs/);
    await openInApp(page, '/my-account/notifications-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible();
    const enclosed = page.getByRole('switch', { name: 'Enclosed transport only' });
    await enclosed.check({ force: true });
    await page.getByRole('switch', { name: 'Snowbirds and export only' }).check({ force: true });
    await page.getByRole('checkbox', { name: 'Export' }).uncheck({ force: true });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Notification settings updated')).toBeVisible();
    await page.reload();
    await expect(enclosed).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Snowbirds', exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Export' })).not.toBeChecked();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // back to no filter for the other journeys
    await enclosed.uncheck({ force: true });
    await page.getByRole('switch', { name: 'Snowbirds and export only' }).uncheck({ force: true });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Notification settings updated')).toBeVisible();
  });
});
