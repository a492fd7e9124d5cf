import { Link } from 'wouter';
import { LogoMark } from '../components/Logo.tsx';

export function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-5 p-6 text-center">
      <LogoMark className="size-14" />
      <h1 className="text-2xl font-semibold">404 Page Not Found</h1>
      <Link href="/" className="font-medium text-brand-700 hover:underline dark:text-brand-400">
        Go to Chairside
      </Link>
    </main>
  );
}
