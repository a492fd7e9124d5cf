import type { FastifyError, FastifyInstance } from 'fastify';

/** An error whose message is safe and meant for the user; sent as the spec's generic `{ message }` body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Every failure leaves as `{ message }`; unexpected ones are logged and reported without internals.
 * With `spa`, unknown non-API pages get the web app's index.html so client-side routes survive a reload.
 */
export function installErrorHandler(app: FastifyInstance, { spa }: { spa: boolean }) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error, cause: (error as Error).cause }, 'request failed');
      // Our own errors carry a message written for the user; anything else stays in the log.
      if (!(error instanceof HttpError)) return reply.status(status).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    return reply.status(status).send({ message: error.message });
  });
  app.setNotFoundHandler((request, reply) => {
    if (spa && request.method === 'GET' && !request.url.startsWith('/api/')) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });
}
