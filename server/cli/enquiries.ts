/**
 * The enquiries command, for the people who follow up enquiries:
 *
 *   npm run enquiries -- list [--all] [--limit 20] [--spam]
 *   npm run enquiries -- show HCF-2026-ABC234
 *   npm run enquiries -- export [--out enquiries.csv]
 *   npm run enquiries -- report [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--csv]
 *   npm run enquiries -- purge [--dry-run] [--include-unsent]
 *   npm run enquiries -- retry [--never-notified email,webhook]
 *   npm run enquiries -- delete HCF-2026-ABC234 [--yes] [--include-unsent]
 *
 * It reads the database named by DATABASE_PATH (default data/enquiries.db).
 * `list` prints the latest enquiries, genuine ones only unless --spam;
 * `show` prints one in full, as its e-mail reads (details added included), and
 * where its notifications stand: the way to read it when the e-mail never came;
 * `export` writes every enquiry, spam included and flagged, as CSV to the
 * file given (created readable by its owner only: it holds personal
 * information) or to standard output. `report` counts enquiries by month,
 * source, landing page, campaign, service and tool (reportCommand.ts);
 * `purge` deletes those past their retention period (purgeCommand.ts);
 * `retry` makes every notification waiting for another try after a failed one
 * due now, for after a channel is fixed (otherwise the next try can be up to
 * an hour away); with --never-notified, it also queues the enquiries stored
 * while notifications were off on the channels named, for after one is set.
 * `delete` deletes one enquiry and what is keyed to it, leaving no copy in
 * the file (a person's request, a test enquiry): without --yes it only says
 * which enquiry it would delete, and one the broker may not have been told of
 * it deletes only with --include-unsent too, as the purge does.
 *
 * Enquiries are typed by the public: `list` shows any control or
 * direction-changing character as a visible \u{...} code, so a stored value
 * cannot move the cursor, retitle the terminal or reverse a line.
 */
import fs from 'fs';
import path from 'path';
import {attributionSummary, enquiryHeader, enquiryRow} from '../export/enquiryTable';
import {sydneyDateTime} from '../report/dates';
import {toCsv} from '../export/csv';
import {referencePattern} from '../enquiries/reference';
import {changeLines, emailSubject, emailText, judgedConsumer, serviceName, urgency} from '../notify/enquiryMessage';
import {choiceLabel} from '../../src/enquiry/fields';
import {formatWholeDollars} from '../../src/finance/format';
import {upperFirst} from '../../src/content/lowerFirst';
import {openDatabase} from '../storage/database';
import {StartupError} from '../startupError';
import {createEnquiryStore, type Channel, type StoredEnquiry} from '../storage/enquiryStore';
import {createOutboxStore, type NotificationState} from '../storage/outboxStore';
import {OVERDUE_AFTER_MS} from '../notify/outboxWorker';
import {retentionPeriods} from '../config';
import {parsePurgeArgs, runDelete, runPurge, type PurgeArgs} from './purgeCommand';
import {parseReportArgs, runReport, type ReportArgs} from './reportCommand';
import {terminalCell as pad, terminalText} from './terminalText';

const usage = `Usage:
  npm run enquiries -- list [--all] [--limit N] [--spam]   the latest enquiries (default 20, genuine only;
                                                           --spam lists spam too, flagged)
  npm run enquiries -- show REFERENCE                     one enquiry in full, as its e-mail reads
  npm run enquiries -- export [--out file.csv]            every enquiry as CSV (spam flagged)
  npm run enquiries -- report [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--csv]
                                                          counts by month, source, landing page, campaign,
                                                          service and tool, spam apart (Sydney dates, inclusive)
  npm run enquiries -- purge [--dry-run] [--include-unsent]
                                                          delete enquiries and spam past the periods the
                                                          privacy policy states (src/compliance/retention.ts)
  npm run enquiries -- retry                              after fixing e-mail or the webhook: every notification
                                                          waiting after a failed try is tried again now
  npm run enquiries -- retry --never-notified email,webhook
                                                          after setting e-mail or the webhook (name every channel
                                                          the server now has, in one run): the enquiries taken
                                                          while notifications were off are sent on them too
  npm run enquiries -- delete REFERENCE [--yes] [--include-unsent]
                                                          delete one enquiry (a person's request, a test): without
                                                          --yes it only names the enquiry it would delete; one the
                                                          broker may not have needs --include-unsent too

Reads DATABASE_PATH (default data/enquiries.db).`;

interface ListArgs {
  limit: number;
  spam: boolean;
}

