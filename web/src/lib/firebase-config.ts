// Which Firebase project the app talks to, and where the emulators are when built with `--mode emulator`.

export const usesEmulators = import.meta.env.VITE_USE_EMULATORS === 'true';

export const firebaseConfig = usesEmulators
  ? { apiKey: 'demo-api-key', authDomain: 'demo-toolshop.firebaseapp.com', projectId: 'demo-toolshop' }
  : {
      apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
      authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
      storageBucket: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET,
      appId: import.meta.env.VITE_FIREBASE_APP_ID,
    };

const BASE_HOSTING_PORT = 5000;

/**
 * Emulator ports follow the Hosting port the page came from: scripts may shift every port by one offset
 * (TOOLSHOP_PORT_OFFSET) so parallel test runs do not collide; offset 0 is the README's fixed ports.
 */
export function emulatorHost(basePort: number): { host: string; port: number } {
  const pagePort = Number(globalThis.location?.port || BASE_HOSTING_PORT);
  const offset =
    pagePort >= BASE_HOSTING_PORT && pagePort <= BASE_HOSTING_PORT + 500 ? pagePort - BASE_HOSTING_PORT : 0;
  return { host: globalThis.location?.hostname || '127.0.0.1', port: basePort + offset };
}
