import type { FastifyInstance } from 'fastify';
import { PRICE_USD_PER_MONTH, TRIAL_DAYS } from '../../core/constants.ts';
import type { Auth } from '../auth/auth.ts';
import { requireUser, type SessionUser } from '../auth/session.ts';
import type { BillingProvider } from './provider.ts';
import { isOpen, type SubscriptionStore } from './subscriptions.ts';

const CHECKOUT = '/billing/local/checkout';
const MANAGE = '/billing/local/manage';

/** Without Stripe keys: a local checkout and manage page, so the subscription flow works offline. */
export class LocalBilling implements BillingProvider {
  readonly kind = 'local';
  constructor(private readonly publicUrl: string) {}

  async checkoutUrl(): Promise<string> {
    return `${this.publicUrl}${CHECKOUT}`;
  }

  async portalUrl(): Promise<string> {
    return `${this.publicUrl}${MANAGE}`;
  }
}

/** The local test checkout's pages: start the 7-day trial, see it, cancel it. No card, no payment. */
export async function localBillingRoutes(app: FastifyInstance, { auth, store }: { auth: Auth; store: SubscriptionStore }) {
  // The pages' buttons are plain HTML forms; their (empty) form bodies carry nothing we read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
  const signedIn = async (request: Parameters<typeof requireUser>[1]) => {
    try {
      return await requireUser(auth, request);
    } catch {
      return undefined;
    }
  };

  app.get(CHECKOUT, async (request, reply) => {
    const user = await signedIn(request);
    if (!user) return reply.redirect('/');
    return reply.type('text/html').send(
      page(
        'Start your free trial',
        `<p class="price">$${PRICE_USD_PER_MONTH}<span>/month</span></p>
<ul><li>${TRIAL_DAYS}-day free trial with every feature</li><li>Cancel any time</li><li>For ${escape(user.email)}</li></ul>
<form method="post" action="${CHECKOUT}"><button type="submit">Start ${TRIAL_DAYS}-day free trial</button></form>
<p><a href="/">Cancel and go back</a></p>`,
      ),
    );
  });

  app.post(CHECKOUT, async (request, reply) => {
    const user = await signedIn(request);
    if (!user) return reply.redirect('/');
    const trialEnds = new Date(Date.now() + TRIAL_DAYS * 24 * 3600 * 1000);
    await store.save(user.id, 'local', { status: 'trialing', trialEndsAt: trialEnds, currentPeriodEnd: trialEnds });
    return reply.redirect('/?subscription=success', 303);
  });

  app.get(MANAGE, async (request, reply) => {
    const user = await signedIn(request);
    if (!user) return reply.redirect('/');
    return reply.type('text/html').send(page('Your subscription', await describe(user, store)));
  });

  app.post(`${MANAGE}/cancel`, async (request, reply) => {
    const user = await signedIn(request);
    if (!user) return reply.redirect('/');
    const record = await store.get(user.id);
    if (record) await store.save(user.id, 'local', { status: 'canceled' });
    return reply.redirect(MANAGE, 303);
  });
}

async function describe(user: SessionUser, store: SubscriptionStore): Promise<string> {
  const record = await store.get(user.id);
  if (!record || !isOpen(record.status)) {
    return `<p>${escape(user.email)} has no active subscription.</p><p><a class="button" href="${CHECKOUT}">Start ${TRIAL_DAYS}-day free trial</a></p><p><a href="/">Back to Chairside</a></p>`;
  }
  const until = record.trialEndsAt ? `<p>Free trial until ${record.trialEndsAt.toUTCString().slice(0, 16)}, then $${PRICE_USD_PER_MONTH}/month.</p>` : '';
  return `<p>${escape(user.email)}: <strong>${record.status === 'trialing' ? 'Free trial' : 'Active'}</strong></p>${until}
<form method="post" action="${MANAGE}/cancel"><button type="submit" class="danger">Cancel subscription</button></form>
<p><a href="/">Back to Chairside</a></p>`;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} — Chairside (local test checkout)</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:16px;box-shadow:0 10px 30px #0f172a1a;padding:32px;max-width:420px;width:calc(100% - 32px)}
.banner{background:#fef3c7;color:#92400e;border-radius:8px;padding:10px 12px;font-size:14px;margin-bottom:20px}
h1{font-size:22px;margin:0 0 12px}.price{font-size:36px;font-weight:700;margin:8px 0}.price span{font-size:16px;color:#64748b}
button,.button{display:inline-block;border:0;border-radius:10px;background:#0d9488;color:#fff;font-weight:600;font-size:16px;padding:12px 18px;cursor:pointer;text-decoration:none}
button.danger{background:#dc2626}a{color:#0f766e}
</style></head><body><main>
<div class="banner" role="note"><strong>Local test checkout.</strong> This Chairside server has no Stripe keys: no card is asked for and nothing is charged.</div>
<h1>${title}</h1>${body}</main></body></html>`;
}

function escape(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
