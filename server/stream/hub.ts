import type { Database } from '../db/client.ts';

const CHANNEL = 'chairside_events';

/** What a user's open streams are told. */
export type StreamEvent =
  | { kind: 'transcriptions'; userId: string }
  | { kind: 'signout'; userId: string }
  | { kind: 'sync-success'; userId: string }
  | { kind: 'qr-consumed'; userId: string };

type Listener = (event: StreamEvent) => void;

/**
 * Fans events out to every server process through the database's LISTEN/NOTIFY (PGlite and PostgreSQL
 * alike), so a stream on one process hears about changes made by another.
 */
export class StreamHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private unlisten?: () => Promise<void>;

  constructor(private readonly database: Database) {}

  async start() {
    this.unlisten = await this.database.listen(CHANNEL, (payload) => {
      const event = JSON.parse(payload) as StreamEvent;
      this.listeners.get(event.userId)?.forEach((listener) => listener(event));
    });
  }

  async stop() {
    await this.unlisten?.();
  }

  publish(event: StreamEvent): Promise<void> {
    return this.database.notify(CHANNEL, JSON.stringify(event));
  }

  /** Tells every stream of this user that their transcriptions changed. */
  transcriptionsChanged(userId: string): Promise<void> {
    return this.publish({ kind: 'transcriptions', userId });
  }

  subscribe(userId: string, listener: Listener): () => void {
    let set = this.listeners.get(userId);
    if (!set) this.listeners.set(userId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }
}
