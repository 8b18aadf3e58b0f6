// What the entry does before the app's code: wait for the first paint, then ask for every module the
// page needs at once (the server lists them in the HTML), so they load side by side rather than one
// import after another. Unit-tested in tests/unit/src/app/after-paint.test.ts.
import { isDataFile, isStyleSheet, PAGE_MODULES_ID, parseModules } from '../lib/page-modules.ts';
import { isConstrainedConnection } from '../lib/network.ts';
import { nextTask } from '../lib/idle.ts';

/** The longest wait for the first screen (its picture, then a frame): the app starts anyway after it. */
export const PAINT_WAIT_MS = 1000;

/**
 * Resolves once the first screen has painted: its largest picture (the one the server marked
 * `fetchpriority="high"`) has loaded, at most PAINT_WAIT_MS, and then a frame has been drawn (a task
 * queued from a frame callback runs after that frame). Scripts started earlier would hold the main
 * thread while the picture waits to be painted. A hidden page draws nothing: it resolves at once.
 * Under Save-Data or on 2g the picture is not waited for: on 2g (no `Save-Data` header) the server's
 * markup offers every width and only the app narrows it to the small ones, so the sooner it runs the
 * fewer bytes the picture costs; with the header the server has narrowed it already.
 */
export function afterFirstPaint(
  win: Pick<Window, 'requestAnimationFrame' | 'setTimeout'> = window,
  doc: Pick<Document, 'visibilityState' | 'querySelector'> = document,
  constrained: boolean = isConstrainedConnection(),
): Promise<void> {
  return new Promise((resolve) => {
    if (doc.visibilityState === 'hidden') return resolve();
    const frame = () => win.requestAnimationFrame(() => win.setTimeout(resolve, 0));
    win.setTimeout(resolve, PAINT_WAIT_MS);
    const picture = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    if (!picture || picture.complete || constrained) return frame();
    picture.addEventListener('load', frame, { once: true });
    picture.addEventListener('error', frame, { once: true });
  });
}

/**
 * How many module requests one task starts at most: each costs the main thread a millisecond or two
 * (more on a slow phone), and the whole list (30 and more) at once was one 40-60 ms task right after
 * the first paint.
 */
export const PRELOADS_PER_TASK = 6;

/**
 * How long one task may go on starting requests (ms): a slow phone, or one busy with the page's
 * pictures, yields sooner than the count above would.
 */
export const PRELOAD_SLICE_MS = 4;

/**
 * Adds a link for each file in the server's list not already in the document, a few per task (at most
 * PRELOADS_PER_TASK, and no more once a task has taken PRELOAD_SLICE_MS), in the list's order (the
 * sheets the markup does not use, the translations, then the app's start-up chunks): a
 * `<link rel="stylesheet">` for a sheet (Vite's loader then finds it when the part that needs it
 * loads), a `<link rel="preload" as="fetch">` for a translation file, a `<link rel="modulepreload">`
 * for a module. Resolves when all are added.
 */
export async function preloadPageModules(
  doc: Document = document,
  next: () => Promise<void> = nextTask,
  now: () => number = () => performance.now(),
): Promise<void> {
  let inTask = 0;
  let sliceStart = now();
  for (const href of parseModules(doc.getElementById(PAGE_MODULES_ID)?.textContent)) {
    const rel = isStyleSheet(href) ? 'stylesheet' : isDataFile(href) ? 'preload' : 'modulepreload';
    if (doc.head.querySelector(`link[rel="${rel}"][href="${href}"]`)) continue;
    if (inTask > 0 && (inTask >= PRELOADS_PER_TASK || now() - sliceStart >= PRELOAD_SLICE_MS)) {
      await next();
      inTask = 0;
      sliceStart = now();
    }
    const link = doc.createElement('link');
    link.rel = rel;
    // A data file is preloaded as what the app's `fetch()` asks for (CORS mode, same-origin
    // credentials), so that call takes the preloaded answer.
    if (rel === 'preload') link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = href;
    doc.head.append(link);
    inTask++;
  }
}
