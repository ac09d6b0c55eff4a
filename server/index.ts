/**
 * Starts the server: `node --import tsx server/index.ts` (npm start builds
 * the site first). Settings come from the environment: see server/config.ts.
 */
import {ConfigError, loadConfig} from './config';
import {createServer} from './server';

async function main() {
  const server = createServer(loadConfig());
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.app.log.info({signal}, 'shutting down');
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await server.start();
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
