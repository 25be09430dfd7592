import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server answering like Stripe's API for the calls the gateway makes, with response bodies shaped
 * after Stripe's documented objects (trimmed: the fields the gateway reads, plus ids and statuses). Stripe
 * itself cannot be reached from here; the test cards follow Stripe's test payment methods.
 */
type Intent = Record<string, unknown> & { id: string; status: string };

const card = (brand: string, last4: string) => ({
  id: `pm_${brand}_${last4}`,
  object: 'payment_method',
  type: 'card',
  card: { brand, last4, exp_month: 12, exp_year: 2030, country: 'US', funding: 'credit' },
});

/** Stripe's test payment methods: pm_card_visa succeeds, …authenticationRequired needs 3-D Secure, …chargeDeclined is declined. */
const TEST_METHODS: Record<string, { brand: string; last4: string; outcome: 'succeeded' | 'requires_action' | 'declined' }> = {
  pm_card_visa: { brand: 'visa', last4: '4242', outcome: 'succeeded' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', outcome: 'succeeded' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3155', outcome: 'requires_action' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', outcome: 'declined' },
};

const readForm = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
};

export const startFakeStripe = async () => {
  const intents = new Map<string, Intent>();
  const byKey = new Map<string, { status: number; body: unknown }>();
  const calls: { method: string; path: string; idempotencyKey: string | null; form: URLSearchParams }[] = [];
  let seq = 0;

  const createIntent = (form: URLSearchParams): { status: number; body: unknown } => {
    const pm = form.get('payment_method') ?? '';
    const method = TEST_METHODS[pm];
    const id = `pi_3Q${String(++seq).padStart(6, '0')}`;
    const base = {
      id,
      object: 'payment_intent',
      amount: Number(form.get('amount')),
      currency: form.get('currency'),
      client_secret: `${id}_secret_test`,
      customer: form.get('customer'),
      description: form.get('description'),
      payment_method: method ? card(method.brand, method.last4) : null,
      last_payment_error: null,
    };
    if (!method || method.outcome === 'declined') {
      const intent = {
        ...base,
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' },
      };
      intents.set(id, intent);
      return {
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
            payment_intent: intent,
          },
        },
      };
    }
    const intent =
      method.outcome === 'succeeded'
        ? { ...base, status: 'succeeded' }
        : { ...base, status: 'requires_action', next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} } };
    intents.set(id, intent);
    return { status: 200, body: intent };
  };

  const server = createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const form = await readForm(req);
    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    calls.push({ method: req.method ?? 'GET', path, idempotencyKey: key, form });
    const send = ({ status, body }: { status: number; body: unknown }) =>
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${seq}` }).end(JSON.stringify(body));
    // Stripe answers a repeated idempotency key with the first answer.
    if (req.method === 'POST' && key && byKey.has(key)) return send(byKey.get(key)!);
    let answer: { status: number; body: unknown };
    const intentPath = /^\/v1\/payment_intents\/(pi_\w+)(\/confirm)?$/.exec(path);
    if (req.method === 'POST' && path === '/v1/customers')
      answer = { status: 200, body: { id: `cus_${++seq}`, object: 'customer' } };
    else if (req.method === 'POST' && path === '/v1/payment_intents') answer = createIntent(form);
    else if (intentPath && intents.has(intentPath[1])) {
      const intent = intents.get(intentPath[1])!;
      // The customer authenticated in the browser (Stripe.js): confirming again succeeds.
      if (intentPath[2] && req.method === 'POST') intents.set(intent.id, { ...intent, status: 'succeeded', next_action: null });
      answer = { status: 200, body: intents.get(intent.id) };
    } else answer = { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such resource' } } };
    if (req.method === 'POST' && key) byKey.set(key, answer);
    send(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    /** the customer completes 3-D Secure in the browser: the intent now awaits confirmation */
    authenticate: (id: string) => {
      const intent = intents.get(id);
      if (intent) intents.set(id, { ...intent, status: 'requires_confirmation' });
    },
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
};
