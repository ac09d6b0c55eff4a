/**
 * What the server keeps in memory per client is bounded by a count, not by
 * time or traffic: the per-client connection count holds one entry per
 * client with a connection open, and none once they close. (The rate limit's
 * bound, at most maxClients windows, is held in rateLimit.test.ts.)
 */
import net from 'net';
import {limitConnectionsPerClient} from '../../../server/http/connectionLimit';
import {waitFor} from './helpers';

it('keeps one entry per client with a connection open, and none once they are closed', async () => {
  const server = net.createServer((socket) => socket.on('error', () => undefined));
  const limit = limitConnectionsPerClient(server, 2);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as net.AddressInfo;
  try {
    // Five clients (loopback addresses), each trying four connections: two each are kept.
    const sockets: net.Socket[] = [];
    for (let client = 1; client <= 5; client += 1)
      for (let i = 0; i < 4; i += 1) {
        const socket = net.connect({port, host: '127.0.0.1', localAddress: `127.0.0.${client}`});
        socket.on('error', () => undefined);
        sockets.push(socket);
      }
    await waitFor(() => limit.clients() === 5 && sockets.filter((s) => !s.destroyed).length === 10, 10_000, 'clients');
    for (const socket of sockets) socket.destroy();
    await waitFor(() => limit.clients() === 0, 10_000, 'every entry removed');
  } finally {
    server.close();
  }
});
