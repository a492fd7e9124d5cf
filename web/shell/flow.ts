import type { SessionUser } from '../api/session.ts';
import type { AuthLink } from './auth-link.ts';

/** The overlays of the authenticating state: sign-in/up, forgot-password and email-change verification. */
export type Overlay = 'auth' | 'forgot' | 'email-change';

/** The flow states of `/` (spec section 2). */
export type FlowState =
  | { phase: 'loading'; pending: Overlay | null }
  | { phase: 'landing' }
  | { phase: 'authenticating'; overlay: Overlay }
  | { phase: 'intro' }
  | { phase: 'app' };

/**
 * Where a signed-in user goes next. Billing comes in its own issue: then a non-admin with
 * subscriptionRequired && !subscriptionActive gets the subscription overlay here. Until then everyone
 * enters the app.
 */
export type Destination = 'app';
export function destinationAfterAuth(_user: SessionUser): Destination {
  return 'app';
}

export type FlowEvent =
  | { type: 'SIGNED_IN'; destination: Destination }
  | { type: 'SIGNED_OUT' }
  | { type: 'BEGIN' }
  | { type: 'FORGOT_PASSWORD' }
  /** From the forgot-password or email-change overlay to signing in (again, with the new credentials). */
  | { type: 'SIGN_IN_AGAIN' }
  | { type: 'OVERLAY_CLOSED'; signedIn: boolean }
  | { type: 'INTRO_DONE'; destination: Destination };

/** An emailed link in the URL opens its overlay as soon as the session is known. */
export function initialFlow(link: AuthLink | null): FlowState {
  return { phase: 'loading', pending: link ? (link.type === 'recovery' ? 'forgot' : 'email-change') : null };
}

/** Overlays that finish with a sign-out of their own, so session changes must not close them. */
const ownsSession = (state: FlowState) => state.phase === 'authenticating' && state.overlay !== 'auth';

export function flowReducer(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'SIGNED_IN':
      if (state.phase === 'loading' && state.pending) return { phase: 'authenticating', overlay: state.pending };
      if (state.phase === 'loading' || state.phase === 'landing' || (state.phase === 'authenticating' && !ownsSession(state))) {
        return { phase: 'intro' };
      }
      return state;
    case 'SIGNED_OUT':
      if (state.phase === 'loading') return state.pending ? { phase: 'authenticating', overlay: state.pending } : { phase: 'landing' };
      if (state.phase === 'intro' || state.phase === 'app') return { phase: 'landing' };
      return state;
    case 'BEGIN':
      return state.phase === 'landing' ? { phase: 'authenticating', overlay: 'auth' } : state;
    case 'FORGOT_PASSWORD':
      return state.phase === 'authenticating' && state.overlay === 'auth' ? { phase: 'authenticating', overlay: 'forgot' } : state;
    case 'SIGN_IN_AGAIN':
      return ownsSession(state) ? { phase: 'authenticating', overlay: 'auth' } : state;
    case 'OVERLAY_CLOSED':
      if (state.phase !== 'authenticating') return state;
      return event.signedIn ? { phase: 'intro' } : { phase: 'landing' };
    case 'INTRO_DONE':
      return state.phase === 'intro' ? { phase: event.destination } : state;
  }
}
