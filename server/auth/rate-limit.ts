import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors.ts';

/**
 * A fixed-window limiter for the account endpoints that can be abused (guessing passwords, mail bombing,
 * probing which emails have accounts). Kept in memory: each server process limits on its own.
 */
export interface Limit {
  max: number;
  windowMs: number;
}

export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  /** Counts a hit; returns the seconds to wait when over the limit, else 0. */
  hit(key: string, limit: Limit, now = Date.now()): number {
    if (this.hits.size > 10_000) this.sweep(now);
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + limit.windowMs });
      return 0;
    }
    entry.count++;
    return entry.count > limit.max ? Math.ceil((entry.resetAt - now) / 1000) : 0;
  }

  private sweep(now: number) {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

/** The spec's clients recognise a rate limit by the word "seconds" in the message. */
export function rateLimitMessage(seconds: number): string {
  return `Too many attempts. Please try again in ${seconds} seconds.`;
}

const MINUTE = 60_000;
/** Per email address: enough for a person who mistypes, far too few for guessing. */
const EMAIL_LIMITS: Record<string, Limit> = {
  '/api/auth/sign-in/email': { max: 5, windowMs: MINUTE },
  '/api/auth/sign-up/email': { max: 3, windowMs: MINUTE },
  '/api/auth/forgot-password': { max: 3, windowMs: MINUTE },
  '/api/auth/request-password-reset': { max: 3, windowMs: MINUTE },
  '/api/auth/send-verification-email': { max: 3, windowMs: MINUTE },
  '/api/admin/check-user-exists': { max: 10, windowMs: MINUTE },
};

/**
 * Limits sign-in, sign-up, password reset, resend and the existence check per client address
 * (`ipLimitPerMinute`, for each endpoint) and per email address; installed on the root app so it covers
 * better-auth's routes too.
 */
export function installAuthRateLimits(app: FastifyInstance, ipLimitPerMinute: number) {
  const limiter = new RateLimiter();
  const ipLimit: Limit = { max: ipLimitPerMinute, windowMs: MINUTE };
  const limited = (method: string, url: string) => (method === 'POST' ? EMAIL_LIMITS[url.split('?')[0]!] : undefined);

  app.addHook('onRequest', async (request) => {
    if (!limited(request.method, request.url)) return;
    const wait = limiter.hit(`ip:${request.url.split('?')[0]}:${request.ip}`, ipLimit);
    if (wait > 0) throw new HttpError(429, rateLimitMessage(wait));
  });
  app.addHook('preHandler', async (request) => {
    const limit = limited(request.method, request.url);
    const email = (request.body as { email?: unknown } | undefined)?.email;
    if (!limit || typeof email !== 'string') return;
    const wait = limiter.hit(`email:${request.url.split('?')[0]}:${email.trim().toLowerCase()}`, limit);
    if (wait > 0) throw new HttpError(429, rateLimitMessage(wait));
  });
}
