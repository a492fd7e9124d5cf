import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AppendBody, TranscribeResponse, Transcription } from '../../core/api/transcription.ts';
import { NOTES_MESSAGES } from '../../core/messages.ts';
import type { ClinicalNotes } from '../../core/notes/schema.ts';
import { HttpError, identityHeaders, identityQuery, postJson, request, type Identity } from './http.ts';

/** The spec's cache key for the appointment list; the stream replaces what is stored under it. */
export const TRANSCRIPTIONS_KEY = ['/api/transcriptions'];

export function useTranscriptions(user: Identity) {
  return useQuery({
    queryKey: TRANSCRIPTIONS_KEY,
    queryFn: () => request<Transcription[]>(`/api/transcriptions?${identityQuery(user)}`, { headers: identityHeaders(user) }),
  });
}

/** Puts one appointment as the server returned it into the cached list. */
function storeOne(client: QueryClient, row: Transcription) {
  client.setQueryData<Transcription[]>(TRANSCRIPTIONS_KEY, (list) => list?.map((t) => (t.id === row.id ? row : t)));
}

/** POST /api/transcribe: a recording or an uploaded file; resolves to the new appointment's id. */
export function useTranscribe(user: Identity) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ audio, name }: { audio: Blob; name: string }) => {
      const form = new FormData();
      form.append('audio', audio, name);
      form.append('supabaseUserId', user.id);
      form.append('userEmail', user.email);
      try {
        return await request<TranscribeResponse>('/api/transcribe', { method: 'POST', body: form, headers: identityHeaders(user) });
      } catch (e) {
        // Spec wording: the server's reason when it gives one, else "Upload failed: {status text}".
        if (e instanceof HttpError) throw new Error(e.serverMessage ?? NOTES_MESSAGES.uploadFailedStatus(e.statusText || String(e.status)));
        throw e;
      }
    },
    // The stream normally delivers the new appointment; refetching covers a stream that is reconnecting.
    onSuccess: () => client.invalidateQueries({ queryKey: TRANSCRIPTIONS_KEY }),
  });
}

/** POST /api/transcriptions/{id}/analyze: (re)generates the notes in the background. */
export function useAnalyze(user: Identity) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => postJson<Transcription>(`/api/transcriptions/${id}/analyze`, undefined, { headers: identityHeaders(user) }),
    onSuccess: (row) => storeOne(client, row),
  });
}

/** PATCH /api/transcriptions/{id}: saves edited notes (status completed), or deletes them with null. */
export function useSaveNotes(user: Identity) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, notes }: { id: number; notes: ClinicalNotes | null }) =>
      request<Transcription>(`/api/transcriptions/${id}`, {
        method: 'PATCH',
        headers: identityHeaders(user),
        body: JSON.stringify(notes ? { clinicalNotes: notes, clinicalNotesStatus: 'completed' } : { clinicalNotes: null }),
      }),
    onSuccess: (row) => storeOne(client, row),
  });
}

/** POST /api/transcriptions/{id}/append: more dictation applied to the current notes. */
export function useAppend(user: Identity) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, audio, notes }: { id: number; audio: Blob; notes: ClinicalNotes }) => {
      const body: AppendBody = {
        transcriptionId: id,
        audioData: await toBase64(audio),
        mimeType: audio.type,
        currentClinicalNotes: notes,
        supabaseUserId: user.id,
        userEmail: user.email,
      };
      return postJson<Transcription>(`/api/transcriptions/${id}/append`, body, { headers: identityHeaders(user) });
    },
    onSuccess: (row) => storeOne(client, row),
  });
}

/** DELETE /api/transcriptions/{id}. */
export function useDeleteTranscription(user: Identity) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<null>(`/api/transcriptions/${id}`, { method: 'DELETE', headers: identityHeaders(user) }),
    onSuccess: (_, id) => client.setQueryData<Transcription[]>(TRANSCRIPTIONS_KEY, (list) => list?.filter((t) => t.id !== id)),
  });
}

/** DELETE /api/transcriptions: every appointment of the user in one call. */
export function useClearTranscriptions(user: Identity) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request<{ deleted: number }>('/api/transcriptions', { method: 'DELETE', headers: identityHeaders(user) }),
    onSuccess: () => client.setQueryData<Transcription[]>(TRANSCRIPTIONS_KEY, []),
  });
}

function toBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // A data URL is "data:{type};base64,{data}"; the route wants the data alone.
    reader.onload = () => resolve(String(reader.result).slice(String(reader.result).indexOf(',') + 1));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the recording.'));
    reader.readAsDataURL(blob);
  });
}
