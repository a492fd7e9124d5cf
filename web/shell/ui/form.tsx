import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import { useId, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

const TONES = {
  normal: 'border-slate-300 focus:border-brand-500 focus:ring-brand-500/25 dark:border-slate-600',
  error: 'border-red-500 focus:border-red-500 focus:ring-red-500/25 dark:border-red-400',
  success: 'border-emerald-500 focus:border-emerald-500 focus:ring-emerald-500/25 dark:border-emerald-400',
} as const;

export type FieldTone = keyof typeof TONES;

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string;
  tone?: FieldTone;
  /** Shown under the input and announced with it. */
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input; `tone` colours the border (red for a field in error, green for a confirmed one). */
export function Field({ label, tone = 'normal', hint, ref, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        aria-invalid={tone === 'error' || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={`w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-slate-900 outline-none transition placeholder:text-slate-400 focus:ring-4 disabled:opacity-60 dark:bg-slate-800 dark:text-white ${TONES[tone]}`}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className={`text-sm ${tone === 'error' ? 'text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-slate-400'}`}>
          {hint}
        </p>
      )}
    </div>
  );
}

const BANNERS = {
  error: { Icon: CircleAlert, role: 'alert', className: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200' },
  warning: { Icon: TriangleAlert, role: 'alert', className: 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-100' },
  success: { Icon: CircleCheck, role: 'status', className: 'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-200' },
} as const;

export function Banner({ kind, children }: { kind: keyof typeof BANNERS; children: ReactNode }) {
  const { Icon, role, className } = BANNERS[kind];
  return (
    <div role={role} className={`flex items-start gap-2.5 rounded-xl border px-3.5 py-3 text-sm ${className}`}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </div>
  );
}

const BUTTONS = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 disabled:bg-brand-600/50 dark:disabled:bg-brand-700/40',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:opacity-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:opacity-50',
  link: 'text-brand-700 underline-offset-4 hover:underline disabled:opacity-50 dark:text-brand-400',
} as const;

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof BUTTONS;
  /** Full width, taller: the main action of a form. */
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', block = false, className = '', type = 'button', ...props }: ButtonProps) {
  const size = variant === 'link' ? 'text-sm font-medium' : `rounded-xl px-4 font-semibold ${block ? 'w-full py-3' : 'py-2 text-sm'}`;
  return (
    <button
      type={type}
      className={`inline-flex items-center justify-center gap-2 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed ${size} ${BUTTONS[variant]} ${className}`}
      {...props}
    />
  );
}
