// The bench's table on the terminal: one line per row, columns padded, and the count of PASS, FAIL and n/a.

export function printTable(rows) {
  const headers = { section: 'section', measure: 'measure', value: 'value', budget: 'budget', result: 'result' };
  const keys = Object.keys(headers);
  const width = Object.fromEntries(keys.map((k) => [k, Math.max(headers[k].length, ...rows.map((r) => r[k].length))]));
  const line = (row) => keys.map((k) => row[k].padEnd(width[k])).join(' | ');
  console.log(line(headers));
  console.log(keys.map((k) => '-'.repeat(width[k])).join('-|-'));
  for (const row of rows) console.log(line(row));
  const judged = rows.filter((r) => r.result === 'PASS' || r.result === 'FAIL');
  console.log(
    `\n${judged.filter((r) => r.result === 'PASS').length} PASS, ${judged.filter((r) => r.result === 'FAIL').length} FAIL, ${rows.filter((r) => r.result === 'n/a').length} n/a`,
  );
}
