import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withEmulatorOrigins } from './emulator-csp.mjs';
import { ports } from './emulators.mjs';

const firebaseJson = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'));
const policyOf = (headers: { source: string; headers: { key: string; value: string }[] }[]) =>
  headers.find((rule) => rule.source === '**')!.headers.find((h) => h.key === 'Content-Security-Policy')!.value;
const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe("the emulators' Content-Security-Policy", () => {
  for (const offset of [0, 65, 500]) {
    it(`at port offset ${offset}: connects to that offset's Auth and Firestore emulators, frames its Auth emulator`, () => {
      const p = ports(offset);
      const policy = policyOf(withEmulatorOrigins(firebaseJson.hosting.headers, p));
      for (const port of [p.auth, p.firestore])
        expect(directive(policy, 'connect-src')).toContain(`http://127.0.0.1:${port} http://localhost:${port}`);
      expect(directive(policy, 'frame-src')).toContain(`http://127.0.0.1:${p.auth}`);
      expect(directive(policy, 'frame-src')).not.toContain(`:${p.firestore}`);
    });
  }

  it('changes nothing else: the other headers and directives are those of firebase.json', () => {
    const deployed = firebaseJson.hosting.headers;
    const emulated = withEmulatorOrigins(deployed, ports(7));
    expect(emulated.map((rule: { source: string }) => rule.source)).toEqual(
      deployed.map((rule: { source: string }) => rule.source),
    );
    const strip = (policy: string) => policy.split('; ').filter((part) => !/^(connect|frame)-src /.test(part));
    expect(strip(policyOf(emulated))).toEqual(strip(policyOf(deployed)));
    expect(directive(policyOf(emulated), 'connect-src').startsWith(directive(policyOf(deployed), 'connect-src'))).toBe(
      true,
    );
  });
});
