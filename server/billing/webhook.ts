import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../db/client.ts';
import { stripeEvents } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import type { SubscriptionStore } from './subscriptions.ts';

export interface WebhookOptions {
  stripe: Stripe;
  webhookSecret: string;
  database: Database;
  store: SubscriptionStore;
}

/**
 * POST /api/stripe/webhook. The signature is checked on the raw body with Stripe's SDK (forged, tampered and
 * stale deliveries get 400); each event id is recorded in the same transaction that applies it, so a retried
 * delivery changes nothing.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, options: WebhookOptions) {
  // Only inside this plugin: JSON stays a raw buffer for signature checking.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.post('/api/stripe/webhook', async (request) => {
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new HttpError(400, 'Missing Stripe signature.');
    let event: Stripe.Event;
    try {
      event = options.stripe.webhooks.constructEvent(request.body, signature, options.webhookSecret);
    } catch (e) {
      throw new HttpError(400, `Webhook signature check failed: ${(e as Error).message}`);
    }
    const first = await options.database.db.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning();
    if (first.length === 0) return { received: true, duplicate: true };
    try {
      await apply(event, options.store);
    } catch (e) {
      // Let Stripe retry: forget the id so the retry is applied.
      await options.database.db.delete(stripeEvents).where(eq(stripeEvents.id, event.id));
      throw e;
    }
    return { received: true };
  });
}

async function apply(event: Stripe.Event, store: SubscriptionStore) {
  const at = new Date(event.created * 1000);
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const userId = session.client_reference_id ?? session.metadata?.userId;
      if (!userId) return;
      const existing = await store.get(userId);
      // Subscription events may have arrived first; they carry the authoritative status.
      const status = existing && existing.status !== 'incomplete' ? existing.status : 'trialing';
      await store.save(userId, 'stripe', { customerId: idOf(session.customer), subscriptionId: idOf(session.subscription), status });
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      const userId = sub.metadata?.userId ?? (await store.byCustomer(idOf(sub.customer)!))?.userId;
      if (!userId) return;
      const existing = await store.get(userId);
      // Deliveries can be out of order: an older event never overwrites a newer state.
      if (existing?.subscriptionId === sub.id && existing.updatedAt > at) return;
      await store.save(userId, 'stripe', {
        customerId: idOf(sub.customer),
        subscriptionId: sub.id,
        status: event.type === 'customer.subscription.deleted' ? 'canceled' : sub.status,
        trialEndsAt: sub.trial_end ? new Date(sub.trial_end * 1000) : null,
        currentPeriodEnd: periodEnd(sub),
        updatedAt: at,
      });
      return;
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const record = invoice.customer ? await store.byCustomer(idOf(invoice.customer)!) : undefined;
      if (!record || record.updatedAt > at) return;
      await store.save(record.userId, 'stripe', { status: 'past_due', updatedAt: at });
      return;
    }
    default:
      return;
  }
}

function idOf(ref: string | { id: string } | null | undefined): string | null {
  if (!ref) return null;
  return typeof ref === 'string' ? ref : ref.id;
}

/** Recent API versions keep the billing period on the subscription item. */
function periodEnd(sub: Stripe.Subscription): Date | null {
  const end = sub.items?.data?.[0]?.current_period_end ?? (sub as unknown as { current_period_end?: number }).current_period_end;
  return end ? new Date(end * 1000) : null;
}
