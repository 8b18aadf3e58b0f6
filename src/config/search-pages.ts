// What site search finds: the document shape shared by the server's index call and the client's index,
// and the service pages it lists. Their titles and blurbs are the words those pages' hub shows
// (the `service` locale namespace), so search never says something the site does not.

/** The kinds of thing site search finds, in the order its results are grouped. */
export const SEARCH_TYPES = ['model', 'goods', 'news', 'store', 'service'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** One searchable thing: `path` is the unprefixed (Chinese) site path; the client adds `/en`. */
export interface SearchDoc {
  /** Unique across types: `<type>:<id>`. */
  id: string;
  type: SearchType;
  title: string;
  /** A line shown under the title. */
  snippet: string;
  /** Words that find it but are not shown (series, specs such as ABS, category, city, province). */
  keywords: string;
  path: string;
}

/** A service page: its path and the keys of its title and blurb in the `service` namespace. */
interface ServicePage {
  key: string;
  path: string;
  title: string;
  text: string;
  /** Further keys whose words also find it (its navigation label, its page title). */
  extra: string[];
}

function tile(key: string, extra: string[]): ServicePage {
  return { key, path: `/${key}`, title: `hub.tiles.${key}.title`, text: `hub.tiles.${key}.text`, extra };
}

/** The after-sales pages a visitor may look for by name. */
export const SERVICE_PAGES: readonly ServicePage[] = [
  { key: 'afterSale', path: '/afterSale', title: 'nav.eyebrow', text: 'hub.lead', extra: ['nav.hub', 'hub.title'] },
  { key: 'upkeep', path: '/upkeep', title: 'hub.quick.book.title', text: 'hub.quick.book.text', extra: ['nav.upkeep', 'upkeep.titles.1'] },
  { key: 'rescue', path: '/upkeep?type=2', title: 'hub.quick.rescue.title', text: 'hub.quick.rescue.text', extra: ['upkeep.titles.2'] },
  { key: 'schedule', path: '/upkeep?type=3', title: 'hub.tiles.schedule.title', text: 'hub.tiles.schedule.text', extra: [] },
  { key: 'market', path: '/market', title: 'hub.quick.store.title', text: 'hub.quick.store.text', extra: ['nav.market'] },
  // The hub's tiles: the path is the key; those with a tab in the service navigation add its label.
  ...['thirdService', 'warrantyService', 'specialService', 'partsSearch', 'usedCarService', 'postService'].map((k) => tile(k, [`nav.${k}`])),
  tile('testDrive', []),
  tile('financialService', []),
];

/** The string at a dotted key of a translation tree, or '' when absent. */
function lookup(tree: unknown, key: string): string {
  let node: unknown = tree;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : '';
}

/** The service pages as search documents, from the `service` namespace of one language. */
export function servicePageDocs(serviceMessages: unknown): SearchDoc[] {
  return SERVICE_PAGES.map((p) => ({
    id: `service:${p.key}`,
    type: 'service' as const,
    title: lookup(serviceMessages, p.title),
    snippet: lookup(serviceMessages, p.text),
    keywords: p.extra.map((k) => lookup(serviceMessages, k)).join(' '),
    path: p.path,
  })).filter((d) => d.title);
}
