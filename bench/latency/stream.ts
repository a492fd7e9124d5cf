import type { Transcription } from '../../core/api/transcription.ts';

/**
 * The user's appointment list as the browser sees it: from the server-sent event stream, not by polling (a poll
 * every few milliseconds would load the very server being timed).
 */
export async function watchAppointments(url: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/transcriptions/stream`, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal });
  if (!res.ok || !res.body) throw new Error(`stream: ${res.status} ${await res.text()}`);
  let latest: Transcription[] = [];
  const listeners = new Set<() => void>();

  const read = async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = res.body!.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      buffer += decoder.decode(part.value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        // Named events (heartbeat, signout, sync-success) carry no list.
        if (lines.some((l) => l.startsWith('event:'))) continue;
        const data = lines.filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trimStart()).join('\n');
        const message: unknown = data ? JSON.parse(data) : null;
        if (!Array.isArray(message)) continue;
        latest = message as Transcription[];
        for (const listener of [...listeners]) listener();
      }
    }
  };
  read().catch((e: Error) => e.name !== 'AbortError' && console.error('stream ended:', e.message));

  return {
    /** Resolves once the stream shows the appointment's notes completed; rejects if it shows an error. */
    notesReady(id: number): Promise<void> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const t = latest.find((x) => x.id === id);
          if (t?.status === 'error' || t?.clinicalNotesStatus === 'error') {
            listeners.delete(check);
            reject(new Error(`appointment ${id} failed: ${t.errorMessage}`));
          } else if (t?.clinicalNotesStatus === 'completed') {
            listeners.delete(check);
            resolve();
          }
        };
        listeners.add(check);
        check();
      });
    },
    /** The appointment's transcript as last seen on the stream. */
    transcript: (id: number) => latest.find((x) => x.id === id)?.transcriptionText ?? '',
    close: () => controller.abort(),
  };
}
