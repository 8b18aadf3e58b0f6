// `npm run fuzz`: property-based requests (fast-check) over every /stage-api route of the OpenAPI
// document, against the app built in-process. SQLite by default; PostgreSQL when DATABASE_URL is set;
// both with FUZZ_DB=both. FUZZ_RUNS requests per database (default 100,000), FUZZ_SEED to replay.
// Prints requests, status classes, 5xx and non-envelope counts and the time; exits 1 on any 5xx or
// non-envelope reply.
import { runFuzz, type FuzzStats } from './fuzz-run.ts';

const runs = Number(process.env.FUZZ_RUNS || 100_000);
const seed = Number(process.env.FUZZ_SEED || Date.now() % 1_000_000);
const url = process.env.DATABASE_URL;
const mode = process.env.FUZZ_DB;
if (mode === 'both' && !url) {
  console.error('FUZZ_DB=both needs DATABASE_URL (a PostgreSQL database the fuzz may create schemas in)');
  process.exit(2);
}
const targets: (string | undefined)[] = mode === 'both' ? [undefined, url] : mode === 'sqlite' ? [undefined] : [url];

function report(s: FuzzStats): void {
  const classes = Object.entries(s.byClass)
    .sort()
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  console.log(
    `${s.database}: ${s.requests} requests over ${s.routes} routes in ${(s.elapsedMs / 1000).toFixed(1)} s (${Math.round(s.requests / (s.elapsedMs / 1000))}/s)`,
  );
  console.log(`  by status: ${classes}`);
  console.log(`  5xx: ${s.serverErrors}, non-envelope: ${s.nonEnvelope}`);
  for (const f of s.failures.slice(0, 10)) {
    console.log(`  FAIL ${f.status} ${f.request.method} ${f.request.url} ${JSON.stringify(f.request.headers)}`);
    console.log(`    payload: ${JSON.stringify(f.request.payload)}`);
    console.log(`    answer: ${JSON.stringify(f.body)}`);
    if (f.error) console.log(`    error: ${f.error}`);
  }
}

let failed = false;
console.log(`fuzz: ${runs} requests per database, seed ${seed}`);
for (const databaseUrl of targets) {
  const stats = await runFuzz({
    runs,
    seed,
    databaseUrl,
    onProgress: (done) => {
      if (done % 10_000 === 0) process.stderr.write(`  ${done}\n`);
    },
  });
  report(stats);
  failed ||= stats.serverErrors > 0 || stats.nonEnvelope > 0;
}
process.exit(failed ? 1 : 0);
