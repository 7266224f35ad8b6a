// The access token of SPEC §4 (the API's `assessToken` answer on user upsert), kept in localStorage under
// ACCESS_TOKEN_KEY: stored on login, removed on logout. API calls authenticate with the Firebase ID token
// (api-client.ts); this key is kept for the spec's contract.
import { ACCESS_TOKEN_KEY } from '@toolshop/domain';

export function storeAccessToken(token: string): void {
  try {
    localStorage.setItem(ACCESS_TOKEN_KEY, token);
  } catch {
    /* storage disabled (private mode): the session still works through Firebase Auth */
  }
}

export function clearAccessToken(): void {
  try {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    /* storage disabled: nothing stored */
  }
}
