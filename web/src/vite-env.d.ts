/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_USE_EMULATORS?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
}

/** The app's MUI theme, built once (vite-plugins/one-mui-theme.ts). */
declare module 'virtual:toolshop-theme' {
  const theme: import('@mui/material/styles').Theme;
  export default theme;
}
