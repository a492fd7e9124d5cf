import { Link } from 'wouter';

export function NotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4">
      <h1 className="text-2xl font-semibold">404 Page Not Found</h1>
      <Link href="/" className="text-brand-700 underline dark:text-brand-500">
        Go to Chairside
      </Link>
    </main>
  );
}
