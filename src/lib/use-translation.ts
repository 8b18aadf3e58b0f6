import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { getI18n, I18nContext, type FallbackNs } from 'react-i18next';
import type { FlatNamespace, i18n as I18n, TFunction } from 'i18next';

/** i18next's `getFixedT` as react-i18next calls it (its typings leave out the fourth argument). */
type FixedTFor = (this: I18n, lng: string, ns: string, keyPrefix: undefined, options: { scopeNs: string[] }) => never;

/**
 * The app's `useTranslation`: the part of react-i18next's hook this site uses, at a fraction of its
 * cost per component (decision 037). Same instance (the `I18nextProvider`'s, else the one
 * `initReactI18next` registered), same `t` (`getFixedT` for the language, the first namespace, the
 * others as its scope), same Suspense while a namespace loads, a new render when the language
 * changes. What it leaves out, the site never asks for: options (`keyPrefix`, `lng`, `useSuspense`),
 * the `ready` flag, re-rendering on resource-store events, and the copy of the i18next instance
 * react-i18next makes for every component that mounts.
 */
export function useTranslation<const Ns extends FlatNamespace | readonly FlatNamespace[] | undefined = undefined>(
  ns?: Ns,
): { t: TFunction<FallbackNs<Ns>>; i18n: I18n } {
  const i18n = (useContext(I18nContext)?.i18n ?? getI18n()) as I18n | undefined;
  const scope = String(ns ?? i18n?.options.defaultNS);
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n?.on('languageChanged', changed);
      return () => i18n?.off('languageChanged', changed);
    },
    [i18n],
  );
  const language = () => i18n?.language;
  const lng = useSyncExternalStore(subscribe, language, language);
  // Worked out once per instance, language and namespaces: a loaded namespace stays loaded, so a render
  // with the same three neither checks nor splits again. A throw (Suspense) leaves nothing remembered.
  return useMemo(() => {
    const namespaces = scope.split(',');
    // Without any instance (a component rendered on its own), keys stand for their text, as in react-i18next.
    if (!i18n) return { t: ((key: string) => key) as never, i18n: {} as I18n };
    if (!namespaces.every((n) => i18n.hasLoadedNamespace(n))) throw i18n.loadNamespaces(namespaces);
    // A translation file that could not be fetched counts as "loaded" to i18next, and the page would
    // show its keys: it is a failed chunk like any other (the error page, the chunk guard's reload).
    const state = (i18n.services?.backendConnector as { state?: Record<string, number> } | undefined)?.state;
    const missing = namespaces.find((n) => state?.[`${lng}|${n}`] === -1);
    if (missing) throw Object.assign(new Error(`translations ${lng}/${missing} did not load`), { name: 'ChunkLoadError' });
    return { t: (i18n.getFixedT as unknown as FixedTFor).call(i18n, lng!, namespaces[0], undefined, { scopeNs: namespaces }), i18n };
  }, [i18n, lng, scope]);
}
