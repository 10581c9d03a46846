/**
 * A local stand-in for the part of Stripe's HTTP API our provider uses, for tests: form-encoded
 * POST bodies, `expand[]`, JSON objects with their `object` field, Stripe's error bodies (a card
 * refusal is a 402 `card_error`), bearer-key authentication. Cards are Stripe's test payment
 * cards: `newCard` makes a payment method of one of Stripe's test kinds, as the browser's
 * confirmed setup would (`visa` pays, `chargeDeclined` is refused when attached,
 * `authenticationRequired` needs the bank check on every charge, `chargeCustomerFail` attaches
 * but every charge is declined). `authenticate` plays the
 * bank's 3-D Secure page; `signedEvent` makes a webhook delivery signed as Stripe signs them.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseFormBody } from './formBody';
import { stripeSignatureHeader } from './stripeSignature';

type StripeObject = Record<string, unknown> & { id: string };

export interface FakeStripeRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

export interface FakeStripe {
  url: string;
  secretKey: string;
  requests: FakeStripeRequest[];
  objects: Map<string, StripeObject>;
  /** A new, unattached payment method of a test kind; answers its id. */
  newCard(kind: TestCardKind): string;
  /** The bank's check of a payment waiting for it. */
  authenticate(clientSecret: string, outcome: 'complete' | 'fail'): void;
  /** An event as Stripe delivers it: the JSON payload and its `Stripe-Signature` header. */
  signedEvent(type: string, object: object, secret: string, id?: string): { payload: string; signature: string };
  close(): Promise<void>;
}

const DECLINED = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
export type TestCardKind = 'visa' | 'chargeDeclined' | 'authenticationRequired' | 'chargeCustomerFail';

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

