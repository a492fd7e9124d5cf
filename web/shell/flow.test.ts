import { describe, expect, it } from 'vitest';
import { readAuthLink } from './auth-link.ts';
import { destinationAfterAuth, flowReducer, initialFlow, type FlowEvent, type FlowState } from './flow.ts';

const run = (state: FlowState, ...events: FlowEvent[]) => events.reduce(flowReducer, state);
const signedIn: FlowEvent = { type: 'SIGNED_IN', destination: 'app' };
const loading = initialFlow(null);

describe('flow of /', () => {
  it('leaves loading for landing without a user and for the intro with one', () => {
    expect(run(loading, { type: 'SIGNED_OUT' })).toEqual({ phase: 'landing' });
    expect(run(loading, signedIn)).toEqual({ phase: 'intro' });
  });

  it('opens the auth overlay on BEGIN, and only from landing', () => {
    const landing = run(loading, { type: 'SIGNED_OUT' });
    const begun = run(landing, { type: 'BEGIN' });
    expect(begun).toEqual({ phase: 'authenticating', overlay: 'auth' });
    expect(run(begun, { type: 'BEGIN' })).toBe(begun);
    expect(run({ phase: 'app' }, { type: 'BEGIN' })).toEqual({ phase: 'app' });
  });

  it('returns to landing when the auth overlay is closed', () => {
    expect(run({ phase: 'authenticating', overlay: 'auth' }, { type: 'OVERLAY_CLOSED', signedIn: false })).toEqual({ phase: 'landing' });
  });

  it('goes through the intro to the app after signing in', () => {
    const intro = run({ phase: 'authenticating', overlay: 'auth' }, signedIn);
    expect(intro).toEqual({ phase: 'intro' });
    expect(run(intro, { type: 'INTRO_DONE', destination: 'app' })).toEqual({ phase: 'app' });
    expect(run({ phase: 'landing' }, { type: 'INTRO_DONE', destination: 'app' })).toEqual({ phase: 'landing' });
  });
});

describe('subscription check', () => {
  const user = (accountType: string, subscriptionActive: boolean) => ({ id: 'u', email: 'a@b.c', accountType, subscriptionActive });
  const subscribe: FlowState = { phase: 'authenticating', overlay: 'subscribe' };

  it('sends only regular accounts without an active subscription to the subscription overlay', () => {
    expect(destinationAfterAuth(user('regular', false))).toBe('subscribe');
    expect(destinationAfterAuth(user('regular', true))).toBe('app');
    expect(destinationAfterAuth(user('admin', false))).toBe('app');
  });

  it('shows the overlay straight after signing in, or at the end of the intro for a session found on load', () => {
    expect(run({ phase: 'authenticating', overlay: 'auth' }, { type: 'SIGNED_IN', destination: 'subscribe' })).toEqual(subscribe);
    const intro = run(loading, { type: 'SIGNED_IN', destination: 'subscribe' });
    expect(intro).toEqual({ phase: 'intro' });
    expect(run(intro, { type: 'INTRO_DONE', destination: 'subscribe' })).toEqual(subscribe);
  });

  it('opens the app once the subscription shows, and brings the overlay back when it ends', () => {
    expect(run(subscribe, { type: 'SUBSCRIPTION_CHANGED', destination: 'app' })).toEqual({ phase: 'app' });
    expect(run({ phase: 'app' }, { type: 'SUBSCRIPTION_CHANGED', destination: 'subscribe' })).toEqual(subscribe);
    // Elsewhere in the flow the check waits for its turn (end of the intro, or the next sign-in).
    expect(run({ phase: 'intro' }, { type: 'SUBSCRIPTION_CHANGED', destination: 'subscribe' })).toEqual({ phase: 'intro' });
    expect(run({ phase: 'landing' }, { type: 'SUBSCRIPTION_CHANGED', destination: 'app' })).toEqual({ phase: 'landing' });
  });

  it('returns to landing when the user signs out from the overlay', () => {
    expect(run(subscribe, { type: 'SIGNED_OUT' })).toEqual({ phase: 'landing' });
    expect(run(subscribe, signedIn)).toBe(subscribe);
  });

  it('returns to landing when the user signs out from the intro or the app', () => {
    expect(run({ phase: 'app' }, { type: 'SIGNED_OUT' })).toEqual({ phase: 'landing' });
    expect(run({ phase: 'intro' }, { type: 'SIGNED_OUT' })).toEqual({ phase: 'landing' });
  });

  it('moves from the auth overlay to forgot-password and back to signing in after a reset', () => {
    const forgot = run({ phase: 'authenticating', overlay: 'auth' }, { type: 'FORGOT_PASSWORD' });
    expect(forgot).toEqual({ phase: 'authenticating', overlay: 'forgot' });
    expect(run(forgot, { type: 'SIGN_IN_AGAIN' })).toEqual({ phase: 'authenticating', overlay: 'auth' });
  });

  it('opens the overlay of an emailed link whether or not a session exists, and keeps it through session changes', () => {
    const recovery = initialFlow(readAuthLink('#type=recovery&access_token=abc'));
    expect(run(recovery, { type: 'SIGNED_OUT' })).toEqual({ phase: 'authenticating', overlay: 'forgot' });
    const change = run(initialFlow(readAuthLink('#type=email_change&access_token=abc')), signedIn);
    expect(change).toEqual({ phase: 'authenticating', overlay: 'email-change' });
    // The overlay signs out by itself once the change is confirmed, then asks for a sign-in with the new email.
    expect(run(change, { type: 'SIGNED_OUT' })).toBe(change);
    expect(run(change, signedIn)).toBe(change);
    expect(run(change, { type: 'SIGN_IN_AGAIN' })).toEqual({ phase: 'authenticating', overlay: 'auth' });
  });

  it('goes to the intro when an overlay is closed by a signed-in user', () => {
    expect(run({ phase: 'authenticating', overlay: 'forgot' }, { type: 'OVERLAY_CLOSED', signedIn: true })).toEqual({ phase: 'intro' });
  });
});

describe('emailed links', () => {
  it('reads the type and token from the hash', () => {
    expect(readAuthLink('#type=recovery&access_token=a.b.c&refresh_token=x')).toEqual({ type: 'recovery', token: 'a.b.c' });
    expect(readAuthLink('#type=email_change')).toEqual({ type: 'email_change', token: null });
    expect(readAuthLink('#type=signup&access_token=x')).toBeNull();
    expect(readAuthLink('')).toBeNull();
  });
});
