import { expect, test, type APIRequestContext } from './fixtures';
import { seriousA11yViolations, signIn, uniqueEmail } from './support';

const REASON = 'Le code postal ne correspond pas à l’adresse fournie.';
const REJECTED_SUBJECT = 'Votre demande de compte Routier n’a pas été acceptée';

/** A French-speaking private user signs up through the API (CSRF cookie, then the header). */
const registerInFrench = async (request: APIRequestContext, email: string) => {
  await request.get('/api/auth/csrf-cookie');
  const { cookies } = await request.storageState();
  const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const res = await request.post('/api/auth/register?lang=fr', {
    headers: { 'X-XSRF-TOKEN': xsrf },
    data: {
      role: 10,
      email,
      first_name: 'Amélie',
      last_name: 'Bouchard',
      phone: '+1 (514) 555-0199',
      postal_code: 'H2X 1Y4',
      password: 'a-strong-password',
      password_confirmation: 'a-strong-password',
    },
  });
  expect(res.status()).toBe(200);
};

// axe is injected as a script; the app's Content-Security-Policy would block it.
test.use({ bypassCSP: true });

test('admin reviews an applicant, rejects with a reason, and the applicant is mailed in French', async ({ page, request }) => {
  const email = uniqueEmail('amelie');
  await registerInFrench(request, email);

  await signIn(page, 'admin@routier.test');
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByTestId('main-nav').getByRole('link', { name: 'Accounts' }).click();
  await page.getByRole('button', { name: `Review ${email}` }).click();

  const drawer = page.getByRole('dialog', { name: 'Amélie Bouchard' });
  const details = drawer.getByTestId('account-details');
  await expect(details.getByText(email)).toBeVisible();
  await expect(details.getByText('Private user')).toBeVisible();
  // pasted with the country code, stored in the national format
  await expect(details.getByText('514-555-0199')).toBeVisible();
  await expect(details.getByText('French')).toBeVisible();
  await expect(details.getByText('Pending')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await drawer.getByRole('button', { name: 'Reject', exact: true }).click();
  await drawer.getByRole('button', { name: 'Reject and send the email' }).click();
  await expect(drawer.getByText('This field is required')).toBeVisible();
  await drawer.getByRole('textbox', { name: /Reason for rejection/ }).fill(REASON);
  await drawer.getByRole('button', { name: 'Reject and send the email' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  await page.getByText('Rejected', { exact: true }).first().click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Rejected')).toBeVisible();

  await expect
    .poll(async () => {
      const { data } = (await (await request.get('/api/dev/mailbox')).json()) as {
        data: { to: string; subject: string; text: string }[];
      };
      return data.find((m) => m.to === email && m.subject === REJECTED_SUBJECT)?.text ?? '';
    })
    .toContain(REASON);
  await page.goto('/dev/mailbox');
  await expect(page.getByText(REJECTED_SUBJECT).first()).toBeVisible();
});

test('admin reviews a carrier’s proposed insurance expiry with its certificates and refuses it with a reason', async ({
  page,
}) => {
  await signIn(page, 'admin@routier.test');
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByTestId('main-nav').getByRole('link', { name: 'Accounts' }).click();
  await page.getByText('Active', { exact: true }).first().click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('carrier2@routier.test');
  await page.getByRole('button', { name: 'Review carrier2@routier.test' }).click();

  const insurance = page.getByRole('dialog').getByTestId('account-insurance');
  await expect(insurance.getByTestId('insurance-confirmed')).toContainText('Confirmed expiry');
  await expect(insurance.getByTestId('insurance-proposal')).toContainText('Waiting for review');
  await expect(insurance.getByTestId('account-insurance-file')).toHaveCount(2);
  // the renewal certificate downloads through its signed link
  const href = await insurance.getByRole('link', { name: 'Download prairie-express-insurance-renewal.pdf' }).getAttribute('href');
  const certificate = await page.request.get(href!);
  expect(certificate.status()).toBe(200);
  expect((await certificate.body()).subarray(0, 4).toString()).toBe('%PDF');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await insurance.getByRole('button', { name: 'Refuse the date' }).click();
  await insurance.getByRole('button', { name: 'Refuse the date' }).click();
  await expect(insurance.getByText('This field is required')).toBeVisible();
  await insurance.getByRole('textbox', { name: /Reason for refusal/ }).fill('The certificate shows another policy number.');
  await insurance.getByRole('button', { name: 'Refuse the date' }).click();
  await expect(page.getByText('Proposed insurance expiry refused')).toBeVisible();
  await expect(insurance.getByTestId('insurance-proposal')).toContainText('Refused');
  await expect(insurance.getByTestId('insurance-proposal')).toContainText('another policy number');
  await expect(insurance.getByRole('button', { name: /^Confirm / })).toHaveCount(0);
});
