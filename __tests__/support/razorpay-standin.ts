// A local stand-in for Razorpay (jest and Playwright): the Orders API, a Checkout script that opens
// a small payment window, and signed checkout results and webhooks, as Razorpay makes them.
// No network: the app is pointed at it with RAZORPAY_API_BASE and RAZORPAY_CHECKOUT_URL.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandinOrder = {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'paid';
  payments: { id: string; amount: number; currency: string; status: string; order_id: string }[];
};

export type Standin = {
  url: string;
  checkoutUrl: string;
  orders: Map<string, StandinOrder>;
  /** Authorization headers the Orders API received. */
  auth: string[];
  /** Pays an order as a learner would (no callback reaches the app): returns Checkout's result. */
  pay(orderId: string): {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
  /** A webhook body and its headers, signed with the webhook secret. */
  webhook(
    event: 'payment.captured' | 'order.paid' | 'payment.failed',
    orderId: string,
    paymentId: string,
    opts?: { eventId?: string; amount?: number },
  ): { body: string; headers: Record<string, string> };
  /** Where the Checkout script's Pay button also posts the webhook (the app's endpoint), if set. */
  setWebhookTarget(url: string | null): void;
  close(): Promise<void>;
};

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

function checkoutScript(base: string) {
  // Runs in the browser: window.Razorpay with open()/on(), a dialog with Pay and Cancel.
  return `(() => {
  const base = ${JSON.stringify(base)};
  class Razorpay {
    constructor(options) { this.options = options; this.handlers = {}; }
    on(name, cb) { this.handlers[name] = cb; }
    open() {
      const o = this.options;
      const d = document.createElement('dialog');
      d.setAttribute('aria-label', 'Razorpay stand-in');
      d.style.cssText = 'padding:24px;border-radius:12px;font:16px sans-serif';
      const p = document.createElement('p');
      p.textContent = 'Test payment of ' + (o.amount / 100) + ' ' + o.currency + ' for ' + o.order_id;
      const pay = document.createElement('button');
      pay.textContent = 'Pay (stand-in)';
      const fail = document.createElement('button');
      fail.textContent = 'Fail (stand-in)';
      const cancel = document.createElement('button');
      cancel.textContent = 'Cancel (stand-in)';
      d.append(p, pay, fail, cancel);
      document.body.append(d);
      d.showModal();
      pay.onclick = async () => {
        const r = await fetch(base + '/test/pay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ order_id: o.order_id }) });
        const result = await r.json();
        d.remove();
        o.handler(result);
      };
      fail.onclick = () => { if (this.handlers['payment.failed']) this.handlers['payment.failed']({ error: { description: 'Card declined (stand-in)' } }); };
      cancel.onclick = () => { d.remove(); if (o.modal && o.modal.ondismiss) o.modal.ondismiss(); };
    }
  }
  window.Razorpay = Razorpay;
})();`;
}

export async function startRazorpayStandin(opts: {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  port?: number;
}): Promise<Standin> {
  const orders = new Map<string, StandinOrder>();
  const auth: string[] = [];
  let webhookTarget: string | null = null;
  const expectedAuth = 'Basic ' + Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64');

  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let s = '';
      req.on('data', (c) => (s += c));
      req.on('end', () => resolve(s));
    });
  const send = (res: ServerResponse, status: number, body: unknown, type = 'application/json') => {
    res.writeHead(status, {
      'content-type': type,
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type',
    });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  const pay = (orderId: string) => {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    const paymentId = id('pay');
    order.status = 'paid';
    order.payments.push({
      id: paymentId,
      amount: order.amount,
      currency: order.currency,
      status: 'captured',
      order_id: orderId,
    });
    const signature = createHmac('sha256', opts.keySecret)
      .update(`${orderId}|${paymentId}`)
      .digest('hex');
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    };
  };

  const webhook: Standin['webhook'] = (event, orderId, paymentId, o = {}) => {
    const order = orders.get(orderId);
    const amount = o.amount ?? order?.amount ?? 0;
    const payment = {
      entity: {
        id: paymentId,
        entity: 'payment',
        order_id: orderId,
        amount,
        currency: 'INR',
        status: event === 'payment.failed' ? 'failed' : 'captured',
        ...(event === 'payment.failed' ? { error_description: 'Card declined (stand-in)' } : {}),
      },
    };
    const body = JSON.stringify({
      entity: 'event',
      event,
      contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
      payload: {
        payment,
        ...(event === 'order.paid'
          ? { order: { entity: { id: orderId, amount, amount_paid: amount, status: 'paid' } } }
          : {}),
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    const signature = createHmac('sha256', opts.webhookSecret ?? '')
      .update(body)
      .digest('hex');
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': o.eventId ?? id('evt'),
      },
    };
  };

  let base = '';
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.method === 'OPTIONS') return send(res, 204, '');
    if (url.pathname === '/v1/checkout.js') {
      return send(res, 200, checkoutScript(base), 'text/javascript');
    }
    if (url.pathname === '/test/pay' && req.method === 'POST') {
      const body = JSON.parse((await read(req)) || '{}') as { order_id?: string };
      try {
        const result = pay(body.order_id ?? '');
        if (webhookTarget && opts.webhookSecret) {
          const w = webhook(
            'payment.captured',
            result.razorpay_order_id,
            result.razorpay_payment_id,
          );
          await fetch(webhookTarget, { method: 'POST', headers: w.headers, body: w.body }).catch(
            () => {},
          );
        }
        return send(res, 200, result);
      } catch {
        return send(res, 404, { error: { description: 'no such order' } });
      }
    }
    if (url.pathname.startsWith('/v1/')) {
      const header = req.headers.authorization ?? '';
      auth.push(header);
      if (header !== expectedAuth)
        return send(res, 401, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
        });
      if (url.pathname === '/v1/orders' && req.method === 'POST') {
        const body = JSON.parse((await read(req)) || '{}') as {
          amount?: number;
          currency?: string;
          receipt?: string;
        };
        if (!Number.isInteger(body.amount) || (body.amount ?? 0) < 100) {
          return send(res, 400, {
            error: { code: 'BAD_REQUEST_ERROR', description: 'amount invalid' },
          });
        }
        const order: StandinOrder = {
          id: id('order'),
          amount: body.amount!,
          currency: body.currency ?? 'INR',
          receipt: body.receipt ?? null,
          status: 'created',
          payments: [],
        };
        orders.set(order.id, order);
        const shown: Partial<StandinOrder> = { ...order };
        delete shown.payments;
        return send(res, 200, { ...shown, entity: 'order', amount_paid: 0 });
      }
      const m = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url.pathname);
      if (m && req.method === 'GET') {
        const order = orders.get(decodeURIComponent(m[1]!));
        if (!order)
          return send(res, 404, {
            error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
          });
        return send(res, 200, {
          entity: 'collection',
          count: order.payments.length,
          items: order.payments,
        });
      }
    }
    send(res, 404, { error: { description: 'not found' } });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    checkoutUrl: `${base}/v1/checkout.js`,
    orders,
    auth,
    pay,
    webhook,
    setWebhookTarget: (u) => {
      webhookTarget = u;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
