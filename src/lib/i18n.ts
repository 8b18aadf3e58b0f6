import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../app/route-table.ts';

/** Every locale file, loaded on demand (each becomes a small chunk the service worker precaches). */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

/** The namespaces the app knows; features load theirs with useTranslation('<ns>'). */
export const NAMESPACES = ['common', 'catalog', 'content', 'shop', 'service', 'pwa'] as const;
export type Namespace = (typeof NAMESPACES)[number];

const globBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = loaders[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (m) => callback(null, m.default),
      (err: unknown) => callback(err as Error, null),
    );
  },
};

/** Initializes i18next for a locale (zh default and fallback) and loads the common namespace. */
export async function initI18n(locale: Locale): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next
      .use(globBackend)
      .use(initReactI18next)
      .init({
        lng: locale,
        fallbackLng: 'zh',
        supportedLngs: ['zh', 'en'],
        ns: ['common'],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        react: { useSuspense: true },
        returnNull: false,
      });
  } else if (i18next.language !== locale) {
    await i18next.changeLanguage(locale);
  }
  return i18next;
}

export { i18next };
