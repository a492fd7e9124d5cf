import { describe, expect, it } from 'vitest';
import type { Transcription } from '../../core/api/transcription.ts';
import { emptyNotes } from '../../core/notes/schema.ts';
import { appointmentTitle, isServerCreated, languageName, notesState } from './appointment.ts';

const appointment = (change: Partial<Transcription> = {}): Transcription => ({
  id: 7,
  createdAt: '2025-01-01T10:00:00.000Z',
  status: 'completed',
  errorMessage: null,
  transcriptionText: 'text',
  detectedLanguage: 'en',
  appointmentNumber: 3,
  clinicalNotes: null,
  clinicalNotesStatus: 'pending',
  ...change,
});

describe('appointmentTitle', () => {
  it('is the first 10 characters of TX TODAY and an ellipsis', () => {
    const notes = { ...emptyNotes(), 'TX TODAY': ['MOD composite 36', 'OHI'] };
    expect(appointmentTitle(appointment({ clinicalNotes: notes }))).toBe('MOD compos...');
  });

  it('is "Appointment {number}" without TX TODAY', () => {
    expect(appointmentTitle(appointment())).toBe('Appointment 3');
    expect(appointmentTitle(appointment({ clinicalNotes: { ...emptyNotes(), 'TX TODAY': [' '] } }))).toBe('Appointment 3');
  });
});

describe('notesState', () => {
  it('reads pending and processing as processing, and a failed transcription as an error', () => {
    expect(notesState(appointment({ status: 'processing' }))).toBe('processing');
    expect(notesState(appointment({ clinicalNotesStatus: 'processing' }))).toBe('processing');
    expect(notesState(appointment({ clinicalNotesStatus: 'completed' }))).toBe('completed');
    expect(notesState(appointment({ clinicalNotesStatus: 'error' }))).toBe('error');
    expect(notesState(appointment({ status: 'error' }))).toBe('error');
  });
});

it('treats ids under 1e12 as server-created', () => {
  expect(isServerCreated({ id: 42 })).toBe(true);
  expect(isServerCreated({ id: 1_700_000_000_000 })).toBe(false);
});

it('names the detected language', () => {
  expect(languageName('en')).toBe('English');
  expect(languageName(null)).toBeUndefined();
});
