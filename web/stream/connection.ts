import type { Transcription } from '../../core/api/transcription.ts';
import { identityQuery, type Identity } from '../api/http.ts';
import { STREAM_TIMING, initialStream, streamStep, type StreamInput, type StreamStatus } from './machine.ts';

const DEVICE_KEY = 'sse_device_id_v1';

/** This browser's random id, made once and kept in local storage. */
export function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    // getRandomValues also works on plain-http LAN addresses, where crypto.randomUUID does not exist.
    id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}

export interface StreamHandlers {
  /** The user's whole appointment list, sent on connect and after every change. */
  onList(list: Transcription[]): void;
  /** The server signed this user out (the access area decides what that does). */
  onSignout?(userId: string): void;
  /** Another device used one of this user's sync codes (`sync-success`, or the `qr-consumed` message). */
  onSyncUsed?(userId: string): void;
  onStatus?(status: StreamStatus): void;
}

/**
 * Keeps GET /api/transcriptions/stream open: carries out the state machine's commands, feeds it the
 * EventSource's events, a 2 s watchdog tick and page visibility. Returns a function that closes it for good.
 */
export function connectTranscriptionStream(user: Identity, handlers: StreamHandlers): () => void {
  const query = identityQuery(user);
  query.set('connectionId', `sse-${deviceId()}-${user.id}`);
  const url = `/api/transcriptions/stream?${query}`;

  let state = initialStream;
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const dispatch = (input: StreamInput) => {
    const [next, command] = streamStep(state, input);
    if (next.status !== state.status) handlers.onStatus?.(next.status);
    state = next;
    if (!command) return;
    clearTimeout(retry);
    source?.close();
    source = null;
    if (command.type === 'connect') source = open();
    else if (command.type === 'reconnect') retry = setTimeout(() => dispatch({ type: 'retry', now: Date.now() }), command.delayMs);
  };

  const open = () => {
    const es = new EventSource(url, { withCredentials: true });
    // A replaced source can still fire queued events; only the current one counts.
    const live = (input: Omit<StreamInput, 'now'>) => es === source && (dispatch({ ...input, now: Date.now() } as StreamInput), true);
    es.onopen = () => live({ type: 'opened' });
    es.onerror = () => live({ type: 'error' });
    es.addEventListener('heartbeat', () => live({ type: 'activity' }));
    es.onmessage = (event: MessageEvent<string>) => {
      if (!live({ type: 'activity' })) return;
      const data = parse(event.data);
      if (Array.isArray(data)) handlers.onList(data as Transcription[]);
      else if ((data as { type?: unknown } | undefined)?.type === 'qr-consumed') withUserId(data, handlers.onSyncUsed);
    };
    const named = (type: string, handler: ((userId: string) => void) | undefined) =>
      es.addEventListener(type, (event: MessageEvent<string>) => live({ type: 'activity' }) && withUserId(parse(event.data), handler));
    named('signout', handlers.onSignout);
    named('sync-success', handlers.onSyncUsed);
    return es;
  };

  const wake = () => dispatch({ type: 'wake', now: Date.now() });
  const onVisibility = () => document.visibilityState === 'visible' && wake();
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pageshow', wake);
  const watchdog = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), STREAM_TIMING.watchdogEveryMs);
  dispatch({ type: 'start', now: Date.now() });

  return () => {
    clearInterval(watchdog);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pageshow', wake);
    dispatch({ type: 'stop', now: Date.now() });
  };
}

function withUserId(data: unknown, handler: ((userId: string) => void) | undefined) {
  const userId = (data as { userId?: unknown } | undefined)?.userId;
  if (typeof userId === 'string') handler?.(userId);
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
