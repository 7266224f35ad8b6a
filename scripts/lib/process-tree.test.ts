// The processes a run started, found by parentage whatever their process group, and ended for good.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { expect, it } from 'vitest';
import { descendants, endProcesses, processInfo, runsWith, stillRunning } from './process-tree.mjs';
import { portHolderPids } from './free-ports.mjs';

it('finds a child in a process group of its own, knows it by its environment, and ends one that ignores SIGTERM', async () => {
  // A grandchild in its own group that ignores SIGTERM, as a JVM busy shutting down does.
  const script = `
    const { spawn } = require('node:child_process');
    const inner = spawn(process.execPath, ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)"], { detached: true, stdio: 'ignore' });
    console.log(inner.pid);
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['-e', script], {
    env: { ...process.env, TOOLSHOP_TREE_CHECK: 'yes' },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const innerPid = Number(
    await new Promise<string>((resolve) => child.stdout!.once('data', (d) => resolve(String(d)))),
  );
  const found = descendants(process.pid).filter((p) => p.pid === child.pid || p.pid === innerPid);
  expect(found.map((p) => p.pid).sort()).toEqual([child.pid, innerPid].sort());
  const inner = found.find((p) => p.pid === innerPid)!;
  expect(inner.pgid).not.toBe(processInfo(process.pid)!.pgid);
  expect(runsWith(innerPid, 'TOOLSHOP_TREE_CHECK', 'yes')).toBe(true);
  expect(runsWith(process.pid, 'TOOLSHOP_TREE_CHECK', 'yes')).toBe(false);

  const ended = await endProcesses(found, 500);
  expect(ended).toHaveLength(2);
  expect(found.filter(stillRunning)).toEqual([]);
}, 20_000);

it('names the pid that listens on a port', async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  expect(portHolderPids(port)).toEqual([process.pid]);
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
