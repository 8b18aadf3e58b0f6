// `npm run dev`: the API (watch mode) on API_PORT (default 8081) and Vite with /stage-api and /media proxied to it.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT || '8081';
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const procs = [
  spawn(bin('tsx'), ['watch', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      SERVE_SITE: '0',
      NODE_ENV: 'development',
      SMS_PROVIDER: process.env.SMS_PROVIDER || 'log',
      PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER || 'sandbox',
    },
  }),
  spawn(bin('vite'), [], { cwd: root, stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
procs.forEach((p) =>
  p.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
