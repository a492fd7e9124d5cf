import { describe, expect, it } from 'vitest';
import { SYNC_MESSAGES } from '../../core/messages.ts';
import { HttpError } from './http.ts';
import { linkErrorMessage, readSignInLink } from './sync.ts';

describe('sign-in links', () => {
  it('reads a QR code, a sync code or a token from the query', () => {
    expect(readSignInLink('?qr=abc_-1')).toEqual({ kind: 'qr', value: 'abc_-1' });
    expect(readSignInLink('?sync=s1&x=1')).toEqual({ kind: 'sync', value: 's1' });
    expect(readSignInLink('?token=t.k')).toEqual({ kind: 'token', value: 't.k' });
    expect(readSignInLink('?subscription=success')).toBeNull();
    expect(readSignInLink('?qr=')).toBeNull();
  });

  it('words failures as the spec does: expired, device limit, other answers, no answer', () => {
    const qr = { kind: 'qr', value: 'x' } as const;
    const answer = (status: number, message = 'whatever') => new HttpError(status, '', JSON.stringify({ message }));
    expect(linkErrorMessage(qr, answer(404))).toBe(SYNC_MESSAGES.invalid);
    expect(linkErrorMessage(qr, answer(403))).toBe(SYNC_MESSAGES.deviceLimit);
    expect(linkErrorMessage(qr, answer(500))).toBe(SYNC_MESSAGES.syncFailed);
    expect(linkErrorMessage(qr, new TypeError('Failed to fetch'))).toBe(SYNC_MESSAGES.processFailed);
    expect(linkErrorMessage({ kind: 'sync', value: 'x' }, answer(404))).toBe('QR code has expired or is invalid. Please try scanning again.');
    expect(linkErrorMessage({ kind: 'token', value: 'x' }, answer(401, 'This sign-in link has expired. Please sign in again.'))).toBe(
      'This sign-in link has expired. Please sign in again.',
    );
  });
});
