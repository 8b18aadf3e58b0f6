import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../app/route-table.ts';

/**
 * Every locale file as the URL of a hashed JSON asset, fetched on demand (the service worker
 * precaches them). Translations are data: served as JSON they are parsed, not compiled and run as
 * script, and they stay out of the JavaScript budget (docs/decisions/004-bundle-budget.md).
 */
const urls = import.meta.glob<string>('../locales/*/*.json', { query: '?url', import: 'default', eager: true });

/** The URL of a locale file (undefined for an unknown locale or namespace). */
export function localeFileUrl(language: string, namespace: string): string | undefined {
  return urls[`../locales/${language}/${namespace}.json`];
}

async function fetchLocaleFile(url: string): Promise<Record<string, unknown>> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`translations ${url}: HTTP ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** The language every other one falls back to: i18next loads its files beside the page language's. */
export const FALLBACK_LANGUAGE = 'zh';

/** Namespaces every page's layout reads (header, skip link, errors). */
const LAYOUT_NAMESPACES = ['common', 'shell'] as const;

/** The namespaces a page renders with: the layout's, then its own (`handle.namespaces`), each once. */
export function pageNamespaces(own: readonly string[]): string[] {
  return [...new Set([...LAYOUT_NAMESPACES, ...own])];
}

/**
 * The files the app loads before it hydrates a page in `locale` whose own namespaces are `namespaces`:
 * `pageNamespaces`, in the language and its fallback (as `initI18n` asks i18next for them). The server
 * lists them with the page's modules, so they are fetched beside the code, not after it.
 */
export function translationFiles(locale: Locale, namespaces: readonly string[]): string[] {
  const languages = [...new Set([locale, FALLBACK_LANGUAGE])];
  return languages.flatMap((lng) => pageNamespaces(namespaces).flatMap((ns) => localeFileUrl(lng, ns) ?? []));
}

/** The namespaces the app knows; features load theirs with useTranslation('<ns>'). */
export const NAMESPACES = ['common', 'shell', 'home', 'catalog', 'content', 'shop', 'service', 'pwa', 'legal', 'search', 'pass', 'pack'] as const;
export type Namespace = (typeof NAMESPACES)[number];

const jsonBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const url = localeFileUrl(language, namespace);
    if (!url) return callback(null, {});
    fetchLocaleFile(url).then(
      (data) => callback(null, data),
      (err: unknown) => callback(err as Error, null),
    );
  },
};

/** i18next's fixed `t` as this module handles it (its typed overloads do not matter here). */
type LooseT = ((key: unknown, ...rest: unknown[]) => unknown) & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };

/**
 * Plain lookups (`t('key')`, no options) are remembered: i18next's own path (option merging, key
 * parsing, resolution, interpolation and nesting) runs once per language, namespace and key, not once
 * per call (every card, button and label of a page calls it, and again on each re-render). Lookups
 * with options (counts, values, `returnObjects`) go straight through. Any change to the loaded
 * translations or the language starts the memory afresh.
 */
export function rememberPlainLookups(instance: typeof i18next): void {
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => LooseT;
  let known = new Map<string, unknown>();
  const forget = () => (known = new Map());
  instance.store.on('added', forget);
  instance.on('languageChanged', forget);
  const remembering = (...args: unknown[]): LooseT => {
    const t = getFixedT(...args);
    const scope = `${args.map((a) => String((a as { scopeNs?: unknown } | undefined)?.scopeNs ?? a)).join('|')}|`;
    const lookup: LooseT = (key, ...rest) => {
      if (rest.length || typeof key !== 'string') return t(key, ...rest);
      const id = scope + key;
      let text = known.get(id);
      if (text === undefined) known.set(id, (text = t(key)));
      return text;
    };
    return Object.assign(lookup, { lng: t.lng, lngs: t.lngs, ns: t.ns, keyPrefix: t.keyPrefix });
  };
  instance.getFixedT = remembering as unknown as typeof instance.getFixedT;
}

/**
 * Initializes i18next for a locale (zh default and fallback) and loads the given namespaces (common by
 * default) side by side: the page's own with the layout's, one round trip rather than two.
 */
export async function initI18n(locale: Locale, namespaces: readonly string[] = ['common']): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next
      .use(jsonBackend)
      .use(initReactI18next)
      .init({
        lng: locale,
        fallbackLng: FALLBACK_LANGUAGE,
        supportedLngs: ['zh', 'en'],
        ns: [...new Set(['common', ...namespaces])],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        react: { useSuspense: true },
        returnNull: false,
      });
    rememberPlainLookups(i18next);
  } else if (i18next.language !== locale) {
    await i18next.changeLanguage(locale);
  }
  return i18next;
}

/**
 * Loads namespaces for a language and rejects (as a failed chunk: the error page, the chunk guard)
 * when one could not be fetched: i18next counts a failed file as loaded and the page would show keys.
 */
export async function loadNamespacesOrFail(lng: string, namespaces: readonly string[]): Promise<void> {
  const failed = () =>
    namespaces.filter((ns) => (i18next.services.backendConnector as { state?: Record<string, number> }).state?.[`${lng}|${ns}`] === -1);
  await i18next.loadNamespaces([...namespaces]);
  if (failed().length) throw Object.assign(new Error(`translations ${lng}/${failed().join()} did not load`), { name: 'ChunkLoadError' });
}

export { i18next };
