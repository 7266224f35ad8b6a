// Server-Timing for a call whose speed a screen depends on: how long the server spent on each step (checking the
// caller, reading Firestore), so a browser's Resource Timing tells the server's share of a slow call from the
// network's and the emulator's. Durations only, for a response the caller may already read.
import type { RequestHandler, Response } from 'express';

export class ServerTiming {
  private readonly steps: [name: string, ms: number][] = [];
  private last: number;

  constructor(private readonly clock: () => number = () => performance.now()) {
    this.last = clock();
  }

  /** Ends the step running since the previous one (or since the request arrived). */
  step(name: string): void {
    const now = this.clock();
    this.steps.push([name, now - this.last]);
    this.last = now;
  }

  header(): string {
    return this.steps.map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`).join(', ');
  }
}

/** Starts the clock as the request arrives, before the caller is checked. */
export function startServerTiming(): RequestHandler {
  return (_req, res, next) => {
    res.locals.serverTiming = new ServerTiming();
    next();
  };
}

/** The timing startServerTiming put in place. */
export function serverTimingOf(res: Response): ServerTiming {
  const timing = res.locals.serverTiming as ServerTiming | undefined;
  if (!timing) throw new Error('serverTimingOf() used on a route without startServerTiming()');
  return timing;
}
