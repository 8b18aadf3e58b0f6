import fs from 'node:fs';
import path from 'node:path';
import { FILMS_DIR, type FilmFiles, type FilmManifest } from './films.ts';

/** A film's video as the site is told about it: file URLs, size and real running time. */
export interface FilmVideo {
  mp4: string;
  webm?: string;
  poster: string;
  captions: string;
  bytes: number;
  seconds: number;
}

const isFile = (v: unknown): v is { file: string; bytes: number } =>
  typeof v === 'object' && v !== null && typeof (v as { file?: unknown }).file === 'string' && typeof (v as { bytes?: unknown }).bytes === 'number';

function valid(v: unknown): v is FilmFiles {
  if (typeof v !== 'object' || v === null) return false;
  const f = v as Partial<FilmFiles>;
  return (
    typeof f.seconds === 'number' &&
    isFile(f.mp4) &&
    typeof f.poster === 'string' &&
    typeof f.captions?.zh === 'string' &&
    typeof f.captions.en === 'string'
  );
}

/**
 * The films the build produced (scripts/gen-films.ts): read from the built site, else from public/
 * (development). Only films whose MP4 is really there are listed, so the site never offers a play
 * button for a file it does not have.
 */
export function loadFilmManifest(distDir: string): FilmManifest {
  for (const dir of [path.join(distDir, FILMS_DIR), path.join(path.dirname(distDir), 'public', FILMS_DIR)]) {
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(path.join(dir, 'films.json'), 'utf8'));
    } catch {
      continue;
    }
    if (typeof raw !== 'object' || raw === null) continue;
    const entries = Object.entries(raw).filter(([, f]) => valid(f) && fs.existsSync(path.join(dir, f.mp4.file)));
    return Object.fromEntries(entries) as FilmManifest;
  }
  return {};
}

/** The public URLs of one film's files, with the captions in the page's language. */
export function filmVideo(files: FilmFiles, lang: 'zh' | 'en'): FilmVideo {
  const url = (f: string) => `/${FILMS_DIR}/${f}`;
  return {
    mp4: url(files.mp4.file),
    ...(files.webm ? { webm: url(files.webm.file) } : {}),
    poster: url(files.poster),
    captions: url(files.captions[lang]),
    bytes: files.mp4.bytes,
    seconds: files.seconds,
  };
}

/** Running time as m:ss (a 14.8 s film reads 0:15). */
export function runningTime(seconds: number): string {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
