import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Transcription } from '../../core/api/transcription.ts';
import { request } from './http.ts';
import type { SessionUser } from './session.ts';

export const TRANSCRIPTIONS_KEY = ['/api/transcriptions'];
const DEVICE_KEY = 'sse_device_id_v1';

export function useTranscriptions(user: SessionUser) {
  return useQuery({
    queryKey: TRANSCRIPTIONS_KEY,
    queryFn: () => request<Transcription[]>(`/api/transcriptions?${identity(user)}`),
  });
}

/** Keeps the cached list equal to what the server pushes; reconnects 1500 ms after an error. */
export function useTranscriptionStream(user: SessionUser) {
  const client = useQueryClient();
  useEffect(() => {
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const connectionId = `sse-${deviceId()}-${user.id}`;
      source = new EventSource(`/api/transcriptions/stream?${identity(user)}&connectionId=${encodeURIComponent(connectionId)}`, { withCredentials: true });
      source.onmessage = (event) => client.setQueryData(TRANSCRIPTIONS_KEY, JSON.parse(event.data as string) as Transcription[]);
      source.onerror = () => {
        source?.close();
        retry = setTimeout(connect, 1500);
      };
    };
    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [client, user]);
}

export function useUpload(user: SessionUser) {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('audio', file, file.name);
      form.append('supabaseUserId', user.id);
      form.append('userEmail', user.email);
      return request<{ id: number }>('/api/transcribe', { method: 'POST', body: form });
    },
  });
}

function identity(user: SessionUser) {
  return new URLSearchParams({ supabaseUserId: user.id, userEmail: user.email }).toString();
}

function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) localStorage.setItem(DEVICE_KEY, (id = crypto.randomUUID()));
  return id;
}
