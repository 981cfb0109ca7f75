/**
 * Our own analytics store, used when no Plausible-compatible
 * endpoint is configured. Accepts the Plausible event payload {name, url, domain, props} plus
 * an optional analytics session id, keeps only the known event
 * names, and stores nothing personal: the path without query or ids, scrubbed short props, no
 * IP, no user id, no referrer. Events older than 12 months are pruned (privacy page: usage logs).
 */
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { isAnalyticsEvent, sanitizePath, sanitizeProps, type AnalyticsEvent, type AnalyticsProps } from '../../shared/analytics-events.ts';

const ZEventIn = z.object({
  name: z.string().max(64),
  url: z.string().max(2048).optional(),
  domain: z.string().max(255).optional(),
  props: z.unknown().optional(),
  sessionId: z.string().optional(),
});

export interface StoredEvent {
  name: AnalyticsEvent;
  path: string;
  sessionId: string | null;
  props: AnalyticsProps;
}

/** Session ids the browser makes (random, 8-64 url-safe characters); anything else is dropped. */
const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Turns a request body into the event to store.
 * @throws AppError validation_failed for a malformed body or an event name outside ANALYTICS_EVENTS.
 */
export function toStoredEvent(input: unknown): StoredEvent {
  const parsed = ZEventIn.safeParse(input);
  if (!parsed.success) throw new AppError('validation_failed', 'Malformed analytics event.');
  const { name, url, props, sessionId } = parsed.data;
  if (!isAnalyticsEvent(name)) throw new AppError('validation_failed', `Unknown analytics event '${name.slice(0, 64)}'.`);
  return {
    name,
    path: sanitizePath(url ?? '/'),
    sessionId: sessionId && SESSION_ID.test(sessionId) ? sessionId : null,
    props: sanitizeProps(props),
  };
}

let inserts = 0;

/** Validates and stores one event. @throws AppError validation_failed (see toStoredEvent). */
export async function recordEvent(db: Db, input: unknown): Promise<StoredEvent> {
  const event = toStoredEvent(input);
  await db.query(`INSERT INTO analytics_events (name, path, session_id, props) VALUES ($1, $2, $3, $4::jsonb)`, [
    event.name,
    event.path,
    event.sessionId,
    JSON.stringify(event.props),
  ]);
  if (++inserts % 500 === 0) void db.query(`DELETE FROM analytics_events WHERE created_at < now() - interval '12 months'`).catch(() => {});
  return event;
}
