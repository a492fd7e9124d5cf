import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases.ts';
import { ORIGIN, sessionCookie, signUpVerified, startTestApp, type TestApp } from '../testing/harness.ts';
import { linkFrom } from '../testing/outbox.ts';
import { readUntil } from '../testing/sse.ts';

const ADMIN = 'owner@practice.example';

for (const database of await testDatabases()) {
  describe.skipIf(database.skipReason)(`account calls on ${database.name}`, () => {
    let db: Awaited<ReturnType<typeof database.open>>;
    let app: TestApp;

    beforeAll(async () => {
      db = await database.open();
      app = await startTestApp(db, {}, { ADMIN_EMAILS: ADMIN, AUTH_IP_LIMIT_PER_MINUTE: '1000' });
    });
    afterAll(async () => {
      await app?.dispose();
      await db?.drop();
    });
    beforeEach(() => db.reset());

    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      app.app.inject({ method: 'POST', url, headers: { origin: ORIGIN, ...headers }, payload });
    const signIn = (email: string, password: string) => post('/api/auth/sign-in/email', { email, password });

    it('tells whether an account exists; admins always count as existing', async () => {
      expect((await post('/api/admin/check-user-exists', { email: 'Dr.New@Example.com' })).json()).toEqual({ exists: false });
      await signUpVerified(app, 'dr.new@example.com');
      expect((await post('/api/admin/check-user-exists', { email: ' DR.NEW@example.com ' })).json()).toEqual({ exists: true });
      expect((await post('/api/admin/check-user-exists', { email: ADMIN })).json()).toEqual({ exists: true });
      const bad = await post('/api/admin/check-user-exists', { email: 'not-an-email' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Please enter a valid email address.');
    });

    it('limits repeated sign-in attempts with a message that says how many seconds to wait', async () => {
      await signUpVerified(app, 'guessme@example.com');
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await signIn('guessme@example.com', `wrong-${i}`));
      expect(answers.slice(0, 5).map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
      expect(answers[5]!.statusCode).toBe(429);
      expect(answers[5]!.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    });

    it('resets a forgotten password through the emailed recovery link and ends the old sessions', async () => {
      const { cookie } = await signUpVerified(app, 'forgetful@example.com', 'old-pass-1');
      const asked = await post('/api/auth/forgot-password', { email: 'forgetful@example.com' });
      expect(asked.statusCode).toBe(200);
      const link = linkFrom(app.dataDir, 'forgetful@example.com', 'Choose a new password')!;
      expect(link).toMatch(/^http:\/\/localhost:3000\/#type=recovery&access_token=/);
      const token = decodeURIComponent(new URLSearchParams(new URL(link).hash.slice(1)).get('access_token')!);
      expect((await post('/api/auth/reset-password', { newPassword: 'new-pass-2', token })).statusCode).toBe(200);
      expect((await signIn('forgetful@example.com', 'old-pass-1')).statusCode).toBe(401);
      expect((await signIn('forgetful@example.com', 'new-pass-2')).statusCode).toBe(200);
      expect((await app.app.inject({ method: 'POST', url: '/api/user/me', headers: { cookie } })).statusCode).toBe(401);
      // Asking for an unknown account answers the same, and sends nothing.
      expect((await post('/api/auth/forgot-password', { email: 'nobody@example.com' })).statusCode).toBe(200);
    });

    it('changes the email only once the new address confirms the emailed link', async () => {
      const { cookie } = await signUpVerified(app, 'moving@example.com', 'stay-same-1');
      const started = await post('/api/user/update-email', { newEmail: 'Moved@Example.com' }, { cookie });
      expect(started.json()).toEqual({ email: 'moving@example.com', pendingEmail: 'moved@example.com', verificationRequired: true });
      expect((await signIn('moving@example.com', 'stay-same-1')).statusCode).toBe(200);

      const link = linkFrom(app.dataDir, 'moved@example.com', 'Confirm new email address')!;
      expect(link).toMatch(/^http:\/\/localhost:3000\/#type=email_change&access_token=/);
      const token = new URLSearchParams(new URL(link).hash.slice(1)).get('access_token')!;
      const confirmed = await app.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${encodeURIComponent(token)}` });
      expect(confirmed.statusCode).toBe(200);
      expect((await signIn('moved@example.com', 'stay-same-1')).statusCode).toBe(200);
      expect((await signIn('moving@example.com', 'stay-same-1')).statusCode).toBe(401);
    });

    it('changes the password only with the current one', async () => {
      const { cookie } = await signUpVerified(app, 'careful@example.com', 'first-pass-1');
      const wrong = await post('/api/auth/change-password', { currentPassword: 'nope-nope', newPassword: 'second-pass-2' }, { cookie });
      expect(wrong.statusCode).toBe(400);
      const right = await post('/api/auth/change-password', { currentPassword: 'first-pass-1', newPassword: 'second-pass-2' }, { cookie });
      expect(right.statusCode).toBe(200);
      expect((await signIn('careful@example.com', 'second-pass-2')).statusCode).toBe(200);
    });

    it('describes the signed-in user, by cookie or by session token, and refuses a mismatched identity', async () => {
      const { cookie, userId } = await signUpVerified(app, 'profile@example.com', 'molar-36-MOD', { subscribe: false });
      const me = await post('/api/user/me', { userId, userEmail: 'profile@example.com' }, { cookie });
      expect(me.json()).toMatchObject({ id: userId, email: 'profile@example.com', accountType: 'regular', subscriptionRequired: true, subscriptionActive: false });

      const signedIn = await signIn('profile@example.com', 'molar-36-MOD');
      const token = signedIn.headers['set-auth-token'] as string;
      expect(token).toBeTruthy();
      expect((await post('/api/user/me', {}, { 'x-session-token': token })).json().id).toBe(userId);
      expect((await post('/api/user/me', { userId: 'someone-else' }, { cookie })).statusCode).toBe(403);
      expect((await post('/api/user/me', {}, {})).statusCode).toBe(401);
    });

    it('lets admins in without email confirmation and without a subscription', async () => {
      await post('/api/auth/sign-up/email', { email: ADMIN, password: 'admin-pass-1', name: ADMIN });
      const signedIn = await signIn(ADMIN, 'admin-pass-1');
      expect(signedIn.statusCode).toBe(200);
      const cookie = sessionCookie(signedIn.headers['set-cookie'] as string[])!;
      expect((await post('/api/user/me', {}, { cookie })).json()).toMatchObject({ accountType: 'admin', subscriptionRequired: false });
    });

    it('signs the user out on every device and tells their open streams', async () => {
      const first = await signUpVerified(app, 'everywhere@example.com', 'two-devices-1');
      const second = await signIn('everywhere@example.com', 'two-devices-1');
      const secondCookie = sessionCookie(second.headers['set-cookie'] as string[])!;
      const address = await app.app.listen({ port: 0, host: '127.0.0.1' });
      const controller = new AbortController();
      const stream = await fetch(`${address}/api/transcriptions/stream`, { headers: { cookie: secondCookie }, signal: controller.signal });
      const reader = stream.body!.getReader();

      expect((await post('/api/signout-broadcast', {}, { cookie: first.cookie })).statusCode).toBe(200);
      const text = await readUntil(reader, 'event: signout');
      controller.abort();
      expect(text).toContain(`event: signout\ndata: {"userId":"${first.userId}"}`);
      for (const cookie of [first.cookie, secondCookie]) {
        expect((await app.app.inject({ method: 'GET', url: '/api/transcriptions', headers: { cookie } })).statusCode).toBe(401);
      }
    });

    it('accepts sign-in diagnostics from phones and rejects malformed ones', async () => {
      const ok = await post('/api/mobile-auth-log', { type: 'error', phase: 'sign-in', error: { message: 'storage blocked' }, details: { cookies: 0 }, timestamp: Date.now(), userAgent: 'iPhone' });
      expect(ok.statusCode).toBe(204);
      expect((await post('/api/mobile-auth-log', { type: 'shout' })).statusCode).toBe(400);
      expect((await app.app.inject('/api/config')).json()).toMatchObject({ appName: 'Chairside' });
    });
  });
}
