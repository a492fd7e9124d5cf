import { TOAST_VISIBLE_MS } from '../../core/constants.ts';
import { showToast } from '../components/Toast.tsx';

/** The access area's notifications: 3 s on screen, then the toast's 300 ms fade. */
export function notify(type: 'success' | 'error', toast: { title: string; message: string }) {
  showToast({ type, ...toast, durationMs: TOAST_VISIBLE_MS });
}

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : undefined);
