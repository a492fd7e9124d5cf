import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pgliteDatabase } from '../testing/databases.ts';
import { readUntil } from '../testing/sse.ts';
import { sessionCookie, signUpVerified, startTestApp, type TestApp } from '../testing/harness.ts';

describe('desktop sync by QR code', () => {
  let db: Awaited<ReturnType<typeof pgliteDatabase.open>>;
  let app: TestApp;

  beforeAll(async () => {
    db = await pgliteDatabase.open();
    app = await startTestApp(db, {}, { MAX_DEVICES: '3', PUBLIC_URL: 'https://notes.example-practice.com' });
  });
  afterAll(async () => {
    await app?.dispose();
    await db?.drop();
  });
  beforeEach(() => db.reset());

  async function qrCode(cookie: string): Promise<string> {
    const res = await app.app.inject({ method: 'POST', url: '/api/qr-session', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    // Codes live for QR_TTL_SECONDS (default 5 minutes); the dialog replaces one when it expires.
    const lifetime = Date.parse(res.json().expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(290_000);
    expect(lifetime).toBeLessThanOrEqual(300_000);
    return res.json().qrCode;
  }

  it('signs a second device in as the same user with a single-use code', async () => {
    const phone = await signUpVerified(app, 'sync@example.com');
    const code = await qrCode(phone.cookie);
    const url = (await app.app.inject({ method: 'GET', url: '/api/desktop-url', headers: { cookie: phone.cookie } })).json().shortUrl;
    expect(url).toBe(`https://notes.example-practice.com/d?qr=${code}`);

    const adopt = await app.app.inject({ method: 'POST', url: '/api/adopt-session', headers: { origin: app.origin }, payload: { qrCode: code } });
    expect(adopt.statusCode).toBe(200);
    expect(adopt.json().sessionToken).toBeTruthy();
    const desktop = sessionCookie(adopt.headers['set-cookie'] as string)!;
    expect(adopt.headers['set-cookie']).toMatch(/HttpOnly; SameSite=Lax; Secure/);
    const me = await app.app.inject({ method: 'POST', url: '/api/user/me', headers: { cookie: desktop } });
    expect(me.json()).toMatchObject({ id: phone.userId, email: 'sync@example.com' });
    expect(desktop).not.toBe(phone.cookie);

    const again = await app.app.inject({ method: 'POST', url: '/api/adopt-session', payload: { qrCode: code } });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('QR code has expired or is invalid. Please try scanning again.');
  });

  it('refuses expired and unknown codes', async () => {
    const phone = await signUpVerified(app, 'late@example.com');
    const code = await qrCode(phone.cookie);
    await db.db.execute(sql`update qr_sessions set expires_at = now() - interval '1 second'`);
    for (const qr of [code, 'made-up-code']) {
      const res = await app.app.inject({ method: 'POST', url: '/api/adopt-session', payload: { qrCode: qr } });
      expect(res.statusCode).toBe(404);
    }
    expect((await app.app.inject({ method: 'GET', url: '/api/sync-code/nothing-here' })).statusCode).toBe(404);
  });

  it('stops at the device limit with the spec’s message and leaves the code unused', async () => {
    const phone = await signUpVerified(app, 'busy@example.com');
    for (let i = 0; i < 2; i++) {
      await app.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: app.origin }, payload: { email: 'busy@example.com', password: 'molar-36-MOD' } });
    }
    const code = await qrCode(phone.cookie);
    const res = await app.app.inject({ method: 'POST', url: '/api/adopt-session', payload: { qrCode: code } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Device limit reached. Please sign out from other devices first.');
    const [row] = (await db.db.execute(sql`select consumed_at from qr_sessions`) as unknown as { rows: { consumed_at: unknown }[] }).rows;
    expect(row!.consumed_at).toBeNull();
  });

  it('gives sync codes as session data, and tells the phone’s stream when a code is used', async () => {
    const phone = await signUpVerified(app, 'watch@example.com');
    const address = await app.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const stream = await fetch(`${address}/api/transcriptions/stream`, { headers: { cookie: phone.cookie }, signal: controller.signal });
    const reader = stream.body!.getReader();
    const code = await qrCode(phone.cookie);

    const res = await app.app.inject({ method: 'GET', url: `/api/sync-code/${code}` });
    expect(res.json()).toMatchObject({ userId: phone.userId, sessionData: { access_token: expect.any(String), refresh_token: expect.any(String) } });
    const text = await readUntil(reader, 'qr-consumed');
    controller.abort();
    expect(text).toContain(`event: sync-success\ndata: {"userId":"${phone.userId}"}`);
    expect(text).toContain(`data: {"type":"qr-consumed","userId":"${phone.userId}"}`);
  });

  it('turns a valid session token from a ?token= link into a session for this browser', async () => {
    const phone = await signUpVerified(app, 'token@example.com');
    const signIn = await app.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: app.origin }, payload: { email: 'token@example.com', password: 'molar-36-MOD' } });
    const token = signIn.headers['set-auth-token'] as string;
    const res = await app.app.inject({ method: 'POST', url: '/api/session/token', payload: { token } });
    expect(res.json()).toEqual({ userId: phone.userId });
    const cookie = sessionCookie(res.headers['set-cookie'] as string)!;
    expect((await app.app.inject({ method: 'POST', url: '/api/user/me', headers: { cookie } })).json().id).toBe(phone.userId);
    expect((await app.app.inject({ method: 'POST', url: '/api/session/token', payload: { token: 'forged' } })).statusCode).toBe(401);
  });

  it('needs a signed-in user to make codes', async () => {
    expect((await app.app.inject({ method: 'POST', url: '/api/qr-session' })).statusCode).toBe(401);
    const phone = await signUpVerified(app, 'who@example.com');
    const mismatch = await app.app.inject({ method: 'POST', url: '/api/qr-session', headers: { cookie: phone.cookie, 'x-user-email': 'other@example.com' } });
    expect(mismatch.statusCode).toBe(403);
  });
});
