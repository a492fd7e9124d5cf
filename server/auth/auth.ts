import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { passwordResetMail, verificationMail } from '../mail/templates.ts';
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
    user: {
      additionalFields: {
        accountType: { type: 'string', defaultValue: 'regular', input: false },
        subscriptionActive: { type: 'boolean', defaultValue: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
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
      sendVerificationEmail: async ({ user, url }) => {
        await options.mailer.send(verificationMail(user.email, url));
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
