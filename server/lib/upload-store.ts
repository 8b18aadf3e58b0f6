import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/database.ts';

/** Where the bytes of uploads live; the `uploads` table holds their names, types and owners. */
export interface UploadStore {
  readonly kind: 'postgres' | 'disk';
  /** Stores a new file (its uploads row must exist first: on PostgreSQL the bytes reference it). */
  put(name: string, data: Buffer): Promise<void>;
  /** The file's bytes, or undefined when it is gone. */
  get(name: string): Promise<Buffer | undefined>;
  /** Frees the bytes of uploads whose rows were just deleted. */
  drop(names: string[]): Promise<void>;
}

/** Files under DATA_DIR/uploads: one instance, or several sharing one volume. */
function diskStore(dir: string): UploadStore {
  const file = (name: string) => path.join(dir, path.basename(name));
  return {
    kind: 'disk',
    async put(name, data) {
      await fs.promises.mkdir(dir, { recursive: true });
      await fs.promises.writeFile(file(name), data, { flag: 'wx' });
    },
    async get(name) {
      try {
        return await fs.promises.readFile(file(name));
      } catch {
        return undefined;
      }
    },
    async drop(names) {
      await Promise.all(names.map((n) => fs.promises.rm(file(n), { force: true })));
    },
  };
}

/**
 * A bytea table on PostgreSQL, so every instance serves every upload without a shared volume. Files
 * that the server wrote to DATA_DIR before migration 006 are still read from there.
 */
function postgresStore(db: Db, legacy: UploadStore): UploadStore {
  return {
    kind: 'postgres',
    async put(name, data) {
      await db.db.insertInto('upload_blobs').values({ file_name: name, data }).execute();
    },
    async get(name) {
      const row = await db.db.selectFrom('upload_blobs').select('data').where('file_name', '=', name).executeTakeFirst();
      return row ? row.data : legacy.get(name);
    },
    async drop(names) {
      // The uploads row's foreign key already took the bytes (on delete cascade); old files may remain on disk.
      await legacy.drop(names);
    },
  };
}

/** The store for this database: PostgreSQL's table when DATABASE_URL is set, DATA_DIR/uploads otherwise. */
export function uploadStore(db: Db, dataDir: string): UploadStore {
  const disk = diskStore(path.join(dataDir, 'uploads'));
  return db.dialect === 'postgres' ? postgresStore(db, disk) : disk;
}
