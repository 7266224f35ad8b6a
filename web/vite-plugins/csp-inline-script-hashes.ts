import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { clientBuildStep } from './client-build-step.ts';
import { SHELL_FILE } from './server-render.ts';

// The Content-Security-Policy that Hosting sends (firebase.json, hosting.headers) allows inline scripts by their
// hash alone. This fails the build when the finished shell (after the prerender) has an inline script the policy
// does not list, or the policy lists a hash that no inline script has any more: the page and its policy can never
// drift apart. Pages rendered from the same template (the `pages` function's) hold the same scripts but the
// shell's path check. Data blocks (`type="application/json"`) are never run and need no hash.

const CSP_HEADER = 'content-security-policy';

interface HostingHeaders {
  hosting?: { headers?: { source: string; headers: { key: string; value: string }[] }[] };
}

/** The policy Hosting sends with every page (the rule for `**`). */
export function pagePolicy(firebaseJson: HostingHeaders): string {
  const rule = firebaseJson.hosting?.headers?.find((entry) => entry.source === '**');
  const header = rule?.headers.find((entry) => entry.key.toLowerCase() === CSP_HEADER);
  if (!header) throw new Error('csp-inline-script-hashes: firebase.json has no Content-Security-Policy for "**"');
  return header.value;
}

/** The 'sha256-...' sources of the policy's script-src. */
export function scriptSrcHashes(policy: string): string[] {
  const scriptSrc = policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  return (scriptSrc ?? []).filter((source) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(source));
}

/** 'sha256-...' of each inline script the browser runs (classic or module; not data blocks). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes!)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes!)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export function cspInlineScriptHashes(firebaseJsonPath: string): Plugin {
  return clientBuildStep(
    'csp-inline-script-hashes',
    async (config) => {
      const page = resolve(config.root, config.build.outDir, SHELL_FILE);
      // No page: the build failed before writing it (closeBundle runs then too), and its own error is the one to show.
      if (!existsSync(page)) return;
      const html = await readFile(page, 'utf8');
      const allowed = scriptSrcHashes(pagePolicy(JSON.parse(await readFile(firebaseJsonPath, 'utf8'))));
      const needed = inlineScriptHashes(html);
      const missing = needed.filter((hash) => !allowed.includes(hash));
      const stale = allowed.filter((hash) => !needed.includes(hash));
      if (missing.length || stale.length)
        throw new Error(
          `csp-inline-script-hashes: the script-src of firebase.json's Content-Security-Policy must list exactly ` +
            `the inline scripts of ${SHELL_FILE}. Add: ${missing.join(' ') || 'none'}. Remove: ${stale.join(' ') || 'none'}.`,
        );
    },
    // After every other plugin's closeBundle: the prerender writes the last inline script there.
    'last',
  );
}
