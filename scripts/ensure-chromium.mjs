// Finds Debian's Chromium (or CHROMIUM_PATH); installs it with apt when missing and we are root.
// Never downloads a browser build of its own.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** Returns the path of a usable Chromium, installing the Debian package if needed and possible. */
export function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((p) => fs.existsSync(p));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    console.log('[chromium] not found; installing Debian package "chromium" with apt-get…');
    const r = spawnSync('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null'], { stdio: 'inherit' });
    if (r.status === 0 && fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error('[chromium] Chromium is required for browser tests. Install it with: sudo apt-get install chromium (or set CHROMIUM_PATH).');
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const p = ensureChromium();
  console.log(`[chromium] ${p}: ${execSync(`"${p}" --version`).toString().trim()}`);
}
