/**
 * At most `max` open connections per client (an IPv4 address or an IPv6 /64,
 * as the rate limit counts them); more are closed on arrival. Without it one
 * client trickling requests slowly (slowloris) could hold every one of
 * the server's connections and shut every other visitor out. Each connection is
 * still bounded in time (the request timeout for the whole request,
 * body included: see app.ts).
 *
 * Behind a proxy every connection comes from the proxy, so the server does
 * not apply it when TRUST_PROXY is set: the proxy limits each visitor (the
 * generated nginx configuration does, with limit_conn).
 */
import type net from 'net';
import {clientKey} from './clientKey';

/** Returns how many clients have a connection open: the map's only entries, one per such client (its memory bound). */
export function limitConnectionsPerClient(server: net.Server, max: number): {clients: () => number} {
  const open = new Map<string, number>();
  server.on('connection', (socket: net.Socket) => {
    const key = clientKey(socket.remoteAddress ?? '');
    const count = (open.get(key) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
  return {clients: () => open.size};
}
