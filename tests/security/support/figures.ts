// Figures of the security tests (inputs tried, refused, 5xx, changes), one JSON file per test file under
// artifacts/security/, merged as tests finish.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { artifactsDir } from '../../support/emulators';

export const securityArtifactsDir = `${artifactsDir}security/`;

export function recordFigures(file: string, key: string, figures: unknown): void {
  mkdirSync(securityArtifactsDir, { recursive: true });
  const path = `${securityArtifactsDir}${file}.json`;
  const all = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>) : {};
  all[key] = figures;
  all.updatedAt = new Date().toISOString();
  writeFileSync(path, `${JSON.stringify(all, null, 2)}\n`);
}
