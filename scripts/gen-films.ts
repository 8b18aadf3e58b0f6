/**
 * Renders the /videoWallpaper films into public/generated/films/: per film an H.264 MP4, a poster JPEG
 * and captions (WebVTT, zh and en), plus films.json, which the server reads to offer them. A VP9 WebM
 * too with `FILMS_WEBM=1`: about 15% smaller, but it doubles the encoding time and every browser plays H.264.
 * Cached: a film is rebuilt only when its text, the artwork or these scripts change. Without ffmpeg
 * nothing is built and the site presents posters only. `FILMS=0` skips the films.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { FILMS, FILMS_DIR, type FilmFiles, type FilmManifest, type FilmSpec } from '../server/content/films.ts';
import { encodeFilm, filmSeconds, FILM, SHOT_SECONDS } from './films/encode.ts';
import { ensureFfmpeg } from './films/ensure-ffmpeg.ts';
import { filmStills } from './films/frames.ts';
import { site } from '../src/config/site.ts';

const root = path.join(import.meta.dirname, '..');
const out = path.join(root, 'public', FILMS_DIR);
const manifestFile = path.join(out, 'films.json');

type Stored = { keys: Record<string, string>; films: FilmManifest };

/** Text of every file below a path, concatenated in a stable order (the inputs of a film). */
function sourceText(p: string): string {
  const st = fs.statSync(p);
  if (!st.isDirectory()) return fs.readFileSync(p, 'utf8');
  return fs
    .readdirSync(p)
    .sort()
    .map((e) => sourceText(path.join(p, e)))
    .join('\n');
}

const inputs = ['server/art', 'server/content/films.ts', 'scripts/gen-films.ts', 'scripts/films']
  .map((p) => sourceText(path.join(root, p)))
  .concat(JSON.stringify(site.name)) // the end card's brand, not the rest of the site config
  .join('\n');
const keyOf = (spec: FilmSpec) => crypto.createHash('sha256').update(inputs).update(JSON.stringify(spec)).digest('hex').slice(0, 16);

function readStored(): Stored {
  try {
    return JSON.parse(fs.readFileSync(path.join(out, '.cache.json'), 'utf8')) as Stored;
  } catch {
    return { keys: {}, films: {} };
  }
}

const stamp = (s: number) => `00:${s.toFixed(3).padStart(6, '0')}`;

/** Captions of a silent film: its title while the title card shows, then its synopsis. */
function captions(spec: FilmSpec, lang: 'zh' | 'en', seconds: number): string {
  const card = SHOT_SECONDS[0] - FILM.fade / 2;
  return `WEBVTT\n\n1\n${stamp(0)} --> ${stamp(card)}\n${spec.title[lang]}\n\n2\n${stamp(card)} --> ${stamp(seconds)}\n${spec.description[lang]}\n`;
}

async function buildFilm(ffmpeg: string, spec: FilmSpec, webm: boolean): Promise<FilmFiles> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `film-${spec.id}-`));
  try {
    const stills = await filmStills(spec);
    const files = stills.map((buf, i) => {
      const f = path.join(tmp, `still-${i}.png`);
      fs.writeFileSync(f, buf);
      return f;
    });
    const mp4 = `${spec.id}.mp4`;
    const webmFile = webm ? `${spec.id}.webm` : undefined;
    encodeFilm(ffmpeg, files, path.join(out, mp4), webmFile && path.join(out, webmFile));
    const poster = `${spec.id}.jpg`;
    await sharp(stills[0]).resize(FILM.width, FILM.height).jpeg({ quality: 78, mozjpeg: true }).toFile(path.join(out, poster));
    const seconds = filmSeconds();
    for (const lang of ['zh', 'en'] as const) fs.writeFileSync(path.join(out, `${spec.id}.${lang}.vtt`), captions(spec, lang, seconds));
    const size = (f: string) => fs.statSync(path.join(out, f)).size;
    return {
      seconds,
      mp4: { file: mp4, bytes: size(mp4) },
      ...(webmFile ? { webm: { file: webmFile, bytes: size(webmFile) } } : {}),
      poster,
      captions: { zh: `${spec.id}.zh.vtt`, en: `${spec.id}.en.vtt` },
    };
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** Builds the films that are missing or out of date; returns how many were (re)built. */
export async function genFilms(): Promise<number> {
  if (process.env.FILMS === '0') return 0;
  const stored = readStored();
  const present = (f?: FilmFiles) =>
    !!f && [f.mp4.file, f.webm?.file, f.poster, f.captions.zh, f.captions.en].every((n) => !n || fs.existsSync(path.join(out, n)));
  const stale = FILMS.filter((s) => stored.keys[s.id] !== keyOf(s) || !present(stored.films[s.id]));
  if (stale.length > 0) {
    const ffmpeg = ensureFfmpeg();
    if (!ffmpeg) {
      // Never leave a manifest naming films this build does not have.
      fs.rmSync(manifestFile, { force: true });
      return 0;
    }
    fs.mkdirSync(out, { recursive: true });
    for (const spec of stale) {
      const t0 = Date.now();
      stored.films[spec.id] = await buildFilm(ffmpeg, spec, process.env.FILMS_WEBM === '1');
      stored.keys[spec.id] = keyOf(spec);
      const f = stored.films[spec.id];
      console.log(
        `[films] ${spec.id}: ${f.seconds}s, mp4 ${Math.round(f.mp4.bytes / 1024)} KB${f.webm ? `, webm ${Math.round(f.webm.bytes / 1024)} KB` : ''} in ${Date.now() - t0} ms`,
      );
      fs.writeFileSync(path.join(out, '.cache.json'), JSON.stringify(stored));
    }
  }
  const films: FilmManifest = Object.fromEntries(FILMS.filter((s) => stored.films[s.id]).map((s) => [s.id, stored.films[s.id]]));
  fs.writeFileSync(manifestFile, JSON.stringify(films));
  return stale.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t0 = Date.now();
  const n = await genFilms();
  console.log(`gen-films: ${n} film(s) built, ${FILMS.length - n} up to date, in ${Date.now() - t0} ms`);
}
