import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { applyDarkMode, isDarkMode } from './settings/theme.ts';
import './app.css';

// Before the first render, so a dark-mode user never sees a light flash.
applyDarkMode(isDarkMode());

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
