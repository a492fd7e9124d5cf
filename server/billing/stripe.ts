import Stripe from 'stripe';
import { PRICE_USD_PER_MONTH, TRIAL_DAYS } from '../../core/constants.ts';
import type { SessionUser } from '../auth/session.ts';
import { HttpError } from '../errors.ts';
import type { BillingProvider } from './provider.ts';
import type { SubscriptionStore } from './subscriptions.ts';

export interface StripeOptions {
  secretKey: string;
  priceId?: string;
  publicUrl: string;
  /** Points the SDK at another API host (tests use a local server that speaks Stripe's endpoints). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

export function createStripeClient(options: Pick<StripeOptions, 'secretKey' | 'api'>): Stripe {
  return new Stripe(options.secretKey, { maxNetworkRetries: 1, timeout: 20_000, ...options.api });
}

/** Stripe Checkout in subscription mode ($99/month, 7-day trial) and the Stripe billing portal. */
export class StripeBilling implements BillingProvider {
  readonly kind = 'stripe';

  constructor(
    private readonly stripe: Stripe,
    private readonly store: SubscriptionStore,
    private readonly options: StripeOptions,
  ) {}

  async checkoutUrl(user: SessionUser): Promise<string> {
    const customer = await this.customerFor(user);
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: user.id,
      metadata: { userId: user.id },
      line_items: [
        this.options.priceId
          ? { price: this.options.priceId, quantity: 1 }
          : {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: PRICE_USD_PER_MONTH * 100,
                recurring: { interval: 'month' },
                product_data: { name: 'Chairside — dental clinical notes' },
              },
            },
      ],
      subscription_data: { trial_period_days: TRIAL_DAYS, metadata: { userId: user.id } },
      success_url: `${this.options.publicUrl}/?subscription=success`,
      cancel_url: `${this.options.publicUrl}/`,
    });
    if (!session.url) throw new HttpError(502, 'No checkout URL received');
    return session.url;
  }

  async portalUrl(user: SessionUser): Promise<string> {
    const record = await this.store.get(user.id);
    if (!record?.customerId) throw new HttpError(404, 'There is no subscription to manage yet.');
    const portal = await this.stripe.billingPortal.sessions.create({ customer: record.customerId, return_url: `${this.options.publicUrl}/` });
    return portal.url;
  }

  /** One Stripe customer per user, created on the first checkout and remembered. */
  private async customerFor(user: SessionUser): Promise<string> {
    const record = await this.store.get(user.id);
    if (record?.customerId) return record.customerId;
    const customer = await this.stripe.customers.create({ email: user.email, metadata: { userId: user.id } });
    await this.store.save(user.id, 'stripe', { customerId: customer.id, status: record?.status ?? 'incomplete' });
    return customer.id;
  }
}
