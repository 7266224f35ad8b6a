import type { Plugin } from 'vite';

// reactfire imports every Firebase SDK it has hooks for, and keeps them alive from its top-level code (e.g. a
// frozen table of Realtime Database listeners), so the bundle would carry Realtime Database, Storage, Remote Config
// and Functions although the shop calls none of them. The shop uses only reactfire's App, Auth and Firestore parts:
// reactfire's imports of the other SDKs resolve to stubs that throw if ever called. Using one of these SDKs later
// means deleting its line here. The build fails if reactfire imports a name not listed (the stub lacks it).
export const SDKS_UNUSED_BY_THE_SHOP: Record<string, string[]> = {
  'firebase/database': ['get', 'off', 'onChildAdded', 'onChildChanged', 'onChildMoved', 'onChildRemoved', 'onValue'],
  'firebase/functions': ['httpsCallable'],
  'firebase/remote-config': ['ensureInitialized', 'getAll', 'getBoolean', 'getNumber', 'getString', 'getValue'],
  'firebase/storage': ['getDownloadURL', 'ref'],
};

const PREFIX = '\0unused-firebase-sdk:';

/** The stub module of an unused SDK: each name reactfire imports, as a function that throws. */
export function unusedSdkStub(sdk: string): string {
  const fail = `throw new Error('${sdk} is left out of the bundle (web/vite-plugins/reactfire-without-unused-sdks.ts)')`;
  return (SDKS_UNUSED_BY_THE_SHOP[sdk] ?? []).map((name) => `export function ${name}() { ${fail}; }`).join('\n');
}

export function reactfireWithoutUnusedSdks(): Plugin {
  return {
    name: 'reactfire-without-unused-sdks',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer?.includes('/node_modules/reactfire/') && source in SDKS_UNUSED_BY_THE_SHOP) return PREFIX + source;
      return null;
    },
    load(id) {
      return id.startsWith(PREFIX) ? unusedSdkStub(id.slice(PREFIX.length)) : null;
    },
  };
}
