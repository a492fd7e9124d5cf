/** The spec's stream timings. */
export const STREAM_TIMING = {
  retryAfterErrorMs: 1500,
  retryAfterWatchdogMs: 500,
  watchdogEveryMs: 2000,
  connectTimeoutMs: 8000,
  silenceTimeoutMs: 30_000,
} as const;

/** stopped; connecting (EventSource created, not yet open); open; waiting (closed, a reconnect is scheduled). */
export type StreamStatus = 'stopped' | 'connecting' | 'open' | 'waiting';

export interface StreamState {
  status: StreamStatus;
  /** When the current status began. */
  since: number;
  /** When the server was last heard from (any event, heartbeats included). */
  lastActivity: number;
}

export type StreamInput =
  | { type: 'start'; now: number }
  | { type: 'opened'; now: number }
  /** Any event from the server: a list, a heartbeat, a signout. */
  | { type: 'activity'; now: number }
  | { type: 'error'; now: number }
  /** The watchdog's regular check. */
  | { type: 'tick'; now: number }
  /** The tab became visible or the page was restored from the back/forward cache. */
  | { type: 'wake'; now: number }
  /** A scheduled reconnect is due. */
  | { type: 'retry'; now: number }
  | { type: 'stop'; now: number };

/** What the driver must do: open a new EventSource (closing any old one), or close and reconnect after a delay. */
export type StreamCommand = { type: 'connect' } | { type: 'reconnect'; delayMs: number } | { type: 'close' } | null;

export const initialStream: StreamState = { status: 'stopped', since: 0, lastActivity: 0 };

const enter = (status: StreamStatus, now: number, lastActivity: number): StreamState => ({ status, since: now, lastActivity });

/** The stream connection as a pure state machine; the driver in connection.ts carries out its commands. */
export function streamStep(state: StreamState, input: StreamInput): [StreamState, StreamCommand] {
  const { now } = input;
  switch (input.type) {
    case 'start':
      return state.status === 'stopped' ? [enter('connecting', now, now), { type: 'connect' }] : [state, null];
    case 'opened':
      return state.status === 'connecting' ? [enter('open', now, now), null] : [state, null];
    case 'activity':
      if (state.status === 'connecting') return [enter('open', now, now), null];
      return state.status === 'open' ? [{ ...state, lastActivity: now }, null] : [state, null];
    case 'error':
      return state.status === 'connecting' || state.status === 'open'
        ? [enter('waiting', now, state.lastActivity), { type: 'reconnect', delayMs: STREAM_TIMING.retryAfterErrorMs }]
        : [state, null];
    case 'tick': {
      const stuck = state.status === 'connecting' && now - state.since > STREAM_TIMING.connectTimeoutMs;
      const silent = state.status === 'open' && now - state.lastActivity > STREAM_TIMING.silenceTimeoutMs;
      return stuck || silent ? [enter('waiting', now, state.lastActivity), { type: 'reconnect', delayMs: STREAM_TIMING.retryAfterWatchdogMs }] : [state, null];
    }
    case 'wake':
      // Only a connection that is not open is renewed; a pending reconnect is brought forward.
      return state.status === 'connecting' || state.status === 'waiting' ? [enter('connecting', now, now), { type: 'connect' }] : [state, null];
    case 'retry':
      return state.status === 'waiting' ? [enter('connecting', now, now), { type: 'connect' }] : [state, null];
    case 'stop':
      return state.status === 'stopped' ? [state, null] : [enter('stopped', now, state.lastActivity), { type: 'close' }];
  }
}
