import { expect, it } from 'vitest';
import { maskEmail } from './mask-email.ts';

it('masks an email as first character, three stars and the domain', () => {
  expect(maskEmail('dr.smith@practice.example')).toBe('d***@practice.example');
  expect(maskEmail('a@b.co')).toBe('a***@b.co');
  expect(maskEmail('')).toBe('');
});