/** `list`'s options; an unknown one, or a --limit that is not a count, is an error rather than a silent default. */
export function parseListArgs(args: readonly string[]): ListArgs | {error: string} {
  const result: ListArgs = {limit: 20, spam: false};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--all') result.limit = Infinity;
    else if (arg === '--spam') result.spam = true;
    else if (arg === '--limit') {
      const value = args[++i];
      if (!value || !/^[1-9]\d*$/.test(value))
        return {error: `--limit takes how many enquiries to list, 1 or more${value ? ` (not "${value}")` : ''}.`};
      result.limit = Number(value);
    } else return {error: `Unknown option for list: ${arg}`};
  }
  return result;
}

/** `export`'s one option: the file to write, or undefined for standard output. */
export function parseExportArgs(args: readonly string[]): {out?: string} | {error: string} {
  if (args.length === 0) return {};
  if (args[0] === '--out' && args.length === 2 && args[1] && !args[1].startsWith('--')) return {out: args[1]};
  return {error: `export takes only --out and a file name (it was given: ${args.join(' ')})`};
}

/** `retry`'s one option: the channels to send the enquiries stored while notifications were off on. */
export function parseRetryArgs(args: readonly string[]): {neverNotified: Channel[]} | {error: string} {
  if (args.length === 0) return {neverNotified: []};
  const channels = args.length === 2 && args[0] === '--never-notified' ? args[1]!.split(',') : [];
  if (channels.length > 0 && channels.every((c): c is Channel => c === 'email' || c === 'webhook'))
    return {neverNotified: [...new Set(channels)]};
  return {
    error: `retry takes no option, or --never-notified and the channels the server now has: email, webhook or email,webhook (it was given: ${args.join(' ')})`,
  };
}

