import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyNotes } from '../../core/notes/schema.ts';
import { pgliteDatabase } from '../testing/databases.ts';
import { FakeService } from '../testing/fake-service.ts';
import { multipart, sessionCookie, signUpVerified, startTestApp, type TestApp } from '../testing/harness.ts';

const WEBHOOK_SECRET = 'whsec_chairside_test';
const stripeSdk = new Stripe('sk_test_chairside');

/** A signed delivery, as Stripe would send it. */
function delivery(event: object, secret = WEBHOOK_SECRET, timestamp?: number) {
  const payload = JSON.stringify(event);
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': stripeSdk.webhooks.generateTestHeaderString({ payload, secret, timestamp }) } };
}

function subscriptionEvent(id: string, type: string, userId: string, status: string, created = Math.floor(Date.now() / 1000)) {
  return {
    id,
    object: 'event',
    type,
    created,
    data: { object: { id: 'sub_1', object: 'subscription', customer: 'cus_1', status, metadata: { userId }, trial_end: null, items: { data: [{ current_period_end: created + 30 * 86400 }] } } },
  };
}

describe('subscription billing', () => {
  let db: Awaited<ReturnType<typeof pgliteDatabase.open>>;
  let local: TestApp;
  let stripeApp: TestApp;
  const fakeStripe = new FakeService();

  beforeAll(async () => {
    db = await pgliteDatabase.open();
    const base = new URL(await fakeStripe.start());
    local = await startTestApp(db);
    stripeApp = await startTestApp(db, { stripeApi: { host: base.hostname, port: Number(base.port), protocol: 'http' } }, { STRIPE_SECRET_KEY: 'sk_test_chairside', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  });
  afterAll(async () => {
    await stripeApp?.dispose();
    await local?.dispose();
    await fakeStripe.stop();
    await db?.drop();
  });
  beforeEach(async () => {
    fakeStripe.requests.length = 0;
    await db.reset();
  });

  const me = async (app: TestApp, cookie: string) => (await app.app.inject({ method: 'POST', url: '/api/user/me', headers: { cookie } })).json();

  it('refuses new notes (402) without a subscription but keeps the user’s own records readable', async () => {
    const { cookie } = await signUpVerified(local, 'unpaid@example.com', 'molar-36-MOD', { subscribe: false });
    const body = multipart(Buffer.from('RIFF'));
    const res = await local.app.inject({ method: 'POST', url: '/api/transcribe', headers: { cookie, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('An active subscription is needed to create notes. Start your 7-day free trial to continue.');
    expect((await local.app.inject({ method: 'GET', url: '/api/transcriptions', headers: { cookie } })).statusCode).toBe(200);
  });

  it('runs the whole flow offline on the local test checkout: trial, then cancel', async () => {
    const { cookie } = await signUpVerified(local, 'offline@example.com', 'molar-36-MOD', { subscribe: false });
    const checkout = (await local.app.inject({ method: 'POST', url: '/api/stripe/create-checkout', headers: { cookie } })).json();
    expect(checkout.url).toBe('http://localhost:3000/billing/local/checkout');
    const page = await local.app.inject({ method: 'GET', url: '/billing/local/checkout', headers: { cookie } });
    expect(page.body).toContain('Local test checkout.');
    expect(page.body).toContain('$99');
    // Sent as the page's HTML form sends it.
    const start = await local.app.inject({ method: 'POST', url: '/billing/local/checkout', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(start.headers.location).toBe('/?subscription=success');
    expect(await me(local, cookie)).toMatchObject({ subscriptionActive: true });

    const portal = (await local.app.inject({ method: 'GET', url: '/api/stripe/create-portal', headers: { cookie } })).json();
    expect(portal.url).toBe('http://localhost:3000/billing/local/manage');
    expect((await local.app.inject({ method: 'GET', url: '/billing/local/manage', headers: { cookie } })).body).toContain('Free trial');
    const cancel = await local.app.inject({ method: 'POST', url: '/billing/local/manage/cancel', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(cancel.statusCode).toBe(303);
    expect(await me(local, cookie)).toMatchObject({ subscriptionActive: false });
  });

  it('creates a Stripe customer once and a $99/month subscription checkout with a 7-day trial', async () => {
    fakeStripe.replies['/v1/customers'] = { body: { id: 'cus_1', object: 'customer' } };
    fakeStripe.replies['/v1/checkout/sessions'] = { body: { id: 'cs_1', object: 'checkout.session', url: 'https://checkout.stripe.test/c/pay/cs_1' } };
    const { cookie, userId } = await signUpVerified(stripeApp, 'card@example.com', 'molar-36-MOD', { subscribe: false });
    for (let i = 0; i < 2; i++) {
      const res = await stripeApp.app.inject({ method: 'POST', url: '/api/stripe/create-checkout', headers: { cookie } });
      expect(res.json()).toEqual({ url: 'https://checkout.stripe.test/c/pay/cs_1' });
    }
    expect(fakeStripe.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(1);
    const form = new URLSearchParams(fakeStripe.requests.find((r) => r.path === '/v1/checkout/sessions')!.body.toString());
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('customer')).toBe('cus_1');
    expect(form.get('client_reference_id')).toBe(userId);
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('9900');
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(form.get('subscription_data[trial_period_days]')).toBe('7');
    expect(form.get('success_url')).toBe('http://localhost:3000/?subscription=success');
    expect(form.get('cancel_url')).toBe('http://localhost:3000/');
    expect(fakeStripe.requests[0]!.headers.authorization).toBe('Bearer sk_test_chairside');
  });

  it('opens the Stripe billing portal for a customer, and says so when Stripe fails', async () => {
    fakeStripe.replies['/v1/customers'] = { body: { id: 'cus_1', object: 'customer' } };
    fakeStripe.replies['/v1/checkout/sessions'] = { body: { id: 'cs_1', object: 'checkout.session', url: 'https://checkout.stripe.test/x' } };
    fakeStripe.replies['/v1/billing_portal/sessions'] = { body: { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.test/p/1' } };
    const { cookie } = await signUpVerified(stripeApp, 'portal@example.com', 'molar-36-MOD', { subscribe: false });
    expect((await stripeApp.app.inject({ method: 'GET', url: '/api/stripe/create-portal', headers: { cookie } })).statusCode).toBe(404);
    await stripeApp.app.inject({ method: 'POST', url: '/api/stripe/create-checkout', headers: { cookie } });
    expect((await stripeApp.app.inject({ method: 'GET', url: '/api/stripe/create-portal', headers: { cookie } })).json()).toEqual({ url: 'https://billing.stripe.test/p/1' });
    expect(new URLSearchParams(fakeStripe.requests.at(-1)!.body.toString()).get('customer')).toBe('cus_1');

    fakeStripe.replies['/v1/billing_portal/sessions'] = { status: 500, body: { error: { message: 'Stripe is down', type: 'api_error' } } };
    const failed = await stripeApp.app.inject({ method: 'GET', url: '/api/stripe/create-portal', headers: { cookie } });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe('Failed to open subscription management.');
  });

  it('follows signed subscription events and applies each event once', async () => {
    const { cookie, userId } = await signUpVerified(stripeApp, 'hooked@example.com', 'molar-36-MOD', { subscribe: false });
    const send = (event: object) => stripeApp.app.inject({ method: 'POST', url: '/api/stripe/webhook', ...delivery(event) });
    const now = Math.floor(Date.now() / 1000);

    expect((await send(subscriptionEvent('evt_1', 'customer.subscription.created', userId, 'trialing', now))).statusCode).toBe(200);
    expect(await me(stripeApp, cookie)).toMatchObject({ subscriptionActive: true });
    await send(subscriptionEvent('evt_2', 'customer.subscription.deleted', userId, 'canceled', now + 10));
    expect(await me(stripeApp, cookie)).toMatchObject({ subscriptionActive: false });
    // A retried delivery of the first event, and an older event arriving late, change nothing.
    expect((await send(subscriptionEvent('evt_1', 'customer.subscription.created', userId, 'trialing', now))).json()).toEqual({ received: true, duplicate: true });
    await send(subscriptionEvent('evt_0', 'customer.subscription.updated', userId, 'active', now - 10));
    expect(await me(stripeApp, cookie)).toMatchObject({ subscriptionActive: false });

    await send(subscriptionEvent('evt_3', 'customer.subscription.updated', userId, 'active', now + 20));
    expect(await me(stripeApp, cookie)).toMatchObject({ subscriptionActive: true });
    await send({ id: 'evt_4', object: 'event', type: 'customer.subscription.updated', created: now + 30, data: { object: { ...subscriptionEvent('x', 'x', userId, 'unpaid').data.object } } });
    expect(await me(stripeApp, cookie)).toMatchObject({ subscriptionActive: false });
  });

  it('marks a checkout as a trial and keeps past-due accounts open while Stripe retries the card', async () => {
    const { cookie, userId } = await signUpVerified(stripeApp, 'checkout@example.com', 'molar-36-MOD', { subscribe: false });
    const send = (event: object) => stripeApp.app.inject({ method: 'POST', url: '/api/stripe/webhook', ...delivery(event) });
    const now = Math.floor(Date.now() / 1000);
    await send({ id: 'evt_c', object: 'event', type: 'checkout.session.completed', created: now, data: { object: { id: 'cs_1', object: 'checkout.session', client_reference_id: userId, customer: 'cus_9', subscription: 'sub_9', metadata: {} } } });
    expect(await me(stripeApp, cookie)).toMatchObject({ subscriptionActive: true });
    await send({ id: 'evt_f', object: 'event', type: 'invoice.payment_failed', created: now + 5, data: { object: { id: 'in_1', object: 'invoice', customer: 'cus_9' } } });
    expect(await me(stripeApp, cookie)).toMatchObject({ subscriptionActive: true });
  });

  it('rejects forged, tampered and stale deliveries (400) without changing anything', async () => {
    const { cookie, userId } = await signUpVerified(stripeApp, 'target@example.com', 'molar-36-MOD', { subscribe: false });
    const event = subscriptionEvent('evt_x', 'customer.subscription.created', userId, 'active');
    const forged = delivery(event, 'whsec_someone_else');
    const tampered = delivery(event);
    tampered.payload = tampered.payload.replace('"active"', '"trialing"');
    const stale = delivery(event, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600);
    const unsigned = { payload: JSON.stringify(event), headers: { 'content-type': 'application/json' } };
    for (const attempt of [forged, tampered, stale, unsigned]) {
      const res = await stripeApp.app.inject({ method: 'POST', url: '/api/stripe/webhook', ...attempt });
      expect(res.statusCode).toBe(400);
    }
    expect(await me(stripeApp, cookie)).toMatchObject({ subscriptionActive: false });
  });

  it('lets an admin create notes without any subscription', async () => {
    const admin = await startTestApp(db, {}, { ADMIN_EMAILS: 'boss@practice.example' });
    try {
      await admin.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: { origin: 'http://localhost:3000' }, payload: { email: 'boss@practice.example', password: 'boss-pass-1', name: 'boss' } });
      const signIn = await admin.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: 'http://localhost:3000' }, payload: { email: 'boss@practice.example', password: 'boss-pass-1' } });
      const cookie = sessionCookie(signIn.headers['set-cookie'] as string[])!;
      const body = multipart(Buffer.from('not audio'));
      // Past the subscription check: the upload itself is what gets refused.
      const res = await admin.app.inject({ method: 'POST', url: '/api/transcribe', headers: { cookie, ...body.headers }, payload: body.payload });
      expect(res.statusCode).toBe(422);
    } finally {
      await admin.dispose();
    }
  });

  it('keeps edited notes savable after a subscription ends', async () => {
    const { cookie, userId } = await signUpVerified(local, 'lapsed@example.com');
    await local.app.inject({ method: 'POST', url: '/billing/local/manage/cancel', headers: { cookie } });
    const row = await db.db.execute(`insert into transcriptions (user_id, status) values ('${userId}', 'completed') returning id`);
    const id = (row as unknown as { rows: { id: number }[] }).rows[0]!.id;
    const res = await local.app.inject({ method: 'PATCH', url: `/api/transcriptions/${id}`, headers: { cookie }, payload: { clinicalNotes: emptyNotes() } });
    expect(res.statusCode).toBe(200);
  });
});
