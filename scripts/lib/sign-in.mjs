// Email and password sign-in against the Auth emulator's REST API, as the web app's SDK does: a real ID token.

/** Resolves to `{ token, uid }`; throws with the emulator's reason when the sign-in is refused. */
export async function signInWithPassword(authPort, email, password) {
  const response = await fetch(
    `http://127.0.0.1:${authPort}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = await response.json();
  if (!body.idToken) throw new Error(`Sign-in of ${email} failed: ${body.error?.message ?? JSON.stringify(body)}`);
  return { token: body.idToken, uid: body.localId };
}

/**
 * Waits past the second of an account's creation: a token minted in that second may read as revoked in
 * emulator mode (shared OFFLINE.md), so sign in only after this.
 */
export function pastCreationSecond() {
  return new Promise((resolve) => setTimeout(resolve, 1100));
}
