// A note in localStorage that this browser holds a Firebase sign-in, kept in step with Auth's own state. The header
// reads it to skip loading Firebase Auth (~30 kB gzip and its start-up work) for visitors, who are most of the
// home page's traffic: with no note, the header shows Login at once. Screens that need the session load Auth
// whatever the note says, and a note that is wrong either way is corrected as soon as Auth reports.
const KEY = 'toolshop.signedIn';

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage can be unavailable (private modes, quotas): the header then loads Auth as before.
  }
}

export function mayBeSignedIn(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return true;
  }
}
