import fs from 'node:fs';
import path from 'node:path';

/** The repository's root, from which the translation files are read and served in these tests. */
export const root = path.resolve(import.meta.dirname, '../../../..');

/** A translation file as it is in the source tree (`src/locales/<locale>/<ns>.json`). */
export const onDisk = (locale: string, ns: string) =>
  JSON.parse(fs.readFileSync(path.join(root, 'src/locales', locale, `${ns}.json`), 'utf8')) as Record<string, Record<string, string>>;