export function run(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: (text: string) => void = (t) => process.stdout.write(t),
  // What went wrong, and "no database yet", on standard error: standard output is the data, and `report --csv >
  // report.csv` wrote the message into the file (a broker's trial).
  problem: (text: string) => void = (t) => process.stderr.write(t),
): number {
  const [command, ...rest] = args;
  if (!['list', 'show', 'export', 'report', 'purge', 'retry', 'delete'].includes(command ?? '')) {
    const asked = command === undefined || command === '--help' || command === 'help';
    (asked ? out : problem)(`${asked ? '' : `There is no "${terminalText(command!)}" command.\n\n`}${usage}\n`);
    return asked ? 0 : 1;
  }
  if (rest.includes('--help')) {
    out(`${usage}\n`);
    return 0;
  }
  const reportArgs = command === 'report' ? parseReportArgs(rest) : undefined;
  const purgeArgs = command === 'purge' ? parsePurgeArgs(rest) : undefined;
  const listArgs = command === 'list' ? parseListArgs(rest) : undefined;
  const exportArgs = command === 'export' ? parseExportArgs(rest) : undefined;
  const retryArgs = command === 'retry' ? parseRetryArgs(rest) : undefined;
  // Trimmed and upper-cased: a reference copied from an e-mail often brings a space, or is typed in lower case.
  const confirmed = command === 'delete' && rest.includes('--yes');
  const includeUnsent = command === 'delete' && rest.includes('--include-unsent');
  const referenceArgs = rest.filter(
    (arg) => !(confirmed && arg === '--yes') && !(includeUnsent && arg === '--include-unsent'),
  );
  const shown = referenceArgs.length === 1 ? referenceArgs[0]!.trim().toUpperCase() : '';
  const oneEnquiryArgs =
    command !== 'show' && command !== 'delete'
      ? undefined
      : referencePattern.test(shown)
        ? {reference: shown}
        : {error: `${command} takes one reference, such as HCF-2026-ABC234.`};
  for (const parsed of [reportArgs, purgeArgs, listArgs, exportArgs, oneEnquiryArgs, retryArgs])
    if (parsed && 'error' in parsed) {
      problem(`${parsed.error}\n\n${usage}\n`);
      return 1;
    }
  // Set but empty, it named the working folder, and "cannot be opened" said nothing of why; the server refuses it too.
  if (env.DATABASE_PATH?.trim() === '') {
    problem(
      "DATABASE_PATH must not be empty: give the server's database file, or leave it unset for data/enquiries.db.\n",
    );
    return 1;
  }
  const file = path.resolve(env.DATABASE_PATH ?? 'data/enquiries.db');
  if (!fs.existsSync(file)) {
    // Reading nothing is an answer; acting on nothing is not: a retry in the middle of an outage, run without the
    // server's DATABASE_PATH, read as "nothing to retry" and exited 0 (an operator's rehearsal).
    const reads = command === 'list' || command === 'report';
    problem(
      `No enquiries yet: there is no database at ${file}.${reads ? '' : " Not the server's? Run the command with the server's DATABASE_PATH (docs-dev/OPERATIONS.md)."}\n`,
    );
    return reads ? 0 : 1;
  }
  let db: ReturnType<typeof openDatabase>;
  try {
    db = openDatabase(file, {upgrade: false});
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    problem(`${error.message}\n`);
    return 1;
  }
  try {
    if (reportArgs) return runReport(db, reportArgs as ReportArgs, out);
    if (purgeArgs) return runPurge(db, retentionPeriods, purgeArgs as PurgeArgs, out);
    const outbox = createOutboxStore(db);
    if (retryArgs && 'neverNotified' in retryArgs) {
      const count = outbox.retryNow(Date.now());
      const channels = retryArgs.neverNotified;
      // With --never-notified, "none waiting" would only come before the answer she asked for.
      if (count > 0 || channels.length === 0)
        out(
          count === 0
            ? 'No notification is waiting for another try.\n'
            : `${count} ${count === 1 ? 'notification was' : 'notifications were'} waiting for another try: the running server tries again within seconds on each channel it has (a stopped one as it starts). See how it went with list or show.\n`,
        );
      if (channels.length === 0) return 0;
      const queued = outbox.queueNeverNotified(channels, Date.now());
      out(
        queued === 0
          ? 'No enquiry needs it: each has been sent to the broker, or already waits on those channels.\n'
          : `${queued} ${queued === 1 ? 'enquiry' : 'enquiries'} never sent to the broker now ${queued === 1 ? 'waits' : 'wait'} on ${channels.join(' and ')}: a running server with ${channels.length === 1 ? 'that channel' : 'those channels'} sends ${queued === 1 ? 'it' : 'them'} within seconds (a stopped one as it starts), with any details added since; on a channel the server does not have, list flags ${queued === 1 ? 'it' : 'them'} after 15 minutes.\n`,
      );
      return 0;
    }
    const store = createEnquiryStore(db);
    const notifications = outbox.byEnquiry();
    const notificationText = (n: NotificationState) =>
      `${n.kind === 'details' ? 'details ' : ''}${n.channel} ${n.status}${n.status === 'sent' ? '' : ` (${n.attempts} ${n.attempts === 1 ? 'attempt' : 'attempts'}${n.lastError ? `, last ${n.lastError}` : ''})`}`;
    const notified = (stored: StoredEnquiry) =>
      (notifications.get(stored.id) ?? []).map(notificationText).join('; ') || 'none (notifications were off)';
    // What the broker may not have in the inbox: a notification a failed try left waiting (not one just received and
    // about to go), one never tried long after it was due (queued on a channel the server does not have, or the
    // server is stopped), or one the receiver went quiet on after taking it ('unconfirmed').
    const overdueSince = Date.now() - OVERDUE_AFTER_MS;
    const unsent = (stored: StoredEnquiry) =>
      (notifications.get(stored.id) ?? []).filter(
        (n) => (n.status === 'pending' && (n.attempts > 0 || n.dueAt < overdueSince)) || n.status === 'unconfirmed',
      );
    // What has not reached the broker, as list and delete both say it, with the channels the enquiry did go on: with
    // one, a channel still trying is not a lost enquiry (an operator's trial: "not sure the broker has it" for a
    // webhook down, when the e-mail had gone).
    const notYet = (stored: StoredEnquiry, waiting: readonly NotificationState[]) => {
      const sentBy = (notifications.get(stored.id) ?? [])
        .filter((n) => n.kind === 'enquiry' && n.status === 'sent')
        .map((n) => n.channel);
      const head = sentBy.length > 0 ? `sent by ${sentBy.join(' and ')}; not yet` : 'not sure the broker has it';
      return `${head}: ${waiting.map(notificationText).join('; ')}`;
    };
    // Stored while notifications were off: no new-enquiry notification was queued for it, and none will be by itself.
    const neverNotified = (stored: StoredEnquiry) =>
      !(notifications.get(stored.id) ?? []).some((n) => n.kind === 'enquiry');

    // show and delete: one enquiry, by its reference.
    if (oneEnquiryArgs) {
      const {reference} = oneEnquiryArgs as {reference: string};
      const stored = store.byReference(reference);
      if (!stored) {
        problem(`No enquiry has the reference ${reference}.\n`);
        return 1;
      }
      if (command === 'delete') {
        // The purge keeps an enquiry the broker has not been told of; one deleted by hand is said to be one.
        const untold = (notifications.get(stored.id) ?? []).filter((n) => n.status !== 'sent');
        const warning = untold.length
          ? `${upperFirst(notYet(stored, untold))}.`
          : neverNotified(stored) && 'The broker was never sent it (notifications were off).';
        return runDelete(db, stored, {confirmed, includeUnsent}, out, warning || undefined);
      }
      const after = [
        stored.detailsAddedAt && `Details added: ${sydneyDateTime(stored.detailsAddedAt)} (Sydney)`,
        stored.changes?.length && `Changed after sending: ${changeLines(stored.changes).join('; ')}`,
        `Notifications: ${notified(stored)}`,
      ].filter(Boolean);
      const text = `${emailSubject(stored)}\n\n${emailText(stored)}\n${after.join('\n')}\n`;
      // Line by line, so the message keeps its new lines; a tab as spaces, not as its code.
      out(text.replace(/\t/g, '    ').split('\n').map(terminalText).join('\n'));
      return 0;
    }

    if (command === 'export') {
      const rows = [...store.all()].map((stored) => enquiryRow(stored, notified(stored)));
      const csv = toCsv(enquiryHeader, rows);
      const target = (exportArgs as {out?: string}).out;
      if (target) {
        // 0600 for a new file; an existing one is narrowed to 0600 too before the rows go in.
        let fd: number | undefined;
        try {
          fd = fs.openSync(target, 'w', 0o600);
          fs.fchmodSync(fd, 0o600);
          fs.writeFileSync(fd, csv);
        } catch (error) {
          problem(`Could not write ${target}: ${(error as Error).message}\n`);
          return 1;
        } finally {
          if (fd !== undefined) fs.closeSync(fd);
        }
        out(`Wrote ${rows.length} ${rows.length === 1 ? 'enquiry' : 'enquiries'} to ${target}\n`);
      } else {
        out(csv);
      }
      return 0;
    }

    const {limit, spam: includeSpam} = listArgs as ListArgs;
    const all = [...store.all()];
    const rows = all
      .filter((s) => includeSpam || !s.spam)
      .reverse()
      .slice(0, limit);
    // Possible spam is left out unless asked for, and said so: a person may have sent it.
    const hidden = includeSpam ? 0 : all.filter((s) => s.spam).length;
    const them = `add --spam to list ${hidden === 1 ? 'it' : 'them'}`;
    if (rows.length === 0) {
      // Named, as when the file is missing: a command run from another folder reads another file.
      out(`No enquiries yet in ${file}${hidden > 0 ? ` besides ${hidden} possible spam: ${them}` : ''}.\n`);
      return 0;
    }
    out(
      `${pad('Reference', 16)}  ${pad('Received (Sydney)', 17)}  ${pad('Service', 28)}  ${pad('Amount', 14)}  ${pad('Name', 22)}  ${pad('Contact by', 32)}  ${pad('Call', 9)}  Came from\n`,
    );
    for (const s of rows) {
      const amount = s.enquiry.amount ? formatWholeDollars(s.enquiry.amount) : '';
      // The way she asked to be contacted: an e-mail address for "E-mail", even where she also gave a phone number.
      const reach =
        (s.enquiry.contactMethod === 'email' ? s.enquiry.email : s.enquiry.phone) ??
        s.enquiry.phone ??
        s.enquiry.email ??
        '';
      // The best time to call the visitor chose, so whoever rings back sees it in the list.
      const call = (s.enquiry.contactTime && choiceLabel('contactTime', s.enquiry.contactTime)) || '';
      out(
        `${pad(s.reference, 16)}  ${pad(sydneyDateTime(s.createdAt), 17)}  ${pad(serviceName(s.enquiry.service), 28)}  ${pad(amount, 14)}  ${pad(s.enquiry.name, 22)}  ${pad(reach, 32)}  ${pad(call, 9)}  ${terminalText(attributionSummary(s.enquiry.attribution)) || '-'}\n`,
      );
      const flags = [
        urgency(s) && `[${urgency(s).toLowerCase()}]`,
        s.detailsAddedAt && '[details added]',
        s.changes?.length && `[changed: ${terminalText(changeLines(s.changes).join('; '))}]`,
        s.spam && `[spam: ${terminalText(s.spamReason ?? '')}]`,
        judgedConsumer(s) && '[readiness check: consumer credit]',
        unsent(s).length && `[${notYet(s, unsent(s))}]`,
        neverNotified(s) && '[never notified: notifications were off]',
      ].filter(Boolean);
      // On a line of their own under the row, from its second column: after "Came from" they started around column
      // 200, past a terminal's edge (an operator's trial).
      if (flags.length > 0) out(`${' '.repeat(18)}${flags.join('  ')}\n`);
    }
    if (hidden > 0) out(`${hidden} possible spam not shown: ${them}.\n`);
    if (rows.some(neverNotified))
      out(
        'Never notified: it came while notifications were off, so no e-mail or post was sent for it: read it here or with show, or once e-mail or the webhook is set, send it with retry --never-notified and every channel the server now has, in one run (email, webhook or email,webhook).\n',
      );
    if (rows.some((s) => unsent(s).length))
      out(
        'Not sure the broker has it: read it here or with show. A pending one waits for its next try; once the channel works, retry tries it at once.\n',
      );
    return 0;
  } finally {
    db.close();
  }
}

if (require.main === module) {
  // Piped into `head` or a pager that quits early, the rest is not wanted: stop quietly, not with a stack trace.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit();
  });
  process.exitCode = run(process.argv.slice(2));
}
