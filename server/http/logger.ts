/**
 * Logger options. Nothing personal is logged: requests are logged by method,
 * path (without the query string) and status, never by IP address, headers
 * or body; enquiries are logged by reference number and status only.
 */
import type {FastifyServerOptions} from 'fastify';
import type {Config} from '../config';

interface LoggedRequest {
  method: string;
  url: string;
}

export function loggerOptions(level: Config['logLevel']): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (req: LoggedRequest) => ({method: req.method, path: req.url.split('?')[0]}),
      res: (res: {statusCode: number}) => ({statusCode: res.statusCode}),
    },
  };
}
