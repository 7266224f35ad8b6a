// Restart safety (issue 7): orders placed, the emulator suite stopped and started again with the same
// export-on-exit / import that `npm start` uses, and every order and product is still there, through the API
// and in Firestore. It needs an emulator life cycle of its own, so it runs outside `firebase emulators:exec`,
// at the run's port offset, with its data in a temporary folder; it leaves no Java or Node process behind.
//   node scripts/restart-check.mjs      (the last step of `npm test`; uses the build of the same port offset)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ID, ROOT, emulatorEnv, firebaseBin, firebaseConfigPath, ports } from './lib/emulators.mjs';
import { adminForEmulators } from './lib/admin-sdk.mjs';
import { waitForHttp } from './lib/wait.mjs';

const p = ports();
const shop = `http://127.0.0.1:${p.hosting}`;
const work = mkdtempSync(join(tmpdir(), 'toolshop-restart-'));
const exportDir = join(work, 'export');
const logPath = join(work, 'emulators.log');
const env = emulatorEnv({ TOOLSHOP_IMAGE_DIR: join(work, 'images') });
const started = Date.now();

/** Starts the suite in its own process group, output to the log; resolves once the API answers. */
async function startSuite(importData) {
  const args = [
    'emulators:start',
    '--project',
    PROJECT_ID,
    '--config',
    firebaseConfigPath(),
    '--only',
    'auth,firestore,functions,hosting',
    '--export-on-exit',
    exportDir,
  ];
  if (importData) args.push('--import', exportDir);
  const log = openSync(logPath, 'a');
  const child = spawn(firebaseBin(), args, { cwd: ROOT, env, stdio: ['ignore', log, log], detached: true });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  await waitForHttp(`http://127.0.0.1:${p.hub}/emulators`, 180_000);
  for (const deadline = Date.now() + 120_000; ;) {
    const answer = await fetch(`${shop}/api/product`).catch(() => null);
    if (answer?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`the API did not answer; see ${logPath}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return { child, exited };
}

/** SIGINT as Ctrl-C does (firebase-tools exports, then exits); then nothing of the group may be left. */
async function stopSuite({ child, exited }) {
  process.kill(child.pid, 'SIGINT');
  const outcome = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(null), 120_000))]);
  const leftovers = groupAlive(child.pid);
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    /* the group is gone */
  }
  const openPorts = [];
  for (const [name, port] of Object.entries({
    hosting: p.hosting,
    firestore: p.firestore,
    auth: p.auth,
    functions: p.functions,
    hub: p.hub,
  })) {
    if (await listening(port)) openPorts.push(name);
  }
  return { exitedCleanly: outcome !== null, processesLeftAfterExit: leftovers, portsStillOpen: openPorts };
}

function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function listening(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function call(method, path, token, body) {
  const headers = {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(body ? { 'content-type': 'application/json' } : {}),
  };
  const response = await fetch(`${shop}/api${path}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

async function signIn(email, password) {
  const url = `http://127.0.0.1:${p.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`;
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = await answer.json();
  if (!body.idToken) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** JSON with sorted keys and Timestamps as ISO text, so the same data always reads the same. */
function canonical(value) {
  return JSON.stringify(value, (_key, v) => {
    if (v && typeof v === 'object' && typeof v.toDate === 'function') return v.toDate().toISOString();
    if (v && typeof v === 'object' && !Array.isArray(v))
      return Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)));
    return v;
  });
}

/** What must survive: every product and order as stored, and as the API answers them. */
async function state(accounts) {
  const { db } = adminForEmulators();
  const docs = async (name) =>
    Object.fromEntries(
      (await db.collection(name).orderBy('__name__').get()).docs.map((d) => [d.id, canonical(d.data())]),
    );
  const api = { products: JSON.stringify(await call('GET', '/product')), orders: {} };
  for (const account of accounts) {
    const token = await signIn(account.email, account.password);
    api.orders[account.email] = JSON.stringify(
      await call('GET', `/myOrder?email=${encodeURIComponent(account.email)}`, token),
    );
  }
  return { products: await docs('products'), orders: await docs('orders'), api };
}

const figures = {
  portOffset: Number(process.env.TOOLSHOP_PORT_OFFSET ?? 0),
  products: 0,
  orders: 0,
  lost: [],
  changed: [],
};
let suite;
try {
  console.log(`Restart check: emulators at offset ${figures.portOffset}, data in ${work}`);
  suite = await startSuite(false);
  const { db, auth } = adminForEmulators();
  const products = [
    { id: 'restart-drill', name: 'Restart Drill', priceCents: 4999, available: 20 },
    { id: 'restart-saw', name: 'Restart Saw', priceCents: 12950, available: 8 },
    { id: 'restart-sander', name: 'Restart Sander', priceCents: 3999, available: 15 },
  ];
  for (const { id, ...fields } of products) {
    await db
      .collection('products')
      .doc(id)
      .set({
        ...fields,
        description: 'Made by the restart check.',
        picture: '/products/test.svg',
        minimum: 1,
        createdAt: new Date(),
      });
  }
  const accounts = [];
  for (const name of ['ria', 'sam']) {
    const account = { email: `restart-${name}@toolshop.test`, password: 'Restart#2026' };
    await auth.createUser({ ...account, displayName: name, emailVerified: true });
    accounts.push(account);
  }
  await new Promise((resolve) => setTimeout(resolve, 1100)); // see OFFLINE.md: sign in again after creating
  const orderIds = [];
  for (const account of accounts) {
    const token = await signIn(account.email, account.password);
    for (const [i, product] of products.entries()) {
      const placed = await call('POST', '/order', token, {
        productId: product.id,
        quantity: i + 1,
        address: '1 Restart Road',
        mobile: '+1 555 0100',
      });
      orderIds.push({ id: placed.insertedId, token });
    }
  }
  // One order paid with the test gateway and one cancelled, so every state is carried over.
  const { clientSecret } = await call('POST', '/create-payment-intent', orderIds[0].token, { orderId: orderIds[0].id });
  await call('POST', '/payments/test/confirm', undefined, {
    clientSecret,
    card: { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' },
  });
  await call('DELETE', `/order/${orderIds[1].id}`, orderIds[1].token);

  const before = await state(accounts);
  figures.products = Object.keys(before.products).length;
  figures.orders = Object.keys(before.orders).length;
  figures.firstStop = await stopSuite(suite);
  suite = await startSuite(true);
  const after = await state(accounts);
  figures.secondStop = await stopSuite(suite);
  suite = undefined;

  for (const kind of ['products', 'orders']) {
    for (const [id, data] of Object.entries(before[kind])) {
      if (!(id in after[kind])) figures.lost.push(`${kind}/${id}`);
      else if (after[kind][id] !== data)
        figures.changed.push({ path: `${kind}/${id}`, before: data, after: after[kind][id] });
    }
  }
  if (after.api.products !== before.api.products) figures.changed.push('GET /api/product');
  for (const email of Object.keys(before.api.orders))
    if (after.api.orders[email] !== before.api.orders[email]) figures.changed.push(`GET /api/myOrder?email=${email}`);
} catch (error) {
  figures.error = error.message;
  if (suite) figures.stopAfterError = await stopSuite(suite);
} finally {
  figures.seconds = Math.round((Date.now() - started) / 1000);
  const artifacts = join(ROOT, 'artifacts', 'security');
  mkdirSync(artifacts, { recursive: true });
  writeFileSync(join(artifacts, 'restart.json'), `${JSON.stringify(figures, null, 2)}\n`);
}

const stops = [figures.firstStop, figures.secondStop, figures.stopAfterError].filter(Boolean);
const leftBehind = stops.some((s) => !s.exitedCleanly || s.processesLeftAfterExit || s.portsStillOpen.length);
console.log(
  `Restart check: ${figures.products} products and ${figures.orders} orders before the restart; lost ${figures.lost.length}, changed ${figures.changed.length}; ${leftBehind ? 'processes or ports LEFT BEHIND' : 'no process left behind'} (${figures.seconds} s)`,
);
if (figures.error || figures.lost.length || figures.changed.length || leftBehind || figures.orders === 0) {
  console.error(JSON.stringify(figures, null, 2));
  console.error(readFileSync(logPath, 'utf8').split('\n').slice(-40).join('\n'));
  process.exitCode = 1;
} else {
  rmSync(work, { recursive: true, force: true });
}
// The Admin SDK keeps its channels open: end here rather than wait for them to time out.
process.exit(process.exitCode ?? 0);
