import { afterEach, describe, expect, it, vi } from 'vitest';
import { openBus } from './bus.ts';

afterEach(() => vi.unstubAllGlobals());

describe('cross-tab bus', () => {
  it('delivers messages to the other tabs over the authbus BroadcastChannel', async () => {
    const here = openBus();
    const there = openBus();
    const received = new Promise((resolve) => there.subscribe(resolve));
    here.post({ type: 'transcriptions', list: [] });
    expect(await received).toEqual({ type: 'transcriptions', list: [] });
    here.close();
    there.close();
  });

  it('falls back to a localStorage entry that is removed straight away', () => {
    const storage = new Map<string, string>();
    const writes: string[] = [];
    let onStorage: ((event: { key: string; newValue: string | null }) => void) | undefined;
    vi.stubGlobal('BroadcastChannel', undefined);
    vi.stubGlobal('window', { addEventListener: (_: string, fn: typeof onStorage) => (onStorage = fn), removeEventListener: () => (onStorage = undefined) });
    vi.stubGlobal('localStorage', {
      setItem: (k: string, v: string) => (writes.push(v), storage.set(k, v)),
      removeItem: (k: string) => storage.delete(k),
    });

    const bus = openBus();
    const received = vi.fn();
    bus.subscribe(received);
    bus.post({ type: 'ping' });
    expect(storage.size).toBe(0);
    // What another tab's storage event carries:
    onStorage!({ key: 'authbus', newValue: writes[0]! });
    onStorage!({ key: 'authbus', newValue: null });
    onStorage!({ key: 'other', newValue: writes[0]! });
    expect(received).toHaveBeenCalledExactlyOnceWith({ type: 'ping' });
    bus.close();
    expect(onStorage).toBeUndefined();
  });
});
