/** The spec's cross-tab channel; the access area shares it for its own messages, so receivers check `type`. */
export const BUS_NAME = 'authbus';

export interface BusMessage {
  type: string;
}

export interface Bus {
  post<M extends BusMessage>(message: M): void;
  subscribe(listener: (message: BusMessage) => void): () => void;
  close(): void;
}

/**
 * Messages to this app's other tabs: a BroadcastChannel, or where there is none, a localStorage entry
 * written and removed at once (other tabs still get the `storage` event, and nothing lingers on disk).
 */
export function openBus(name = BUS_NAME): Bus {
  const listeners = new Set<(message: BusMessage) => void>();
  const deliver = (data: unknown) => {
    if (data && typeof data === 'object' && typeof (data as BusMessage).type === 'string') listeners.forEach((l) => l(data as BusMessage));
  };

  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(name);
    channel.onmessage = (event) => deliver(event.data);
    return {
      post: (message) => channel.postMessage(message),
      subscribe: (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
      close: () => channel.close(),
    };
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key !== name || !event.newValue) return;
    try {
      deliver((JSON.parse(event.newValue) as { message: unknown }).message);
    } catch {
      // someone else's value under our key
    }
  };
  window.addEventListener('storage', onStorage);
  return {
    post: (message) => {
      try {
        // The nonce makes repeated identical messages still count as a change.
        localStorage.setItem(name, JSON.stringify({ message, nonce: Math.random() }));
        localStorage.removeItem(name);
      } catch {
        // storage full or blocked: other tabs catch up from their own stream
      }
    },
    subscribe: (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
    close: () => window.removeEventListener('storage', onStorage),
  };
}
