import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import './app.css';

// The spec's data defaults: no automatic refetching, never stale, no retries; the stream keeps lists fresh.
const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false } },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
