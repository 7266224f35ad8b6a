// How many X-Forwarded-For entries, counted from the right, were written by the shop's own infrastructure: the
// client's address is the last of them (express `trust proxy` set to this number; 0 means the connecting peer,
// and X-Forwarded-For is ignored). Anything further left was sent by the client and can be anything.
//   deployed: 2. Hosting's edge appends the address that connected to it (the client), and Cloud Run's front end
//     (2nd gen functions are Cloud Run services) appends the address that connected to it (Hosting's). Where a
//     front end adds more (or Hosting forwards less), 2 lands on a Google or Hosting address: one quota shared by
//     more visitors, never an address the client wrote.
//   Firebase emulators: 0. Neither the Hosting emulator's proxy nor the Functions emulator adds an entry; the
//     function sees the emulator's own connection.
// TOOLSHOP_TRUSTED_PROXY_HOPS (a whole number from 0 to 10) overrides both; anything else keeps the default.
// How these were established: docs/decisions/0010-trusting-tokens-addresses-and-scripts.md.

export const TRUSTED_PROXY_HOPS = { deployed: 2, emulator: 0 } as const;

const MAX_HOPS = 10;

export function trustedProxyHops(env: NodeJS.ProcessEnv = process.env): number {
  const configured = env.TOOLSHOP_TRUSTED_PROXY_HOPS?.trim();
  const parsed = Number(configured);
  if (configured && Number.isInteger(parsed) && parsed >= 0 && parsed <= MAX_HOPS) return parsed;
  return env.FUNCTIONS_EMULATOR === 'true' ? TRUSTED_PROXY_HOPS.emulator : TRUSTED_PROXY_HOPS.deployed;
}
