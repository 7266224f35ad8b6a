// The one way the SPA calls the REST API (/api/**): adds the Firebase ID token, turns error bodies
// `{ message, errors }` into an ApiError the forms can map onto their fields.
import type { FieldErrors } from '@toolshop/domain';
import { loadAuth } from './auth/load-auth';
import { signOutEverywhere } from './auth/sign-out';
import { NETWORK_ERROR_MESSAGE } from './network-error';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldErrors = {},
  ) {
    super(message);
  }
}

/** The server's message for a refused call (it names the problem), else the screen's own words for the failure. */
export function apiMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/** The signed-in user's ID token, if someone is signed in. */
export async function idToken(): Promise<string | undefined> {
  const [, { auth }] = await loadAuth();
  return auth.currentUser?.getIdToken();
}

/** `fetch` of an API path: a request that never reaches the server is an ApiError in the shop's words. */
export async function fetchApi(path: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(`/api${path}`, init);
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
}

export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const token = await idToken();
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetchApi(path, { method, headers, body: payload });
  const text = await response.text();
  const data = text ? safeJson(text) : undefined;
  // The server refuses the session itself (account disabled or deleted, sessions revoked as when admin rights are
  // removed): end it here too, so that guarded pages send the user to /login rather than fail call after call.
  if (response.status === 401 && token) await signOutEverywhere().catch(() => undefined);
  if (!response.ok) {
    const message = (data as { message?: string } | undefined)?.message ?? `Request failed (${response.status})`;
    throw new ApiError(response.status, message, (data as { errors?: FieldErrors } | undefined)?.errors);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}
