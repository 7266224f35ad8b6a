import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { oneMuiTheme } from './vite-plugins/one-mui-theme.ts';
import { reactfireWithoutUnusedSdks } from './vite-plugins/reactfire-without-unused-sdks.ts';
import { runEntryAfterFirstPaint } from './vite-plugins/run-entry-after-first-paint.ts';
import { serverRender } from './vite-plugins/server-render.ts';
import { cspInlineScriptHashes } from './vite-plugins/csp-inline-script-hashes.ts';
import { initialChunks } from './vite-plugins/initial-chunks.ts';
import { inlineFavicon } from './vite-plugins/inline-favicon.ts';
import { productPhotoVariants } from './vite-plugins/product-photo-variants.ts';
import { robotsSitemap } from './vite-plugins/robots-sitemap.ts';

// The home page's start-up (docs/decisions/0008 and 0009): each plugin's file says what it does and guards it.
export default defineConfig({
  plugins: [
    react(),
    oneMuiTheme(),
    reactfireWithoutUnusedSdks(),
    runEntryAfterFirstPaint(),
    inlineFavicon(),
    serverRender(process.env.TOOLSHOP_FUNCTIONS_DIR ?? new URL('../functions', import.meta.url).pathname),
    productPhotoVariants(new URL('./photo-variants', import.meta.url).pathname),
    robotsSitemap(new URL('../firebase.json', import.meta.url).pathname),
    cspInlineScriptHashes(new URL('../firebase.json', import.meta.url).pathname),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: npm run bench reads which chunks each route loads (Hosting ignores dot folders).
    manifest: true,
    chunkSizeWarningLimit: 600,
    // The build's slowest steps are known (the photo variants): no timings block in every build's output.
    // A lazy chunk's file is its hash alone, 7 characters (the fewest rolldown allows for this many chunks): the entry
    // lists every lazy chunk's file for its preloads, so each character of a name is a byte of the home page's
    // JavaScript, and the hash's random ones are bytes gzip cannot shrink. dist/.vite/manifest.json says which source
    // each file holds. 42 bits still tell a file's versions apart.
    rolldownOptions: {
      output: { codeSplitting: initialChunks, chunkFileNames: 'assets/[hash:7].js' },
      checks: { bundlerTimings: false },
    },
  },
  server: { port: 5173 },
});
