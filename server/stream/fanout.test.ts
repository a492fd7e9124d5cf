import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases.ts';
import { signUpVerified, startTestApp, type TestApp } from '../testing/harness.ts';
import { readUntil } from '../testing/sse.ts';

for (const database of await testDatabases()) {
  describe.skipIf(database.skipReason)(`stream fan-out on ${database.name}`, () => {
    let db: Awaited<ReturnType<typeof database.open>>;
    let first: TestApp;
    let second: TestApp;

    beforeAll(async () => {
      db = await database.open();
      // Processes of one deployment share AUTH_SECRET, so a session from one is valid on the other.
      const env = { AUTH_SECRET: 'a-secret-shared-by-every-server-process' };
      [first, second] = [await startTestApp(db, {}, env), await startTestApp(db, {}, env)];
    });
    afterAll(async () => {
      await first?.dispose();
      await second?.dispose();
      await db?.drop();
    });

    it("a stream on one server process hears about a change made through another", async () => {
      const { cookie } = await signUpVerified(first, 'two-servers@example.com');
      const address = await second.app.listen({ port: 0, host: '127.0.0.1' });
      const controller = new AbortController();
      const stream = await fetch(`${address}/api/transcriptions/stream`, { headers: { cookie }, signal: controller.signal });
      const reader = stream.body!.getReader();
      await readUntil(reader, 'data: []');

      // Clear-all on the first process is the change; the second process's stream must push the new list.
      const { rows } = (await db.db.execute(`insert into transcriptions (user_id, status) select id, 'completed' from "user" returning id`)) as unknown as { rows: { id: number }[] };
      await first.app.inject({ method: 'DELETE', url: '/api/transcriptions', headers: { cookie } });
      const text = await readUntil(reader, 'data: [');
      controller.abort();
      expect(rows).toHaveLength(1);
      expect(text).toContain('data: []');
    });
  });
}
