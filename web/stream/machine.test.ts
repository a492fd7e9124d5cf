import { describe, expect, it } from 'vitest';
import { initialStream, streamStep, type StreamCommand, type StreamInput, type StreamState } from './machine.ts';

/** Runs inputs and returns the last state with every command issued. */
function run(inputs: StreamInput[], from: StreamState = initialStream) {
  const commands: StreamCommand[] = [];
  let state = from;
  for (const input of inputs) {
    const [next, command] = streamStep(state, input);
    state = next;
    if (command) commands.push(command);
  }
  return { state, commands };
}

const open = run([
  { type: 'start', now: 0 },
  { type: 'opened', now: 100 },
]).state;

describe('stream connection', () => {
  it('connects on start and is open once the source opens or anything arrives', () => {
    expect(run([{ type: 'start', now: 0 }]).commands).toEqual([{ type: 'connect' }]);
    expect(open).toEqual({ status: 'open', since: 100, lastActivity: 100 });
    expect(run([{ type: 'start', now: 0 }, { type: 'activity', now: 50 }]).state.status).toBe('open');
  });

  it('reconnects 1500 ms after an error', () => {
    const { state, commands } = run([{ type: 'error', now: 200 }], open);
    expect(state.status).toBe('waiting');
    expect(commands).toEqual([{ type: 'reconnect', delayMs: 1500 }]);
    expect(run([{ type: 'retry', now: 1700 }], state)).toEqual({ state: { status: 'connecting', since: 1700, lastActivity: 1700 }, commands: [{ type: 'connect' }] });
  });

  it('the watchdog reconnects after 500 ms when connecting takes over 8 s', () => {
    const connecting = run([{ type: 'start', now: 0 }]).state;
    expect(run([{ type: 'tick', now: 8000 }], connecting).commands).toEqual([]);
    expect(run([{ type: 'tick', now: 8001 }], connecting).commands).toEqual([{ type: 'reconnect', delayMs: 500 }]);
  });

  it('the watchdog reconnects when nothing, not even a heartbeat, arrived for over 30 s', () => {
    expect(run([{ type: 'tick', now: 30_100 }], open).commands).toEqual([]);
    expect(run([{ type: 'tick', now: 30_101 }], open).commands).toEqual([{ type: 'reconnect', delayMs: 500 }]);
    const heard = run([{ type: 'activity', now: 25_000 }, { type: 'tick', now: 40_000 }], open);
    expect(heard.commands).toEqual([]);
    expect(heard.state.lastActivity).toBe(25_000);
  });

  it('on wake reconnects at once unless already open', () => {
    expect(run([{ type: 'wake', now: 500 }], open).commands).toEqual([]);
    const waiting = run([{ type: 'error', now: 200 }], open).state;
    expect(run([{ type: 'wake', now: 300 }], waiting).commands).toEqual([{ type: 'connect' }]);
    expect(run([{ type: 'wake', now: 300 }]).commands).toEqual([]);
  });

  it('ignores late retries and events after stop', () => {
    const { state, commands } = run([{ type: 'stop', now: 1 }, { type: 'retry', now: 2 }, { type: 'error', now: 3 }, { type: 'tick', now: 99_999 }], open);
    expect(state.status).toBe('stopped');
    expect(commands).toEqual([{ type: 'close' }]);
  });

  it('a retry that arrives once connected again does nothing', () => {
    expect(run([{ type: 'retry', now: 200 }], open).commands).toEqual([]);
  });
});
