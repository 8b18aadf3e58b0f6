// `npm start`: build the site when it is missing or older than its sources, then run the server
// (which migrates, seeds an empty database and serves site + API on one port).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist', 'index.html');

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const e of fs.readdirSync(p)) if (e !== 'generated') max = Math.max(max, newestMtime(path.join(p, e)));
  return max;
}

const sources = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'manifest.webmanifest', 'package-lock.json'];
const stale = !fs.existsSync(built) || Math.max(...sources.map((s) => newestMtime(path.join(root, s)))) > fs.statSync(built).mtimeMs;
if (stale && process.env.SKIP_BUILD !== '1') {
  console.log('[start] building the site…');
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// The quick start is a demo on one machine: codes go to the server log and payments to the sandbox (the site
// says so with a banner). A real deployment sets SMS_PROVIDER=aliyun and PAYMENT_PROVIDER=alipay (README).
const env = { NODE_ENV: 'production', SMS_PROVIDER: 'log', PAYMENT_PROVIDER: 'sandbox', ...process.env };
if (env.SMS_PROVIDER === 'log' || env.PAYMENT_PROVIDER === 'sandbox')
  console.log('[start] demo mode: SMS_PROVIDER=%s, PAYMENT_PROVIDER=%s', env.SMS_PROVIDER, env.PAYMENT_PROVIDER);
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], { cwd: root, env, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
