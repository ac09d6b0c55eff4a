/**
 * The server's settings are declared once (server/config/settings.ts): the docs'
 * table and .env.example are what `npm run config:docs` writes from them,
 * every default parses, and every refusal names its variable.
 */
import fs from 'fs';
import {
  envExample,
  envExampleFile,
  operationsFile,
  settingsTable,
  tableIn,
  withTable,
} from '../../../scripts/config-docs';
import {ConfigError, notificationsOffWarning, loadConfig, plainWebhookWarning} from '../../../server/config';
import {settings} from '../../../server/config/settings';

const entries = Object.entries(settings);
const fix = 'out of date: run `npm run config:docs`';

describe('the settings docs', () => {
  it(`docs-dev/OPERATIONS.md's table lists every setting as server/config/settings.ts declares it (${fix})`, () => {
    expect(tableIn(fs.readFileSync(operationsFile, 'utf8'))).toBe(settingsTable());
  });

  it(`.env.example is what server/config/settings.ts declares (${fix})`, () => {
    expect(fs.readFileSync(envExampleFile, 'utf8')).toBe(envExample());
  });

  it('the table has one row per setting, with its default', () => {
    const rows = settingsTable().split('\n').slice(2);
    expect(rows).toHaveLength(entries.length);
    expect(rows[1]).toMatch(/^\| `PORT` +\| `3000` +\| The port the server listens on +\|$/);
    expect(rows.find((row) => row.startsWith('| `SMTP_HOST`'))).toMatch(/^\| `SMTP_HOST` +\| none +\|/);
  });

  it('the table is rewritten between its markers only', () => {
    const markdown = fs.readFileSync(operationsFile, 'utf8');
    const stale = withTable(markdown, '| Variable |\n| --- |');
    expect(tableIn(stale)).toBe('| Variable |\n| --- |');
    expect(withTable(stale, settingsTable())).toBe(markdown);
  });

  it('.env.example sets nothing until a line is uncommented, and each setting line names a declared setting', () => {
    const names = new Set(Object.keys(settings));
    const lines = envExample().split('\n');
    expect(lines.filter((line) => line !== '' && !line.startsWith('#'))).toEqual([]);
    const settingLines = lines.filter((line) => /^# [A-Z_]+=/.test(line));
    expect(settingLines.map((line) => line.slice(2, line.indexOf('=')))).toEqual([...names]);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(100);
  });
});

describe('each setting', () => {
  it.each(entries)('%s: its default and example are accepted', (name, entry) => {
    expect(() => loadConfig({[name]: entry.default})).not.toThrow();
    if (entry.example !== undefined) expect(entry.type(name).safeParse(entry.example).success).toBe(true);
  });

  it('an on/off setting reads on, yes, true and 1 as on; off, no, false, 0 and empty as off, in any case', () => {
    for (const on of ['on', 'yes', 'true', '1', 'ON']) expect(loadConfig({SERVE_SITE: on}).serveSite).toBe(true);
    for (const off of ['off', 'no', 'false', '0', '', 'Off'])
      expect(loadConfig({SERVE_SITE: off}).serveSite).toBe(false);
  });

  it('with a value that is not one, is refused with one line that starts with its name', () => {
    const value = 'not a value \u2603 hunter2';
    const acceptsAnyText: string[] = [];
    for (const [name] of entries) {
      let problems: string[] = [];
      try {
        loadConfig({[name]: value});
        acceptsAnyText.push(name);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        problems = (error as ConfigError).problems;
      }
      if (acceptsAnyText.includes(name)) continue;
      expect(problems).toHaveLength(1);
      expect(problems[0]!.startsWith(name)).toBe(true);
      // Lists of addresses name the entry not understood; nothing else repeats a value (it could be a password).
      if (!['TRUST_PROXY', 'ALLOWED_ORIGINS'].includes(name)) expect(problems[0]).not.toContain('hunter2');
    }
    // Only free text takes anything: paths, names and secrets.
    expect(acceptsAnyText).toEqual(['HOST', 'BUILD_DIR', 'DATABASE_PATH', 'SMTP_USER', 'SMTP_PASS', 'WEBHOOK_SECRET']);
  });
});

describe('mistakes a broker might type', () => {
  it('an e-mail address with a comma for a dot is refused, not sent to half an address', () => {
    for (const name of ['MAIL_TO', 'MAIL_FROM'])
      expect(() => loadConfig({[name]: 'quotes@harbourline,com.au'})).toThrow(`${name} must be an e-mail address`);
    expect(loadConfig({MAIL_TO: 'Quotes <quotes@harbourline.com.au>'})).toBeDefined();
  });

  it('enquiries may go to several addresses, each checked', () => {
    expect(loadConfig({MAIL_TO: 'quotes@harbourline.com.au, Sam <sam@harbourline.com.au>'})).toBeDefined();
    expect(loadConfig({MAIL_TO: '"Smith, Jo" <jo@harbourline.com.au>, sam@harbourline.com.au'})).toBeDefined();
    expect(() => loadConfig({MAIL_TO: 'quotes@harbourline.com.au,'})).toThrow('MAIL_TO must be');
    expect(() => loadConfig({MAIL_TO: 'quotes@harbourline.com.au, sam@harbourline'})).toThrow(
      'MAIL_TO must be an e-mail address, or several separated by commas',
    );
    expect(() => loadConfig({MAIL_FROM: 'a@harbourline.com.au, b@harbourline.com.au'})).toThrow(
      'MAIL_FROM must be an e-mail address',
    );
  });

  it('a misspelt setting of one of the server’s families is refused, naming the settings it may have meant', () => {
    let problems: string[] = [];
    try {
      loadConfig({SMTP_USERNAME: 'broker', NOTIFICATION: 'on', PATH: '/usr/bin', MAIL: '/var/mail/broker'});
    } catch (error) {
      problems = (error as ConfigError).problems;
    }
    expect(problems).toEqual([
      'SMTP_USERNAME is not a setting the server reads: did you mean SMTP_HOST, or SMTP_PORT, or SMTP_SECURE, or SMTP_ALLOW_PLAINTEXT, or SMTP_USER, or SMTP_PASS?',
      'NOTIFICATION is not a setting the server reads: did you mean NOTIFICATIONS?',
    ]);
  });
});

describe('notifications off, the default', () => {
  it('is a start-up warning saying nobody is told of enquiries and how to read or send them', () => {
    expect(notificationsOffWarning(loadConfig({}))).toBe(
      'NOTIFICATIONS is off: enquiries are stored but nobody is told of them (read them with `npm run enquiries -- list`). Set NOTIFICATIONS=on with SMTP_HOST or WEBHOOK_URL to send them (docs-dev/OPERATIONS.md).',
    );
  });
});

describe('a webhook over plain http://', () => {
  const warning = (url: string) => plainWebhookWarning(loadConfig({NOTIFICATIONS: 'on', WEBHOOK_URL: url}));

  it('is a start-up warning when it leaves the machine: enquiries would travel unencrypted', () => {
    expect(warning('http://crm.internal.example/hook')).toBe(
      'WEBHOOK_URL is http://, so enquiries go to crm.internal.example unencrypted: use https:// unless the receiver is on a private network you trust.',
    );
  });

  it('gives none for https:// or a receiver on this machine', () => {
    expect(warning('https://crm.example.com/hook')).toBeUndefined();
    expect(warning('http://127.0.0.1:8080/hook')).toBeUndefined();
    expect(warning('http://localhost:8080/hook')).toBeUndefined();
  });
});

describe('notification channels set up while NOTIFICATIONS is off', () => {
  it('are named in a start-up warning, since nobody would be told of enquiries', () => {
    const mailOnly = loadConfig({SMTP_HOST: 'mail.example.com', MAIL_FROM: 'a@b.au', MAIL_TO: 'c@d.au'});
    expect(mailOnly.notify.smtp).toBeUndefined();
    expect(notificationsOffWarning(mailOnly)).toBe(
      'NOTIFICATIONS is off, so SMTP_HOST is not used: enquiries are stored but nobody is told of them. Set NOTIFICATIONS=on to send them.',
    );
    expect(
      notificationsOffWarning(loadConfig({SMTP_HOST: 'mail', WEBHOOK_URL: 'https://crm.example.com/hook'})),
    ).toMatch(/^NOTIFICATIONS is off, so SMTP_HOST and WEBHOOK_URL are not used/);
  });

  it('give no warning when notifications are on', () => {
    expect(
      notificationsOffWarning(loadConfig({NOTIFICATIONS: 'on', WEBHOOK_URL: 'https://crm.example.com/hook'})),
    ).toBeUndefined();
  });
});
