/**
 * A test app that sends its mail to a real SMTP server in the test process, so sign-up needs the
 * mailed confirmation (the e-mail flow suites):
 *
 *   const { app, smtp } = smtpTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
 *   const mail = await smtp.waitFor(email, /^Confirm your Bedtime Hero account$/);
 */
import { startedForTests } from './lifecycle.ts';
import { startSmtpServer, type TestSmtp } from './mail.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/**
 * Starts a test SMTP server and then a test app with SMTP_URL pointing at it (plus `env`) before
 * the enclosing describe block's tests, and closes both after them. Use the two inside tests.
 */
export function smtpTestApp(env: Record<string, string> = {}): { app: TestApp; smtp: TestSmtp } {
  const smtp = startedForTests(startSmtpServer);
  const app = startedForTests(() => startTestApp({ SMTP_URL: smtp.url, ...env }));
  return { app, smtp };
}
