// A request exactly as generated: raw body text (so `__proto__` keys and broken JSON reach the server as
// written), any content type, any path. Answers status and body (JSON when it parses).
import { shopUrl } from '../../support/emulators';
import { sendKeptAlive } from './kept-alive-client';

export interface RawRequest {
  method: string;
  /** After /api, already encoded as the attacker wants it. */
  path: string;
  body?: string | Uint8Array | FormData;
  contentType?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface RawAnswer {
  status: number;
  body: unknown;
}

/**
 * Through Hosting by default, with fetch as a browser's script would send it; `baseUrl` points at another server
 * of the same API (in-process-api.ts), reached with the cheaper kept-alive client that sends the same request.
 */
export async function sendRaw(request: RawRequest, baseUrl: string = shopUrl): Promise<RawAnswer> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.contentType) headers['content-type'] = request.contentType;
  const target = `${baseUrl}/api${request.path}`;
  const send =
    baseUrl === shopUrl
      ? fetch(target, { method: request.method, headers, body: request.body as BodyInit | undefined }).then(
          async (response) => ({ status: response.status, text: await response.text() }),
        )
      : sendKeptAlive(new URL(target), request.method, headers, request.body);
  const { status, text } = await send.catch((error: Error & { cause?: unknown }) => {
    throw new Error(`${request.method} ${target} got no answer: ${error.message} (${error.cause})`);
  });
  try {
    return { status, body: text ? JSON.parse(text) : undefined };
  } catch {
    return { status, body: text };
  }
}

/** A 4xx with a `message` a person can read. */
export function isRefusalWithMessage(answer: RawAnswer): boolean {
  const message = (answer.body as { message?: unknown } | undefined)?.message;
  return answer.status >= 400 && answer.status < 500 && typeof message === 'string' && message.trim().length > 0;
}

/**
 * Body text the Cloud Functions runtime cannot parse (broken JSON, a JSON scalar) is refused with a 400 by its
 * body parser before the API runs, with express's own error page rather than our `{ message }`; nothing of
 * ours can change that answer, so it is counted apart. So is Node's refusal of oversized URLs and headers.
 */
export function isRefusedByRuntime(answer: RawAnswer): boolean {
  // 414/431: Node itself refuses a URL or headers over its 16 KB limit.
  if (answer.status === 414 || answer.status === 431) return true;
  if (typeof answer.body !== 'string') return false;
  // A path segment that starts with a dot ("/api/order/.x(") matches no glob of firebase.json's rewrites, so Hosting
  // answers it with its not-found page (404.html, the app's shell), or express's default page where none exists.
  if (answer.status === 404) return /<pre>Cannot [A-Z]+ /.test(answer.body) || answer.body.includes('<div id="root">');
  return answer.status === 400 && /SyntaxError|Bad Request|Error/i.test(answer.body);
}
