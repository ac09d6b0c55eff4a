/** What a request's log line holds: its method and path, never the query string or a visitor's submission key. */
import {loggerOptions} from '../../../server/http/logger';

const logged = (method: string, url: string) => {
  const options = loggerOptions('info') as {serializers: {req: (req: {method: string; url: string}) => unknown}};
  return options.serializers.req({method, url});
};

describe('the request log', () => {
  it('keeps the path and drops the query string', () => {
    expect(logged('GET', '/contact?service=bridging-finance&name=Jo')).toEqual({method: 'GET', path: '/contact'});
  });

  it('leaves out the submission key of a look-up by key', () => {
    expect(logged('POST', '/api/enquiries/by-key/abcdefghijklmnop-0001')).toEqual({
      method: 'POST',
      path: '/api/enquiries/by-key/…',
    });
  });
});
