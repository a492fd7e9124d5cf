import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.ts';

export const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** Why this database cannot be used here, printed when its suite is skipped. */
  skipReason?: string;
  open(): Promise<Database & { reset(): Promise<void>; drop(): Promise<void> }>;
}

/** An in-memory PGlite, for suites whose subject does not depend on the database engine. */
export const pgliteDatabase: TestDatabase = { name: 'pglite', open: () => withReset(openDatabase({}), async () => {}) };

/** PGlite always; PostgreSQL when reachable, in a throw-away database of its own. */
export async function testDatabases(): Promise<TestDatabase[]> {
  const skipReason = await postgresUnreachable();
  if (skipReason) console.warn(`PostgreSQL integration suite skipped: ${skipReason}`);
  return [
    pgliteDatabase,
    {
      name: 'postgres',
      skipReason,
      async open() {
        const name = `chairside_test_${randomBytes(4).toString('hex')}`;
        await admin((c) => c.query(`create database ${name}`));
        const url = new URL(POSTGRES_URL);
        url.pathname = `/${name}`;
        return withReset(openDatabase({ databaseUrl: url.toString() }), () => admin((c) => c.query(`drop database if exists ${name} with (force)`)));
      },
    },
  ];
}

async function withReset(opening: Promise<Database>, dropDatabase: () => Promise<unknown>) {
  const database = await opening;
  return {
    ...database,
    /** Empties every table; much cheaper than a new database per test. */
    async reset() {
      // A server under test may be sweeping or polling jobs meanwhile; PostgreSQL then can pick the
      // truncate as a deadlock victim (40P01), which is safe to retry.
      for (let attempt = 1; ; attempt++) {
        try {
          await database.db.execute(sql`truncate table "jobs", "live_chunks", "transcriptions", "qr_sessions", "subscriptions", "stripe_events", "verification", "account", "session", "user" restart identity cascade`);
          return;
        } catch (e) {
          if (attempt >= 5 || !isDeadlock(e)) throw e;
        }
      }
    },
    async drop() {
      await database.close();
      await dropDatabase();
    },
  };
}

function isDeadlock(e: unknown): boolean {
  // drizzle wraps the driver's error; its code is on the error or on its cause.
  const error = (e ?? {}) as { code?: string; cause?: { code?: string } };
  return error.code === '40P01' || error.cause?.code === '40P01';
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function postgresUnreachable(): Promise<string | undefined> {
  try {
    await admin((c) => c.query('select 1'));
    return undefined;
  } catch (e) {
    return `${POSTGRES_URL.replace(/:[^:@/]*@/, ':***@')} is not reachable (${(e as Error).message})`;
  }
}
