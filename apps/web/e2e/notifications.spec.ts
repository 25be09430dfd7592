import { expect, test } from './fixtures';
import { seriousA11yViolations, signIn, openInApp, shot } from './support';

test.describe('notifications', () => {
  // axe is injected as a script; the app's Content-Security-Policy would block it.
  test.use({ bypassCSP: true });

  test('a dealer follows an unread notification in French on a phone: the row is read and the badge goes down', async ({
    page,
  }) => {
    await signIn(page, 'dealer@routier.test');
    await expect(page).toHaveURL(/\/my-orders/);
    const badge = page.getByTestId('notifications-badge');
    const bell = page.getByRole('link', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    const before = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
    expect(before).toBeGreaterThan(1);
    await expect(badge).toContainText(String(before));

    await bell.click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page).toHaveTitle(/Notifications/);
    await expect(page.locator('tr[data-highlighted]').first()).toBeVisible();
    await shot(page, 'notifications-en-1280');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // the first unread row's title, as the server words it in the reader's language (the rows above the demo's
    // depend on the journeys this worker ran before)
    // (its own text, without the hidden "unread" the page adds)
    const firstTitle = () =>
      page
        .locator('tr[data-highlighted]')
        .first()
        .locator('td')
        .first()
        .locator('p')
        .evaluate((p) =>
          [...p.childNodes]
            .filter((node) => node.nodeType === Node.TEXT_NODE)
            .map((node) => node.textContent)
            .join('')
            .trim(),
        );
    const english = await firstTitle();
    await page.getByText('Français').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect.poll(firstTitle).not.toBe(english);
    const french = await firstTitle();
    await shot(page, 'notifications-fr-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText(/notifications? non lues?/)).toBeVisible();
    const unread = page.locator('[data-testid="data-card"][data-highlighted]');
    await expect(unread.first()).toBeVisible();
    // the titles follow the language at once
    await expect(unread.first()).toContainText(french);
    // nothing wider than the phone's screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'notifications-fr-390');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const link = unread.first().getByRole('link', { name: /^#/ });
    const orderNumber = (await link.textContent())!.slice(1);
    // this order's cards (by the exact link: one order number can be the start of another)
    const highlightedOfOrder = () =>
      page.locator('[data-testid="data-card"][data-highlighted]').getByRole('link', { name: `#${orderNumber}`, exact: true });
    await link.click();
    await expect(page).toHaveURL(/\/my-orders\/\d+$/);
    await expect(page.getByText(orderNumber).first()).toBeVisible();

    await page.getByRole('link', { name: /^Notifications, / }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.locator('[data-testid="data-card"]', { hasText: orderNumber }).first()).toBeVisible();
    await expect(highlightedOfOrder()).toHaveCount(0);
    // the order's notifications are read: the bell counts fewer (its label has no number at 0)
    const bellCount = async () =>
      Number((await page.getByRole('link', { name: /^Notifications, / }).getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0);
    await expect.poll(bellCount).toBeLessThan(before);

    // mark all as read empties the badge
    await page.getByRole('button', { name: 'Tout marquer comme lu' }).click();
    await expect(page.getByRole('link', { name: 'Notifications, aucune non lue' })).toBeVisible();
    await expect(page.locator('[data-testid="data-card"][data-highlighted]')).toHaveCount(0);

    // back to English for the other journeys of this account
    await page.getByText('English').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByText(english, { exact: true }).first()).toBeVisible();
    await shot(page, 'notifications-en-390');
  });

  test('a carrier sees its notifications and the e-mail switches in settings', async ({ page }) => {
    await signIn(page, 'dispatcher@routier.test');
    await expect(page).toHaveURL(/\/active-jobs/);
    await openInApp(page, '/my-account/settings');
    const section = page.getByTestId('email-preferences');
    await expect(section.getByText('E-mail notifications')).toBeVisible();
    const chat = section.getByRole('switch', { name: "An answer in an order's messages" });
    await expect(chat).toBeChecked();
    await chat.click({ force: true });
    await section.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('E-mail preferences saved')).toBeVisible();
    await page.reload();
    await expect(
      page.getByTestId('email-preferences').getByRole('switch', { name: "An answer in an order's messages" }),
    ).not.toBeChecked();
    await shot(page, 'settings-en-1280');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // a job's notification opens the job; a quote request opens its quote form
    await openInApp(page, '/notifications');
    const orderLinks = page.getByRole('link', { name: /^#/ });
    await expect(orderLinks.first()).toBeVisible();
    const hrefs = await orderLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.some((h) => /^\/active-jobs\/\d+$/.test(h))).toBe(true);
    expect(hrefs.every((h) => /^\/(active-jobs|offers|auto-dispatch\/submit-quote)\/\d+$/.test(h))).toBe(true);
  });
});
