import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Transcription } from '../../core/api/transcription.ts';
import type { Identity } from '../api/http.ts';
import { TRANSCRIPTIONS_KEY } from '../api/transcriptions.ts';
import { openBus, type BusMessage } from './bus.ts';
import { connectTranscriptionStream, type StreamHandlers } from './connection.ts';
import type { StreamStatus } from './machine.ts';

interface ListMessage extends BusMessage {
  type: 'transcriptions';
  userId: string;
  list: Transcription[];
}

const isListFor = (message: BusMessage, userId: string): message is ListMessage =>
  message.type === 'transcriptions' && (message as ListMessage).userId === userId && Array.isArray((message as ListMessage).list);

/** What the stream carries besides lists; the access area decides what each does. */
export type StreamEvents = Pick<StreamHandlers, 'onSignout' | 'onSyncUsed'>;

/**
 * Keeps the cached appointment list equal to what the server pushes, and passes each list to the other
 * tabs; a tab whose own stream is not open (reconnecting, asleep) takes them from there meanwhile.
 */
export function useTranscriptionStream(user: Identity, events: StreamEvents = {}) {
  const client = useQueryClient();
  const handlers = useRef(events);
  useEffect(() => {
    handlers.current = events;
  });

  const { id, email } = user;
  useEffect(() => {
    const bus = openBus();
    let status: StreamStatus = 'stopped';
    const unsubscribe = bus.subscribe((message) => {
      // A tab with an open stream has its own, newer copy; an older one from another tab must not replace it.
      if (status !== 'open' && isListFor(message, id)) client.setQueryData(TRANSCRIPTIONS_KEY, message.list);
    });
    const disconnect = connectTranscriptionStream(
      { id, email },
      {
        onList: (list) => {
          client.setQueryData(TRANSCRIPTIONS_KEY, list);
          bus.post<ListMessage>({ type: 'transcriptions', userId: id, list });
        },
        onSignout: (userId) => handlers.current.onSignout?.(userId),
        onSyncUsed: (userId) => handlers.current.onSyncUsed?.(userId),
        onStatus: (next) => (status = next),
      },
    );
    return () => {
      disconnect();
      unsubscribe();
      bus.close();
    };
  }, [client, id, email]);
}
