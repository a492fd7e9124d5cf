import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';

export interface ToastInput {
  type: 'success' | 'error';
  title: string;
  message?: string;
  /** How long it stays before fading; the spec's default is 5 s (the account area uses 3 s). */
  durationMs?: number;
}

interface ToastState extends ToastInput {
  key: number;
  leaving: boolean;
}

const FADE_MS = 300;
let current: ToastState | null = null;
let nextKey = 1;
let timers: ReturnType<typeof setTimeout>[] = [];
const listeners = new Set<() => void>();

function set(state: ToastState | null) {
  current = state;
  listeners.forEach((l) => l());
}

function clearTimers() {
  timers.forEach(clearTimeout);
  timers = [];
}

/** Shows a notification; at most one is on screen, so a new one replaces the current one. */
export function showToast(toast: ToastInput) {
  clearTimers();
  const key = nextKey++;
  set({ ...toast, key, leaving: false });
  timers.push(setTimeout(() => dismissToast(), toast.durationMs ?? 5000));
}

/** Fades the current notification out, then removes it. */
export function dismissToast() {
  if (!current || current.leaving) return;
  clearTimers();
  set({ ...current, leaving: true });
  timers.push(setTimeout(() => set(null), FADE_MS));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Where notifications appear; render it once per screen. */
export function Toaster() {
  const toast = useSyncExternalStore(subscribe, () => current);
  if (!toast) return null;
  const error = toast.type === 'error';
  const Icon = error ? CircleAlert : CircleCheck;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 sm:bottom-6 sm:justify-end sm:px-6">
      <div
        key={toast.key}
        role={error ? 'alert' : 'status'}
        data-testid="toast"
        className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border bg-white p-4 shadow-lg transition duration-300 starting:translate-y-2 starting:opacity-0 dark:bg-slate-900 ${
          toast.leaving ? 'opacity-0' : 'opacity-100'
        } ${error ? 'border-red-200 dark:border-red-900' : 'border-emerald-200 dark:border-emerald-900'}`}
      >
        <Icon className={`mt-0.5 size-5 shrink-0 ${error ? 'text-red-600 dark:text-red-400' : 'text-emerald-600 dark:text-emerald-400'}`} aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{toast.title}</p>
          {toast.message && <p className="text-sm break-words text-slate-600 dark:text-slate-300">{toast.message}</p>}
        </div>
        <button
          type="button"
          onClick={dismissToast}
          className="-m-1 rounded p-1 text-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:text-white"
          aria-label="Close notification"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
