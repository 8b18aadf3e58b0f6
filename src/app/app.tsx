import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { createQueryClient, persistOptions } from './query-client.ts';
import { createRouter } from './router.tsx';

/** Providers (persisted query cache) around the router. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  const [persist] = useState(persistOptions);
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persist}>
      <RouterProvider router={router} />
    </PersistQueryClientProvider>
  );
}
