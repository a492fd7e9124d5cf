import type { SessionUser } from '../auth/session.ts';

/** Where a user is sent to subscribe or to manage their subscription. */
export interface BillingProvider {
  readonly kind: 'stripe' | 'local';
  checkoutUrl(user: SessionUser): Promise<string>;
  portalUrl(user: SessionUser): Promise<string>;
}
