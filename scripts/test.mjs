#!/usr/bin/env node
// `npm test`: type-check, unit and integration tests (vitest; PGlite and PostgreSQL), then the browser suite
// (Playwright in Debian's Chromium) against a freshly built app. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const RESULTS = 'test-results';
rmSync(`${RESULTS}/vitest.json`, { force: true });
rmSync(`${RESULTS}/e2e.json`, { force: true });
mkdirSync(RESULTS, { recursive: true });

const steps = [
  ['type-check', 'tsc', ['--noEmit', '-p', 'tsconfig.json']],
  ['unit and integration tests', 'vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS}/vitest.json`]],
  ['web build', 'vite', ['build', '--logLevel', 'warn']],
  ['browser tests', 'playwright', ['test']],
];

const failedSteps = [];
for (const [name, bin, args] of steps) {
  console.log(`\n▶ ${name}`);
  const run = spawnSync('npx', ['--no-install', bin, ...args], { stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`✖ ${name} failed`);
    failedSteps.push(name);
  }
}

const unit = read(`${RESULTS}/vitest.json`, (r) => [r.numPassedTests, r.numFailedTests, r.numPendingTests + r.numTodoTests]);
const e2e = read(`${RESULTS}/e2e.json`, (r) => [r.stats.expected + r.stats.flaky, r.stats.unexpected, r.stats.skipped]);
const [passed, failed, skipped] = [0, 1, 2].map((i) => unit[i] + e2e[i]);
// A step that failed without a failing test of its own (type errors, a crashed runner) still counts as a failure.
const stepFailures = failedSteps.filter((name) => !(name === steps[1][0] && unit[1] > 0) && !(name === steps[3][0] && e2e[1] > 0)).length;
console.log(`\nunit+integration: ${unit[0]} passed, ${unit[1]} failed, ${unit[2]} skipped; browser: ${e2e[0]} passed, ${e2e[1]} failed, ${e2e[2]} skipped`);
if (failedSteps.length > 0) console.log(`failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed + stepFailures} failed, ${skipped} skipped`);
process.exit(failed + stepFailures > 0 ? 1 : 0);

function read(file, pick) {
  try {
    return pick(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return [0, 0, 0];
  }
}
