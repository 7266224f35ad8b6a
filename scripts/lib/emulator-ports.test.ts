// The port layout of the emulator suite: every emulator that can start has its own port in firebase.json, each
// shifted by TOOLSHOP_PORT_OFFSET, and two runs at offsets that are multiples of 10 never share a port.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { BASE_PORTS, EMULATORS, ROOT, emulatorEnv, portOffset, ports, shiftedConfig } from './emulators.mjs';
import { busyPorts, busyPortsMessage, portIsFree } from './free-ports.mjs';

const require = createRequire(import.meta.url);
const firebaseToolsDefaults: Record<string, number> = require('firebase-tools/lib/emulator/constants.js').DEFAULT_PORTS;
const firebaseJson = () => JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
/** The config a run at this offset starts with (firebaseConfigPath: firebase.json's ports at offset 0). */
const configAt = (offset: number) => (offset === 0 ? firebaseJson() : shiftedConfig(firebaseJson(), offset));

/**
 * The emulators `firebase emulators:start --only ${EMULATORS}` starts: those asked for, and those firebase-tools
 * starts with them (the hub and the logging emulator always, Eventarc and Cloud Tasks with the Functions emulator).
 */
const STARTED = [...EMULATORS.split(','), 'hub', 'logging', 'eventarc'];

/**
 * Every port a run opens with this config: every port of every emulator that starts (`port`, and the Firestore
 * emulator's `websocketPort`; firebase-tools' default where the config names none), then the mail catcher's two.
 */
function portsOpened(config: any, offset: number): { name: string; port: number }[] {
  const opened: { name: string; port: number }[] = [];
  for (const name of STARTED) {
    const entry = config.emulators[name] ?? {};
    opened.push({ name, port: entry.port ?? firebaseToolsDefaults[name]! });
    if (name === 'firestore' && entry.websocketPort === undefined)
      opened.push({ name: 'firestore websocket', port: 9150 });
    for (const [key, value] of Object.entries(entry))
      if (key !== 'port' && /port$/i.test(key)) opened.push({ name: `${name} ${key}`, port: value as number });
  }
  const { mailSmtp, mailWeb } = ports(offset);
  opened.push({ name: 'mail SMTP', port: mailSmtp! }, { name: 'mail web', port: mailWeb! });
  return opened;
}

describe('emulator ports', () => {
  it('gives every emulator that can start an explicit port in firebase.json, the same as BASE_PORTS', () => {
    const e = firebaseJson().emulators;
    expect(e.hub.port).toBe(BASE_PORTS.hub);
    expect(e.logging.port).toBe(BASE_PORTS.logging);
    expect(e.auth.port).toBe(BASE_PORTS.auth);
    expect(e.firestore.port).toBe(BASE_PORTS.firestore);
    expect(e.firestore.websocketPort).toBe(BASE_PORTS.firestoreWebsocket);
    expect(e.functions.port).toBe(BASE_PORTS.functions);
    expect(e.eventarc?.port).toBe(BASE_PORTS.eventarc);
    expect(e.tasks?.port).toBe(BASE_PORTS.tasks);
    expect(e.hosting.port).toBe(BASE_PORTS.hosting);
  });

  it('counts every port of BASE_PORTS among those a run opens, and opens no other', () => {
    const opened = portsOpened(firebaseJson(), 0).map(({ port }) => port);
    expect(new Set(opened).size).toBe(opened.length);
    expect([...opened].sort()).toEqual(Object.values(BASE_PORTS).sort());
  });

  it('has firebase-tools find the functions through a file, not on a random port from 8000 to 8999', () => {
    // Else discovery serves the functions' manifest on a port that may be another run's Firestore (8080 + offset).
    expect(emulatorEnv().FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH).toBe('true');
  });

  it('shifts every port of the config by the offset', () => {
    const port = ({ port }: { port: number }) => port;
    expect(portsOpened(configAt(230), 230).map(port)).toEqual(portsOpened(firebaseJson(), 0).map((p) => p.port + 230));
    expect(ports(230)).toEqual(
      Object.fromEntries(Object.entries(BASE_PORTS).map(([name, port]) => [name, port + 230])),
    );
  });

  it('never lets two runs at offsets that are multiples of 10 (0 to 500) meet on a port', () => {
    const collisions: string[] = [];
    for (let a = 0; a <= 500; a += 10) {
      const mine = new Map(portsOpened(configAt(a), a).map(({ name, port }) => [port, name]));
      for (let b = a + 10; b <= 500; b += 10) {
        for (const { name, port } of portsOpened(configAt(b), b)) {
          if (mine.has(port)) collisions.push(`${port}: ${mine.get(port)} of offset ${a}, ${name} of offset ${b}`);
        }
      }
    }
    expect(collisions).toEqual([]);
  });

  it('refuses an offset that puts a port on one browsers and fetch refuse (5060, 5061)', () => {
    const before = process.env.TOOLSHOP_PORT_OFFSET;
    try {
      for (const offset of ['59', '60', '61']) {
        process.env.TOOLSHOP_PORT_OFFSET = offset;
        expect(() => portOffset()).toThrow(/browsers and fetch refuse/);
      }
      process.env.TOOLSHOP_PORT_OFFSET = '70';
      expect(portOffset()).toBe(70);
    } finally {
      if (before === undefined) delete process.env.TOOLSHOP_PORT_OFFSET;
      else process.env.TOOLSHOP_PORT_OFFSET = before;
    }
  });
});

describe('the free-port check before start', () => {
  let holder: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (holder ? holder.close(() => resolve()) : resolve())));

  it('names a taken port, what it is for and the process that holds it', async () => {
    holder = createServer();
    await new Promise<void>((resolve) => holder!.listen(0, '127.0.0.1', resolve));
    const taken = (holder.address() as { port: number }).port;
    expect(await portIsFree(taken)).toBe(false);

    const busy = await busyPorts({ auth: taken });
    expect(busy).toEqual([
      { name: 'auth', port: taken, holder: expect.stringMatching(new RegExp(`pid ${process.pid}`)) },
    ]);
    const message = busyPortsMessage(busy, 200);
    expect(message).toContain(`port ${taken} (auth) is in use by `);
    expect(message).toContain(`pid ${process.pid}`);
  });

  it('passes ports that nothing holds', async () => {
    holder = createServer();
    await new Promise<void>((resolve) => holder!.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as { port: number }).port;
    await new Promise<void>((resolve) => holder!.close(() => resolve()));
    holder = undefined;
    expect(await busyPorts({ hosting: port })).toEqual([]);
  });
});
