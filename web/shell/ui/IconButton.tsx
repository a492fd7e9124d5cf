import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: LucideIcon;
  /** The accessible name; also shown as a tooltip. */
  label: string;
  size?: 'sm' | 'md';
}

/** A round button with only an icon; `label` names it for screen readers and on hover. */
export function IconButton({ icon: Icon, label, size = 'md', className = '', type = 'button', ...props }: IconButtonProps) {
  const box = size === 'md' ? 'size-11' : 'size-9';
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={`inline-flex shrink-0 items-center justify-center rounded-full text-slate-700 transition hover:bg-slate-900/5 hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-50 dark:text-slate-200 dark:hover:bg-white/10 dark:hover:text-white ${box} ${className}`}
      {...props}
    >
      <Icon className={size === 'md' ? 'size-6' : 'size-[1.15rem]'} aria-hidden />
    </button>
  );
}
