import { describe, expect, it } from 'vitest';
import { formatElapsed, initialRecorder, pickMimeType, recorderReducer, type RecorderEvent, type RecorderState } from './machine.ts';

const run = (events: RecorderEvent[], from: RecorderState = initialRecorder) => events.reduce(recorderReducer, from);

describe('recorder', () => {
  it('goes idle → starting → recording → processing → idle', () => {
    expect(run([{ type: 'start' }])).toEqual({ phase: 'starting' });
    const recording = run([{ type: 'start' }, { type: 'started', now: 1000 }, { type: 'tick', now: 3500 }]);
    expect(recording).toEqual({ phase: 'recording', startedAt: 1000, elapsedMs: 2500, limitMs: 300_000 });
    expect(run([{ type: 'stop' }], recording)).toEqual({ phase: 'processing' });
    expect(run([{ type: 'stop' }, { type: 'done' }], recording)).toEqual({ phase: 'idle' });
  });

  it('stops by itself at the limit (300 s by default)', () => {
    const recording = run([{ type: 'start' }, { type: 'started', now: 0 }]);
    expect(run([{ type: 'tick', now: 299_999 }], recording).phase).toBe('recording');
    expect(run([{ type: 'tick', now: 300_000 }], recording)).toEqual({ phase: 'processing' });
    const short = run([{ type: 'start' }, { type: 'started', now: 0, limitMs: 5000 }, { type: 'tick', now: 5000 }]);
    expect(short.phase).toBe('processing');
  });

  it('returns to idle when the microphone is refused', () => {
    expect(run([{ type: 'start' }, { type: 'failed' }])).toEqual({ phase: 'idle' });
  });

  it('ignores events that do not fit the current phase', () => {
    expect(run([{ type: 'stop' }, { type: 'tick', now: 5 }, { type: 'done' }, { type: 'started', now: 1 }])).toEqual(initialRecorder);
    const processing: RecorderState = { phase: 'processing' };
    expect(run([{ type: 'start' }, { type: 'failed' }, { type: 'tick', now: 9 }], processing)).toEqual(processing);
  });
});

describe('formatElapsed', () => {
  it('writes m:ss', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(9_999)).toBe('0:09');
    expect(formatElapsed(65_000)).toBe('1:05');
    expect(formatElapsed(300_000)).toBe('5:00');
  });
});

describe('pickMimeType', () => {
  it('takes the first supported format in the spec order', () => {
    expect(pickMimeType(() => true)).toBe('audio/webm;codecs=opus');
    expect(pickMimeType((t) => t === 'audio/mp4' || t === 'audio/wav')).toBe('audio/mp4');
    expect(pickMimeType(() => false)).toBe('');
  });
});
