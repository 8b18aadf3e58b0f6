import { useSyncExternalStore } from 'react';

/** Chromium's install event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const DISMISS_KEY = 'yunling:install-dismissed-at';
/** After a dismissal, the suggestion stays away this long. */
const DISMISS_FOR_MS = 30 * 24 * 3600 * 1000;

let deferred: BeforeInstallPromptEvent | null = null;
let dismissed = readDismissed();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function readDismissed(): boolean {
  try {
    return Date.now() - Number(localStorage.getItem(DISMISS_KEY) ?? 0) < DISMISS_FOR_MS;
  } catch {
    return false;
  }
}

// Captured at module load (this module is part of the entry bundle), because the browser may fire
// the event before React has mounted anything. preventDefault keeps Chrome's own mini-infobar away:
// the site shows its own, dismissible suggestion instead.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    emit();
    void askToKeepStorage();
  });
  // An installed app is where riders go offline: ask the browser to keep its storage (loaded only then).
  if (isStandalone()) {
    if (document.readyState === 'complete') void askToKeepStorage();
    else window.addEventListener('load', () => void askToKeepStorage(), { once: true });
  }
}

function askToKeepStorage(): Promise<unknown> {
  return import('../../lib/offline-storage.ts').then((m) => m.requestPersistence()).catch(() => undefined);
}

/** True when the page already runs as an installed app. */
export function isStandalone(win: Window = window): boolean {
  return (
    win.matchMedia?.('(display-mode: standalone)').matches === true || (win.navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** True on iOS/iPadOS Safari, which has no install prompt: it gets "Add to Home Screen" instructions. */
export function isIosSafari(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints' | 'platform'> = navigator): boolean {
  const ua = nav.userAgent;
  const ios = /iPad|iPhone|iPod/.test(ua) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
  return ios && /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(ua);
}

/** What the install suggestion should show: the browser's prompt, iOS instructions, or nothing. */
export type InstallOffer = 'prompt' | 'ios' | 'none';

function snapshot(): InstallOffer {
  if (dismissed || isStandalone()) return 'none';
  if (deferred) return 'prompt';
  return isIosSafari() ? 'ios' : 'none';
}

/** Shows the browser's install dialog; the saved event can only be used once. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null;
  emit();
  await event.prompt();
  await event.userChoice.catch(() => undefined);
}

/** Hides the suggestion for 30 days. */
export function dismissInstall(): void {
  dismissed = true;
  try {
    localStorage.setItem(DISMISS_KEY, String(Date.now()));
  } catch {
    /* storage unavailable: hidden for this page view only */
  }
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current install offer, live. */
export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(subscribe, snapshot, () => 'none');
}
