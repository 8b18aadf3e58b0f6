// Bundle budget (design section 6): the build fails when the home route's initial JavaScript is over
// 120 KB gzip or any other JS chunk is over 30 KB gzip (docs/decisions/004-bundle-budget.md).
// Home initial JS = everything the home page's first render waits for: index.html's scripts and
// modulepreloads with their static imports, plus the home page chunk and its static imports (listed
// by the build in home-route.json). Its translations are JSON data fetched beside it: printed, not
// counted as script.
// Also writes .br/.gz siblings of text assets so the server can send them precompressed.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(process.argv[2] || 'dist');
const HOME_BUDGET = 120 * 1024;
const CHUNK_BUDGET = 30 * 1024;
const gz = (buf) => zlib.gzipSync(buf, { level: 9 });
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = new Set();
for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/?(assets\/[^"]+\.js)"/g)) initial.add(m[1]);

// Follow static imports of the entry chunks: they load before first render too.
const queue = [...initial];
while (queue.length) {
  const file = queue.pop();
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    const dep = `assets/${m[1]}`;
    if (!initial.has(dep)) {
      initial.add(dep);
      queue.push(dep);
    }
  }
}

// What the home page's first render also waits for: its chunk with that chunk's static imports
// (listed by the build in home-route.json). Its translations are JSON data, not script: printed beside.
const assets = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const sizes = new Map(assets.map((f) => [`assets/${f}`, gz(fs.readFileSync(path.join(dist, 'assets', f))).length]));
const homeRouteFile = path.join(dist, 'home-route.json');
if (!fs.existsSync(homeRouteFile)) {
  console.error(`Budget check: ${homeRouteFile} is missing (written by the build's route-hints plugin in vite.config.ts).`);
  process.exit(1);
}
const homeRoute = JSON.parse(fs.readFileSync(homeRouteFile, 'utf8'));
const home = new Set([...initial, ...homeRoute.files]);
const total = (files) => [...files].reduce((s, f) => s + (sizes.get(f) ?? 0), 0);
const initialTotal = total(initial);
const homeTotal = total(home);
const translationsTotal = homeRoute.translations.reduce((s, f) => s + gz(fs.readFileSync(path.join(dist, f))).length, 0);

const failures = [];
console.log('\nBundle budget (gzip):');
console.log(`  initial JS (entry + static imports): ${kb(initialTotal)}  [${[...initial].map((f) => path.basename(f)).join(', ')}]`);
console.log(
  `  home route JS (initial + home page chunk and its imports): ${kb(homeTotal)} (${homeTotal} B; budget ${HOME_BUDGET} B, ${HOME_BUDGET - homeTotal} B to spare), plus ${kb(translationsTotal)} of translations (JSON)`,
);
if (homeTotal > HOME_BUDGET) failures.push(`home route JS ${kb(homeTotal)} (${homeTotal} B) exceeds the budget ${kb(HOME_BUDGET)}`);
const others = [...sizes].filter(([f]) => !home.has(f)).sort((a, b) => b[1] - a[1]);
console.log(`  largest route chunks: ${others.slice(0, 6).map(([f, s]) => `${path.basename(f)} ${kb(s)}`).join(', ')}`);
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
