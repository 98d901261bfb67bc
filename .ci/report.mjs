// What .ci/run prints about its stages: the slowest test files of a pass, and the closing summary.
//   node .ci/report.mjs slowest <vitest.json|e2e.json>   the 10 slowest test files of a vitest or Playwright run
//   node .ci/report.mjs summary                         each stage's time, each suite's counts, then "N passed, N failed"
import fs from 'node:fs';
import path from 'node:path';

const OUT = '.ci/out';
const SLOWEST = 10;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);

/** Seconds per test file: vitest's JSON reporter gives each file's start and end, Playwright's each test's duration. */
function fileTimes(report) {
  const times = new Map();
  if (Array.isArray(report.testResults)) {
    for (const r of report.testResults) times.set(path.relative(process.cwd(), r.name), (r.endTime ?? 0) - (r.startTime ?? 0));
    return times;
  }
  const walk = (suite, file) => {
    const own = suite.file ?? file;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) for (const result of test.results ?? []) times.set(own, (times.get(own) ?? 0) + (result.duration ?? 0));
    for (const child of suite.suites ?? []) walk(child, own);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return times;
}

function slowest(file) {
  const report = readJson(file);
  if (!report) return console.log(`(no results in ${file})`);
  const times = [...fileTimes(report)].sort((a, b) => b[1] - a[1]).slice(0, SLOWEST);
  console.log(`-- slowest ${times.length} test files (${path.basename(file)})`);
  for (const [name, ms] of times) console.log(`${seconds(ms).padStart(9)}  ${name}`);
}

/** The stages .ci/run timed, in order: name, seconds, exit code. */
const stages = () =>
  fs.existsSync(`${OUT}/stages.tsv`)
    ? fs
        .readFileSync(`${OUT}/stages.tsv`, 'utf8')
        .trim()
        .split('\n')
        .map((line) => {
          const [name, secs, code] = line.split('\t');
          return { name, secs: Number(secs), code: Number(code) };
        })
    : [];

// The failing tests of a vitest JSON report: file, test and the first line of its message.
function failedTests(report) {
  const lines = [];
  for (const file of report.testResults) {
    const where = file.name.replace(`${process.cwd()}/`, '');
    if (file.status === 'failed' && file.assertionResults.every((a) => a.status !== 'failed'))
      lines.push(`${where}: ${(file.message || 'the file did not run').split('\n')[0].slice(0, 200)}`);
    for (const a of file.assertionResults.filter((x) => x.status === 'failed'))
      lines.push(`${where} › ${a.fullName}: ${(a.failureMessages?.[0] || '').split('\n')[0].slice(0, 200)}`);
  }
  return lines.slice(0, 20);
}

// The failing Playwright tests: file and title, walking the nested suites.
function failedSpecs(suites, lines = []) {
  for (const suite of suites) {
    for (const spec of suite.specs || [])
      for (const t of spec.tests || [])
        if (t.status === 'unexpected') lines.push(`${spec.file} › ${spec.title} [${t.projectName}]`);
    failedSpecs(suite.suites || [], lines);
  }
  return lines.slice(0, 20);
}

function summary() {
  const all = stages();
  const byName = new Map(all.map((s) => [s.name, s]));
  let passed = 0;
  let failed = 0;
  console.log('-- stages');
  for (const s of all) console.log(`${`${s.secs} s`.padStart(7)}  ${s.name}${s.code ? ` (exit ${s.code})` : ''}`);
  console.log(`${`${all.reduce((sum, s) => sum + s.secs, 0)} s`.padStart(7)}  in all`);
  console.log('-- suites');
  // A check that failed counts as one failure: it has no tests of its own.
  for (const name of ['type check', 'lint']) {
    const s = byName.get(name);
    if (!s || s.code !== 0) {
      failed += 1;
      console.log(`${name}: ${s ? 'failed' : 'did not run'}`);
    }
  }
  for (const [stage, file] of [
    ['vitest (PGlite)', 'pglite.json'],
    ['vitest (PostgreSQL)', 'postgres.json'],
  ]) {
    const r = readJson(`${OUT}/${file}`);
    if (!r) {
      failed += 1;
      console.log(`${stage}: no results`);
      continue;
    }
    const bad = r.numFailedTests + (r.numRuntimeErrorTestSuites || 0);
    passed += r.numPassedTests;
    failed += bad;
    console.log(`${stage}: ${r.numPassedTests} passed, ${bad} failed, ${r.numPendingTests + (r.numTodoTests || 0)} skipped in ${r.testResults.length} files`);
    // Named here, in the last lines, because only the end of a long log may be read.
    for (const line of failedTests(r)) console.log(`  failed: ${line}`);
    // vitest exits non-zero on an error outside any test (an unhandled rejection): a failure too.
    if (bad === 0 && byName.get(stage)?.code) {
      failed += 1;
      console.log(`${stage}: exited with ${byName.get(stage).code} without a failing test (an error outside the tests?)`);
    }
  }
  const e2e = readJson(`${OUT}/e2e.json`);
  if (e2e) {
    const s = e2e.stats;
    passed += s.expected + s.flaky;
    failed += s.unexpected;
    console.log(`Playwright: ${s.expected + s.flaky} passed (${s.flaky} flaky), ${s.unexpected} failed, ${s.skipped} skipped`);
    for (const line of failedSpecs(e2e.suites || [])) console.log(`  failed: ${line}`);
    // A run that could not start (the port taken, the build broken) reports no test at all: a failure.
    if ((e2e.errors || []).length > 0 || s.expected + s.unexpected + s.flaky === 0) {
      failed += 1;
      console.log('Playwright: did not run');
    }
  } else {
    failed += 1;
    console.log('Playwright: no results');
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

const [command, file] = process.argv.slice(2);
if (command === 'slowest') slowest(file);
else if (command === 'summary') summary();
else {
  console.error('usage: node .ci/report.mjs slowest <file> | summary');
  process.exit(2);
}
