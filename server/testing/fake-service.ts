import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export interface Reply {
  status?: number;
  body: unknown;
  /** Milliseconds to wait before answering (to exercise client time-outs). */
  delayMs?: number;
}

/**
 * Test support: a tiny local HTTP server standing in for a hosted API (OpenAI-compatible speech and chat
 * endpoints, Stripe's), recording each request and answering whatever the test set for its path.
 */
export class FakeService {
  readonly requests: Recorded[] = [];
  replies: Record<string, Reply> = {};
  private server?: Server;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = (req.url ?? '').split('?')[0]!;
        this.requests.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
        const reply = this.replies[path] ?? { status: 404, body: { error: { message: `no reply set for ${path}` } } };
        const send = () => {
          if (res.destroyed) return;
          res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
          res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
        };
        if (reply.delayMs) setTimeout(send, reply.delayMs);
        else send();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
