import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptedSession, SESSION_KEY, sessionQuery } from './session.ts';

const USER = { id: 'u1', email: 'dr.a@example.com', accountType: 'user', subscriptionActive: true };

afterEach(() => vi.unstubAllGlobals());

describe('a session adopted from a sync code or a link', () => {
  it('is loaded even while the page’s first, cookie-less session request is still answering', async () => {
    vi.stubGlobal('localStorage', { setItem() {}, removeItem() {}, getItem: () => null });
    // The first request (sent before the server set the cookie) answers "signed out", and late.
    let answerFirst!: () => void;
    const first = new Promise<Response>((resolve) => (answerFirst = () => resolve(new Response('null'))));
    const fetch = vi.fn().mockReturnValueOnce(first).mockResolvedValue(new Response(JSON.stringify({ user: USER })));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    const pageLoad = client.fetchQuery(sessionQuery).catch(() => 'cancelled');

    const adopted = adoptedSession(client);
    answerFirst();
    expect(await adopted).toEqual(USER);
    expect(client.getQueryData(SESSION_KEY)).toEqual(USER);
    expect(await pageLoad).toBe('cancelled');
  });
});
