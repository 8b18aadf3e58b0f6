// `npm test`: typecheck, lint, unit + server tests (SQLite), production build with budgets, browser tests.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const steps = [
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  ['lint', 'npm', ['run', '-s', 'lint']],
  ['unit and server tests', 'npx', ['vitest', 'run']],
  ['build (with bundle budgets)', 'npm', ['run', '-s', 'build']],
  ['browser tests', 'npx', ['playwright', 'test']],
];
const only = process.env.TEST_STEPS?.split(',');
for (const [name, cmd, args] of steps) {
  if (only && !only.some((o) => name.startsWith(o))) continue;
  if (name === 'browser tests') process.env.CHROMIUM_PATH = ensureChromium();
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  console.log(`=== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  if (r.status !== 0) process.exit(r.status ?? 1);
}
