import { needsSubscription } from '../api/billing.ts';
import type { SessionUser } from '../api/session.ts';
import type { AuthLink } from './auth-link.ts';

/** The overlays of the authenticating state: sign-in/up, forgot-password, email-change verification, subscription. */
export type Overlay = 'auth' | 'forgot' | 'email-change' | 'subscribe';

/** The flow states of `/` (spec section 2). */
export type FlowState =
  | { phase: 'loading'; pending: Overlay | null }
  | { phase: 'landing' }
  | { phase: 'authenticating'; overlay: Overlay }
  | { phase: 'intro' }
  | { phase: 'app' };

/** Where a signed-in user goes next: a regular account without an active subscription to the subscription overlay. */
export type Destination = 'app' | 'subscribe';
export function destinationAfterAuth(user: SessionUser): Destination {
  return needsSubscription(user) ? 'subscribe' : 'app';
}

const subscribing: FlowState = { phase: 'authenticating', overlay: 'subscribe' };

export type FlowEvent =
  | { type: 'SIGNED_IN'; destination: Destination }
  | { type: 'SIGNED_OUT' }
  | { type: 'BEGIN' }
  | { type: 'FORGOT_PASSWORD' }
  /** From the forgot-password or email-change overlay to signing in (again, with the new credentials). */
  | { type: 'SIGN_IN_AGAIN' }
  | { type: 'OVERLAY_CLOSED'; signedIn: boolean }
  | { type: 'INTRO_DONE'; destination: Destination }
  /** The session's subscription changed (checkout finished, or cancelled and seen on a refresh). */
  | { type: 'SUBSCRIPTION_CHANGED'; destination: Destination };

/** An emailed link in the URL opens its overlay as soon as the session is known. */
export function initialFlow(link: AuthLink | null): FlowState {
  return { phase: 'loading', pending: link ? (link.type === 'recovery' ? 'forgot' : 'email-change') : null };
}

/** Overlays that finish with a sign-out of their own, so session changes must not close them. */
const ownsSession = (state: FlowState) => state.phase === 'authenticating' && (state.overlay === 'forgot' || state.overlay === 'email-change');
const isSubscribing = (state: FlowState) => state.phase === 'authenticating' && state.overlay === 'subscribe';

export function flowReducer(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'SIGNED_IN':
      if (state.phase === 'loading' && state.pending) return { phase: 'authenticating', overlay: state.pending };
      // A session found on load goes through the intro, which makes the subscription check at its end.
      if (state.phase === 'loading') return { phase: 'intro' };
      if (state.phase === 'landing' || (state.phase === 'authenticating' && state.overlay === 'auth')) {
        return event.destination === 'subscribe' ? subscribing : { phase: 'intro' };
      }
      return state;
    case 'SIGNED_OUT':
      if (state.phase === 'loading') return state.pending ? { phase: 'authenticating', overlay: state.pending } : { phase: 'landing' };
      if (state.phase === 'intro' || state.phase === 'app' || isSubscribing(state)) return { phase: 'landing' };
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
      if (state.phase !== 'intro') return state;
      return event.destination === 'subscribe' ? subscribing : { phase: 'app' };
    case 'SUBSCRIPTION_CHANGED':
      if (state.phase === 'app' && event.destination === 'subscribe') return subscribing;
      if (isSubscribing(state) && event.destination === 'app') return { phase: 'app' };
      return state;
  }
}
