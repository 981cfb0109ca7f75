/**
 * A real SMTP server in the test process (smtp-server) that keeps every message it receives,
 * parsed by mailparser, and readers for the embedded outbox (DATA_DIR/outbox/*.eml).
 *
 *   const smtp = await startSmtpServer();
 *   const app = await startTestApp({ SMTP_URL: smtp.url });
 *   const mail = await smtp.waitFor('parent@example.com', /Confirm/);
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The first link into /auth/v1/verify found in the message. */
  link: string | null;
}

function toReceived(parsed: ParsedMail): ReceivedMail {
  const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
  const text = parsed.text ?? '';
  const match = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(text);
  return { to, subject: parsed.subject ?? '', text, html: typeof parsed.html === 'string' ? parsed.html : '', link: match ? match[0] : null };
}

export interface TestSmtp {
  /** smtp://127.0.0.1:PORT for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the first message to `to` whose subject matches and that was not taken before; rejects after `ms`. */
  waitFor(to: string, subject: RegExp, ms?: number): Promise<ReceivedMail>;
  /** Messages to `to` so far. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push(toReceived(parsed));
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((m) => m.to.includes(address.toLowerCase())),
    async waitFor(to, subject, ms = 10_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const hit = received.find((m) => !taken.has(m) && m.to.includes(to.toLowerCase()) && subject.test(m.subject));
        if (hit) {
          taken.add(hit);
          return hit;
        }
        if (Date.now() > deadline)
          throw new Error(`no mail to ${to} matching ${subject} within ${ms} ms (got: ${received.map((m) => `${m.to} ${m.subject}`).join('; ')})`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Every message written to DATA_DIR/outbox so far, oldest first. */
export async function readOutbox(dataDir: string): Promise<ReceivedMail[]> {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  // One folder per recipient; file names start with the time they were written.
  const files = fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.eml'))
    .sort((a, b) => path.basename(a).localeCompare(path.basename(b)));
  return Promise.all(files.map(async (f) => toReceived(await simpleParser(fs.readFileSync(path.join(dir, f))))));
}

/** The outbox messages to `to` (and whose subject matches `subject`, if given), oldest first. */
export async function outboxMailTo(dataDir: string, to: string, subject?: RegExp): Promise<ReceivedMail[]> {
  return (await readOutbox(dataDir)).filter((m) => m.to.includes(to) && (!subject || subject.test(m.subject)));
}

/**
 * The newest outbox message to `to` whose subject matches, waiting for it up to `ms` (the server
 * writes mail in the background); rejects, naming the address and subject, when none comes.
 */
export async function waitForOutboxMail(dataDir: string, to: string, subject: RegExp, ms = 5_000): Promise<ReceivedMail> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = (await outboxMailTo(dataDir, to, subject)).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no outbox mail to ${to} matching ${subject} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
