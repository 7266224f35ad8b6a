import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { clientBuildStep } from './client-build-step.ts';

// robots.txt names the sitemap by absolute address (a relative `Sitemap:` is invalid, and search engines and
// Lighthouse's SEO audit reject it). A function cannot answer /robots.txt on the emulators (their Functions runtime
// answers every /robots.txt itself), so the build writes the line into the static file: the site's origin is
// TOOLSHOP_SITE_ORIGIN when set (as for the sitemap function), else the Hosting emulator's address for an emulator
// build, else the project's default Hosting domain; a build that knows none of them leaves the line out and says so.

interface FirebaseJson {
  emulators?: { hosting?: { port?: number } };
}

/** The origin robots.txt names for this build. */
export function sitemapOrigin(
  mode: string,
  env: { siteOrigin?: string; portOffset?: string; projectId?: string },
  firebaseJson: FirebaseJson,
): string | undefined {
  if (env.siteOrigin) return new URL(env.siteOrigin).origin;
  if (mode === 'emulator') {
    const port = (firebaseJson.emulators?.hosting?.port ?? 5000) + Number(env.portOffset ?? 0);
    return `http://127.0.0.1:${port}`;
  }
  if (!env.projectId) return undefined;
  return `https://${env.projectId}.web.app`;
}

/** robots.txt with one `Sitemap:` line for `origin` (any earlier one replaced). */
export function withSitemapLine(robots: string, origin: string): string {
  const rules = robots.replace(/^Sitemap:.*\n?/gim, '').trimEnd();
  return `${rules}\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}

export function robotsSitemap(firebaseJsonPath: string): Plugin {
  return clientBuildStep('robots-sitemap', async (config) => {
    const file = resolve(config.root, config.build.outDir, 'robots.txt');
    const env = loadEnv(config.mode, config.envDir || config.root, 'VITE_');
    const origin = sitemapOrigin(
      config.mode,
      {
        siteOrigin: process.env.TOOLSHOP_SITE_ORIGIN,
        portOffset: process.env.TOOLSHOP_PORT_OFFSET,
        projectId: env.VITE_FIREBASE_PROJECT_ID,
      },
      JSON.parse(await readFile(firebaseJsonPath, 'utf8')),
    );
    if (!origin) {
      config.logger.warn('robots-sitemap: no site origin (TOOLSHOP_SITE_ORIGIN), robots.txt names no sitemap');
      return;
    }
    await writeFile(file, withSitemapLine(await readFile(file, 'utf8'), origin));
  });
}
