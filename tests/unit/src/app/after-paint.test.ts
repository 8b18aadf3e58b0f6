import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, PAINT_WAIT_MS, PRELOAD_SLICE_MS, PRELOADS_PER_TASK, preloadPageModules } from '../../../../src/app/after-paint.ts';
import { PAGE_MODULES_ID } from '../../../../src/lib/page-modules.ts';

/** A window whose frame callbacks run only when the test draws a frame. */
function frames() {
  const pending: FrameRequestCallback[] = [];
  return {
    win: {
      requestAnimationFrame: (cb: FrameRequestCallback) => pending.push(cb),
      setTimeout: ((fn: () => void, ms?: number) => setTimeout(fn, ms)) as unknown as Window['setTimeout'],
    },
    draw: () => pending.splice(0).forEach((cb) => cb(0)),
  };
}

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('afterFirstPaint', () => {
  it('waits for a frame to be drawn, then resolves', async () => {
    vi.useFakeTimers();
    const { win, draw } = frames();
    let done = false;
    void afterFirstPaint(win, document).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toBe(false);
    draw();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('starts anyway when no frame comes, and at once in a hidden page', async () => {
    vi.useFakeTimers();
    let done = false;
    void afterFirstPaint(frames().win, document).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    await expect(afterFirstPaint(frames().win, { visibilityState: 'hidden', querySelector: () => null })).resolves.toBeUndefined();
  });

  it("waits for the first screen's picture to load before the frame, at most PAINT_WAIT_MS", async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<img fetchpriority="high" src="/media/hero.avif"><img src="/media/other.avif">';
    const picture = document.querySelector('img')!;
    Object.defineProperty(picture, 'complete', { value: false });
    const { win, draw } = frames();
    let done = false;
    void afterFirstPaint(win, document).then(() => (done = true));
    draw();
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(false);
    picture.dispatchEvent(new Event('load'));
    draw();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    // A picture that never loads holds the app no longer than the cap.
    done = false;
    void afterFirstPaint(frames().win, document).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS);
    expect(done).toBe(true);
    // Under Save-Data the app (which narrows the picture to small widths) is not held for it.
    const saving = frames();
    done = false;
    void afterFirstPaint(saving.win, document, true).then(() => (done = true));
    saving.draw();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});

describe('preloadPageModules', () => {
  const list = (json: string) => {
    document.body.innerHTML = `<script type="application/json" id="${PAGE_MODULES_ID}">${json}</script>`;
  };
  const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

  it("asks for each listed module once, with the entry's CORS mode", async () => {
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/vendor-a1.js">';
    list('["/assets/vendor-a1.js","/assets/start-b2.js","/assets/news-page-c3.js"]');
    await preloadPageModules(document);
    expect(preloads()).toEqual(['/assets/vendor-a1.js', '/assets/start-b2.js', '/assets/news-page-c3.js']);
    expect(document.head.querySelector<HTMLLinkElement>('link[href="/assets/start-b2.js"]')?.crossOrigin).toBe('anonymous');
  });

  it('links each listed style sheet the page does not have yet, before the modules', async () => {
    // The first is inlined by the server (its disabled link is there); the second is not in the page.
    document.head.innerHTML = '<style>.a{}</style><link rel="stylesheet" crossorigin href="/assets/start-a1.css" disabled>';
    list('["/assets/start-a1.css","/assets/mega-menu-b2.css","/assets/start-c3.js"]');
    await preloadPageModules(document);
    const sheets = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    expect(sheets.map((l) => [l.getAttribute('href'), l.hasAttribute('disabled'), l.crossOrigin])).toEqual([
      ['/assets/start-a1.css', true, ''],
      ['/assets/mega-menu-b2.css', false, 'anonymous'],
    ]);
    expect(preloads()).toEqual(['/assets/start-c3.js']);
    expect(document.head.querySelector('link[rel="modulepreload"][href$=".css"], link[rel="stylesheet"][href$=".js"]')).toBeNull();
  });

  it('preloads each listed translation file as the app will fetch it, and only once', async () => {
    list('["/assets/common-a1.json","/assets/shell-b2.json","/assets/start-c3.js"]');
    await preloadPageModules(document);
    await preloadPageModules(document);
    const data = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    // `as=fetch` with CORS mode and same-origin credentials: what a plain `fetch(url)` sends.
    expect(data.map((l) => [l.getAttribute('href'), l.as, l.crossOrigin])).toEqual([
      ['/assets/common-a1.json', 'fetch', 'anonymous'],
      ['/assets/shell-b2.json', 'fetch', 'anonymous'],
    ]);
    expect(preloads()).toEqual(['/assets/start-c3.js']);
  });

  it('ignores what is not a same-site build chunk, broken JSON and a page without a list', async () => {
    list('["https://evil.example/x.js","/assets/../x.js","javascript:alert(1)",42,"/assets/ok-d4.js"]');
    await preloadPageModules(document);
    expect(preloads()).toEqual(['/assets/ok-d4.js']);
    document.head.innerHTML = '';
    list('["/assets/ok-d4.js"');
    await preloadPageModules(document);
    document.body.innerHTML = '';
    await preloadPageModules(document);
    expect(preloads()).toEqual([]);
  });

  it('starts a few requests per task, in the list order, so no one task starts them all', async () => {
    const modules = Array.from({ length: 2 * PRELOADS_PER_TASK + 2 }, (_, i) => `/assets/m${i}.js`);
    list(JSON.stringify(modules));
    const tasks: (() => void)[] = [];
    const done = preloadPageModules(
      document,
      () => new Promise<void>((r) => tasks.push(r)),
      () => 0,
    );
    expect(preloads()).toEqual(modules.slice(0, PRELOADS_PER_TASK));
    tasks.shift()!();
    await vi.waitFor(() => expect(preloads()).toHaveLength(2 * PRELOADS_PER_TASK));
    tasks.shift()!();
    await done;
    expect(preloads()).toEqual(modules);
  });

  it('ends a task sooner once it has taken PRELOAD_SLICE_MS, however few it started', async () => {
    const modules = ['/assets/a1.js', '/assets/a2.js', '/assets/a3.js', '/assets/a4.js'];
    list(JSON.stringify(modules));
    const tasks: (() => void)[] = [];
    // Each request takes the main thread half the slice: two fit in a task.
    let clock = 0;
    const done = preloadPageModules(
      document,
      () => new Promise<void>((r) => tasks.push(r)),
      () => (clock += PRELOAD_SLICE_MS / 2),
    );
    expect(preloads()).toEqual(modules.slice(0, 2));
    tasks.shift()!();
    await vi.waitFor(() => expect(preloads()).toEqual(modules));
    await done;
    expect(tasks).toHaveLength(0);
  });
});
