import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { subscriptions, user } from '../db/schema.ts';

export type Subscription = typeof subscriptions.$inferSelect;
type SubscriptionChanges = Partial<Omit<Subscription, 'userId' | 'createdAt'>>;

/**
 * Statuses that keep the app open. past_due stays open while Stripe retries the card (its dunning window is
 * the grace period); when retries run out Stripe moves the subscription to unpaid or canceled.
 */
const OPEN = new Set(['trialing', 'active', 'past_due']);

export function isOpen(status: string): boolean {
  return OPEN.has(status);
}

/** Subscription records, keeping user.subscriptionActive (what sessions report) in step. */
export class SubscriptionStore {
  constructor(private readonly db: Db) {}

  async get(userId: string): Promise<Subscription | undefined> {
    const [row] = await this.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    return row;
  }

  async byCustomer(customerId: string): Promise<Subscription | undefined> {
    const [row] = await this.db.select().from(subscriptions).where(eq(subscriptions.customerId, customerId));
    return row;
  }

  /** Creates or updates the record and the user's flag in one transaction. */
  async save(userId: string, provider: Subscription['provider'], changes: SubscriptionChanges & { status: string }): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .insert(subscriptions)
        .values({ userId, provider, ...changes })
        .onConflictDoUpdate({ target: subscriptions.userId, set: { provider, ...changes, updatedAt: changes.updatedAt ?? new Date() } });
      await tx.update(user).set({ subscriptionActive: isOpen(changes.status), updatedAt: new Date() }).where(eq(user.id, userId));
    });
  }
}
