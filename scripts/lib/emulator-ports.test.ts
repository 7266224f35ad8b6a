// The port layout of the emulator suite: every emulator that can start has its own port in firebase.json, each
// shifted by TOOLSHOP_PORT_OFFSET, and two runs at offsets that are multiples of 10 never share a port.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { BASE_PORTS, ROOT, portOffset, ports, shiftedConfig } from './emulators.mjs';
import { busyPorts, busyPortsMessage, portIsFree } from './free-ports.mjs';

const require = createRequire(import.meta.url);
const firebaseToolsDefaults: Record<string, number> = require('firebase-tools/lib/emulator/constants.js').DEFAULT_PORTS;
const firebaseJson = () => JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
/** The config a run at this offset starts with (firebaseConfigPath: firebase.json's ports at offset 0). */
const configAt = (offset: number) => (offset === 0 ? firebaseJson() : shiftedConfig(firebaseJson(), offset));

/**
 * What firebase-tools opens for `--only auth,firestore,functions,hosting` with this config (emulator ports
 * from the config, else firebase-tools' own defaults; Eventarc and Cloud Tasks start with the Functions emulator).
 */
function portsOpened(config: any): number[] {
  const e = config.emulators;
  const port = (name: string) => e[name]?.port ?? firebaseToolsDefaults[name];
  return [
    port('hub'),
    port('auth'),
    port('firestore'),
    e.firestore?.websocketPort ?? 9150,
    port('functions'),
    port('eventarc'),
    port('tasks'),
    port('hosting'),
  ];
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

  it('shifts every port of the config by the offset', () => {
    const shifted = shiftedConfig(firebaseJson(), 230);
    expect(portsOpened(shifted)).toEqual(portsOpened(firebaseJson()).map((port) => port + 230));
    expect(shifted.emulators.logging.port).toBe(BASE_PORTS.logging + 230);
    expect(ports(230)).toEqual(
      Object.fromEntries(Object.entries(BASE_PORTS).map(([name, port]) => [name, port + 230])),
    );
  });

  it('never lets two runs at offsets that are multiples of 10 (0 to 500) meet on a port', () => {
    const collisions: string[] = [];
    for (let a = 0; a <= 500; a += 10) {
      const mine = new Set(portsOpened(configAt(a)));
      for (let b = a + 10; b <= 500; b += 10) {
        for (const port of portsOpened(configAt(b))) {
          if (mine.has(port)) collisions.push(`offsets ${a} and ${b} both use ${port}`);
        }
      }
    }
    expect(collisions).toEqual([]);
  });

  it("keeps the mail catcher's two ports off every port of another run (offsets 0 to 500, multiples of 10)", () => {
    const collisions: string[] = [];
    for (let a = 0; a <= 500; a += 10) {
      const catcher = [ports(a).mailSmtp, ports(a).mailWeb];
      for (let b = 0; b <= 500; b += 10) {
        if (a === b) continue;
        const theirs = new Set([...portsOpened(configAt(b)), ports(b).mailSmtp, ports(b).mailWeb]);
        for (const port of catcher) if (theirs.has(port)) collisions.push(`offsets ${a} and ${b} both use ${port}`);
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
