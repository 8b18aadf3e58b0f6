// The entry: small on purpose. It notes early clicks and keys on the server's header, lets the page
// paint, and only then fetches the app's code and hydrates (decision 052). On a weak connection the
// HTML, its styles and the first picture get the bandwidth before 150 KB of scripts do.
import { installChunkGuard, isChunkLoadError, reloadAfterChunkError } from '../lib/chunk-guard.ts';
import { captureEarlyIntent } from './layout/header/early-capture.ts';
import * as intents from './layout/header/early-intent.ts';
import { afterFirstPaint, preloadPageModules } from './after-paint.ts';
import { nextTask } from '../lib/idle.ts';
import '../styles/global.css';

installChunkGuard();
// A hover, focus, key or click on the server's header before hydration is noted, not lost.
captureEarlyIntent(intents);

void afterFirstPaint()
  .then(() => {
    void preloadPageModules(document);
    // The libraries first, in a task of their own, then the app: two shorter tasks rather than one
    // long one while the visitor may already be tapping.
    return import('react-dom/client');
  })
  .then(nextTask)
  .then(() => import('./start.tsx'))
  // The app's modules are evaluated in the import's task; starting it is the next one.
  .then(async (app) => {
    await nextTask();
    await app.start();
  })
  .catch((err: unknown) => {
    // The app's code is gone (a new deploy): reload once (the chunk guard); the server's page stays meanwhile.
    if (isChunkLoadError(err) && reloadAfterChunkError()) return;
    console.error('the app did not start', err);
  });
