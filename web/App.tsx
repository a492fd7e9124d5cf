import { Route, Switch } from 'wouter';
import { Toaster } from './components/Toast.tsx';
import { AuthCallback } from './screens/AuthCallback.tsx';
import { NotFound } from './screens/NotFound.tsx';
import { MainFlow } from './shell/MainFlow.tsx';

export function App() {
  return (
    <>
      <Switch>
        <Route path="/" component={MainFlow} />
        <Route path="/auth/callback" component={AuthCallback} />
        <Route component={NotFound} />
      </Switch>
      {/* The one place notifications appear, above every screen and dialog. */}
      <Toaster />
    </>
  );
}
