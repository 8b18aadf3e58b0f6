// A ride pack's manifest: every file the chosen pages need offline, with its real size. Each page is
// rendered in-process exactly as a visitor gets it; the API calls its render made, the pictures its
// HTML loads on the rider's screen and its script chunks are listed beside it, each measured from
// the answer itself (nothing is estimated).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CATALOG_CALLS } from '../../sw/routes.ts';
import { galleryImages, goodsListImages, pageImages, type Screen } from './pictures.ts';
import { shopListCalls } from './shop-lists.ts';
import { traceCalls } from './trace.ts';
import type { PackItem } from '../../src/lib/ride-pack/pack-types.ts';
import { pageModulesIn } from '../../src/lib/page-modules.ts';

export type { PackItem };

/** Files rendered or measured at once: the server keeps answering visitors meanwhile. */
const PARALLEL = 2;

const hash = (text: string | Buffer) => crypto.createHash('sha1').update(text).digest('base64url').slice(0, 12);

/** The page's HTML without what changes on every render (the query cache's fetch times). */
const stableHtml = (html: string) => html.replace(/"(dataUpdatedAt|errorUpdatedAt|dehydratedAt)":\d+/g, '');

/** True for a success envelope (only those are stored by the worker, so only those are packed). */
function isSuccess(answer: string): boolean {
  try {
    return (JSON.parse(answer) as { code?: unknown }).code === 1;
  } catch {
    return false;
  }
}

async function inParallel<T>(list: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < list.length) await work(list[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, list.length) }, worker));
}

/** Builds the manifest of the given pages for one screen; pages that do not answer 200 are left out. */
export async function buildManifest(app: FastifyInstance, pages: readonly string[], screen: Screen): Promise<PackItem[]> {
  const items = new Map<string, PackItem>();
  const images = new Set<string>();
  const buildFiles = new Set<string>(); // what the pages list: chunks and later style sheets
  const headers = { accept: 'text/html', ...(screen.saveData ? { 'save-data': 'on' } : {}) };
  await inParallel(pages, async (url) => {
    const { result: res, calls } = await traceCalls((trace) => app.inject({ method: 'GET', url, headers: { ...headers, ...trace } }));
    if (res.statusCode !== 200 || !/^text\/html/.test(String(res.headers['content-type']))) return;
    items.set(url, { url, kind: 'page', bytes: res.rawPayload.length, version: hash(stableHtml(res.body)) });
    for (const call of calls) {
      const at = call.path.indexOf('/stage-api/');
      if (call.status !== 200 || at < 0 || !CATALOG_CALLS.has(call.path.slice(at + '/stage-api/'.length)) || !isSuccess(call.answer)) continue;
      const key = `${call.path}\n${call.body}`;
      // The model gallery is drawn after the first screen: its pictures are not in the HTML.
      if (call.path.endsWith('/api/car_info/get_car_info')) galleryImages(call.answer, screen).forEach((i) => images.add(i));
      const bytes = Buffer.byteLength(call.answer);
      if (!items.has(key)) items.set(key, { url: call.path, kind: 'api', bytes, version: hash(call.answer), body: call.body });
    }
    pageImages(res.body, screen).forEach((i) => images.add(i));
    pageModulesIn(res.body).forEach((s) => buildFiles.add(s));
    // A shop list loads its goods in the browser: those calls and the tiles' pictures are packed too.
    for (const call of shopListCalls(url)) {
      const key = `${call.path}\n${call.body}`;
      if (items.has(key)) continue;
      const answer = await app.inject({ method: 'POST', url: call.path, payload: call.body, headers: { 'content-type': 'application/json' } });
      if (answer.statusCode !== 200 || !isSuccess(answer.body)) continue;
      goodsListImages(answer.body, screen).forEach((i) => images.add(i));
      items.set(key, { url: call.path, kind: 'api', bytes: Buffer.byteLength(answer.body), version: hash(answer.body), body: call.body });
    }
  });
  // Pictures are rendered on first request: measuring them also prepares them for the download.
  await inParallel([...images], async (url) => {
    const res = await app.inject({ method: 'GET', url, headers: screen.saveData ? { 'save-data': 'on' } : {} });
    if (res.statusCode === 200) items.set(url, { url, kind: 'image', bytes: res.rawPayload.length, version: '' });
  });
  await inParallel([...buildFiles], async (url) => {
    const stat = await fs.stat(path.join(app.config.distDir, url)).catch(() => undefined);
    if (stat?.isFile()) items.set(url, { url, kind: 'script', bytes: stat.size, version: '' });
  });
  return [...items.values()];
}
