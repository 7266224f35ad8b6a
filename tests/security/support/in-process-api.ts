// The API's own express app (functions/src/app.ts) served from the test process, against the same emulated
// Firestore and Auth, behind the same body parsers the Cloud Functions runtime puts in front of it. The
// Functions emulator runs one worker process per request in flight, so thousands of generated requests
// through Hosting would take many minutes on a shared machine: the bulk goes here, and a sample of each call
// goes through Hosting as well (generated-input.test.ts) to show both paths answer alike.
import express from 'express';
import { logger } from 'firebase-functions';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Auth } from 'firebase-admin/auth';
import { createApp } from '../../../functions/src/app';
import { diskImageStore } from '../../../functions/src/images/disk-image-store';
import { createDeps } from '../../../functions/src/composition/create-deps';
import { testAdmin } from '../../support/admin';
import { emulatorBookkeepingQueue } from '../../support/task-queues';

const LIMIT = '32mb';

/**
 * The same few test tokens come back thousands of times: their verification (two Auth emulator calls each) is
 * remembered for the run. What is judged here is the input; tokens are attacked through Hosting with the real
 * verification in authorization.test.ts.
 */
function rememberingAuth(auth: Auth): Auth {
  const verified = new Map<string, ReturnType<Auth['verifyIdToken']>>();
  const users = new Map<string, ReturnType<Auth['getUser']>>();
  return new Proxy(auth, {
    get(target, property, receiver) {
      if (property === 'verifyIdToken') {
        return (token: string, checkRevoked?: boolean) => {
          if (!verified.has(token)) verified.set(token, target.verifyIdToken(token, checkRevoked));
          return verified.get(token)!;
        };
      }
      if (property === 'getUser') {
        return (uid: string) => {
          if (!users.has(uid)) users.set(uid, target.getUser(uid));
          return users.get(uid)!;
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
const keepRawBody = (req: express.Request, _res: unknown, buf: Buffer) => {
  (req as express.Request & { rawBody?: Buffer }).rawBody = buf;
};

export interface InProcessApi {
  baseUrl: string;
  close: () => Promise<void>;
  /** What the API hid behind each 500 it answered so far (the error handler's log): a race test's failure shows it. */
  unhandledErrors: () => string[];
}

export async function startInProcessApi(): Promise<InProcessApi> {
  const { db, auth } = testAdmin();
  const unhandled: string[] = [];
  const deps = createDeps({
    db,
    auth: rememberingAuth(auth),
    now: () => new Date(),
    imageStore: diskImageStore(process.env.TOOLSHOP_IMAGE_DIR ?? '/nonexistent'),
    bookkeepingQueue: emulatorBookkeepingQueue(),
    errorLog: {
      error: (message, fields) => {
        unhandled.push(`${message}: ${JSON.stringify(fields)}`);
        logger.error(message, fields);
      },
    },
  });
  const runtime = express();
  // As firebase-tools' functionsEmulatorRuntime (and Cloud Functions) parse bodies before the function runs.
  runtime.use(express.json({ limit: LIMIT, verify: keepRawBody }));
  runtime.use(express.text({ limit: LIMIT, verify: keepRawBody }));
  runtime.use(express.urlencoded({ extended: true, limit: LIMIT, verify: keepRawBody }));
  runtime.use(express.raw({ type: '*/*', limit: LIMIT, verify: keepRawBody }));
  runtime.use(createApp(deps));
  const server: Server = await new Promise((resolve) => {
    const s = runtime.listen(0, '127.0.0.1', () => resolve(s));
  });
  // Node closes an idle kept-alive socket after 5 s; on a loaded machine the client could pick that socket for its
  // next request just as it closes ("fetch failed"). The client's own idle limit (4 s) then always comes first.
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 65_000;
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
    unhandledErrors: () => [...unhandled],
  };
}
