import { describe, expect, it } from 'vitest';
import { HttpError, type request } from '../api/http.ts';
import { LiveUpload } from './live-upload.ts';

type Call = { url: string; method: string; bytes?: number };

/** A stand-in server: records calls; `fail` decides, per call, to throw. */
function fakeServer(fail: (call: Call, n: number) => Error | undefined = () => undefined) {
  const calls: Call[] = [];
  const send = (async (url: string, init: RequestInit = {}) => {
    const call = { url, method: init.method ?? 'GET', bytes: init.body instanceof ArrayBuffer ? init.body.byteLength : undefined };
    calls.push(call);
    const error = fail(call, calls.length);
    if (error) throw error;
    return url.endsWith('/live') ? { id: 7, stream: true } : {};
  }) as typeof request;
  return { calls, send };
}

const chunk = (n: number) => new Int16Array(n).fill(1);

describe('LiveUpload', () => {
  it('opens the recording, sends chunks in order as they come, then finishes with the count', async () => {
    const server = fakeServer();
    const upload = await LiveUpload.start({ headers: {}, send: server.send });
    upload.add(chunk(10));
    upload.add(chunk(20));
    expect(upload.stream).toBe(true);
    expect(await upload.finish()).toBe(7);
    expect(server.calls).toEqual([
      { url: '/api/transcribe/live', method: 'POST', bytes: undefined },
      { url: '/api/transcribe/live/7/chunks/0', method: 'PUT', bytes: 20 },
      { url: '/api/transcribe/live/7/chunks/1', method: 'PUT', bytes: 40 },
      { url: '/api/transcribe/live/7/finish', method: 'POST', bytes: undefined },
    ]);
  });

  it('retries a chunk until the connection comes back', async () => {
    const server = fakeServer((call, n) => (call.method === 'PUT' && n <= 3 ? new TypeError('Failed to fetch') : undefined));
    const upload = await LiveUpload.start({ headers: {}, send: server.send });
    upload.add(chunk(4));
    await upload.finish();
    expect(server.calls.filter((c) => c.url.endsWith('/chunks/0'))).toHaveLength(3);
  });

  it('resends what the server says is missing before finishing', async () => {
    let refused = false;
    const server = fakeServer((call) => {
      if (call.url.endsWith('/finish') && !refused) {
        refused = true;
        return new HttpError(409, 'Conflict', JSON.stringify({ message: 'Chunks 1 have not arrived yet', missing: [1] }));
      }
      return undefined;
    });
    const upload = await LiveUpload.start({ headers: {}, send: server.send });
    upload.add(chunk(2));
    upload.add(chunk(3));
    await upload.finish();
    expect(server.calls.map((c) => c.url.split('/live/7')[1] ?? c.url)).toEqual(['/api/transcribe/live', '/chunks/0', '/chunks/1', '/finish', '/chunks/1', '/finish']);
  });

  it('gives up at once on a refusal that retrying cannot fix', async () => {
    const server = fakeServer((call) => (call.method === 'PUT' ? new HttpError(409, 'Conflict', '{"message":"This recording is already finished."}') : undefined));
    const upload = await LiveUpload.start({ headers: {}, send: server.send });
    upload.add(chunk(2));
    await expect(upload.finish()).rejects.toThrow('This recording is already finished.');
  });
});
