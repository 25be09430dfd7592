import { expect, test, type Page } from './fixtures';
import { latestMail, uniqueEmail } from './support';

const PASSWORD = 'a-strong-password';

/** Signs up a private user through the form; the new account is signed in and unconfirmed. */
const registerPrivateUser = async (page: Page, email: string) => {
  await page.goto('/register?role=10');
  await page.getByLabel(/^First name/).fill('Léa');
  await page.getByLabel(/^Last name/).fill('Martin');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone/).fill('+1 (438) 555-0142');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PASSWORD);
  await page.getByLabel(/^Postal code/).fill('H2X 1Y4');
  await page.getByLabel(/terms of service/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/register\/success/);
};

test('signed in: "I\'ve confirmed" says when it is not done yet; the link then confirms and goes on', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('lea');
  await registerPrivateUser(page, email);
  await page.goto('/confirm-email');
  await page.getByRole('button', { name: "I've confirmed my email" }).click();
  await expect(page.getByTestId('still-unconfirmed')).toContainText('is not confirmed yet');

  const { link } = await latestMail(request, email);
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  // a private user's orders are not behind the approval gate
  await expect(page).toHaveURL(/\/my-orders/);
  await expect(page.getByTestId('not-approved')).toHaveCount(0);

  // the same link again
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Email address already confirmed' })).toBeVisible();
});

test('signed out: the link confirms and leads to sign-in; a broken link says so', async ({ page, browser, request }) => {
  const email = uniqueEmail('lea.out');
  const other = await browser.newPage();
  await registerPrivateUser(other, email);
  await other.close();

  const { link } = await latestMail(request, email);
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
  await expect(page.getByText('Sign in to continue.')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/api/auth/email/verify/not-a-real-token');
  await expect(page.getByRole('heading', { name: 'This confirmation link no longer works' })).toBeVisible();
  await expect(page.getByText('Sign in to send yourself a new link.')).toBeVisible();
});
