import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import { INTRO_MS } from '../../core/constants.ts';
import { needsSubscription, useCheckoutReturn } from '../api/billing.ts';
import { signOutQuietly, useSession, useSessionSync } from '../api/session.ts';
import { AuthOverlay } from '../auth/AuthOverlay.tsx';
import { EmailVerificationOverlay } from '../auth/EmailVerificationOverlay.tsx';
import { ForgotPasswordOverlay } from '../auth/ForgotPasswordOverlay.tsx';
import { SubscriptionOverlay } from '../billing/SubscriptionOverlay.tsx';
import { Home } from '../screens/Home.tsx';
import { useLinkSignIn } from '../sync/useLinkSignIn.ts';
import { AppLayout } from './AppLayout.tsx';
import { clearAuthLink, readAuthLink } from './auth-link.ts';
import { BackgroundVideo } from './BackgroundVideo.tsx';
import { Dialogs } from './Dialogs.tsx';
import { destinationAfterAuth, flowReducer, initialFlow } from './flow.ts';
import { Intro } from './Intro.tsx';
import { Landing } from './Landing.tsx';
import { LoadingScreen } from './LoadingScreen.tsx';
import { resetPanels, usePanels } from './panels.ts';
import { useTimeout } from './ui/useTimeout.ts';

/** The `/` route: loading → landing → authenticating → intro → app, with the overlays and panels around them. */
export function MainFlow() {
  useSessionSync();
  const client = useQueryClient();
  const session = useSession();
  const user = session.data ?? null;
  const linking = useLinkSignIn();
  const [link, setLink] = useState(() => readAuthLink(window.location.hash));
  const [state, dispatch] = useReducer(flowReducer, link, initialFlow);
  const panels = usePanels();

  useEffect(() => {
    // An emailed link pasted into a tab already on `/` only changes the hash; start over to follow it.
    const onHashChange = () => readAuthLink(window.location.hash) && window.location.reload();
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (session.isPending || linking) return;
    if (user) dispatch({ type: 'SIGNED_IN', destination: destinationAfterAuth(user) });
    else dispatch({ type: 'SIGNED_OUT' });
    // However the session ended (here, in another tab, on the server), nothing of it stays open.
    if (wasSignedIn.current && !user) resetPanels();
    wasSignedIn.current = Boolean(user);
    // The user object is replaced on every refetch; only a different user is a change of session.
  }, [session.isPending, linking, user?.id]);

  const confirmingCheckout = useCheckoutReturn(session.isPending || linking ? undefined : user);
  const subscribed = user ? !needsSubscription(user) : null;
  useEffect(() => {
    if (user) dispatch({ type: 'SUBSCRIPTION_CHANGED', destination: destinationAfterAuth(user) });
  }, [subscribed]);

  useTimeout(state.phase === 'intro' && user?.id, INTRO_MS, () => user && dispatch({ type: 'INTRO_DONE', destination: destinationAfterAuth(user) }));

  /** The emailed link has been used or given up: its token leaves the address bar and the flow. */
  const dropLink = () => {
    clearAuthLink();
    setLink(null);
  };
  /** After a password reset or an email change (or closing its overlay) the old session has no use left. */
  const finishLink = async (then: 'SIGN_IN_AGAIN' | 'CLOSE') => {
    dropLink();
    await signOutQuietly(client);
    dispatch(then === 'CLOSE' ? { type: 'OVERLAY_CLOSED', signedIn: false } : { type: 'SIGN_IN_AGAIN' });
  };

  const begin = () => {
    resetPanels();
    dispatch({ type: 'BEGIN' });
  };

  if (state.phase === 'loading' || linking) return <LoadingScreen />;
  const overlay = state.phase === 'authenticating' ? state.overlay : null;
  return (
    <>
      <BackgroundVideo mode={state.phase === 'app' ? 'app' : 'landing'} />
      {state.phase === 'intro' && <Intro />}
      {state.phase === 'app' && user && (
        <AppLayout onOpenTips={() => panels.openDialog('tips')} onOpenSettings={panels.openSettings}>
          <Home user={user} onConnectDesktop={() => panels.openDialog('desktop-sync')} />
        </AppLayout>
      )}
      {(state.phase === 'landing' || state.phase === 'authenticating') && (
        <>
          <Landing onBegin={() => dispatch({ type: 'BEGIN' })} onOpenVideos={() => panels.openDialog('videos')} onOpenSettings={panels.openSettings} />
          <AuthOverlay
            open={overlay === 'auth'}
            onClose={() => dispatch({ type: 'OVERLAY_CLOSED', signedIn: Boolean(user) })}
            onForgotPassword={() => dispatch({ type: 'FORGOT_PASSWORD' })}
            onOpenLegal={panels.openDialog}
          />
        </>
      )}
      {overlay === 'forgot' && (
        <ForgotPasswordOverlay
          open
          recovery={link?.type === 'recovery' ? link : null}
          onClose={() => {
            dropLink();
            dispatch({ type: 'OVERLAY_CLOSED', signedIn: Boolean(user) });
          }}
          onBackToSignIn={() => {
            dropLink();
            dispatch({ type: 'SIGN_IN_AGAIN' });
          }}
          onPasswordReset={() => void finishLink('SIGN_IN_AGAIN')}
        />
      )}
      {overlay === 'subscribe' && user && <SubscriptionOverlay user={user} confirming={confirmingCheckout} onSignOut={() => void signOutQuietly(client)} />}
      {overlay === 'email-change' && (
        <EmailVerificationOverlay token={link?.type === 'email_change' ? link.token : null} onClose={() => void finishLink('CLOSE')} onConfirmed={() => void finishLink('SIGN_IN_AGAIN')} />
      )}
      <Dialogs panels={panels} user={user} onBegin={begin} />
    </>
  );
}
