// The Firestore emulator's rule coverage report: saved to artifacts/ and checked for expressions that no
// request evaluated. Report shape (emulator 1.19): { rules: { files: [{ content }] }, report: ExpressionNode[] },
// each node { sourcePosition: { line, column, currentOffset, endOffset }, values: [{ count, value }], children }.
// `value` is a Firestore Value ({ boolValue: true }, { mapValue: ... }) or { undefined: {...} } for an error.
// Literal conditions (`if true`, `if false`) are not instrumented and never appear in it: the access matrix
// covers those statements.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface CoverageNode {
  sourcePosition: { line: number; column: number; currentOffset: number; endOffset: number };
  values?: { count?: number; value?: Record<string, unknown> }[];
  children?: CoverageNode[];
}

export interface CoverageReport {
  rules: { files: { content: string }[] };
  report: CoverageNode[];
}

function coverageUrl(projectId: string, format: 'json' | 'html'): string {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run under `firebase emulators:exec` (npm test)');
  return `http://${host}/emulator/v1/projects/${projectId}:ruleCoverage${format === 'html' ? '.html' : ''}`;
}

async function fetchReport(projectId: string, format: 'json' | 'html'): Promise<string> {
  const response = await fetch(coverageUrl(projectId, format));
  if (!response.ok) throw new Error(`Rule coverage (${format}) answered ${response.status}`);
  return response.text();
}

/** Fetches the JSON and HTML reports of a project, writes both to `<dir>/rules-coverage.{json,html}`. */
export async function saveRuleCoverage(projectId: string, dir: string): Promise<CoverageReport> {
  const json = await fetchReport(projectId, 'json');
  writeFileSync(join(dir, 'rules-coverage.json'), json);
  writeFileSync(join(dir, 'rules-coverage.html'), await fetchReport(projectId, 'html'));
  return JSON.parse(json) as CoverageReport;
}

function evaluations(node: CoverageNode): number {
  return (node.values ?? []).reduce((sum, { count }) => sum + (count ?? 0), 0);
}

function allNodes(nodes: CoverageNode[]): CoverageNode[] {
  return nodes.flatMap((node) => [node, ...allNodes(node.children ?? [])]);
}

/** `L<line>:<column> <source line>` for a node, so a failure names the rule. */
function describeNode(report: CoverageReport, node: CoverageNode): string {
  const { line, column } = node.sourcePosition;
  const source = report.rules.files[0]?.content.split('\n')[line - 1]?.trim() ?? '';
  return `L${line}:${column} ${source}`;
}

/** Every expression (at any depth) that no request evaluated. */
export function unevaluatedExpressions(report: CoverageReport): string[] {
  return allNodes(report.report)
    .filter((node) => evaluations(node) === 0)
    .map((node) => describeNode(report, node));
}

/**
 * Top-level expressions (allow conditions and function bodies) that never came out true, or never came out
 * anything else: a condition seen only one way is tested only halfway.
 */
export function conditionsSeenOneWayOnly(report: CoverageReport): string[] {
  return report.report
    .filter((node) => {
      const outcomes = (node.values ?? []).filter(({ count }) => (count ?? 0) > 0).map(({ value }) => value?.boolValue);
      return !outcomes.includes(true) || outcomes.every((outcome) => outcome === true);
    })
    .map((node) => describeNode(report, node));
}
