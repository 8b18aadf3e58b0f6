// Stands in for TanStack Query's infinite-query behaviour (see vite.config.ts). The site has no
// infinite queries (eslint forbids their hooks), yet query-core's Query imports that module
// statically, so every page's first load carried it (about 0.5 KB gzip, decision 030).
function notBuiltIn(): never {
  throw new Error('Infinite queries are left out of this build (vite.config.ts)');
}
export const infiniteQueryBehavior = notBuiltIn;
export const hasNextPage = notBuiltIn;
export const hasPreviousPage = notBuiltIn;
