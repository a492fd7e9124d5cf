import { z } from 'zod';
import { ClinicalNotes } from '../notes/schema.ts';

export const TranscriptionStatus = z.enum(['processing', 'completed', 'error']);
export const ClinicalNotesStatus = z.enum(['pending', 'processing', 'completed', 'error']);

/** An appointment as the API and the stream deliver it. */
export const Transcription = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  status: TranscriptionStatus,
  errorMessage: z.string().nullable(),
  transcriptionText: z.string().nullable(),
  detectedLanguage: z.string().nullable(),
  appointmentNumber: z.number().int().default(1),
  clinicalNotes: ClinicalNotes.nullable(),
  clinicalNotesStatus: ClinicalNotesStatus,
});
export type Transcription = z.infer<typeof Transcription>;

export const TranscribeResponse = z.object({ id: z.number().int() });
export type TranscribeResponse = z.infer<typeof TranscribeResponse>;

/**
 * POST /api/transcribe/live: the appointment of a recording sent in chunks while it is made. `stream` is true when
 * the server recognises the chunks as one continuous stream (small chunks then leave least to do at stop), false
 * when it recognises each chunk on its own (chunks are then best cut at pauses).
 */
export const LiveRecording = z.object({ id: z.number().int(), stream: z.boolean() });
export type LiveRecording = z.infer<typeof LiveRecording>;

/** PATCH /api/transcriptions/{id}: saves edited notes, or deletes them (null, back to pending). */
export const UpdateTranscriptionBody = z
  .object({
    clinicalNotes: ClinicalNotes.nullable(),
    clinicalNotesStatus: ClinicalNotesStatus.optional(),
  })
  .strip();
export type UpdateTranscriptionBody = z.infer<typeof UpdateTranscriptionBody>;

/** POST /api/transcriptions/{id}/append: more dictation (or spoken edits) for existing notes. */
export const AppendBody = z.object({
  transcriptionId: z.coerce.number().int().optional(),
  audioData: z.string().min(1, 'audioData is required (base64 audio)'),
  mimeType: z.string().optional(),
  currentClinicalNotes: ClinicalNotes,
  supabaseUserId: z.string().optional(),
  userEmail: z.string().optional(),
});
export type AppendBody = z.infer<typeof AppendBody>;
