import { Route, Switch } from 'wouter';
import { useSession } from './api/session.ts';
import { AuthCallback } from './screens/AuthCallback.tsx';
import { Home } from './screens/Home.tsx';
import { NotFound } from './screens/NotFound.tsx';
import { SignIn } from './screens/SignIn.tsx';
import { Spinner } from './components/Spinner.tsx';

export function App() {
  return (
    <Switch>
      <Route path="/" component={Main} />
      <Route path="/auth/callback" component={AuthCallback} />
      <Route component={NotFound} />
    </Switch>
  );
}

function Main() {
  const session = useSession();
  if (session.isPending) return <Spinner label="Loading" />;
  return session.data ? <Home user={session.data} /> : <SignIn />;
}
