/** Finds ffmpeg (FFMPEG_PATH or Debian's); installs the Debian package with apt when missing and root. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** The path of a usable ffmpeg, or undefined (with a message saying what to install) when there is none. */
export function ensureFfmpeg(): string | undefined {
  const candidates = [process.env.FFMPEG_PATH, '/usr/bin/ffmpeg', '/usr/local/bin/ffmpeg'].filter((p): p is string => !!p);
  const found = candidates.find((p) => fs.existsSync(p));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    console.log('[films] ffmpeg not found; installing Debian package "ffmpeg" with apt-get…');
    const r = spawnSync('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ffmpeg >/dev/null'], {
      stdio: 'inherit',
    });
    if (r.status === 0 && fs.existsSync('/usr/bin/ffmpeg')) return '/usr/bin/ffmpeg';
  }
  console.warn(
    '[films] ffmpeg is missing: the films are not built and the site shows their posters only. Install it with: sudo apt-get install ffmpeg (or set FFMPEG_PATH).',
  );
  return undefined;
}
