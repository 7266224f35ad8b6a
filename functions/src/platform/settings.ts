// Numeric settings read from the environment (functions/.env.<project> in production, the shell on the
// emulators). A value that is not a whole number >= 1 falls back to the default: a typo must never turn a limit off.

export function wholeNumber(value: string | undefined, fallback: number): number {
  const parsed = Number(value?.trim());
  return value?.trim() && Number.isSafeInteger(parsed) && parsed >= 1 ? parsed : fallback;
}

export function wholeNumberSetting(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  return wholeNumber(env[name], fallback);
}
