// The services `npm run test:cluster` runs for itself: its own PostgreSQL (initdb in a temp dir), two
// server instances and Debian's nginx in front of them, all on 127.0.0.1, all stopped by `stopAll`.
// It installs nothing but nginx (with apt, when missing and root), the way ensure-chromium.mjs does.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
/** Everything started here, newest last; stopped in reverse order. */
const started = [];

/** Runs a command to completion; throws with its output when it fails. */
function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}): ${r.stderr || r.stdout || r.error}`);
  return r.stdout;
}

/** Runs a shell command line as the postgres user when we are root (initdb refuses root), else as ourselves. */
function asPostgres(line) {
  return isRoot ? run('su', ['postgres', '-c', line]) : run('bash', ['-c', line]);
}

/** Debian's nginx binary, installed with apt (nginx-light, else nginx) when missing and we are root. */
export function ensureNginx() {
  const find = () => ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
  if (find()) return find();
  if (isRoot) {
    console.log('[cluster] nginx not found; installing Debian package "nginx-light" (or "nginx") with apt-get…');
    // The package would start a system nginx on port 80; a policy-rc.d that says no keeps it stopped.
    const policy = '/usr/sbin/policy-rc.d';
    const ownPolicy = !fs.existsSync(policy);
    if (ownPolicy) fs.writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
    try {
      const apt = 'DEBIAN_FRONTEND=noninteractive apt-get install -y -qq';
      spawnSync('bash', ['-c', `apt-get update -qq && (${apt} nginx-light || ${apt} nginx) >/dev/null`], { stdio: 'inherit' });
    } finally {
      if (ownPolicy) fs.rmSync(policy, { force: true });
    }
    if (find()) return find();
  }
  throw new Error('nginx is required: install it with `sudo apt-get install nginx-light` (or `nginx`)');
}

/** A fresh PostgreSQL cluster in `dir` listening on 127.0.0.1:`port`; returns its URL. */
export function startPostgres(dir, port) {
  const bins = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b)) : [];
  if (!bins.length) throw new Error('PostgreSQL is required: install it with `sudo apt-get install postgresql`');
  const bin = `/usr/lib/postgresql/${bins.at(-1)}/bin`;
  fs.mkdirSync(dir, { mode: 0o700 });
  if (isRoot) run('chown', ['postgres:postgres', dir]);
  asPostgres(`${bin}/initdb -D ${dir} -A trust -U postgres >/dev/null`);
  asPostgres(`${bin}/pg_ctl -D ${dir} -o "-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off" -l ${dir}/log -w start >/dev/null`);
  started.push({ name: 'postgres', stop: async () => asPostgres(`${bin}/pg_ctl -D ${dir} -m fast stop >/dev/null`) });
  asPostgres(`${bin}/psql -h 127.0.0.1 -p ${port} -U postgres -qc 'create database yunling' >/dev/null`);
  return `postgres://postgres@127.0.0.1:${port}/yunling`;
}

/** A child process whose output is kept (and written to `log`); `lines` is what it printed so far. */
function child(name, cmd, args, opts, log) {
  const proc = spawn(cmd, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = fs.createWriteStream(log);
  const lines = [];
  let partial = '';
  const collect = (chunk) => {
    out.write(chunk);
    const text = partial + chunk.toString('utf8');
    const parts = text.split('\n');
    partial = parts.pop() ?? '';
    for (const l of parts) if (lines.push(l) > 20_000) lines.shift();
  };
  proc.stdout.on('data', collect);
  proc.stderr.on('data', collect);
  const exited = new Promise((resolve) => proc.once('exit', (code, signal) => resolve(signal ?? code)));
  const entry = {
    name,
    proc,
    lines,
    exited,
    log,
    async stop() {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      proc.kill('SIGTERM');
      const late = setTimeout(() => proc.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(late);
    },
  };
  started.push(entry);
  return entry;
}

/** Waits until `probe()` is true (polling), failing when `proc` exits or `ms` pass. */
export async function waitFor(what, probe, entry, ms = 60_000) {
  const until = Date.now() + ms;
  for (;;) {
    if (entry && (entry.proc.exitCode !== null || entry.proc.signalCode !== null))
      throw new Error(
        `${what}: ${entry.name} exited (${entry.proc.exitCode ?? entry.proc.signalCode}); last lines:\n${entry.lines.slice(-15).join('\n')}`,
      );
    if (await probe().catch(() => false)) return;
    if (Date.now() > until) throw new Error(`${what}: not ready after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Starts one server instance (`node --import tsx server/main.ts`) with `env` on top of ours. */
export function startInstance(root, name, env, log) {
  return child(name, process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env: { ...process.env, ...env } }, log);
}

/** Starts nginx in the foreground with its own prefix `dir`: round robin over `upstreams`, on 127.0.0.1:`port`. */
export function startNginx(nginx, dir, port, upstreams) {
  fs.mkdirSync(dir, { recursive: true });
  const conf = `# Written by scripts/cluster-services.mjs for npm run test:cluster.
${isRoot ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream yunling {
${upstreams.map((u) => `    server ${u};`).join('\n')}
    keepalive 8;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 6m;
    location / {
      proxy_pass http://yunling;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Which instance answered, so the test can see requests alternate.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  run(nginx, ['-t', '-q', '-p', dir, '-c', 'nginx.conf', '-e', `${dir}/error.log`]);
  return child('nginx', nginx, ['-p', dir, '-c', 'nginx.conf', '-e', `${dir}/error.log`], {}, path.join(dir, 'stdout.log'));
}

/** Stops everything started here, newest first; never throws. */
export async function stopAll() {
  while (started.length) {
    const s = started.pop();
    try {
      await s.stop();
    } catch (err) {
      console.error(`[cluster] stopping ${s.name}: ${err.message}`);
    }
  }
}
