// Bundle budget (design section 6, decision 047): the build fails when the home route's initial
// JavaScript is over 150 KB gzip or any JS chunk outside it is over 30 KB gzip. Home initial JS = the
// entry, the app it starts after the first paint (src/app/start.tsx, decision 052) and the home page's
// route chunk, each with its static imports (Vite's manifest, dist/.vite/manifest.json): what the
// browser loads before it hydrates home.
// Also writes .br/.gz siblings of text assets so the server can send them precompressed.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(process.argv[2] || 'dist');
const HOME_BUDGET = 150 * 1024;
const CHUNK_BUDGET = 30 * 1024;
const HOME_MODULE = 'src/features/catalog/pages/home-page.tsx';
const START_MODULE = 'src/app/start.tsx';
const gz = (buf) => zlib.gzipSync(buf, { level: 9 });
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`Budget check: ${manifestFile} is missing (Vite writes it with build.manifest in vite.config.ts).`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
/** A manifest entry's file with the files of its static imports. */
const withImports = (key, into = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) withImports(dep, into);
  return into;
};
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const initial = withImports(entryKey);
if (manifest[START_MODULE]) withImports(START_MODULE, initial);
const home = withImports(HOME_MODULE, new Set(initial));
const sizes = new Map(
  fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => [`assets/${f}`, gz(fs.readFileSync(path.join(dist, 'assets', f))).length]),
);
const total = (files) => [...files].reduce((s, f) => s + (sizes.get(f) ?? 0), 0);
const initialTotal = total(initial);
const homeTotal = total(home);

const failures = [];
console.log('\nBundle budget (gzip):');
console.log(`  initial JS (entry + app start, with static imports): ${kb(initialTotal)}  [${[...initial].map((f) => path.basename(f)).join(', ')}]`);
console.log(
  `  home route initial JS (entry + home route chunk, with their imports): ${kb(homeTotal)} (${homeTotal} B; budget ${HOME_BUDGET} B, ${HOME_BUDGET - homeTotal} B to spare)`,
);
if (homeTotal > HOME_BUDGET) failures.push(`home route JS ${kb(homeTotal)} (${homeTotal} B) exceeds the budget ${kb(HOME_BUDGET)}`);
const others = [...sizes].filter(([f]) => !home.has(f)).sort((a, b) => b[1] - a[1]);
console.log(
  `  largest route chunks: ${others
    .slice(0, 6)
    .map(([f, s]) => `${path.basename(f)} ${kb(s)}`)
    .join(', ')} (budget ${kb(CHUNK_BUDGET)} each)`,
);
for (const [f, s] of others) if (s > CHUNK_BUDGET) failures.push(`chunk ${path.basename(f)} is ${kb(s)} (budget ${kb(CHUNK_BUDGET)})`);

// Precompress text assets (served by @fastify/static preCompressed).
let compressed = 0;
const walk = (dir) => {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p);
    else if (/\.(js|css|html|svg|json|webmanifest)$/.test(e.name)) {
      const buf = fs.readFileSync(p);
      if (buf.length < 1024) continue;
      fs.writeFileSync(`${p}.gz`, gz(buf));
      fs.writeFileSync(`${p}.br`, zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      compressed++;
    }
  }
};
walk(dist);
console.log(`  precompressed ${compressed} files (.br, .gz)`);

if (failures.length) {
  console.error(`\nBudget exceeded:\n  - ${failures.join('\n  - ')}`);
  process.exit(1);
}
console.log('  within budget\n');
