import type { FastifyInstance } from 'fastify';
import type { Auth } from '../auth/auth.ts';
import { requireUser } from '../auth/session.ts';
import { HttpError } from '../errors.ts';
import type { BillingProvider } from './provider.ts';

/** The spec's two billing calls, answered by Stripe or by the local checkout. */
export async function billingRoutes(app: FastifyInstance, { auth, billing }: { auth: Auth; billing: BillingProvider }) {
  app.post('/api/stripe/create-checkout', async (request) => {
    const user = await requireUser(auth, request);
    return { url: await viaProvider(() => billing.checkoutUrl(user), 'Failed to create checkout session') };
  });

  app.get('/api/stripe/create-portal', async (request) => {
    const user = await requireUser(auth, request);
    return { url: await viaProvider(() => billing.portalUrl(user), 'Failed to open subscription management.') };
  });
}

/** Stripe's own errors stay in the log; the user gets the spec's message. */
async function viaProvider(call: () => Promise<string>, message: string): Promise<string> {
  try {
    return await call();
  } catch (e) {
    if (e instanceof HttpError) throw e;
    throw Object.assign(new HttpError(502, message), { cause: e });
  }
}
