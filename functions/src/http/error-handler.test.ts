import { describe, expect, it } from 'vitest';
import type { Request, Response } from 'express';
import { conflict } from '../platform/refusal';
import { errorHandler } from './error-handler';

function answer() {
  const sent: { status?: number; body?: unknown; headers: Record<string, string> } = { headers: {} };
  const res = {
    headersSent: false,
    setHeader: (name: string, value: string) => (sent.headers[name] = value),
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
      return this;
    },
  };
  return { res: res as unknown as Response, sent };
}

const req = { path: '/order', method: 'POST' } as Request;

describe('errorHandler', () => {
  it('hides an unexpected error behind a 500 and gives its log the stack', () => {
    const logged: { message: string; fields: Record<string, unknown> }[] = [];
    const { res, sent } = answer();
    errorHandler({ error: (message, fields) => logged.push({ message, fields }) })(
      new Error('10 ABORTED: lock timeout'),
      req,
      res,
      () => undefined,
    );
    expect(sent).toEqual({
      status: 500,
      body: { message: 'Something went wrong on our side' },
      headers: { 'Cache-Control': 'no-store' },
    });
    expect(logged).toHaveLength(1);
    expect(logged[0]!.message).toBe('Unhandled API error');
    expect(logged[0]!.fields).toMatchObject({ path: '/order', method: 'POST' });
    expect(String(logged[0]!.fields.error)).toContain('10 ABORTED: lock timeout');
  });

  it('answers a refusal with its own status and message, and logs nothing', () => {
    const logged: unknown[] = [];
    const { res, sent } = answer();
    errorHandler({ error: (...entry) => logged.push(entry) })(conflict('Out of stock'), req, res, () => undefined);
    expect(sent.status).toBe(409);
    expect(sent.body).toEqual({ message: 'Out of stock' });
    expect(logged).toEqual([]);
  });
});
