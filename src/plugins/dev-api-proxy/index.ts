/**
 * dev-api-proxy: during `npm run dev`, the Docusaurus development server
 * (live reload) passes /api/* and /healthz to the site's Node server, so the
 * quote form works in development as it does in production. scripts/dev.mjs
 * starts both and sets API_PROXY_TARGET. Production builds are unaffected.
 */
import type {Plugin} from '@docusaurus/types';

export default function devApiProxyPlugin(): Plugin {
  return {
    name: 'dev-api-proxy',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'development') return {};
      const target = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';
      return {devServer: {proxy: [{context: ['/api', '/healthz'], target}]}} as object;
    },
  };
}
