import { useCallback } from 'react';
import { NOTES_MESSAGES } from '../../core/messages.ts';
import { identityHeaders, type Identity } from '../api/http.ts';
import { useTranscribe } from '../api/transcriptions.ts';
import { showToast } from '../components/Toast.tsx';
import { canStream, liveSink } from './live-sink.ts';
import { mediaRecorderSink } from './sinks.ts';
import { useRecorder } from './useRecorder.ts';

/**
 * New appointments: a recording from the microphone, streamed to the server while the dentist speaks (or, in
 * browsers that cannot stream PCM, sent as recording.webm at stop), or an audio file. `onCreated` receives the
 * new appointment's id.
 */
export function useDictation(user: Identity, onCreated: (id: number) => void) {
  const transcribe = useTranscribe(user);
  const { mutateAsync } = transcribe;

  const recorder = useRecorder({
    sink: () =>
      canStream()
        ? liveSink(identityHeaders(user), onCreated)
        : mediaRecorderSink(async (audio) => {
            try {
              onCreated((await mutateAsync({ audio, name: 'recording.webm' })).id);
            } catch (e) {
              showToast({ type: 'error', title: NOTES_MESSAGES.recordingFailedTitle, message: (e as Error).message });
            }
          }),
  });

  const upload = useCallback(
    async (file: File) => {
      try {
        onCreated((await mutateAsync({ audio: file, name: file.name })).id);
        showToast({ type: 'success', title: NOTES_MESSAGES.uploadedTitle, message: NOTES_MESSAGES.uploaded });
      } catch (e) {
        showToast({ type: 'error', title: NOTES_MESSAGES.uploadFailedTitle, message: (e as Error).message || NOTES_MESSAGES.uploadFailedFallback });
      }
    },
    [mutateAsync, onCreated],
  );

  return { recorder, upload, uploading: transcribe.isPending && recorder.state.phase !== 'processing' };
}
