// The four callers every rule is checked against, as rules-unit-testing contexts.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { modular } from './rules-test-env';

export const roles = ['anonymous', 'customer', 'other customer', 'admin'] as const;
export type Role = (typeof roles)[number];

/** The uid of each signed-in role; the seeded orders, users and profiles belong to `customer`. */
export const uids = {
  customer: 'customer-uid',
  otherCustomer: 'other-customer-uid',
  admin: 'admin-uid',
} as const;

/**
 * The role's Firestore client, one per role and environment: each context would otherwise start a client and its
 * connection of its own, for every check (the same token either way).
 */
export function firestoreAs(env: RulesTestEnvironment, role: Role): Firestore {
  let clients = clientsOf.get(env);
  if (!clients) clientsOf.set(env, (clients = new Map()));
  let client = clients.get(role);
  if (!client) clients.set(role, (client = newClient(env, role)));
  return client;
}

const clientsOf = new WeakMap<RulesTestEnvironment, Map<Role, Firestore>>();

function newClient(env: RulesTestEnvironment, role: Role): Firestore {
  switch (role) {
    case 'anonymous':
      return modular(env.unauthenticatedContext().firestore());
    case 'customer':
      return modular(env.authenticatedContext(uids.customer, { email: 'customer@toolshop.test' }).firestore());
    case 'other customer':
      return modular(env.authenticatedContext(uids.otherCustomer, { email: 'other@toolshop.test' }).firestore());
    case 'admin':
      // The custom claim the API sets; nothing else makes an admin.
      return modular(env.authenticatedContext(uids.admin, { email: 'admin@toolshop.test', admin: true }).firestore());
  }
}
