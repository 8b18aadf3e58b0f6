// An in-memory CacheStorage for the ride pack's tests: keys are URLs, as the worker's caches use.

/** A CacheStorage over maps, with the stored responses readable for assertions. */
export function fakeCaches(names: string[] = []) {
  const stores = new Map<string, Map<string, Response>>(names.map((n) => [n, new Map()]));
  const url = (key: RequestInfo | URL) => (typeof key === 'string' ? key : key instanceof URL ? key.href : key.url);
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const m = stores.get(name)!;
    return {
      match: async (key: RequestInfo | URL) => m.get(url(key))?.clone(),
      put: async (key: RequestInfo | URL, res: Response) => void m.set(url(key), res),
      delete: async (key: RequestInfo | URL) => m.delete(url(key)),
    } as unknown as Cache;
  };
  const storage = {
    open,
    keys: async () => [...stores.keys()],
    has: async (n: string) => stores.has(n),
    delete: async (n: string) => stores.delete(n),
  } as unknown as CacheStorage;
  return { storage, stores };
}
