import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: npm run bench reads which chunks each route loads (Hosting ignores dot folders).
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
  server: { port: 5173 },
});
