// Adds up the JSON reports of every test run into one closing line: 'N passed, N failed'.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const r = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  if (r.stats && 'expected' in r.stats) {
    passed += r.stats.expected + r.stats.flaky;
    failed += r.stats.unexpected;
    skipped += r.stats.skipped;
    flaky += r.stats.flaky;
  } else {
    passed += r.numPassedTests ?? 0;
    failed += r.numFailedTests || r.numFailedTestSuites || 0;
    skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  }
}
console.log(
  `\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}` +
    (flaky ? ` (${flaky} flaky: failed once, passed on the retry)` : ''),
);
