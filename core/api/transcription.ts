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
