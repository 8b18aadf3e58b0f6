import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RootLayout } from './layout/root-layout.tsx';
import { ErrorBoundary } from './layout/route-error.tsx';

/** Providers around the layout. The query cache is persisted from main.tsx, after the first render. */
export function App({ queryClient }: { queryClient: QueryClient }) {
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
