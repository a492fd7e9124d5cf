import { z } from 'zod';

export const HealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  stt: z.string(),
  notes: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
