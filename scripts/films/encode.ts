/** Cuts a film from its stills with ffmpeg: slow zooms and pans (zoompan) joined by crossfades. */
import { spawnSync } from 'node:child_process';

/** Output size and frame rate: 720p at 25 fps keeps each file around half a megabyte. */
export const FILM = { width: 1280, height: 720, fps: 25, fade: 0.8 } as const;

/** Seconds each still is on screen (before the crossfades overlap them). */
export const SHOT_SECONDS = [3.6, 5, 5.6, 3] as const;

/** The running time of the cut: the shots minus the overlapping crossfades. */
export function filmSeconds(): number {
  return Math.round((SHOT_SECONDS.reduce((a, b) => a + b, 0) - FILM.fade * (SHOT_SECONDS.length - 1)) * 100) / 100;
}

// One camera move per shot; `on` is the output frame number, `d` the shot's frames.
const MOVES = [
  "z='1+0.0004*on':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)'",
  "z='1+0.0012*on':x='iw/2-(iw/zoom/2)':y='ih/3-(ih/zoom/3)'",
  "z='1.12':x='(iw-iw/zoom)*on/D':y='ih-ih/zoom'",
  "z='1'",
] as const;

/** The ffmpeg filter graph for the stills given as inputs 0..3. */
export function filterGraph(): string {
  const { width, height, fps, fade } = FILM;
  const parts = SHOT_SECONDS.map((s, i) => {
    const d = Math.round(s * fps);
    const move = MOVES[i].replace('D', String(d));
    return `[${i}:v]zoompan=${move}:d=${d}:s=${width}x${height}:fps=${fps},setsar=1,format=yuv420p[v${i}]`;
  });
  let prev = 'v0';
  let at = 0;
  for (let i = 1; i < SHOT_SECONDS.length; i++) {
    at += SHOT_SECONDS[i - 1] - fade;
    const out = i === SHOT_SECONDS.length - 1 ? 'out' : `x${i}`;
    parts.push(`[${prev}][v${i}]xfade=transition=fade:duration=${fade}:offset=${at.toFixed(2)}[${out}]`);
    prev = out;
  }
  return parts.join(';');
}

function run(ffmpeg: string, args: string[]): void {
  const r = spawnSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) throw new Error(`ffmpeg failed (${r.status ?? r.signal}) for ${args.at(-1)}`);
}

/** Encodes the stills (PNG paths) to H.264 MP4 (+faststart, yuv420p) and, when asked, VP9 WebM. */
export function encodeFilm(ffmpeg: string, stills: string[], mp4: string, webm?: string): void {
  const inputs = stills.flatMap((p) => ['-i', p]);
  const graph = ['-filter_complex', filterGraph(), '-map', '[out]', '-an', '-threads', '2'];
  run(ffmpeg, [
    ...inputs,
    ...graph,
    ...['-c:v', 'libx264', '-preset', 'medium', '-tune', 'animation', '-crf', '27', '-profile:v', 'high', '-pix_fmt', 'yuv420p'],
    ...['-movflags', '+faststart', mp4],
  ]);
  if (webm) {
    run(ffmpeg, [
      ...inputs,
      ...graph,
      ...['-c:v', 'libvpx-vp9', '-crf', '40', '-b:v', '0', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '4', '-pix_fmt', 'yuv420p'],
      webm,
    ]);
  }
}
