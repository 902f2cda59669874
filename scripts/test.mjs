// `npm test`: every suite in turn (shared, api, web, contracts, verify-log, e2e), then one summary line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from './lib.mjs';

const only = process.argv.slice(2);
const suites = [
  { name: 'shared', workspace: '@chainreview/shared', vitest: true },
  { name: 'api', workspace: '@chainreview/api', vitest: true },
  { name: 'web', workspace: '@chainreview/web', vitest: true },
  { name: 'contracts', workspace: '@chainreview/contracts', vitest: true },
  { name: 'verify-log', workspace: '@chainreview/verify-log', vitest: true },
  { name: 'e2e', workspace: '@chainreview/e2e', vitest: true },
].filter((s) => only.length === 0 || only.includes(s.name));

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chainreview-test-'));
let passed = 0;
let failed = 0;
let skipped = 0;
const failedSuites = [];
// The failures are printed again at the very end, so that the tail of a long run names them.
const failures = [];
for (const suite of suites) {
  console.log(`\n=== ${suite.name} ===`);
  const report = path.join(reportDir, `${suite.name}.json`);
  const extra = suite.vitest
    ? ['--', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]
    : [];
  const code = await run('npm', ['test', '-w', suite.workspace, ...extra]);
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    skipped += json.numPendingTests + (json.numTodoTests ?? 0);
    for (const file of json.testResults ?? []) {
      const where = path.relative(process.cwd(), file.name);
      const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      if (failedTests.length === 0 && file.status === 'failed') {
        failures.push({ suite: suite.name, where, title: '(file)', message: file.message ?? '' });
      }
      for (const t of failedTests) {
        const message = (t.failureMessages ?? []).join('\n');
        failures.push({ suite: suite.name, where, title: t.fullName, message });
      }
    }
  }
  if (code !== 0) failedSuites.push(suite.name);
}
if (failures.length) {
  console.log(`\nfailed tests (${failures.length}):`);
  for (const f of failures.slice(0, 20)) {
    console.log(`- [${f.suite}] ${f.where} > ${f.title}`);
    const lines = f.message.split('\n').filter((l) => l.trim() !== '');
    for (const line of lines.slice(0, 6)) console.log(`    ${line.slice(0, 300)}`);
  }
}
console.log(
  `\nsuites: ${suites.length - failedSuites.length}/${suites.length} green${failedSuites.length ? ` (failed: ${failedSuites.join(', ')})` : ''}`,
);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSuites.length ? 1 : 0);
