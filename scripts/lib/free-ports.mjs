// Before the emulators start: every port of the suite must be free. firebase-tools moves some emulators (hub,
// hosting, Eventarc, Cloud Tasks) to another port when theirs is taken, and then the shop answers elsewhere or
// another run's emulator answers instead; a clear refusal up front is better.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';

/** True when nothing listens on host:port (we could listen there ourselves). */
export function portIsFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Who listens on a port, as `ss` tells it ("node (pid 123)"), or null where ss cannot say. */
export function portHolder(port) {
  try {
    const out = execFileSync('ss', ['-H', '-ltnp', `sport = :${port}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const holders = [...out.matchAll(/\("([^"]+)",pid=(\d+)/g)].map(([, name, pid]) => `${name} (pid ${pid})`);
    return holders.length ? [...new Set(holders)].join(', ') : null;
  } catch {
    return null;
  }
}

/** The pids that listen on a port, as `ss` tells them (empty where ss cannot say). */
export function portHolderPids(port) {
  try {
    const out = execFileSync('ss', ['-H', '-ltnp', `sport = :${port}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return [...new Set([...out.matchAll(/pid=(\d+)/g)].map(([, pid]) => Number(pid)))];
  } catch {
    return [];
  }
}

/** The taken ports among { name: port }, each with what holds it. */
export async function busyPorts(portsByName) {
  const busy = [];
  for (const [name, port] of Object.entries(portsByName)) {
    if (!(await portIsFree(port))) busy.push({ name, port, holder: portHolder(port) });
  }
  return busy;
}

/** One line per taken port, and what to do about it. */
export function busyPortsMessage(busy, offset) {
  const lines = busy.map(
    ({ name, port, holder }) => `  port ${port} (${name}) is in use${holder ? ` by ${holder}` : ' by another process'}`,
  );
  return [
    `The emulator suite cannot start at port offset ${offset}:`,
    ...lines,
    'Stop what holds them, or pick another offset: TOOLSHOP_PORT_OFFSET=<a multiple of 10 from 0 to 500>.',
  ].join('\n');
}
