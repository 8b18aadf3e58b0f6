import { Component, lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import i18next from 'i18next';
import { isChunkLoadError, reloadAfterChunkError } from '../../../lib/chunk-guard.ts';
import { isConstrainedConnection } from '../../../lib/network.ts';

// The menu panel, phone drawer and country popup are only needed once opened: they load as their
// own chunks (precached by the service worker, so they open offline too) to keep the home page lean.
// Each resolves once the `shell` translations it shows have loaded too (fetched in parallel).
export const loadMegaMenu = () => withShell(import('../../../features/catalog/components/mega-menu/mega-menu.tsx'));
const loadDrawer = () => withShell(import('./phone-drawer.tsx'));
const loadCountryDialog = () => withShell(import('./country-dialog.tsx'));
// The English navigation's language list: only English pages show it, so Chinese pages never load it.
const loadCountryLinks = () => withShell(import('./country-links.tsx'));

function withShell<T>(chunk: Promise<T>): Promise<T> {
  return Promise.all([chunk, i18next.loadNamespaces('shell')]).then(([m]) => m);
}

export const LazyMegaMenu = lazy(() => loadMegaMenu().then((m) => ({ default: m.MegaMenu })));
export const LazyPhoneDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.PhoneDrawer })));
export const LazyCountryDialog = lazy(() => loadCountryDialog().then((m) => ({ default: m.CountryDialog })));
export const LazyLanguageBadges = lazy(() => loadCountryLinks().then((m) => ({ default: m.LanguageBadges })));
// The menu triggers' behaviour (MenuTriggerPlaceholder stands in until it loads). Not a lazy component:
// the server and the hydrating page render the placeholders, and the real triggers replace them once
// their code is here. A Suspense boundary around them would hydrate the server's buttons only once the
// code arrived, and until then clicks and keys on them were lost.
type MenuTriggers = typeof import('./menu-triggers.ts');
let triggers: MenuTriggers | null = null;
let triggersLoading: Promise<void> | null = null;
const triggerListeners = new Set<() => void>();
const subscribeTriggers = (listener: () => void) => {
  triggerListeners.add(listener);
  return () => void triggerListeners.delete(listener);
};
export const LazyCartBadgeSync = lazy(() => import('./cart-badge-sync.tsx').then((m) => ({ default: m.CartBadgeSync })));
// The outbox link's slot: a small chunk of its own, so the outbox costs the home page nothing.
export const LazyOutboxSlot = lazy(() => import('./outbox-slot.tsx').then((m) => ({ default: m.OutboxSlot })));

/** Warms the mega-menu chunk (on hover/focus of its trigger, and once the browser is idle). */
export function prefetchMegaMenu(): void {
  void loadMegaMenu().catch(() => undefined);
}

/** Loads the menu triggers' code (at once when the visitor reaches for a menu, else when idle). */
export function loadMenuTriggers(): void {
  triggersLoading ??= import('./menu-triggers.ts').then(
    (m) => {
      triggers = m;
      for (const listener of triggerListeners) listener();
    },
    (err: unknown) => {
      // The placeholders keep working; a later reach for a menu tries again.
      triggersLoading = null;
      if (isChunkLoadError(err)) reloadAfterChunkError();
    },
  );
}

/** The menu triggers' code once loaded; null on the server and while hydrating (the page hydrates the placeholders). */
export function useMenuTriggers(): MenuTriggers | null {
  return useSyncExternalStore(
    subscribeTriggers,
    () => triggers,
    () => null,
  );
}

/**
 * When the main thread is idle: loads the menu triggers' code, and prefetches the mega-menu unless
 * the connection is constrained (the triggers are the navigation itself; the menu's content a guess).
 */
export function prefetchWhenIdle(): () => void {
  const idle = () => {
    loadMenuTriggers();
    if (!isConstrainedConnection()) prefetchMegaMenu();
  };
  const w = window as Window & { requestIdleCallback?: (cb: () => void) => number; cancelIdleCallback?: (id: number) => void };
  if (w.requestIdleCallback) {
    const id = w.requestIdleCallback(idle);
    return () => w.cancelIdleCallback?.(id);
  }
  const id = window.setTimeout(idle, 2000);
  return () => window.clearTimeout(id);
}

/**
 * Renders a lazily loaded part; if its chunk cannot load, its fallback (or nothing) stays in its place
 * (the rest of the page keeps working) and the chunk guard reloads the page at most once a minute.
 */
export class LazyPart extends Component<{ children: ReactNode; fallback?: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  componentDidCatch(error: unknown): void {
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }
  render() {
    return this.state.failed ? (this.props.fallback ?? null) : <Suspense fallback={this.props.fallback ?? null}>{this.props.children}</Suspense>;
  }
}
