/**
 * Writes web-server configuration generated from the site map and the build:
 *
 *   npm run deploy-config -- nginx --root build --listen 0.0.0.0:80 --api http://127.0.0.1:3000 [--out nginx.conf]
 *     [--client-timeout SECONDS]   (slow headers, a silent body, an unread response; default 10)
 *     [--server-name NAME ...]     (the site's host names; without one, any host)
 *     [--tls-cert FILE --tls-key FILE [--http HOST:PORT]]   (HTTPS on --listen; plain HTTP on --http, default the
 *                                   same host's port 80, redirected to it)
 *
 * With --out FILE it writes FILE (a complete nginx.conf: `nginx -c FILE`) and,
 * beside it, FILE's name with ".server.conf" (a server block, plus the map it
 * needs, to include inside `http { }` of an existing nginx). Without --out the
 * complete configuration goes to standard output. Run it after every build.
 */
import fs from 'fs';
import path from 'path';
import {parseArgs} from 'util';
import {renderHttpPrelude, renderNginxConf, renderServerBlock} from '../deploy/nginx';
import {readHostingRules} from '../deploy/rules';

const DEBIAN_BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

function fail(message: string): never {
  console.error(`deploy-config: ${message}`);
  process.exit(2);
}

const usage =
  'usage: npm run deploy-config -- nginx --root DIR --listen HOST:PORT --api http://HOST:PORT [--out FILE] [--state-dir DIR] [--brotli auto|off|MODULE] [--client-timeout SECONDS] [--server-name NAME] [--tls-cert FILE --tls-key FILE [--http HOST:PORT]]';

function readArgs() {
  if (process.argv.includes('--help')) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        root: {type: 'string', default: 'build'},
        listen: {type: 'string', default: '127.0.0.1:8080'},
        api: {type: 'string', default: 'http://127.0.0.1:3000'},
        out: {type: 'string'},
        'state-dir': {type: 'string'},
        brotli: {type: 'string', default: 'auto'},
        'client-timeout': {type: 'string', default: '10'},
        'server-name': {type: 'string', multiple: true},
        'tls-cert': {type: 'string'},
        'tls-key': {type: 'string'},
        http: {type: 'string'},
      },
    });
  } catch (error) {
    // An unknown option or one without its value: what was wrong and the usage, not a stack trace.
    return fail(`${(error as Error).message.split('. ')[0]}.\n${usage}`);
  }
}

const {positionals, values} = readArgs();

if (positionals[0] !== 'nginx') fail(usage);
const hostPort = /^[\w.[\]:-]+:\d+$/;
if (!hostPort.test(values.listen)) fail(`--listen must be HOST:PORT, not "${values.listen}"`);
if (!/^https?:\/\/[\w.[\]:-]+(:\d+)?\/?$/.test(values.api)) fail(`--api must be http://HOST:PORT, not "${values.api}"`);

const clientTimeoutSeconds = Number(values['client-timeout']);
if (!Number.isInteger(clientTimeoutSeconds) || clientTimeoutSeconds < 1) {
  fail(`--client-timeout must be a whole number of seconds, not "${values['client-timeout']}"`);
}

const root = path.resolve(values.root);
if (!fs.existsSync(path.join(root, 'index.html'))) fail(`${root} has no index.html: run \`npm run build\` first`);

// Brotli needs a module that not every nginx has: "auto" uses Debian's when it is installed.
const brotliModule =
  values.brotli === 'off'
    ? undefined
    : values.brotli === 'auto'
      ? fs.existsSync(DEBIAN_BROTLI_MODULE)
        ? DEBIAN_BROTLI_MODULE
        : undefined
      : values.brotli;

/** HTTPS needs both files, which exist once a certificate has been issued (docs-dev/OPERATIONS.md, layout 2). */
function readTls() {
  const [certificate, key] = [values['tls-cert'], values['tls-key']];
  if (!certificate && !key) {
    if (values.http) fail('--http is for HTTPS: give --tls-cert and --tls-key too');
    return undefined;
  }
  if (!certificate || !key) fail('HTTPS needs both --tls-cert and --tls-key');
  for (const file of [certificate, key]) {
    // Only a missing file stops it: certbot's folder is root's alone, and nginx, started as root, reads it.
    try {
      fs.statSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        fail(`${file} does not exist: issue the certificate first (docs-dev/OPERATIONS.md)`);
      }
    }
  }
  const httpListen = values.http ?? `${values.listen.slice(0, values.listen.lastIndexOf(':'))}:80`;
  if (!hostPort.test(httpListen)) fail(`--http must be HOST:PORT, not "${httpListen}"`);
  return {certificate: path.resolve(certificate), key: path.resolve(key), httpListen};
}

const out = values.out && path.resolve(values.out);
const stateDir = path.resolve(values['state-dir'] ?? path.join(out ? path.dirname(out) : process.cwd(), 'nginx-state'));
// A host name goes into the configuration as written: nothing but a name's characters.
for (const name of values['server-name'] ?? []) {
  if (!/^[A-Za-z0-9.*-]+$/.test(name)) fail(`--server-name must be a host name, not "${name}"`);
}
const options = {
  root,
  listen: values.listen,
  api: values.api,
  brotliModule,
  stateDir,
  clientTimeoutSeconds,
  serverNames: values['server-name'],
  tls: readTls(),
};
const rules = readHostingRules(root);
const conf = renderNginxConf(rules, options);

if (!out) {
  process.stdout.write(conf);
} else {
  // acme/: where certbot's --webroot puts the challenges the configuration answers.
  fs.mkdirSync(path.join(stateDir, 'acme'), {recursive: true});
  fs.writeFileSync(out, conf);
  const include = out.replace(/(\.conf)?$/, '.server.conf');
  fs.writeFileSync(include, `${renderHttpPrelude()}\n\n${renderServerBlock(rules, options)}\n`);
  console.log(`deploy-config: wrote ${out} (nginx -c ${out}) and ${include} (include inside http { })`);
  console.log(
    "deploy-config: set TRUST_PROXY on the Node server to nginx's address as it sees it (TRUST_PROXY=127.0.0.1 on one host)",
  );
}
