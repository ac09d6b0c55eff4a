/**
 * Starts the server: `node --import tsx server/index.ts` (npm start builds
 * the site first). Settings come from the environment: see server/config/settings.ts.
 * A bad setting or a start-up problem prints one line per problem, with no
 * stack trace, and exits with status 1.
 */
import {ConfigError, loadConfig} from './config';
import {createServer} from './server';
import {StartupError} from './startupError';

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
  if (error instanceof ConfigError) for (const problem of error.problems) console.error(`Setting problem: ${problem}`);
  else if (error instanceof StartupError) console.error(`Cannot start: ${error.message}`);
  else if ((error as {code?: unknown}).code === 'EADDRINUSE') {
    const {address, port} = error as {address?: string; port?: number};
    console.error(
      `Cannot start: ${address}:${port} is already in use (another copy of the server, or another program). Stop it, or set PORT to a free port.`,
    );
  } else console.error(error);
  process.exit(1);
});
