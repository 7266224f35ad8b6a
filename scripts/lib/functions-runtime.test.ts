// The Node.js the functions deploy on (firebase.json's `runtime`, which firebase-tools reads before any `engines`)
// must be one Google Cloud still accepts deploys on, by the dated schedule in functions/runtime-schedule.json, while
// the same bundle runs on the Node our machines have (the root package.json's `engines`): the emulator runs it on
// the local Node. functions/package.json's `engines` admits both, so npm on our machines does not warn about it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './emulators.mjs';

const json = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));
const schedule: { node: Record<string, { deprecation: string; decommission: string }> } = json(
  'functions/runtime-schedule.json',
);
const functionsPackage = json('functions/package.json');
const DAY = 24 * 60 * 60 * 1000;
/** How long before its decommission a runtime must be replaced: a deploy must stay possible while we move. */
const NOTICE_DAYS = 60;

/** The runtime the functions deploy on: firebase.json's `runtime` (package.json's engines only when it is unset). */
function deployedRuntime(): string {
  const configured = json('firebase.json').functions[0].runtime as string | undefined;
  return configured ?? `nodejs${functionsPackage.engines.node}`;
}
const localMajor = Number(/^>=\s*(\d+)/.exec(json('package.json').engines.node)![1]);

/** What the schedule says of a runtime on a given day: ok, a warning, or the reason it cannot deploy. */
function runtimeStanding(runtime: string, today: Date): { ok: boolean; message: string } {
  const entry = schedule.node[runtime];
  if (!entry) return { ok: false, message: `${runtime} is not in functions/runtime-schedule.json` };
  const decommission = new Date(`${entry.decommission}T00:00:00Z`);
  const daysLeft = Math.floor((decommission.getTime() - today.getTime()) / DAY);
  if (daysLeft <= 0)
    return {
      ok: false,
      message: `${runtime} was decommissioned on ${entry.decommission}: Cloud Functions accepts no deploy on it. Declare a newer Node.js in functions/package.json "engines" (see functions/runtime-schedule.json).`,
    };
  if (daysLeft <= NOTICE_DAYS)
    return {
      ok: false,
      message: `${runtime} is decommissioned on ${entry.decommission}, in ${daysLeft} days: move the functions to a newer Node.js now (functions/package.json "engines", functions/runtime-schedule.json).`,
    };
  if (today >= new Date(`${entry.deprecation}T00:00:00Z`))
    return {
      ok: true,
      message: `${runtime} is deprecated since ${entry.deprecation}; decommission ${entry.decommission}`,
    };
  return { ok: true, message: `${runtime} is supported until ${entry.deprecation}` };
}

describe('the Node.js runtime the functions deploy on', () => {
  it('is one the runtime support schedule still accepts deploys on today, with time to spare', () => {
    const standing = runtimeStanding(deployedRuntime(), new Date());
    if (standing.ok && /deprecated/.test(standing.message)) console.warn(`functions runtime: ${standing.message}`);
    expect(standing.ok, standing.message).toBe(true);
  });

  it('reads the schedule as Google Cloud states it (Node.js 20 refused from 2026-10-30)', () => {
    expect(runtimeStanding('nodejs20', new Date('2026-10-29T12:00:00Z')).ok).toBe(false);
    expect(runtimeStanding('nodejs20', new Date('2026-10-30T00:00:00Z')).message).toMatch(/was decommissioned/);
    expect(runtimeStanding('nodejs22', new Date('2027-05-01T00:00:00Z')).message).toMatch(/deprecated since/);
    expect(runtimeStanding('nodejs22', new Date('2027-09-15T00:00:00Z')).message).toMatch(/in 46 days/);
    expect(runtimeStanding('nodejs12', new Date()).message).toMatch(/not in functions\/runtime-schedule.json/);
  });

  it("is named in firebase.json, and functions/package.json's engines admit it and the local Node", () => {
    const deployed = json('firebase.json').functions[0].runtime as string;
    expect(deployed).toMatch(/^nodejs\d+$/);
    // engines is a lower bound here (no upper one): the local Node's, which the deployed runtime is above.
    expect(functionsPackage.engines.node).toBe(json('package.json').engines.node);
    expect(Number(deployed.slice('nodejs'.length))).toBeGreaterThan(localMajor);
  });

  it('is built for, and depends on, what also runs on the local Node (the emulator runs the bundle there)', () => {
    // The bundle's syntax target is the lower of the two, so it loads on both.
    const target = /target:\s*'node(\d+)'/.exec(readFileSync(join(ROOT, 'functions', 'build.mjs'), 'utf8'));
    expect(Number(target![1])).toBe(localMajor);
    // firebase-admin 14 needs Node 22: the functions stay on 13 while our machines run Node 20.
    const admin = json('node_modules/firebase-admin/package.json');
    expect(functionsPackage.dependencies['firebase-admin']).toMatch(/^\^13\./);
    for (const name of ['firebase-admin', 'firebase-functions']) {
      const minimum = Number(/>=\s*(\d+)/.exec(json(`node_modules/${name}/package.json`).engines.node)![1]);
      expect(minimum, `${name} wants Node ${minimum}`).toBeLessThanOrEqual(localMajor);
    }
    expect(admin.version).toMatch(/^13\./);
  });
});
