// A small local HTTP stand-in for the part of Stripe's API our server calls (PaymentIntents create, retrieve and
// cancel; refunds),
// so the real `stripe` package can be pointed at it (host/port/protocol). It records every request as sent
// and honours idempotency keys the way Stripe does (same key -> the same intent back).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: Record<string, string>;
}

export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string; code: string } | null;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'succeeded';
}

export const STAND_IN_SECRET_KEY = 'sk_test_stand_in';

export async function startStripeStandIn() {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, StandInIntent>();
  const byIdempotencyKey = new Map<string, string>();
  const refunds = new Map<string, StandInRefund>();
  const refundByKey = new Map<string, string>();

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, form });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(6).toString('hex')}`,
        });
        res.end(JSON.stringify(payload));
      };

      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const key = String(req.headers['idempotency-key'] ?? '');
        const existing = key ? byIdempotencyKey.get(key) : undefined;
        if (existing) return send(200, intents.get(existing));
        const id = `pi_${randomBytes(12).toString('hex')}`;
        const metadata: Record<string, string> = {};
        for (const [name, value] of Object.entries(form)) {
          const match = /^metadata\[(.+)\]$/.exec(name);
          if (match?.[1]) metadata[match[1]] = value;
        }
        const intent: StandInIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.amount),
          amount_received: 0,
          currency: form.currency ?? '',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          metadata,
          last_payment_error: null,
        };
        intents.set(id, intent);
        if (key) byIdempotencyKey.set(key, id);
        return send(200, intent);
      }
      const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(url.pathname);
      if (req.method === 'POST' && cancel?.[1]) {
        const intent = intents.get(decodeURIComponent(cancel[1]));
        if (!intent) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
        // Stripe refuses to cancel an intent that is processing or has succeeded (or is cancelled already).
        if (['succeeded', 'processing', 'canceled'].includes(intent.status))
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            },
          });
        intent.status = 'canceled';
        return send(200, intent);
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const key = String(req.headers['idempotency-key'] ?? '');
        const existing = key ? refundByKey.get(key) : undefined;
        if (existing) return send(200, refunds.get(existing));
        const intent = intents.get(form.payment_intent ?? '');
        if (!intent || intent.status !== 'succeeded')
          return send(400, { error: { type: 'invalid_request_error', message: 'This PaymentIntent has no charge' } });
        const refund: StandInRefund = {
          id: `re_${randomBytes(12).toString('hex')}`,
          object: 'refund',
          amount: intent.amount,
          payment_intent: intent.id,
          status: 'succeeded',
        };
        refunds.set(refund.id, refund);
        if (key) refundByKey.set(key, refund.id);
        return send(200, refund);
      }
      const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && retrieve?.[1]) {
        const intent = intents.get(decodeURIComponent(retrieve[1]));
        if (intent) return send(200, intent);
        return send(404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' },
        });
      }
      send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    requests,
    intents,
    refunds,
    /** The real Stripe client, talking to this stand-in. */
    client: new Stripe(STAND_IN_SECRET_KEY, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 }),
    /** An intent as Stripe would hold it after the customer paid (or failed to) in the browser. */
    putIntent(intent: Partial<StandInIntent> & { id: string }): StandInIntent {
      const stored: StandInIntent = {
        object: 'payment_intent',
        amount: 0,
        amount_received: 0,
        currency: 'usd',
        status: 'requires_payment_method',
        client_secret: `${intent.id}_secret_x`,
        metadata: {},
        last_payment_error: null,
        ...intents.get(intent.id),
        ...intent,
      };
      intents.set(intent.id, stored);
      return stored;
    },
    /** The charge of a refunded intent, as Stripe sends it in a charge.refunded event. */
    refundedCharge(intent: StandInIntent, refundId = `re_${randomBytes(12).toString('hex')}`) {
      return {
        id: `ch_${randomBytes(10).toString('hex')}`,
        object: 'charge' as const,
        amount: intent.amount,
        amount_refunded: intent.amount,
        payment_intent: intent.id,
        refunded: true,
        refunds: { object: 'list', data: [{ id: refundId, object: 'refund', amount: intent.amount }] },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
