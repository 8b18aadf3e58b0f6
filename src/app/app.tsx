import { useLayoutEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RootLayout } from './layout/root-layout.tsx';
import { ErrorBoundary } from './layout/route-error.tsx';

/** Providers around the layout. The query cache is persisted from main.tsx, after the first render. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  // React's first commit has replaced the HTML's static app shell (decision 028), which was inert:
  // a picture of the header, not clickable or focusable and hidden from assistive technology.
  useLayoutEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <ErrorBoundary>
          <RootLayout />
        </ErrorBoundary>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
