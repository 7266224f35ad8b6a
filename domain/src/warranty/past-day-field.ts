// A calendar day (YYYY-MM-DD) that has begun: when a tool was bought, when a fault happened.
import { z } from 'zod';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const isPastDay = (day: string): boolean => {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === day && ms <= Date.now();
};

export const pastDayField = (message: string) =>
  z.string({ error: message }).regex(DAY, message).refine(isPastDay, message);
