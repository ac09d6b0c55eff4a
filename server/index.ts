/**
 * Starts the server: `node --import tsx server/index.ts` (npm start builds
 * the site first). Settings come from the environment: see server/config.ts.
 */
import {buildApp} from './app';
import {ConfigError, loadConfig} from './config';

async function main() {
  const config = loadConfig();
  const app = buildApp({config});

  const close = async (signal: string) => {
    app.log.info({signal}, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);

  await app.listen({host: config.host, port: config.port});
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
