import type { Request, RequestHandler } from 'express';
import { apiMessages } from '@toolshop/domain';
import { tooLarge } from '../platform/refusal';

/** Cloud Functions (and its emulator) read the whole body before our app runs and keep its bytes here. */
export function rawBodyOf(req: Request): Buffer | undefined {
  return (req as Request & { rawBody?: Buffer }).rawBody;
}

function bodySize(req: Request): number {
  const raw = rawBodyOf(req);
  if (raw) return raw.length;
  const declared = Number(req.headers['content-length'] ?? 0);
  return Number.isFinite(declared) ? declared : 0;
}

/** Refuses bodies above `maxBytes` with a 413 before any handler parses or stores them. */
export function bodySizeLimit(maxBytes: number, message: string = apiMessages.tooLarge): RequestHandler {
  return (req, _res, next) => {
    if (bodySize(req) > maxBytes) throw tooLarge(message);
    next();
  };
}
