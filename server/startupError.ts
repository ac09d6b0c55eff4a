/**
 * A problem that stops the server starting (no site build, a database it
 * cannot write, a damaged database). server/index.ts prints the message as
 * one line, without a stack trace: the message says what to do.
 */
export class StartupError extends Error {}
