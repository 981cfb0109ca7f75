/**
 * When the public library changes: every web node keeps
 * the public list, the library and public story pages and the public media URLs in memory, and
 * drops them when this says so.
 *
 * The database is the one source: migration 0090 makes every write touching a public story send
 * `NOTIFY public_stories, '<story id>'`, whoever writes (this node, another web node, a worker
 * process, the operator CLI). Postgres: a dedicated connection LISTENs, reconnecting with
 * backoff; while it is down `live` is false and callers must not trust (or fill) their caches.
 * PGlite: the database lives in this process and delivers the same notifications through its
 * own listen(). A change made in this process can also be announced at once with `changed()`, so
 * the next request sees it even before the notification arrives.
 */
import pg from 'pg';

/** The notification channel the migration's triggers use. */
export const PUBLIC_STORIES_CHANNEL = 'public_stories';

export interface PublicChanges {
  /** Increases by one on every change seen; a cache filled at version v is stale once it moved on. */
  readonly version: number;
  /** False while the Postgres listener is disconnected: changes may be missed, so do not cache. */
  readonly live: boolean;
  /** Calls `listener` after every change (`storyId` null: unknown, drop everything). Returns an unsubscribe. */
  subscribe(listener: (storyId: string | null) => void): () => void;
  /** Announces a change made by this process (the NOTIFY echo that follows is harmless). */
  changed(storyId?: string | null): void;
  /** Stops listening. */
  close(): Promise<void>;
}

interface PGliteListen {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

export interface WatchOptions {
  /** Postgres connection string (scaled mode); the listener uses its own connection. */
  databaseUrl?: string;
  /** The embedded database (PGlite) when there is no Postgres. */
  pglite?: PGliteListen;
  /** Where connection trouble is reported. */
  onError?: (message: string, error: unknown) => void;
}

/** Starts watching public-story changes. With neither database given, only `changed()` drives it. */
export async function watchPublicChanges(options: WatchOptions): Promise<PublicChanges> {
  const listeners = new Set<(storyId: string | null) => void>();
  let version = 0;
  let live = true;
  let closed = false;
  const changed = (storyId: string | null = null) => {
    version++;
    for (const listener of listeners) listener(storyId);
  };

  let stop: () => Promise<void> = async () => {};
  if (options.pglite) {
    const unlisten = await options.pglite.listen(PUBLIC_STORIES_CHANNEL, (payload) => changed(payload || null));
    stop = unlisten;
  } else if (options.databaseUrl) {
    const url = options.databaseUrl;
    let client: pg.Client | null = null;
    let retry: NodeJS.Timeout | null = null;
    let delay = 500;
    const connect = async (): Promise<void> => {
      const c = new pg.Client({ connectionString: url });
      c.on('notification', (msg) => {
        if (msg.channel === PUBLIC_STORIES_CHANNEL) changed(msg.payload || null);
      });
      const lost = (error: unknown) => {
        if (closed || client !== c) return;
        client = null;
        live = false;
        options.onError?.('public library listener lost its connection; reconnecting', error);
        void c.end().catch(() => {});
        schedule();
      };
      c.on('error', lost);
      c.on('end', () => lost(new Error('connection ended')));
      await c.connect();
      await c.query(`LISTEN ${PUBLIC_STORIES_CHANNEL}`);
      if (closed) {
        await c.end().catch(() => {});
        return;
      }
      client = c;
      delay = 500;
      // Whatever happened while nobody listened is unknown: start from nothing.
      if (!live) changed(null);
      live = true;
    };
    const schedule = () => {
      if (closed || retry) return;
      retry = setTimeout(() => {
        retry = null;
        connect().catch((error) => {
          options.onError?.('public library listener could not connect', error);
          delay = Math.min(delay * 2, 10_000);
          schedule();
        });
      }, delay);
      retry.unref();
    };
    await connect();
    stop = async () => {
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    };
  }

  return {
    get version() {
      return version;
    },
    get live() {
      return live;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changed,
    async close() {
      closed = true;
      listeners.clear();
      await stop();
    },
  };
}
