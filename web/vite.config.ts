import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// reactfire imports every Firebase SDK it has hooks for, and keeps them alive from its top-level code (e.g. a
// frozen table of Realtime Database listeners), so the bundle carried Realtime Database, Storage, Remote Config
// and Functions (~45 kB gzip) although the shop calls none of them. The shop uses only reactfire's App, Auth and
// Firestore parts: reactfire's imports of the other SDKs resolve to stubs that throw if ever called. Using
// one of these SDKs later means deleting its line here. The build fails if reactfire imports a name not listed.
const SDKS_UNUSED_BY_THE_SHOP: Record<string, string[]> = {
  'firebase/database': ['get', 'off', 'onChildAdded', 'onChildChanged', 'onChildMoved', 'onChildRemoved', 'onValue'],
  'firebase/functions': ['httpsCallable'],
  'firebase/remote-config': ['ensureInitialized', 'getAll', 'getBoolean', 'getNumber', 'getString', 'getValue'],
  'firebase/storage': ['getDownloadURL', 'ref'],
};

function reactfireWithoutUnusedSdks(): Plugin {
  const prefix = '\0unused-firebase-sdk:';
  return {
    name: 'reactfire-without-unused-sdks',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer?.includes('/node_modules/reactfire/') && source in SDKS_UNUSED_BY_THE_SHOP) return prefix + source;
      return null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const sdk = id.slice(prefix.length);
      const fail = `throw new Error('${sdk} is left out of the bundle (web/vite.config.ts)')`;
      return SDKS_UNUSED_BY_THE_SHOP[sdk].map((name) => `export function ${name}() { ${fail}; }`).join('\n');
    },
  };
}

export default defineConfig({
  plugins: [react(), reactfireWithoutUnusedSdks()],
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: npm run bench reads which chunks each route loads (Hosting ignores dot folders).
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
  server: { port: 5173 },
});
