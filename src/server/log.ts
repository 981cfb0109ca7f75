/**
 * pino logger. Logs never contain tokens, signed URLs, e-mails or children's names: known
 * fields are redacted and request logs carry only method, route path, status and timing.
 *
 * Lines are JSON (one object per line) for pipes, files and log collectors, and human-readable
 * (time, level, message, fields; pino-pretty) when standard output is a terminal: a person
 * running `npm start` reads them, a collector parses them.
 */
import pino from 'pino';
import pretty from 'pino-pretty';

export type Logger = pino.Logger;

/**
 * A logger at `level` (pino level name or 'silent'). `readable` picks the human-readable form;
 * by default it is chosen when standard output is a terminal.
 */
export function createLogger(level: string, readable: boolean = process.stdout.isTTY === true): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: {
      paths: [
        'authorization',
        '*.authorization',
        'headers.authorization',
        'req.headers.authorization',
        'req.headers.cookie',
        'token',
        '*.token',
        'access_token',
        '*.access_token',
        'refresh_token',
        '*.refresh_token',
        'password',
        '*.password',
        'email',
        '*.email',
        'name',
        '*.name',
        'url',
        '*.url',
        'signedUrl',
        '*.signedUrl',
      ],
      censor: '[redacted]',
    },
  };
  if (!readable) return pino(options);
  // Synchronous, in this thread: a line is on the terminal before the next statement runs (a
  // fatal start-up error is never lost to a transport thread still starting).
  return pino(options, pretty({ sync: true, colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }));
}
