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
