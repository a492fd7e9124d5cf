import { Route, Switch } from 'wouter';
import { Toaster } from './components/Toast.tsx';
import { AuthCallback } from './screens/AuthCallback.tsx';
import { NotFound } from './screens/NotFound.tsx';
import { MainFlow } from './shell/MainFlow.tsx';

export function App() {
  return (
    <>
      <Switch>
        {/* `/`, and `/d` (a QR code's desktop URL, `/d?qr=…`) as the same screen, which signs in with the code
            first. One route for both, so leaving `/d` for `/` does not start the screen over. */}
        <Route path={/^\/d?$/} component={MainFlow} />
        <Route path="/auth/callback" component={AuthCallback} />
        <Route component={NotFound} />
      </Switch>
      {/* The one place notifications appear, above every screen and dialog. */}
      <Toaster />
    </>
  );
}
