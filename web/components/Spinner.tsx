import { LoaderCircle } from 'lucide-react';

export function Spinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-3 text-slate-500" role="status">
      <LoaderCircle className="size-8 animate-spin text-brand-600" aria-hidden />
      <span>{label}</span>
    </div>
  );
}
