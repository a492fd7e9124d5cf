import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { HealthResponse } from '../../core/api/health.ts';
import type { Database } from '../db/client.ts';

export async function healthRoutes(app: FastifyInstance, options: { database: Database; stt: string; notes: string }) {
  app.get('/api/health', async (_request, reply): Promise<HealthResponse | void> => {
    try {
      await options.database.db.execute(sql`select 1`);
    } catch {
      return reply.status(503).send({ message: 'The database is not reachable.' });
    }
    return { status: 'ok', database: options.database.kind, stt: options.stt, notes: options.notes };
  });
}
