import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OrderStatus, Role } from '@routier/domain';
import { users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { multipart } from '../../test/multipart.js';
import { createOrderFactory } from '../../test/order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
type Entry = { display_text: string; thread: string; belongs_to_current_user: boolean; sender_role_name: string };

describe('order log chat', () => {
  let t: TestApp;
  let dealer: Session;
  let otherDealer: Session;
  let carrier: Session;
  let dispatcher: Session;
  let driver: Session;
  let admin: Session;
  let factory: ReturnType<typeof createOrderFactory>;

  const send = (who: Session, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const upload = (who: Session, url: string, files: { name: string; bytes: Buffer; type?: string }[]) => {
    const body = multipart(files);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...who.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const job = () =>
    factory.createOrder(dealer.user, { status: OrderStatus.InProgress, carrierBusinessId: carrier.user.businessDetailsId });

  beforeAll(async () => {
    t = await buildTestApp();
    factory = createOrderFactory(t.deps);
    dealer = await t.loginAs(Role.Dealer);
    otherDealer = await t.loginAs(Role.Dealer);
    carrier = await t.loginAs(Role.TransportCompany);
    dispatcher = await t.loginAs(Role.Dispatcher, { businessDetailsId: carrier.user.businessDetailsId });
    driver = await t.loginAs(Role.Driver, { businessDetailsId: carrier.user.businessDetailsId });
    admin = await t.loginAs(Role.Admin);
  });
  afterAll(() => t.close());

  it('the customer and the carrier each talk with the admin in their own thread; the admin sees and answers both', async () => {
    const order = await job();
    const url = `/api/order-logs/${order.id}`;
    const mine = await send(dealer, 'POST', url, { comment: 'When will the car arrive?' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toEqual([
      expect.objectContaining({
        display_text: 'When will the car arrive?',
        thread: 'customer',
        belongs_to_current_user: true,
        sender_role_name: 'dealer',
      }),
    ]);
    expect((await send(dispatcher, 'POST', url, { comment: 'Gate code needed at pickup' })).statusCode).toBe(200);

    // each party sees only its own thread
    expect((await send(dealer, 'GET', url)).json().data.map((e: Entry) => e.display_text)).toEqual(['When will the car arrive?']);
    expect((await send(carrier, 'GET', url)).json().data.map((e: Entry) => e.display_text)).toEqual([
      'Gate code needed at pickup',
    ]);

    // the admin sees both and must say which thread he answers
    expect((await send(admin, 'GET', url)).json().data).toHaveLength(2);
    const noThread = await send(admin, 'POST', url, { comment: 'Tomorrow morning.' });
    expect(noThread.statusCode).toBe(422);
    expect(noThread.json().errors).toEqual({ thread: ['isRequired'] });
    const answer = await send(admin, 'POST', `${url}?thread=customer`, { comment: 'Tomorrow morning.' });
    expect(answer.json().data.map((e: Entry) => e.display_text)).toEqual(['When will the car arrive?', 'Tomorrow morning.']);
    const seen = (await send(dealer, 'GET', url)).json().data as Entry[];
    expect(seen[1]).toMatchObject({ belongs_to_current_user: false, sender_role_name: 'admin' });

    // the answer is emailed to the thread's party: the customer, and the carrier user who wrote
    expect((await send(admin, 'POST', `${url}?thread=carrier`, { comment: 'The code is 4321.' })).statusCode).toBe(200);
    expect((await send(carrier, 'GET', url)).json().data.map((e: Entry) => e.display_text)).toEqual([
      'Gate code needed at pickup',
      'The code is 4321.',
    ]);
    await t.drainJobs();
    expect(t.lastMailTo(dealer.user.email)).toMatchObject({ subject: `New message about order ${order.orderNumber}` });
    expect(t.lastMailTo(dealer.user.email)?.text).toContain('Tomorrow morning.');
    expect(t.lastMailTo(dispatcher.user.email)?.text).toContain('The code is 4321.');
  });

  it('only the order customer, the company holding the job and admins may use it', async () => {
    const order = await job();
    const url = `/api/order-logs/${order.id}`;
    expect((await send(otherDealer, 'GET', url)).statusCode).toBe(403);
    expect((await send(otherDealer, 'POST', url, { comment: 'hello there' })).statusCode).toBe(403);
    expect((await send(driver, 'GET', url)).statusCode).toBe(403);
    const stranger = await t.loginAs(Role.TransportCompany);
    expect((await send(stranger, 'GET', url)).statusCode).toBe(403);
    expect((await send(dealer, 'GET', '/api/order-logs/999999')).statusCode).toBe(404);
  });

  it('a message is 2 to 255 characters', async () => {
    const order = await job();
    const url = `/api/order-logs/${order.id}`;
    expect((await send(dealer, 'POST', url, { comment: 'a' })).json().errors).toEqual({ comment: ['tooShort'] });
    expect((await send(dealer, 'POST', url, { comment: 'a'.repeat(256) })).json().errors).toEqual({ comment: ['tooLong'] });
    expect((await send(dealer, 'GET', url)).json().data).toEqual([]);
  });

  it('files: judged by content, at most 20 MB (413 with the size message), shown with signed URLs', async () => {
    const order = await job();
    const url = `/api/order-logs/files/${order.id}`;
    const res = await upload(dealer, url, [{ name: 'damage.pdf', type: 'application/pdf', bytes: PDF }]);
    expect(res.statusCode).toBe(200);
    const [entry] = res.json().data;
    expect(entry.order_log_files).toEqual([
      expect.objectContaining({
        file_name: 'damage.pdf',
        mime_type: 'application/pdf',
        path_url: expect.stringMatching(/\/api\/files\/orders\/\d+\/\w+\.pdf\?expires=\d+&signature=\w+$/),
      }),
    ]);
    const file = await t.app.inject({
      url: new URL(entry.order_log_files[0].path_url).pathname + new URL(entry.order_log_files[0].path_url).search,
    });
    expect(file.statusCode).toBe(200);

    const fake = await upload(dealer, url, [
      { name: 'photo.png', type: 'image/png', bytes: Buffer.from('MZ\x90\x00 not a png') },
    ]);
    expect(fake.json().errors).toEqual({ files: ['fileTypeNotAllowed'] });
    const big = await upload(dealer, url, [
      { name: 'big.txt', type: 'text/plain', bytes: Buffer.alloc(20 * 1024 * 1024 + 10, 0x41) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The file may not be greater than 20 MB.');
    expect((await upload(otherDealer, url, [{ name: 'a.pdf', type: 'application/pdf', bytes: PDF }])).statusCode).toBe(403);
    expect((await send(dealer, 'GET', `/api/order-logs/${order.id}`)).json().data).toHaveLength(1);
  });

  it('is disabled when the order owner is deleted', async () => {
    const owner = await t.loginAs(Role.PrivateUser);
    const order = await factory.createOrder(owner.user, {
      status: OrderStatus.InProgress,
      carrierBusinessId: carrier.user.businessDetailsId,
    });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, owner.user.id));
    const url = `/api/order-logs/${order.id}`;
    expect((await send(carrier, 'GET', url)).json().disabled_reason).toBe('order.owner_deleted');
    const res = await send(carrier, 'POST', url, { comment: 'Anyone there?' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('order.owner_deleted');
  });
});
