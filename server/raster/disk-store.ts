/**
 * Rendered pictures on disk, bounded in bytes: a restart or a rebuild finds them again, and the
 * oldest are deleted when the folder outgrows its budget. Keys are validated relative paths
 * (`v1/scene/lake/233/768.avif`), never raw request text.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

/** A bounded on-disk store of rendered pictures. */
export interface DiskStore {
  /** The bytes under `key`, or undefined. */
  get(key: string): Promise<Buffer | undefined>;
  /** Stores `body` under `key` (atomically: a reader never sees half a file) and trims the store. */
  put(key: string, body: Buffer): Promise<void>;
  /** Bytes currently held (as far as this process knows). */
  size(): Promise<number>;
}

const KEY = /^[a-z0-9][a-z0-9/-]{0,120}\.(avif|webp|jpg|png)$/;

/** Files found under `dir`, oldest first (the order eviction follows). */
async function scan(dir: string): Promise<Map<string, number>> {
  const found: { key: string; bytes: number; at: number }[] = [];
  let entries: string[] = [];
  try {
    entries = (await fs.readdir(dir, { recursive: true })) as string[];
  } catch {
    return new Map();
  }
  for (const rel of entries.slice(0, 200_000)) {
    const key = rel.split(path.sep).join('/');
    if (!KEY.test(key)) continue;
    const st = await fs.stat(path.join(dir, rel)).catch(() => undefined);
    if (st?.isFile()) found.push({ key, bytes: st.size, at: st.mtimeMs });
  }
  found.sort((a, b) => a.at - b.at);
  return new Map(found.map((f) => [f.key, f.bytes]));
}

/** Opens (lazily: the folder is read on first use) a store in `dir` holding at most `maxBytes`. */
export function diskStore(dir: string, maxBytes: number): DiskStore {
  let index: Promise<Map<string, number>> | undefined;
  const files = () => (index ??= scan(dir));
  let total = -1;
  const bytes = async () => {
    const map = await files();
    if (total < 0) total = [...map.values()].reduce((a, b) => a + b, 0);
    return total;
  };
  const file = (key: string) => {
    if (!KEY.test(key) || key.includes('..')) throw new Error('bad store key');
    return path.join(dir, ...key.split('/'));
  };
  return {
    async get(key) {
      const map = await files();
      if (!map.has(key)) return undefined;
      const body = await fs.readFile(file(key)).catch(() => undefined);
      if (!body) {
        total = (await bytes()) - (map.get(key) ?? 0);
        map.delete(key);
        return undefined;
      }
      // Most recently used last: eviction takes the front.
      const n = map.get(key) ?? body.length;
      map.delete(key);
      map.set(key, n);
      return body;
    },
    async put(key, body) {
      const map = await files();
      const target = file(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await fs.writeFile(tmp, body);
      await fs.rename(tmp, target);
      total = (await bytes()) - (map.get(key) ?? 0) + body.length;
      map.delete(key);
      map.set(key, body.length);
      for (const [old, n] of map) {
        if (total <= maxBytes || old === key) break;
        map.delete(old);
        total -= n;
        await fs.rm(file(old), { force: true });
      }
    },
    size: bytes,
  };
}
