/**
 * Logger options. Nothing personal is logged: requests are logged by method,
 * path (without the query string or a submission key) and status, never by IP address, headers
 * or body; enquiries are logged by reference number and status only.
 */
import type {FastifyServerOptions} from 'fastify';
import type {Config} from '../config';

interface LoggedRequest {
  method: string;
  url: string;
}

/** The path without its query string; a submission key in it is the visitor's (stored only as a hash), so it is left out. */
const loggedPath = (url: string) => url.split('?')[0]!.replace(/(\/by-key\/)[^/]+/, '$1…');

export function loggerOptions(level: Config['logLevel']): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (req: LoggedRequest) => ({method: req.method, path: loggedPath(req.url)}),
      res: (res: {statusCode: number}) => ({statusCode: res.statusCode}),
    },
  };
}
