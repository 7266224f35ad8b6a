// How a registered tool's dates and status read on screen.
import type { Registration } from '@toolshop/domain';

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export const formatDay = (iso: string | null): string => (iso ? dayFormat.format(new Date(iso.slice(0, 10))) : '');

export const warrantyText = (registration: Registration): string =>
  registration.warrantyEndsAt ? `Warranty until ${formatDay(registration.warrantyEndsAt)}` : 'No warranty';

export const registrationStatusLabel = (registration: Registration): string =>
  registration.status === 'registered' ? 'Confirmed' : 'Waiting for confirmation';

/** Whether the warranty still runs today (the server decides again when a claim is made). */
export const inWarranty = (registration: Registration): boolean =>
  registration.status === 'registered' &&
  registration.warrantyEndsAt !== null &&
  new Date().toISOString().slice(0, 10) <= registration.warrantyEndsAt;
