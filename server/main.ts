import { ConfigError, loadConfig } from './config.ts';
import { createChairside } from './app.ts';

let config;
try {
  config = loadConfig();
} catch (e) {
  if (e instanceof ConfigError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}

const chairside = await createChairside(config);
await chairside.app.listen({ port: config.port, host: config.host });
chairside.app.log.info(`Chairside is ready at ${config.publicUrl} (database ${chairside.database.kind}, mail ${chairside.mailer.kind})`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    chairside.app.log.info(`${signal}: finishing running jobs and shutting down`);
    chairside.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
