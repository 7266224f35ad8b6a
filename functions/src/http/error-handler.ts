import type { ErrorRequestHandler } from 'express';
import { logger } from 'firebase-functions';
import type { ErrorLog } from '../platform/deps';
import { Refusal } from '../platform/refusal';

/** Last middleware: a refusal answers with its kind's status; anything else is logged and hidden behind a 500. Never cached. */
export const errorHandler =
  (log: ErrorLog = logger): ErrorRequestHandler =>
  (error, req, res, next) => {
    void next;
    // An answer already on its way (a CSV export written page by page) cannot become an error answer: cutting the
    // connection tells the client the file is incomplete.
    if (res.headersSent) {
      log.error('API error after the answer started', { path: req.path, error: String(error?.stack ?? error) });
      res.destroy();
      return;
    }
    // No cache (Hosting's CDN, a browser) may keep an error, even on routes whose answers are cacheable.
    res.setHeader('Cache-Control', 'no-store');
    if (error instanceof Refusal) {
      res
        .status(error.status)
        .json(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
      return;
    }
    log.error('Unhandled API error', { path: req.path, method: req.method, error: String(error?.stack ?? error) });
    res.status(500).json({ message: 'Something went wrong on our side' });
  };
