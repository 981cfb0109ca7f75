/**
 * pino logger. Logs never contain tokens, signed URLs, e-mails or children's names: known
 * fields are redacted and request logs carry only method, route path, status and timing.
 */
import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'authorization', '*.authorization', 'headers.authorization', 'req.headers.authorization', 'req.headers.cookie',
        'token', '*.token', 'access_token', '*.access_token', 'refresh_token', '*.refresh_token', 'password', '*.password',
        'email', '*.email', 'name', '*.name', 'url', '*.url', 'signedUrl', '*.signedUrl',
      ],
      censor: '[redacted]',
    },
  });
}
