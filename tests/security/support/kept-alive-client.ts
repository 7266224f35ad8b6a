// The in-process API's client: node:http over kept-alive sockets. The generated-input suite sends tens of thousands
// of requests there, and fetch (undici) spends about three times the CPU per request of node:http on the same
// socket (decision 23). It sends what fetch would send: the path as the WHATWG URL parser leaves it, fetch's
// default content type of a text body, and a FormData body encoded as fetch encodes it.
import { Agent, request as httpRequest } from 'node:http';
import type { RawRequest } from './raw-request';

/** The in-process server keeps idle sockets 60 s; a free socket is dropped here after 4 s, always first. */
const agent = new Agent({ keepAlive: true, maxSockets: 16, timeout: 4_000 });

interface Encoded {
  bytes?: Buffer;
  /** The content type fetch gives this body when the request names none. */
  defaultType?: string;
}

async function encoded(body: RawRequest['body']): Promise<Encoded> {
  if (body === undefined) return {};
  if (typeof body === 'string') return { bytes: Buffer.from(body, 'utf8'), defaultType: 'text/plain;charset=UTF-8' };
  if (body instanceof Uint8Array) return { bytes: Buffer.from(body.buffer, body.byteOffset, body.byteLength) };
  const multipart = new Response(body);
  return {
    bytes: Buffer.from(await multipart.arrayBuffer()),
    defaultType: multipart.headers.get('content-type') ?? undefined,
  };
}

export async function sendKeptAlive(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: RawRequest['body'],
): Promise<{ status: number; text: string }> {
  const { bytes, defaultType } = await encoded(body);
  const named = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  const sent: Record<string, string> = { ...headers };
  if (defaultType && !named.has('content-type')) sent['content-type'] = defaultType;
  if (bytes) sent['content-length'] = String(bytes.length);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers: sent, agent },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(bytes);
  });
}
