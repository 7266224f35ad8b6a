// A Contact Us message as stored (contactMessages, server-only) and as the admins' inbox lists it.
import type { ContactInput } from './contact-schema';
import { isoTime } from '../iso-time';

export interface ContactMessageDoc extends ContactInput {
  createdAt: unknown;
  /** Set once, by the admin who marked the message handled. */
  handledBy?: { uid: string; email: string };
  handledAt?: unknown;
}

/** GET /contact (admin): one message, newest first in the list; handledBy is the admin's email. */
export interface ContactMessage extends ContactInput {
  _id: string;
  createdAt: string;
  handledBy: string | null;
  handledAt: string | null;
}

export function toContactMessage(id: string, doc: ContactMessageDoc): ContactMessage {
  return {
    _id: id,
    name: doc.name,
    email: doc.email,
    phone: doc.phone,
    message: doc.message,
    createdAt: isoTime(doc.createdAt) ?? '',
    handledBy: doc.handledBy?.email ?? null,
    handledAt: isoTime(doc.handledAt) ?? null,
  };
}
