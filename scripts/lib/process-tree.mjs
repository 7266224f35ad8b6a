// The processes a run started, read from /proc (Linux): firebase-tools starts the Firestore emulator's Java in a
// process group of its own, so ending firebase-tools' group does not end it; only its parentage says it is ours.
// A process is known by its pid and start time, so a pid the system hands out again is never taken for it.
import { readFileSync, readdirSync } from 'node:fs';

/** { pid, ppid, pgid, start, command } of a live process (zombies count as gone), or null. */
export function processInfo(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    // After the command in parentheses: state, ppid, pgrp, ... starttime (the 20th field after the name).
    const fields = stat.slice(close + 2).split(' ');
    if (fields[0] === 'Z' || fields[0] === 'X') return null;
    const command = stat.slice(stat.indexOf('(') + 1, close);
    return { pid, ppid: Number(fields[1]), pgid: Number(fields[2]), start: fields[19], command };
  } catch {
    return null;
  }
}

/** Every live process below rootPid, at any depth, whatever its process group. */
export function descendants(rootPid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const info = processInfo(Number(entry));
    if (!info) continue;
    if (!children.has(info.ppid)) children.set(info.ppid, []);
    children.get(info.ppid).push(info);
  }
  const found = [];
  const queue = [rootPid];
  while (queue.length) {
    for (const child of children.get(queue.shift()) ?? []) {
      found.push(child);
      queue.push(child.pid);
    }
  }
  return found;
}

/** True when the process runs with this variable set to this value (its environment as it started). */
export function runsWith(pid, name, value) {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`${name}=${value}`);
  } catch {
    return false;
  }
}

/** True while the process recorded as `known` still runs (same pid, same start time). */
export function stillRunning(known) {
  const now = processInfo(known.pid);
  return Boolean(now && now.start === known.start);
}

function signal(pid, name) {
  try {
    process.kill(pid, name);
  } catch {
    /* already gone */
  }
}

/**
 * Ends the recorded processes that still run: SIGTERM to each (and its own process group), then SIGKILL to what
 * is left after graceMs; resolves once none runs (or after a further 5 s). Returns those that had to be ended.
 */
export async function endProcesses(known, graceMs = 5000) {
  const running = known.filter(stillRunning);
  const ownGroup = processInfo(process.pid)?.pgid;
  for (const p of running) signal(p.pid, 'SIGTERM');
  for (const pgid of new Set(running.map((p) => p.pgid))) if (pgid > 1 && pgid !== ownGroup) signal(-pgid, 'SIGTERM');
  await waitUntil(() => !running.some(stillRunning), graceMs);
  for (const p of running.filter(stillRunning)) signal(p.pid, 'SIGKILL');
  await waitUntil(() => !running.some(stillRunning), 5000);
  return running;
}

/** Polls check() every 100 ms until it holds or timeoutMs passes; says whether it held. */
export async function waitUntil(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
