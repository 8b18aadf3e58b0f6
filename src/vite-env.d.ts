/// <reference types="vite/client" />

/** Build id: busts the persisted query cache on every deploy. */
declare const __BUILD_ID__: string;
/** Base URL of the `/stage-api` server (configurable with API_BASE at build time). */
declare const __API_BASE__: string;
