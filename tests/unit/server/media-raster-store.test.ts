// The pipeline's disk store stays within its byte budget, and its work queue bounds concurrent and waiting renders.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diskStore } from '../../../server/raster/disk-store.ts';
import { QueueFullError, workQueue } from '../../../server/raster/work-queue.ts';

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-store-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('diskStore', () => {
  it('deletes the least recently used files beyond its budget, and finds the rest after a restart', async () => {
    const dir = tmp();
    const store = diskStore(dir, 250);
    await store.put('v1/a/320.jpg', Buffer.alloc(100, 1));
    await store.put('v1/b/320.jpg', Buffer.alloc(100, 2));
    expect(await store.get('v1/a/320.jpg')).toBeDefined(); // a is now the most recently used
    await store.put('v1/c/320.jpg', Buffer.alloc(100, 3));
    expect(await store.size()).toBe(200);
    expect(fs.existsSync(path.join(dir, 'v1', 'b', '320.jpg'))).toBe(false);
    const reopened = diskStore(dir, 250);
    expect((await reopened.get('v1/a/320.jpg'))?.[0]).toBe(1);
    expect((await reopened.get('v1/c/320.jpg'))?.[0]).toBe(3);
    expect(await reopened.get('v1/b/320.jpg')).toBeUndefined();
  });

  it('refuses keys that are not plain picture paths', async () => {
    const store = diskStore(tmp(), 1000);
    await expect(store.put('../x.jpg', Buffer.alloc(1))).rejects.toThrow();
    await expect(store.put('v1/a/320.exe', Buffer.alloc(1))).rejects.toThrow();
  });
});

describe('workQueue', () => {
  it('runs at most `concurrency` jobs, de-duplicates a key and refuses beyond the queue', async () => {
    const q = workQueue(1, 1);
    let running = 0;
    let peak = 0;
    const gates: (() => void)[] = [];
    const job = () => async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise<void>((r) => gates.push(r));
      running--;
      return 'done';
    };
    const a = q.run('a', job());
    const a2 = q.run('a', job());
    const b = q.run('b', job());
    await expect(q.run('c', job())).rejects.toBeInstanceOf(QueueFullError);
    while (gates.length < 1) await new Promise((r) => setTimeout(r, 1));
    gates.shift()!();
    await expect(a).resolves.toBe('done');
    await expect(a2).resolves.toBe('done');
    while (gates.length < 1) await new Promise((r) => setTimeout(r, 1));
    gates.shift()!();
    await expect(b).resolves.toBe('done');
    expect(peak).toBe(1);
  });
});