const missing = (id: string) => new StripeFailure(404, { type: 'invalid_request_error', code: 'resource_missing', param: 'id', message: `No such object: '${id}'` });

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(10).toString('hex')}`;
}

function list(data: unknown[], url: string) {
  return { object: 'list', data, has_more: false, url };
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeStripe(secretKey = 'sk_test_fake'): Promise<FakeStripe> {
  const objects = new Map<string, StripeObject>();
  const requests: FakeStripeRequest[] = [];
  const now = () => Math.floor(Date.now() / 1000);
  const get = (id: string, kind?: string) => {
    const found = objects.get(id);
    if (!found || (kind !== undefined && found.object !== kind)) throw missing(id);
    return found;
  };
  const put = (object: StripeObject) => {
    objects.set(object.id, object);
    return object;
  };

  const paymentMethod = (id: string) => get(id, 'payment_method');
  const kindOf = (id: string | null) => (id === null ? undefined : objects.get(id)?.test_kind);

  /** Charges an invoice with the card: paid, waiting for the bank check, or declined. */
  const charge = (invoice: StripeObject, methodId: string | null) => {
    const method = kindOf(methodId);
    const intent = put({ id: newId('pi'), object: 'payment_intent', amount: invoice.amount_due, currency: invoice.currency, status: 'succeeded', last_payment_error: null, client_secret: '' });
    intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
    invoice.confirmation_secret = { client_secret: intent.client_secret, type: 'payment_intent' };
    invoice.payment_intent_id = intent.id;
    if (method === 'authenticationRequired') intent.status = 'requires_action';
    else if (method !== 'visa') Object.assign(intent, { status: 'requires_payment_method', last_payment_error: DECLINED });
    invoice.status = intent.status === 'succeeded' ? 'paid' : 'open';
    return intent;
  };

  const defaultMethodOf = (customerId: string) =>
    (get(customerId, 'customer').invoice_settings as { default_payment_method: string | null }).default_payment_method;

  /** The object as answered, with `expand` applied to its latest invoice. */
  const expanded = (object: StripeObject, expand: string[], prefix = '') => {
    if (object.object !== 'subscription') return object;
    const wants = expand.some((path) => path === `${prefix}latest_invoice` || path.startsWith(`${prefix}latest_invoice.`));
    if (!wants) return object;
    const { confirmation_secret, payment_intent_id: _intent, ...invoice } = get(String(object.latest_invoice));
    const withSecret = expand.includes(`${prefix}latest_invoice.confirmation_secret`) ? { ...invoice, confirmation_secret } : invoice;
    return { ...object, latest_invoice: withSecret };
  };

  const createSubscription = (body: Record<string, unknown>) => {
    const customer = String(body.customer);
    get(customer, 'customer');
    const [item] = body.items as { price_data: { currency: string; product: string; unit_amount: string; recurring: { interval: string } } }[];
    if (!item) throw new StripeFailure(400, { type: 'invalid_request_error', message: 'Missing required param: items.' });
    get(item.price_data.product, 'product');
    const start = now();
    const end = start + (item.price_data.recurring.interval === 'year' ? 365 : 30) * 86400;
    const subscription = put({
      id: newId('sub'),
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at_period_end: false,
      default_payment_method: body.default_payment_method ?? null,
      metadata: body.metadata ?? {},
      items: list([{ id: newId('si'), object: 'subscription_item', current_period_start: start, current_period_end: end, price: { object: 'price', ...item.price_data, unit_amount: Number(item.price_data.unit_amount) } }], '/v1/subscription_items'),
      latest_invoice: null,
    });
    const invoice = put({
      id: newId('in'),
      object: 'invoice',
      customer,
      status: 'open',
      amount_due: Number(item.price_data.unit_amount),
      currency: item.price_data.currency,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      lines: list([{ object: 'line_item', period: { start, end } }], '/v1/invoices/lines'),
    });
    subscription.latest_invoice = invoice.id;
    const intent = charge(invoice, typeof body.default_payment_method === 'string' ? body.default_payment_method : defaultMethodOf(customer));
    if (intent.status !== 'succeeded') subscription.status = 'incomplete';
    return subscription;
  };

  /** One API call; answers the object to send or throws a StripeFailure. */
  const route = (method: string, path: string, body: Record<string, unknown>): unknown => {
    const parts = path.split('/').filter(Boolean).slice(1);
    const [resource, id, action] = parts;
    const key = `${method} ${resource}${id === undefined ? '' : '/:id'}${action === undefined ? '' : `/${action}`}`;
    const expand = (body.expand as string[] | undefined) ?? [];
    switch (key) {
      case 'POST customers':
        return put({ id: newId('cus'), object: 'customer', email: body.email ?? null, name: body.name ?? null, metadata: body.metadata ?? {}, invoice_settings: { default_payment_method: null } });
      case 'POST customers/:id':
        return Object.assign(get(String(id), 'customer'), { invoice_settings: { default_payment_method: (body.invoice_settings as Record<string, unknown> | undefined)?.default_payment_method ?? null } });
      case 'POST setup_intents': {
        const intent = put({ id: newId('seti'), object: 'setup_intent', customer: body.customer, usage: body.usage, status: 'requires_payment_method', client_secret: '' });
        intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
        return intent;
      }
      case 'GET payment_methods/:id':
        return paymentMethod(String(id));
      case 'POST payment_methods/:id/attach': {
        const method_ = paymentMethod(String(id));
        if (method_.test_kind === 'chargeDeclined') throw new StripeFailure(402, { ...DECLINED, param: '' });
        get(String(body.customer), 'customer');
        return Object.assign(method_, { customer: body.customer });
      }
      case 'GET products/:id':
        return get(String(id), 'product');
      case 'POST products':
        return put({ id: String(body.id ?? newId('prod')), object: 'product', name: body.name, active: true });
      case 'POST subscriptions':
        return expanded(createSubscription(body), expand);
      case 'GET subscriptions':
        return list(
          [...objects.values()]
            .filter((object) => object.object === 'subscription' && object.customer === body.customer && (body.status === undefined ? object.status !== 'canceled' : object.status === body.status))
            .map((object) => expanded(object, expand, 'data.')),
          '/v1/subscriptions',
        );
      case 'GET subscriptions/:id':
        return expanded(get(String(id), 'subscription'), expand);
      case 'POST subscriptions/:id': {
        const subscription = get(String(id), 'subscription');
        if (body.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
        if (body.default_payment_method !== undefined) subscription.default_payment_method = body.default_payment_method;
        return expanded(subscription, expand);
      }
      case 'DELETE subscriptions/:id': {
        const subscription = get(String(id), 'subscription');
        if (subscription.status === 'canceled') throw new StripeFailure(400, { type: 'invalid_request_error', message: 'This subscription has already been canceled.' });
        return Object.assign(subscription, { status: 'canceled', canceled_at: now() });
      }
      case 'GET payment_intents/:id':
        return get(String(id), 'payment_intent');
      case 'POST invoiceitems':
        get(String(body.customer), 'customer');
        return put({ id: newId('ii'), object: 'invoiceitem', customer: body.customer, amount: Number(body.amount), currency: body.currency, description: body.description ?? null, invoice: null });
      case 'POST invoices': {
        const items = [...objects.values()].filter((object) => object.object === 'invoiceitem' && object.customer === body.customer && object.invoice === null);
        const invoice = put({ id: newId('in'), object: 'invoice', customer: body.customer, status: 'draft', amount_due: items.reduce((sum, item) => sum + Number(item.amount), 0), parent: null, lines: list([], '/v1/invoices/lines') });
        for (const item of items) item.invoice = invoice.id;
        return invoice;
      }
      case 'GET invoices':
        return list(
          [...objects.values()].filter(
            (object) =>
              object.object === 'invoice' &&
              object.customer === body.customer &&
              (body.status === undefined || object.status === body.status) &&
              (body.subscription === undefined || (object.parent as { subscription_details?: { subscription?: string } } | null)?.subscription_details?.subscription === body.subscription),
          ),
          '/v1/invoices',
        );
      case 'POST invoices/:id/pay': {
        const invoice = get(String(id), 'invoice');
        const intent = charge(invoice, defaultMethodOf(String(invoice.customer)));
        if (intent.status !== 'succeeded') throw new StripeFailure(402, { ...DECLINED, payment_intent: { id: intent.id } });
        return invoice;
      }
      default:
        throw new StripeFailure(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
    }
  };

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
    response.end(JSON.stringify(body));
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const body = parseFormBody(method === 'GET' || method === 'DELETE' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8'));
    requests.push({ method, path: url.pathname, body });
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      answer(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      return;
    }
    try {
      answer(response, 200, route(method, url.pathname, body));
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
      answer(response, error.status, { error: error.body });
    }
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => answer(response, 500, { error: { type: 'api_error', message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    objects,
    newCard(kind) {
      return put({ id: newId('pm'), object: 'payment_method', type: 'card', customer: null, card: { brand: 'visa', last4: '4242' }, test_kind: kind }).id;
    },
    authenticate(clientSecret, outcome) {
      const intent = [...objects.values()].find((object) => object.object === 'payment_intent' && object.client_secret === clientSecret);
      if (intent?.status !== 'requires_action') throw new Error(`No payment waits for a bank check under ${clientSecret}`);
      if (outcome === 'fail') {
        Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'The provided PaymentMethod has failed authentication.' } });
        return;
      }
      intent.status = 'succeeded';
      const invoice = [...objects.values()].find((object) => object.object === 'invoice' && object.payment_intent_id === intent.id);
      if (!invoice) return;
      invoice.status = 'paid';
      const subscriptionId = (invoice.parent as { subscription_details?: { subscription?: string } } | null)?.subscription_details?.subscription;
      if (subscriptionId) get(subscriptionId).status = 'active';
    },
    signedEvent(type, object, secret, id = newId('evt')) {
      const payload = JSON.stringify({ id, object: 'event', type, api_version: '2026-10-28.endive', created: now(), livemode: false, pending_webhooks: 1, request: null, data: { object } }, null, 2);
      return { payload, signature: stripeSignatureHeader(payload, secret, now()) };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The client's keep-alive connections would hold the close for the keep-alive timeout.
        server.closeAllConnections();
      }),
  };
}
