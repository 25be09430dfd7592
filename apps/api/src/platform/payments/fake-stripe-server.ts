import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server answering like Stripe's API for the calls the gateway makes, with response bodies shaped
 * after Stripe's documented objects (trimmed: the fields the gateway reads, plus ids and statuses). Stripe
 * itself cannot be reached from here; the test cards follow Stripe's test payment methods.
 */
type Intent = Record<string, unknown> & { id: string; status: string; amount: number };

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

type Answer = { status: number; body: unknown };

const declined = (intent: Intent): Answer => ({
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
});

const invalidRequest = (status: number, message: string, code?: string): Answer => ({
  status,
  body: { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } },
});

export const startFakeStripe = async () => {
  const intents = new Map<string, Intent>();
  /** what the server keeps beside an intent: its test card's outcome, 3-D Secure done, amount refunded */
  const state = new Map<string, { outcome: string; authenticated: boolean; refunded: number }>();
  const byKey = new Map<string, Answer>();
  const calls: { method: string; path: string; idempotencyKey: string | null; form: URLSearchParams }[] = [];
  let seq = 0;

  /** Runs the card: succeeded, requires_action (3-D Secure) or declined (402 with the intent). */
  const runCard = (intent: Intent): Answer => {
    const s = state.get(intent.id)!;
    const outcome = s.authenticated ? 'succeeded' : s.outcome;
    if (outcome === 'declined') {
      const failed = {
        ...intent,
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' },
      };
      intents.set(intent.id, failed);
      return declined(failed);
    }
    const next =
      outcome === 'succeeded'
        ? { ...intent, status: 'succeeded', amount_received: intent.amount, next_action: null }
        : { ...intent, status: 'requires_action', next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} } };
    intents.set(intent.id, next);
    return { status: 200, body: next };
  };

  const createIntent = (form: URLSearchParams): Answer => {
    const pm = form.get('payment_method') ?? '';
    const method = TEST_METHODS[pm];
    if (!method) return invalidRequest(400, `No such PaymentMethod: '${pm}'`, 'resource_missing');
    const id = `pi_3Q${String(++seq).padStart(6, '0')}`;
    const intent: Intent = {
      id,
      object: 'payment_intent',
      amount: Number(form.get('amount')),
      amount_received: 0,
      currency: form.get('currency'),
      client_secret: `${id}_secret_test`,
      customer: form.get('customer'),
      description: form.get('description'),
      metadata: form.get('metadata[order_id]') ? { order_id: form.get('metadata[order_id]') } : {},
      payment_method: card(method.brand, method.last4),
      last_payment_error: null,
      latest_charge: null,
      status: 'requires_confirmation',
    };
    intents.set(id, intent);
    state.set(id, { outcome: method.outcome, authenticated: false, refunded: 0 });
    return form.get('confirm') === 'true' ? runCard(intent) : { status: 200, body: intent };
  };

  /** An intent as the API shows it; `latest_charge` expanded when asked. */
  const shown = (intent: Intent, expandCharge: boolean) =>
    expandCharge && intent.status === 'succeeded'
      ? {
          ...intent,
          latest_charge: { id: `ch_${intent.id}`, object: 'charge', amount_refunded: state.get(intent.id)?.refunded ?? 0 },
        }
      : intent;

  const onIntent = (method: string, id: string, action: string | undefined): Answer => {
    const intent = intents.get(id)!;
    if (method !== 'POST' || !action) return { status: 200, body: intent };
    if (action === '/confirm') return intent.status === 'requires_confirmation' ? runCard(intent) : { status: 200, body: intent };
    // cancel: Stripe refuses once the intent succeeded
    if (intent.status === 'succeeded' || intent.status === 'canceled')
      return invalidRequest(
        400,
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        'payment_intent_unexpected_state',
      );
    const canceled = { ...intent, status: 'canceled', next_action: null };
    intents.set(id, canceled);
    return { status: 200, body: canceled };
  };

  const refund = (form: URLSearchParams): Answer => {
    const intent = intents.get(form.get('payment_intent') ?? '');
    if (!intent) return invalidRequest(404, 'No such payment_intent', 'resource_missing');
    if (intent.status !== 'succeeded') return invalidRequest(400, 'This PaymentIntent has not succeeded.');
    const s = state.get(intent.id)!;
    if (s.refunded >= intent.amount) return invalidRequest(400, 'Charge has already been refunded.', 'charge_already_refunded');
    // a partial refund names its amount; without one, what is left of the charge
    const amount = form.has('amount') ? Number(form.get('amount')) : intent.amount - s.refunded;
    if (!Number.isInteger(amount) || amount <= 0 || s.refunded + amount > intent.amount)
      return invalidRequest(400, 'Refund amount is greater than the unrefunded amount.', 'amount_too_large');
    s.refunded += amount;
    return {
      status: 200,
      body: { id: `re_${++seq}`, object: 'refund', amount, payment_intent: intent.id, status: 'succeeded' },
    };
  };

  const server = createServer(async (req, res) => {
    const [path, query = ''] = (req.url ?? '/').split('?');
    const form = await readForm(req);
    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    calls.push({ method: req.method ?? 'GET', path, idempotencyKey: key, form });
    const send = ({ status, body }: Answer) =>
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${seq}` }).end(JSON.stringify(body));
    // Stripe answers a repeated idempotency key with the first answer.
    if (req.method === 'POST' && key && byKey.has(key)) return send(byKey.get(key)!);
    let answer: Answer;
    const intentPath = /^\/v1\/payment_intents\/(pi_\w+?)(\/confirm|\/cancel)?$/.exec(path);
    if (req.method === 'POST' && path === '/v1/customers')
      answer = { status: 200, body: { id: `cus_${++seq}`, object: 'customer' } };
    else if (req.method === 'POST' && path === '/v1/payment_intents') answer = createIntent(form);
    else if (req.method === 'GET' && path === '/v1/payment_intents') {
      const expandCharge = [...new URLSearchParams(query)].some(
        ([k, v]) => k.startsWith('expand[') && v === 'data.latest_charge',
      );
      const data = [...intents.values()].reverse().map((i) => shown(i, expandCharge));
      answer = { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/payment_intents' } };
    } else if (req.method === 'POST' && path === '/v1/refunds') answer = refund(form);
    else if (intentPath && intents.has(intentPath[1])) answer = onIntent(req.method ?? 'GET', intentPath[1], intentPath[2]);
    else answer = invalidRequest(404, 'No such resource', 'resource_missing');
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
      if (!intent) return;
      state.get(id)!.authenticated = true;
      intents.set(id, { ...intent, status: 'requires_confirmation' });
    },
    /** the intent completes on Stripe's side (3-D Secure done and confirmed by Stripe.js) */
    succeed: (id: string) => {
      const intent = intents.get(id);
      if (intent) intents.set(id, { ...intent, status: 'succeeded', amount_received: intent.amount, next_action: null });
    },
    /** succeeded charges, minus refunds, per order id (what the money invariant compares) */
    netCharged: () =>
      [...intents.values()]
        .filter((i) => i.status === 'succeeded')
        .map((i) => ({
          id: i.id,
          orderId: Number((i.metadata as { order_id?: string }).order_id),
          net: (i.amount as number) - state.get(i.id)!.refunded,
        })),
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
};
