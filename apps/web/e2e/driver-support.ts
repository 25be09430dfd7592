import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support';

/** Calls the API as a demo account, the way the web app does (bearer token and CSRF header). */
export const apiAs = async (request: APIRequestContext, email: string) => {
  await request.get('/api/auth/csrf-cookie');
  const xsrf = decodeURIComponent((await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value);
  const login = await request.post('/api/auth/web-login', {
    data: { email, password: DEMO_PASSWORD, from: 'web' },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  const { token } = (await login.json()) as { token: string };
  return { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf };
};

// A 1×1 red PNG: the phone's camera in the test.
export const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);
export const BILL_OF_LADING = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Signs on the pad with a short stroke. */
export const sign = async (page: Page) => {
  const pad = page.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 60);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 30, { steps: 5 });
  await page.mouse.move(box.x + 220, box.y + 90, { steps: 5 });
  await page.mouse.up();
};

/** Records an inspection: a photo, damage marks tapped on the car diagram, the odometer and a signature. */
export const inspect = async (page: Page, button: string, marks: { kind: string; panel: string }[], odometer: string) => {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('form')).toBeVisible();
  await dialog.locator('input[name="photos"]').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(dialog.getByText('front.png')).toBeVisible();
  for (const mark of marks) {
    await dialog.getByRole('button', { name: mark.kind, exact: true }).click();
    await dialog.getByRole('button', { name: mark.panel, exact: true }).click();
    await expect(dialog.getByText(`${mark.panel} · ${mark.kind}`)).toBeVisible();
  }
  await dialog.getByLabel('Odometer').fill(odometer);
  await sign(page);
  await dialog.getByRole('button', { name: 'Save the inspection' }).click();
  await expect(dialog).toBeHidden();
};

/** Takes the next progress step by its button. */
export const step = async (page: Page, action: string) => {
  await page.getByRole('button', { name: action }).click();
  await expect(page.getByRole('button', { name: action })).toBeHidden();
};

/** Completes the delivery with a bill of lading, through the confirmation. */
export const completeDelivery = async (page: Page) => {
  await page.getByRole('button', { name: 'Complete delivery' }).click();
  const form = page.getByRole('dialog', { name: 'Complete the delivery' });
  await form
    .locator('input[name="files"]')
    .setInputFiles({ name: 'bill-of-lading.pdf', mimeType: 'application/pdf', buffer: BILL_OF_LADING });
  await form.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(form.getByText('Mark this load as delivered? The customer will be told.')).toBeVisible();
  await form.getByRole('button', { name: 'Yes, delivered' }).click();
  await expect(page.getByText('The load is delivered.')).toBeVisible();
};
