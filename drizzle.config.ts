import { defineConfig } from 'drizzle-kit';

// Migrations are generated once from server/db/schema.ts and applied at start-up on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
