import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type OrderDetail } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

const car = (over: Record<string, unknown> = {}) => ({
  vin: '2HGFC2F58MH210137',
  type: 1,
  make: 'Honda',
  model: 'Civic',
  year: 2021,
  is_operable: true,
  is_modified: false,
  comments: null,
  enclosed: false,
  is_antique: false,
  ...over,
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const multipart = (files: { name: string; type: string; bytes: Buffer }[]) => {
  const boundary = '----routier-cars-boundary';
  const parts = files.flatMap((f) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
    ),
    f.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
};

describe('order wizard: vehicles (cars, files, VIN suggestions)', () => {
  let t: TestApp;
  let dealer: Session;
  let other: Session;
  let factory: ReturnType<typeof createOrderFactory>;

  const post = (who: Session, url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: who.headers, payload: payload as Record<string, unknown> });
  const upload = (who: Session, carId: number, files: Parameters<typeof multipart>[0]) => {
    const body = multipart(files);
    return t.app.inject({
      method: 'POST',
      url: `/api/cars/files/${carId}`,
      headers: { ...who.headers, 'content-type': body.type },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    t = await buildTestApp();
    factory = createOrderFactory(t.deps);
    dealer = await t.loginAs(Role.Dealer);
    other = await t.loginAs(Role.PrivateUser);
  });
  afterAll(() => t.close());

  it('replaces the cars of a draft, sets the count and start date, and moves on to pricing', async () => {
    const draft = await factory.createOrder(dealer.user, { currentStep: 2, cars: [{ vin: '4T1B11HK0NU210000' }] });
    const keep = draft.cars[0].id;
    const res = await post(dealer, `/cars/batch-edit/${draft.id}`, {
      cars: [
        car({ id: keep, vin: '4T1B11HK0NU210000', make: 'Toyota', model: 'Camry', year: 2022 }),
        car({ is_modified: true, comments: 'Lift kit', enclosed: true }),
        car({
          vin: '1FTFW1E50PF000000',
          type: 5,
          make: 'Ford',
          model: 'F-150',
          year: 2023,
          is_operable: false,
          is_antique: true,
        }),
      ],
      start_at: '2026/11/22',
    });
    expect(res.statusCode).toBe(200);
    const order = res.json() as OrderDetail;
    expect(order).toMatchObject({ cars_amount: 3, current_step: 3, start_at: '2026-11-22', is_enclosed: true, is_antique: true });
    expect(order.cars.map((c) => [c.car_number, c.make, c.comments])).toEqual([
      [1, 'Toyota', null],
      [2, 'Honda', 'Lift kit'],
      [3, 'Ford', null],
    ]);
    expect(order.cars[0].id).toBe(keep);

    const fewer = await post(dealer, `/cars/new-batch-edit/${draft.id}`, {
      cars: [car({ id: order.cars[1].id })],
      start_at: '2026.11.21',
    });
    expect(fewer.json().cars).toHaveLength(1);
    const listed = await t.app.inject({ method: 'GET', url: `/api/orders/cars/${draft.id}`, headers: dealer.headers });
    expect(listed.json()).toMatchObject({
      start_at: '2026-11-21',
      data: [{ id: order.cars[1].id, is_modified: false, comments: null }],
    });
  });

  it('keeps the start date from yesterday on, and refuses cars of another order', async () => {
    const draft = await factory.createOrder(dealer.user, {});
    const early = await post(dealer, `/cars/batch-edit/${draft.id}`, { cars: [car()], start_at: '2026/11/19' });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({ start_at: ['startDateTooEarly'] });
    expect((await post(dealer, `/cars/batch-edit/${draft.id}`, { cars: [car()], start_at: '2026/11/20' })).statusCode).toBe(200);
    const another = await factory.createOrder(dealer.user, {});
    const stolen = await post(dealer, `/cars/batch-edit/${draft.id}`, {
      cars: [car({ id: another.cars[0].id })],
      start_at: '2026/11/21',
    });
    expect(stolen.json().errors).toEqual({ 'cars.0.id': ['invalidChoice'] });
  });

  it("answers 404 for another customer's order and 409 once booked", async () => {
    const draft = await factory.createOrder(dealer.user, {});
    const booked = await factory.createOrder(dealer.user, { status: 3 });
    expect((await post(other, `/cars/batch-edit/${draft.id}`, { cars: [car()], start_at: '2026/11/21' })).statusCode).toBe(404);
    expect((await post(dealer, `/cars/batch-edit/${booked.id}`, { cars: [car()], start_at: '2026/11/21' })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/cars/${draft.id}`, headers: other.headers })).statusCode).toBe(
      404,
    );
  });

  it('edits the cars named by VIN, leaving the others and the fields not sent, and goes back to pricing', async () => {
    const draft = await factory.createOrder(dealer.user, {
      currentStep: 4,
      cars: [{ vin: '4T1B11HK0NU210000', width: 180 }, { vin: '1FTFW1E50PF000000' }],
    });
    const [first, second] = draft.cars;
    const res = await post(dealer, `/cars/batch-edit/vin/${draft.id}`, {
      cars: [{ vin: '1ftfw1e50pf000000', is_operable: false, is_modified: true, comments: ' Lift kit ', enclosed: true }],
    });
    expect(res.statusCode).toBe(200);
    const order = res.json() as OrderDetail;
    expect(order).toMatchObject({ current_step: 3, cars_amount: 2, is_enclosed: true });
    const byId = new Map(order.cars.map((c) => [c.id, c]));
    expect(byId.get(second.id)).toMatchObject({ is_operable: false, is_modified: true, comments: 'Lift kit', enclosed: true });
    expect(byId.get(first.id)).toMatchObject({ vin: '4T1B11HK0NU210000', is_operable: true, enclosed: false, width: 180 });

    // null clears a dimension; unmodified drops the notes
    const again = await post(dealer, `/cars/batch-edit/vin/${draft.id}`, {
      cars: [
        { vin: '4T1B11HK0NU210000', width: null },
        { vin: '1FTFW1E50PF000000', is_modified: false },
      ],
    });
    const cars = new Map((again.json() as OrderDetail).cars.map((c) => [c.id, c]));
    expect(cars.get(first.id)?.width).toBeNull();
    expect(cars.get(second.id)).toMatchObject({ is_modified: false, comments: null, is_operable: false });
  });

  it('refuses a VIN the order does not have, a VIN twice, and modified cars without notes, changing nothing', async () => {
    const draft = await factory.createOrder(dealer.user, { cars: [{ vin: '4T1B11HK0NU210000' }] });
    const unknown = await post(dealer, `/cars/batch-edit/vin/${draft.id}`, {
      cars: [
        { vin: '4T1B11HK0NU210000', enclosed: true },
        { vin: '2HGFC2F58MH210137', enclosed: true },
      ],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'cars.1.vin': ['invalidChoice'] });
    const twice = await post(dealer, `/cars/batch-edit/vin/${draft.id}`, {
      cars: [{ vin: '4T1B11HK0NU210000' }, { vin: '4T1B11HK0NU210000' }],
    });
    expect(twice.json().errors).toEqual({ 'cars.1.vin': ['invalidChoice'] });
    const notes = await post(dealer, `/cars/batch-edit/vin/${draft.id}`, {
      cars: [{ vin: '4T1B11HK0NU210000', is_modified: true }],
    });
    expect(notes.json().errors).toEqual({ 'cars.0.comments': ['isRequired'] });
    const empty = await post(dealer, `/cars/batch-edit/vin/${draft.id}`, { cars: [] });
    expect(empty.statusCode).toBe(422);
    const listed = await t.app.inject({ method: 'GET', url: `/api/orders/cars/${draft.id}`, headers: dealer.headers });
    expect(listed.json().data).toMatchObject([{ enclosed: false, is_modified: false }]);
    // someone else's order, a booked one
    expect((await post(other, `/cars/batch-edit/vin/${draft.id}`, { cars: [{ vin: '4T1B11HK0NU210000' }] })).statusCode).toBe(
      404,
    );
    const booked = await factory.createOrder(dealer.user, { status: 3, cars: [{ vin: '4T1B11HK0NU210000' }] });
    expect((await post(dealer, `/cars/batch-edit/vin/${booked.id}`, { cars: [{ vin: '4T1B11HK0NU210000' }] })).statusCode).toBe(
      409,
    );
  });

  it('stores car files by content type and lists them on the order; deletes them', async () => {
    const draft = await factory.createOrder(dealer.user, {});
    const carId = draft.cars[0].id;
    const res = await upload(dealer, carId, [
      { name: 'papers.pdf', type: 'application/pdf', bytes: PDF },
      { name: 'list.csv', type: 'text/csv', bytes: Buffer.from('vin,make\n2HGFC2F58MH210137,Honda\n') },
    ]);
    expect(res.statusCode).toBe(200);
    const files = res.json().data as { id: number; file_name: string; mime_type: string; path_url: string }[];
    expect(files.map((f) => [f.file_name, f.mime_type])).toEqual([
      ['papers.pdf', 'application/pdf'],
      ['list.csv', 'text/csv'],
    ]);
    // private: a signed, expiring link that serves the file, never a public /uploads path
    expect(files[0].path_url).toMatch(/\/api\/files\/orders\/\d+\/\w+\.pdf\?expires=\d+&signature=\w+$/);
    const served = await t.app.inject({
      method: 'GET',
      url: new URL(files[0].path_url).pathname + new URL(files[0].path_url).search,
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF)).toBe(true);
    const publicPath = new URL(files[0].path_url).pathname.replace('/api/files/', '/uploads/');
    expect((await t.app.inject({ method: 'GET', url: publicPath })).statusCode).toBe(404);
    const detail = await t.app.inject({ method: 'GET', url: `/api/orders/${draft.id}`, headers: dealer.headers });
    expect((detail.json() as OrderDetail).cars[0].car_files).toHaveLength(2);

    const fake = await upload(dealer, carId, [
      { name: 'photo.png', type: 'image/png', bytes: Buffer.from('MZ\x90\x00 not a png') },
    ]);
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors).toEqual({ files: ['fileTypeNotAllowed'] });
    expect((await upload(other, carId, [{ name: 'a.pdf', type: 'application/pdf', bytes: PDF }])).statusCode).toBe(404);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/cars/files/${files[0].id}`, headers: other.headers })).statusCode,
    ).toBe(404);
    const left = await t.app.inject({ method: 'DELETE', url: `/api/cars/files/${files[0].id}`, headers: dealer.headers });
    expect(left.json().data.map((f: { file_name: string }) => f.file_name)).toEqual(['list.csv']);
  });

  it('answers 413 with the file-size message over 20 MB', async () => {
    const draft = await factory.createOrder(dealer.user, {});
    const big = Buffer.alloc(20 * 1024 * 1024 + 10, 0x41);
    const res = await upload(dealer, draft.cars[0].id, [{ name: 'big.txt', type: 'text/plain', bytes: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().errors).toEqual({ file: ['fileTooLarge'] });
  });

  it("suggests the customer's earlier VINs only", async () => {
    await factory.createOrder(dealer.user, { cars: [{ vin: '5YJ3E1EA7PF000001' }, { vin: '5YJ3E1EA7PF000002' }] });
    await factory.createOrder(other.user, { cars: [{ vin: '5YJ3E1EA7PF000003' }] });
    const res = await post(dealer, '/orders/vin', { vin: '5yj3', type: 1 });
    expect((res.json() as string[]).sort()).toEqual(['5YJ3E1EA7PF000001', '5YJ3E1EA7PF000002']);
  });
});
