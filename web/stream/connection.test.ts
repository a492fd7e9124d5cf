import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectTranscriptionStream } from './connection.ts';

/** Just enough of EventSource to drive the connection from a test. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  closed = false;
  private listeners = new Map<string, (event: { data: string }) => void>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: { data: string }) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data = '') {
    if (type === 'message') this.onmessage?.({ data });
    else this.listeners.get(type)?.({ data });
  }
}

const latest = () => FakeEventSource.all.at(-1)!;
const pageListeners = new Map<string, () => void>();
const storage = new Map<string, string>();
const user = { id: 'user-1', email: 'dr@example.com' };

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.all = [];
  pageListeners.clear();
  storage.clear();
  const listen = { addEventListener: (type: string, fn: () => void) => pageListeners.set(type, fn), removeEventListener: (type: string) => pageListeners.delete(type) };
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('document', { visibilityState: 'visible', ...listen });
  vi.stubGlobal('window', listen);
  vi.stubGlobal('localStorage', { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v) });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('transcription stream connection', () => {
  it('connects with the identity and the connection id sse-{deviceId}-{userId}; the device id is kept', () => {
    const stop = connectTranscriptionStream(user, { onList: () => {} });
    const device = storage.get('sse_device_id_v1');
    expect(device).toMatch(/^[0-9a-f]{32}$/);
    const url = new URL(latest().url, 'http://x');
    expect(url.pathname).toBe('/api/transcriptions/stream');
    expect(url.searchParams.get('supabaseUserId')).toBe('user-1');
    expect(url.searchParams.get('userEmail')).toBe('dr@example.com');
    expect(url.searchParams.get('connectionId')).toBe(`sse-${device}-user-1`);
    stop();
    connectTranscriptionStream(user, { onList: () => {} })();
    expect(storage.get('sse_device_id_v1')).toBe(device);
  });

  it('hands each list message over, and the signout event', () => {
    const onList = vi.fn();
    const onSignout = vi.fn();
    const stop = connectTranscriptionStream(user, { onList, onSignout });
    latest().emit('message', '[{"id":1}]');
    latest().emit('message', 'not json');
    latest().emit('signout', '{"userId":"user-1"}');
    expect(onList).toHaveBeenCalledExactlyOnceWith([{ id: 1 }]);
    expect(onSignout).toHaveBeenCalledWith('user-1');
    stop();
  });

  it('reports a used sync code from the sync-success event and the qr-consumed message, not as a list', () => {
    const onList = vi.fn();
    const onSyncUsed = vi.fn();
    const stop = connectTranscriptionStream(user, { onList, onSyncUsed });
    latest().emit('sync-success', '{"userId":"user-1"}');
    latest().emit('message', '{"type":"qr-consumed","userId":"user-1"}');
    latest().emit('message', '{"type":"something-else","userId":"user-1"}');
    expect(onSyncUsed.mock.calls).toEqual([['user-1'], ['user-1']]);
    expect(onList).not.toHaveBeenCalled();
    stop();
  });

  it('reconnects 1500 ms after an error', () => {
    const stop = connectTranscriptionStream(user, { onList: () => {} });
    const first = latest();
    first.onopen?.();
    first.onerror?.();
    expect(first.closed).toBe(true);
    vi.advanceTimersByTime(1499);
    expect(FakeEventSource.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.all).toHaveLength(2);
    stop();
    expect(latest().closed).toBe(true);
  });

  it('the watchdog replaces a stream that stays silent for over 30 s; heartbeats keep it', () => {
    const stop = connectTranscriptionStream(user, { onList: () => {} });
    latest().onopen?.();
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(10_000);
      latest().emit('heartbeat', String(Date.now()));
    }
    expect(FakeEventSource.all).toHaveLength(1);
    vi.advanceTimersByTime(32_000);
    expect(FakeEventSource.all[0]!.closed).toBe(true);
    vi.advanceTimersByTime(500);
    expect(FakeEventSource.all).toHaveLength(2);
    stop();
  });

  it('the watchdog gives up on a connection that is still connecting after 8 s', () => {
    const stop = connectTranscriptionStream(user, { onList: () => {} });
    vi.advanceTimersByTime(10_000 + 500);
    expect(FakeEventSource.all[0]!.closed).toBe(true);
    expect(FakeEventSource.all).toHaveLength(2);
    stop();
  });

  it('reconnects at once when the tab becomes visible or the page is restored, unless open', () => {
    const stop = connectTranscriptionStream(user, { onList: () => {} });
    latest().onopen?.();
    pageListeners.get('visibilitychange')!();
    expect(FakeEventSource.all).toHaveLength(1);
    latest().onerror?.();
    pageListeners.get('pageshow')!();
    expect(FakeEventSource.all).toHaveLength(2);
    // The retry that was scheduled by the error is dropped.
    vi.advanceTimersByTime(2000);
    expect(FakeEventSource.all).toHaveLength(2);
    stop();
    expect(pageListeners.size).toBe(0);
  });

  it('ignores events from a source it has already replaced', () => {
    const onList = vi.fn();
    const stop = connectTranscriptionStream(user, { onList });
    const old = latest();
    old.onerror?.();
    vi.advanceTimersByTime(1500);
    old.emit('message', '[]');
    expect(onList).not.toHaveBeenCalled();
    stop();
  });
});
