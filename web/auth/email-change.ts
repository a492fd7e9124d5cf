import { ACCESS_MESSAGES } from '../../core/messages.ts';

/** verifying → success (then sign-out and a sign-in with the new email) or failed. */
export type EmailChangeState =
  | { step: 'verifying' }
  | { step: 'success'; email: string }
  | { step: 'failed'; message: string };

export type EmailChangeEvent = { type: 'VERIFIED'; email: string } | { type: 'FAILED'; message: string };

export function emailChangeReducer(state: EmailChangeState, event: EmailChangeEvent): EmailChangeState {
  if (state.step !== 'verifying') return state;
  return event.type === 'VERIFIED' ? { step: 'success', email: event.email } : { step: 'failed', message: event.message };
}

/** The spec's wording for a link that could not be confirmed. */
export function emailChangeFailure(raw: string | undefined): string {
  if (/token expired/i.test(raw ?? '')) return ACCESS_MESSAGES.emailChangeExpired;
  if (/invalid token|user not found/i.test(raw ?? '')) return ACCESS_MESSAGES.emailChangeInvalid;
  return ACCESS_MESSAGES.emailChangeFailed;
}
