// Shop journeys: a server of their own with its access log (stdout, LOG_LEVEL=info) captured to a
// file, so a test can assert that no token or SMS code ever reaches the log.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';

export interface LoggedServer {
  origin: string;
  logFile: string;
  stop(): Promise<void>;
}

/** Starts `server/main.ts` in test mode on `port`, logging at info level to a file; resolves when it answers. */
export async function startLoggedServer(port: number, distDir: string): Promise<LoggedServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-shop-'));
  const logFile = path.join(dir, 'server.log');
  const out = fs.openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', DIST_DIR: distDir, DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'info', RATE_LIMIT_MAX: '100000' },
    stdio: ['ignore', out, out],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${fs.readFileSync(logFile, 'utf8')}`);
    if (Date.now() > deadline) throw new Error('server did not start');
    const ok = await fetch(`${origin}/stage-api/openapi.json`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    origin,
    logFile,
    stop: () =>
      new Promise<void>((resolve) => {
        fs.closeSync(out);
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The last SMS code sent to a phone, from the test-only sink. */
export async function smsCode(request: APIRequestContext, origin: string, mobile: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const res = await request.post(`${origin}/stage-api/__test/sms`, { data: { group_id: 2, mobile } });
    if (res.ok()) return ((await res.json()) as { data: { code: string } }).data.code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no SMS code for ${mobile}`);
}

interface Goods {
  id: number;
  part_number: string;
  stock: number;
  children: { id: number; stock: number }[];
}

/** A goods item of a kind that is in stock: with variants (some in stock) or without variants. */
export async function pickGoods(request: APIRequestContext, origin: string, kind: 'equip' | 'parts', withVariants: boolean): Promise<Goods> {
  const res = await request.post(`${origin}/stage-api/addons/litestore/api.goods/goods_list`, { data: { group_id: 2, kind, page: 1, page_size: 48 } });
  const list = ((await res.json()) as { data: { list: Goods[] } }).data.list;
  const hit = list.find((g) => (withVariants ? g.children.filter((c) => c.stock > 2).length > 0 : g.children.length === 0 && g.stock > 5));
  if (!hit) throw new Error(`no ${kind} goods in stock`);
  return hit;
}
