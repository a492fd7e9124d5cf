import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { user as users } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import type { StreamHub } from '../stream/hub.ts';
import type { Auth } from './auth.ts';
import { isAdmin, requireUser, sessionHeaders } from './session.ts';

export interface AccountRoutesOptions {
  auth: Auth;
  database: Database;
  hub: StreamHub;
  publicUrl: string;
  adminEmails: string[];
}

const EmailBody = z.object({ email: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address.')) });
const UpdateEmailBody = z.object({ newEmail: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address.')) });
const MobileAuthLog = z.object({
  type: z.enum(['error', 'info']),
  phase: z.string().max(100),
  error: z.unknown().optional(),
  details: z.unknown().optional(),
  timestamp: z.union([z.string(), z.number()]).optional(),
  userAgent: z.string().max(500).optional(),
});

/** The spec's account calls around better-auth: existence check, reset, email change, profile, sign-out everywhere. */
export async function accountRoutes(app: FastifyInstance, options: AccountRoutesOptions) {
  const { auth, database, hub } = options;
  app.get('/api/config', async () => ({ appName: 'Chairside', authBasePath: '/api/auth', publicUrl: options.publicUrl }));

  app.post('/api/admin/check-user-exists', async (request) => {
    const { email } = parse(EmailBody, request.body);
    if (options.adminEmails.includes(email)) return { exists: true };
    const [found] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return { exists: Boolean(found) };
  });

  app.post('/api/auth/forgot-password', async (request) => {
    const { email } = parse(EmailBody, request.body);
    // The same answer whether or not the account exists, so the form cannot be used to find accounts.
    await auth.api.requestPasswordReset({ body: { email, redirectTo: `${options.publicUrl}/` } });
    return { message: 'If an account exists for this email, a password reset link has been sent.' };
  });

  app.post('/api/user/update-email', async (request) => {
    const me = await requireUser(auth, request);
    const { newEmail } = parse(UpdateEmailBody, request.body);
    if (newEmail === me.email.toLowerCase()) return { email: me.email, verificationRequired: false };
    await auth.api.changeEmail({ body: { newEmail, callbackURL: '/' }, headers: sessionHeaders(request) });
    return { email: me.email, pendingEmail: newEmail, verificationRequired: true };
  });

  app.post('/api/user/me', async (request) => {
    const me = await requireUser(auth, request);
    const [row] = await database.db.select().from(users).where(eq(users.id, me.id));
    const admin = isAdmin(me, options.adminEmails);
    return {
      id: me.id,
      email: me.email,
      accountType: admin ? 'admin' : 'regular',
      subscriptionRequired: !admin,
      subscriptionActive: me.subscriptionActive,
      createdAt: row?.createdAt.toISOString(),
    };
  });

  app.post('/api/signout-broadcast', async (request) => {
    const me = await requireUser(auth, request);
    await auth.api.revokeSessions({ headers: sessionHeaders(request) });
    await hub.publish({ kind: 'signout', userId: me.id });
    return { success: true };
  });

  app.post('/api/mobile-auth-log', async (request, reply) => {
    const entry = parse(MobileAuthLog, request.body);
    // Diagnostics from phones around sign-in; logged as data, capped, never trusted.
    request.log[entry.type === 'error' ? 'warn' : 'info']({ mobileAuth: { ...entry, error: clip(entry.error), details: clip(entry.details) }, ip: request.ip }, 'mobile auth log');
    return reply.status(204).send();
  });
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]!.message);
  return parsed.data;
}

function clip(value: unknown): string | undefined {
  return value === undefined ? undefined : JSON.stringify(value).slice(0, 2000);
}

