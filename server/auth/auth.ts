import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { emailChangeMail, passwordResetMail, verificationMail } from '../mail/templates.ts';
import { MIN_PASSWORD_LENGTH } from '../../core/constants.ts';

export interface AuthOptions {
  db: Db;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  adminEmails: string[];
}

/** Our own auth service: better-auth on our database, argon2id password hashes, mail through our mailer. */
export function createAuth(options: AuthOptions) {
  const isAdmin = (email: string) => options.adminEmails.includes(email.toLowerCase());
  return betterAuth({
    appName: 'Chairside',
    baseURL: options.publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: [options.publicUrl],
    database: drizzleAdapter(options.db, { provider: 'pg', schema }),
    telemetry: { enabled: false },
    // Our own limiter (rate-limit.ts) answers in the spec's wording, which mentions the seconds to wait.
    rateLimit: { enabled: false },
    // Devices that cannot use the cookie (the spec's bearer token, an adopted desktop session) send the session token.
    plugins: [bearer()],
    user: {
      changeEmail: { enabled: true },
      additionalFields: {
        accountType: { type: 'string', defaultValue: 'regular', input: false },
        subscriptionActive: { type: 'boolean', defaultValue: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
      password: {
        hash: (password) => hash(password),
        verify: ({ hash: stored, password }) => verify(stored, password),
      },
      sendResetPassword: async ({ user, token }) => {
        await options.mailer.send(passwordResetMail(user.email, `${options.publicUrl}/#type=recovery&access_token=${encodeURIComponent(token)}`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url, token }) => {
        // A change of address is confirmed in the app (email-verification overlay), a new account on /auth/callback.
        if (isEmailChange(token)) {
          await options.mailer.send(emailChangeMail(user.email, `${options.publicUrl}/#type=email_change&access_token=${encodeURIComponent(token)}`));
        } else {
          await options.mailer.send(verificationMail(user.email, url));
        }
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Admins (ADMIN_EMAILS) need no email confirmation and no subscription.
          before: async (user) => (isAdmin(user.email) ? { data: { ...user, accountType: 'admin', emailVerified: true } } : { data: user }),
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** better-auth's verification tokens are JWTs; an email change carries the new address as `updateTo`. */
function isEmailChange(token: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { updateTo?: string; requestType?: string };
    return Boolean(payload.updateTo) || payload.requestType?.startsWith('change-email') === true;
  } catch {
    return false;
  }
}
