import { expect, test, type Page } from './fixtures';
import { fillCard, fillContacts, latestMail, pageApi, placeOrder, signInToMyOrders, openInApp } from './support';

/** An amount as the page or the e-mail writes it, in either language ("$1,234.56", "1 234,56 $"), in cents. */
const cents = (text: string) => {
  const digits = text.replace(/[^\d,.-]/g, '');
  const french = /,\d{2}$/.test(digits);
  return Math.round(Number(french ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, '')) * 100);
};

/** The last row of a price breakdown table: its total. */
const totalOf = async (page: Page, name: string) => {
  const table = page.getByRole('table', { name });
  await expect(table).toBeVisible();
  return (await table.getByRole('row').last().getByRole('cell').innerText()).trim();
};

test('a dealer’s coupon order shows the same total on the confirm step, the order page and the e-mail, at 390 px', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToMyOrders(page, 'dealer@routier.test');
  // a new draft Hamilton → London through the API (the journeys' demo drafts are other journeys'); Maple Motors
  // has a 10 % discount in force
  const place = (address: string, city: string, zip: string, lat: number, lng: number) => ({
    address,
    city,
    province: 'ON',
    country: 'CA',
    lat,
    lng,
    zip_code: zip,
  });
  const { id } = await pageApi<{ id: number }>(page, 'POST', '/orders', {
    from: place('1 Main St W', 'Hamilton', 'L8P 4R5', 43.2557, -79.8711),
    to: place('300 Dufferin Ave', 'London', 'N6B 1Z2', 42.9849, -81.2453),
    origin_type_id: 1,
    destination_type_id: 1,
  });
  const draft = { id };
  const cars = await pageApi<{ data: { id: number }[] }>(page, 'GET', `/orders/cars/${draft.id}`);
  const vins = ['2HGFC2F58MH210137', '4T1B11HK0NU210000'];
  const start = new Date(Date.now() + 3 * 86_400_000);
  while (start.getDay() === 0 || start.getDay() === 6) start.setDate(start.getDate() + 1);
  const startAt = `${start.getFullYear()}/${String(start.getMonth() + 1).padStart(2, '0')}/${String(start.getDate()).padStart(2, '0')}`;
  const saved = await pageApi<{ current_step: number }>(page, 'POST', `/cars/batch-edit/${draft.id}`, {
    cars: cars.data.map((c, i) => ({ id: c.id, vin: vins[i], type: 1, make: 'Honda', model: 'Civic', year: 2021 })),
    start_at: startAt,
  });
  expect(saved.current_step).toBe(3);
  expect(
    await pageApi<{ current_step: number }>(page, 'POST', `/pricing-options/${draft.id}`, { shipping_method: 3 }),
  ).toMatchObject({
    current_step: 4,
  });
  await openInApp(page, `/my-orders/create/${draft.id}`);

  // contacts, then the confirm step in English
  await fillContacts(page);
  const summary = page.getByRole('table', { name: 'Price summary' });
  await expect(summary).toBeVisible();
  await page.getByRole('combobox', { name: 'Coupon' }).click();
  await page.getByRole('option', { name: '$25.00 off' }).click();
  await expect(summary).toContainText(/Coupon no\. \d+/);
  await expect(summary).toContainText('-$25.00');
  await expect(summary).toContainText('Dealer discount (10 %)');
  // one total on the step: the breakdown's, which the place-order button repeats
  await expect(page.getByText('Price with taxes')).toHaveCount(0);
  const confirmTotal = await totalOf(page, 'Price summary');
  await expect(page.getByRole('button', { name: /Place order/ })).toContainText(confirmTotal);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await fillCard(page, 'Marie Gagnon');
  await placeOrder(page);

  // the order page, in French: the same lines, the coupon among them, the same total
  await page.evaluate(() => localStorage.setItem('routier.lang', 'fr'));
  await page.goto(`/my-orders/${draft.id}`);
  const pageTotal = await totalOf(page, 'Résumé du prix');
  await expect(page.getByRole('table', { name: 'Résumé du prix' })).toContainText(/Coupon no\s\d+/);
  await expect(page.getByRole('table', { name: 'Résumé du prix' })).toContainText('Rabais concessionnaire');
  expect(cents(pageTotal)).toBe(cents(confirmTotal));
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // the confirmation e-mail prints the lines and the same total
  const order = (await pageApi<{ order_number: string }>(page, 'GET', `/orders/${draft.id}`)).order_number;
  const mail = await latestMail(request, 'dealer@routier.test', new RegExp(`${order} (confirmed|confirmée)`));
  const mailTotal = mail.text.match(/^Total\s?:\s*(.+?)\.\s/m)![1];
  expect(cents(mailTotal)).toBe(cents(confirmTotal));
  expect(mail.text).toMatch(/Coupon\s?:/);
  await page.evaluate(() => localStorage.setItem('routier.lang', 'en'));
});
