import { LoaderCircle } from 'lucide-react';
import { LogoMark } from '../components/Logo.tsx';

export function LoadingScreen() {
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-6">
      <LogoMark className="size-16" />
      <LoaderCircle className="size-7 animate-spin text-brand-600 dark:text-brand-400" aria-hidden />
      <span className="sr-only">Loading</span>
    </div>
  );
}
