// The per-call tables of `npm run bench:api`: for each catalog call that grows with the catalog, the reply
// size (identity and brotli, as sent), the first (uncached) reply time, and p50/p99 latency and requests/s
// under a moderate closed-loop load, at each seeded scale. Rounds interleave calls and scales so drift on
// a shared machine hits all alike; the table quotes the median of the rounds.

/** One measured run of a call under load. */
export interface CallRun {
  rps: number;
  p50: number;
  p99: number;
}

/** A catalog call as the site sends it. */
export interface BenchCall {
  label: string;
  path: string;
  body: Record<string, unknown>;
}

export const CALLS: BenchCall[] = [
  { label: 'get_cars_by_type (series)', path: 'api/car_info/get_cars_by_type', body: { type: 'vehicle_series' } },
  { label: 'get_cars_by_type (displ.)', path: 'api/car_info/get_cars_by_type', body: { type: 'displacement' } },
  { label: 'get_parts_goods_list', path: 'addons/litestore/api.goods/get_parts_goods_list', body: {} },
  { label: 'get_cycle_equip_goods_list', path: 'addons/litestore/api.goods/get_cycle_equip_goods_list', body: {} },
  { label: 'get_store', path: 'api/stores/get_store', body: {} },
  { label: 'content/lists (all, p1)', path: 'api/content/lists', body: { column_id: 0, page: 1, page_size: 10 } },
  { label: 'content/lists (col 2, p5)', path: 'api/content/lists', body: { column_id: 2, page: 5, page_size: 10 } },
];

/** The JSON body of a call: the site's group_id and lang 0 around the call's own fields. */
export const callBody = (c: BenchCall) => JSON.stringify({ group_id: 2, lang: 0, ...c.body });

/** Bytes of one reply in an encoding, and how long it took. */
async function sample(url: string, body: string, encoding: string): Promise<{ bytes: number; ms: number }> {
  const t0 = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': encoding }, body });
  // fetch decodes; the bytes on the wire are the Content-Length (memoised replies always carry one).
  await res.arrayBuffer();
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return { bytes: Number(res.headers.get('content-length') ?? NaN), ms };
}

/** Reply sizes and the first (uncached) reply time of a call on a freshly started server. */
export async function replySizes(url: string, body: string): Promise<{ identity: number; br: number; coldMs: number }> {
  const cold = await sample(url, body, 'identity');
  const br = await sample(url, body, 'br');
  return { identity: cold.bytes, br: br.bytes, coldMs: cold.ms };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** autocannon records whole milliseconds: a reply faster than 1 ms reads "<1". */
const ms = (n: number) => (n < 1 ? '<1' : n.toFixed(0));

const kb = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(2)} MB` : `${(n / 1024).toFixed(1)} KB`);

/** Prints one scale's table: sizes, cold time and the medians of the runs. */
export function printTable(
  scale: number,
  rows: { call: BenchCall; sizes: { identity: number; br: number; coldMs: number }; runs: CallRun[] }[],
  note: string,
): void {
  console.log(`\nScale ${scale} (${note})`);
  console.log(
    `  ${'call'.padEnd(28)}${'identity'.padStart(10)}${'br'.padStart(10)}${'cold ms'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'req/s'.padStart(8)}`,
  );
  for (const { call, sizes, runs } of rows) {
    const p50 = median(runs.map((r) => r.p50));
    const p99 = median(runs.map((r) => r.p99));
    const rps = median(runs.map((r) => r.rps));
    console.log(
      `  ${call.label.padEnd(28)}${kb(sizes.identity).padStart(10)}${kb(sizes.br).padStart(10)}${sizes.coldMs.toFixed(0).padStart(9)}${ms(p50).padStart(8)}${ms(p99).padStart(8)}${rps.toFixed(0).padStart(8)}`,
    );
  }
}
