// What Hosting sends with every answer: the Content-Security-Policy of firebase.json (with the emulators' own
// origins added, scripts/lib/emulator-csp.mjs), nosniff and a Referrer-Policy, on pages, assets and the API.
// And that the policy is really enforced on the page, and seen by the browser tests' detector (tests/support/csp.ts).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { withEmulatorOrigins } from '../../scripts/lib/emulator-csp.mjs';
import {
  cspInlineScriptHashes,
  inlineScriptHashes,
  pagePolicy,
  scriptSrcHashes,
} from '../../web/vite-plugins/csp-inline-script-hashes';
import { launchBrowser } from '../support/browser';
import { takeCspViolations, type CspViolation } from '../support/csp';
import { emulatorPorts, shopUrl } from '../support/emulators';

const firebaseJson = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'));
const deployedPolicy = pagePolicy(firebaseJson);
const emulatorPolicy = pagePolicy({
  hosting: { headers: withEmulatorOrigins(firebaseJson.hosting.headers, emulatorPorts) },
});

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.split(/\s+/)[0] === name);

let homeHtml: string;
/** The shell Hosting serves on the paths no page or function answers (a signed-in screen here). */
let shellHtml: string;
beforeAll(async () => {
  homeHtml = await (await fetch(`${shopUrl}/`)).text();
  shellHtml = await (await fetch(`${shopUrl}/dashboard`)).text();
});

describe('security headers from Hosting', () => {
  it('the deployed policy: own scripts by hash, no inline script or eval, no framing, Stripe and Google only', () => {
    expect(directive(deployedPolicy, 'default-src')).toBe("default-src 'self'");
    const scriptSrc = directive(deployedPolicy, 'script-src')!;
    expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
    expect(directive(deployedPolicy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(deployedPolicy, 'object-src')).toBe("object-src 'none'");
    expect(directive(deployedPolicy, 'connect-src')).not.toMatch(/127\.0\.0\.1|localhost/);
  });

  it('/, /login, an asset and /api/product carry the policy, nosniff and a Referrer-Policy', async () => {
    const asset = /src="(\/assets\/[^"]+\.js)"|"(\/assets\/[^"]+\.js)"/.exec(homeHtml);
    const assetPath = asset?.[1] ?? asset?.[2];
    expect(assetPath).toBeTruthy();
    for (const path of ['/', '/login', assetPath!, '/api/product']) {
      const response = await fetch(`${shopUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-security-policy'), path).toBe(emulatorPolicy);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it("the emulators' copy adds exactly this run's Auth and Firestore emulator origins", () => {
    const origins = (port: number | undefined) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
    expect(directive(emulatorPolicy, 'connect-src')).toBe(
      [
        directive(deployedPolicy, 'connect-src'),
        ...origins(emulatorPorts.auth),
        ...origins(emulatorPorts.firestore),
      ].join(' '),
    );
    expect(directive(emulatorPolicy, 'frame-src')).toBe(
      [directive(deployedPolicy, 'frame-src'), ...origins(emulatorPorts.auth)].join(' '),
    );
    expect(directive(emulatorPolicy, 'script-src')).toBe(directive(deployedPolicy, 'script-src'));
  });

  it('every inline script of the shell is allowed by its hash, and only those; the rendered home page needs no other', () => {
    const served = inlineScriptHashes(shellHtml);
    expect(served.length).toBeGreaterThan(0);
    expect(scriptSrcHashes(deployedPolicy).sort()).toEqual(served.sort());
    const rendered = inlineScriptHashes(homeHtml);
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.filter((hash) => !served.includes(hash))).toEqual([]);
  });
});

describe('the build guard (web/vite-plugins/csp-inline-script-hashes.ts)', () => {
  /** Runs the guard's last step on a finished shell.html against a firebase.json with `policy`. */
  async function guard(html: string, policy: string): Promise<void> {
    const dir = mkdtempSync(join(tmpdir(), 'csp-guard-'));
    writeFileSync(join(dir, 'shell.html'), html);
    const config = join(dir, 'firebase.json');
    writeFileSync(
      config,
      JSON.stringify({
        hosting: { headers: [{ source: '**', headers: [{ key: 'Content-Security-Policy', value: policy }] }] },
      }),
    );
    const plugin = cspInlineScriptHashes(config) as unknown as {
      configResolved: (config: unknown) => void;
      closeBundle: { handler: () => Promise<void> };
    };
    plugin.configResolved({ root: dir, build: { outDir: '.', ssr: false } });
    await plugin.closeBundle.handler();
  }
  const page = '<script>run()</script><script type="application/json">{"a":1}</script><script src="/x.js"></script>';
  const [hash] = inlineScriptHashes(page);

  it('passes when the policy lists exactly the inline scripts (data blocks and files need none)', async () => {
    expect(inlineScriptHashes(page)).toHaveLength(1);
    await guard(page, `script-src 'self' ${hash}`);
  });

  it('fails the build for an inline script the policy does not list, or a hash no script has', async () => {
    await expect(guard(page, "script-src 'self'")).rejects.toThrow(`Add: ${hash}`);
    await expect(guard(page, `script-src 'self' ${hash} 'sha256-c3RhbGU='`)).rejects.toThrow(
      "Remove: 'sha256-c3RhbGU='",
    );
  });
});

describe('the policy in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('blocks an injected inline script, and the detector reports it', async () => {
    const page = await browser.newPage();
    await page.goto(`${shopUrl}/`);
    await page.waitForLoadState('networkidle');
    expect(takeCspViolations()).toEqual([]);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.appendChild(script);
    });
    const seen: CspViolation[] = [];
    await expect
      .poll(() => seen.push(...takeCspViolations()) && seen.some((v) => v.report.includes('script-src')), {
        timeout: 5000,
      })
      .toBe(true);
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    await page.close();
    takeCspViolations();
  });
});
