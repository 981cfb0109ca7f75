/**
 * Every environment variable the server reads, validated once at start by one zod schema.
 * A wrong value stops the start with a message naming the variable.
 * Each variable is documented in .env.example with its default. Unset vendor variables
 * select the built-in offline provider.
 */
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalUrl = z.string().url().optional();
const int = (def: number) => z.coerce.number().int().nonnegative().default(def);

export const ZEnv = z.object({
  /** Mode label for logs; 'test' shortens a few timers only through explicit variables below. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** HTTP port of the web server. */
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  /** Interface to listen on. */
  HOST: z.string().default('0.0.0.0'),
  /** Public origin used in links, canonical URLs and signed media URLs, e.g. https://bedtimehero.example. Default http://localhost:PORT. */
  PUBLIC_URL: optionalUrl,
  /** Folder for the embedded database, media and keys. */
  DATA_DIR: z.string().default('./data'),
  /** Postgres connection string. Unset: embedded PGlite in DATA_DIR/pglite. */
  DATABASE_URL: z.string().optional(),
  /** 'true' runs job workers inside the web process (always true with PGlite). Set 'false' on web nodes when `npm run worker` runs elsewhere. */
  RUN_WORKER: bool.default(true),
  /** Secret for HMAC-signed media URLs and other server-side signatures; generated and kept in DATA_DIR when unset. */
  APP_SECRET: z.string().min(32).optional(),
  /** Lifetime of signed media URLs, seconds (the chunks' *UrlExpiresAt). */
  SIGNED_URL_TTL_SECONDS: int(3600),
  /**
   * Seconds a client has to send a whole request, body included (Node's requestTimeout; 408 after).
   * Bounds how long a slow or stalled upload holds a connection. 0 = Node's 300 s.
   */
  HTTP_REQUEST_TIMEOUT_SECONDS: int(60),
  /**
   * Apply pending database migrations when a process starts (default true; the embedded mode
   * always does). A scaled deployment sets 'false' on web and worker nodes and runs
   * `npm run migrate` once per release before rolling them (docs/operating.md); a node that finds
   * migrations pending then refuses to start instead of racing the release step.
   */
  MIGRATE_ON_START: bool.default(true),
  /** Log level for pino. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),

  /** S3-compatible media storage (AWS S3, R2, MinIO, Supabase Storage). Unset S3_BUCKET: local folder DATA_DIR/media. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Custom endpoint for non-AWS S3 (MinIO, R2, s3rver). */
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style addressing (needed by MinIO and s3rver). */
  S3_FORCE_PATH_STYLE: bool.default(false),

  /** Hosted Supabase project URL. Unset: the built-in identity service answers /auth/v1. */
  SUPABASE_URL: optionalUrl,
  /** Supabase anon (public) key, given to the browser. */
  SUPABASE_ANON_KEY: z.string().optional(),
  /** Supabase JWT secret (HS256 projects); with it unset, tokens are verified by the project's JWKS. */
  SUPABASE_JWT_SECRET: z.string().optional(),
  /**
   * Hosted Supabase service-role key, used only to delete a user's hosted account when they
   * delete their Bedtime Hero account (DELETE /auth/v1/admin/users/{id}).
   */
  SUPABASE_SERVICE_ROLE_KEY: z.string().optional(),
  /** Access-token lifetime of the built-in identity service, seconds. */
  AUTH_ACCESS_TOKEN_TTL_SECONDS: int(3600),
  /** Sign-in/sign-up attempts per IP per minute before 429 (0 = no limit). */
  AUTH_RATE_LIMIT_PER_MINUTE: int(30),
  /** Seconds a used refresh token may be presented again (two tabs refreshing at once) before reuse revokes the whole session. */
  AUTH_REFRESH_REUSE_GRACE_SECONDS: int(10),
  /** Per-account request limits of the endpoints that do work (http/rate-limit.ts ACCOUNT_RATE_LIMITS); 'false' turns them off, e.g. for a load test. */
  ACCOUNT_RATE_LIMITS: bool.default(true),
  /** 'true' behind a reverse proxy: take the client IP for rate limits from X-Forwarded-For (rightmost hop). */
  TRUST_PROXY: bool.default(false),
  /** Custom (e-mail/password) login flag; on by default with the built-in identity. */
  CUSTOM_LOGIN: bool.optional(),
  /** Google OAuth client for the built-in identity service. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** OpenID issuer for Google sign-in (override only for tests). */
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  /**
   * Accounts signed up with e-mail and password must confirm their address before they can sign
   * in. Default: true when SMTP_URL is set, false on the embedded default without
   * SMTP (mail then only lands in DATA_DIR/outbox; the first start says so).
   */
  AUTH_REQUIRE_EMAIL_CONFIRMATION: bool.optional(),
  /** E-mails (confirmation, reset, e-mail change) one address or one IP may trigger per hour before 429 (0 = no limit). */
  AUTH_EMAIL_RATE_LIMIT_PER_HOUR: int(5),
  /**
   * Key that encrypts the identity service's private signing keys at rest (AES-256-GCM; any
   * string of at least 32 characters, e.g. \`openssl rand -base64 32\`). Unset: generated into
   * DATA_DIR/auth-key-encryption.key. Every web node must use the same value.
   */
  AUTH_KEY_ENCRYPTION_KEY: z.string().min(32).optional(),

  /** SMTP server for outgoing e-mail, e.g. smtps://user:pass@smtp.example.com:465. Unset: each message is written to DATA_DIR/outbox as an .eml file and its link logged. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** Sender of outgoing e-mail. */
  MAIL_FROM: z.string().default('Bedtime Hero <no-reply@bedtimehero.app>'),

  /** OpenAI-compatible API for the writer, images, speech and moderation. Unset: built-in offline providers. */
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
  /** Chat model for the writer (any OpenAI-compatible server: Ollama, llama.cpp, vLLM). */
  OPENAI_WRITER_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_IMAGE_MODEL: z.string().default('gpt-image-1'),
  OPENAI_SPEECH_MODEL: z.string().default('gpt-4o-mini-tts'),
  OPENAI_SPEECH_VOICE: z.string().default('sage'),
  /** Which provider does each job: builtin | openai | elevenlabs. Default: the vendor whose key is set, else builtin. */
  WRITER_PROVIDER: z.enum(['builtin', 'openai']).optional(),
  ILLUSTRATOR_PROVIDER: z.enum(['builtin', 'openai']).optional(),
  NARRATOR_PROVIDER: z.enum(['builtin', 'openai', 'elevenlabs']).optional(),
  MODERATION_PROVIDER: z.enum(['builtin', 'openai']).optional(),
  /** ElevenLabs voice cloning and TTS. */
  ELEVENLABS_API_KEY: z.string().optional(),
  ELEVENLABS_BASE_URL: z.string().url().default('https://api.elevenlabs.io'),
  ELEVENLABS_MODEL: z.string().default('eleven_multilingual_v2'),
  /** Voice used when the parent picks the default narrator. */
  ELEVENLABS_DEFAULT_VOICE_ID: z.string().default('21m00Tcm4TlvDq8ikWAM'),

  /** Stripe; unset: the built-in test checkout. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Override the Stripe API host (tests use a local fake). */
  STRIPE_API_URL: optionalUrl,
  /** Oldest accepted age of a signed Stripe webhook delivery, seconds (replay protection). */
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).default(300),
  /**
   * Allow the built-in test checkout (credits without payment) on a Postgres (scaled) install
   * without Stripe keys. Off: that checkout is refused, with a warning at start.
   * The embedded (PGlite) mode always allows it.
   */
  ALLOW_TEST_CHECKOUT: bool.default(false),
  /** JSON file replacing the built-in plan catalogue (plans, prices in cents, entitlements; see src/server/commerce/catalogue.ts). */
  CATALOGUE_FILE: z.string().optional(),

  /** Free stories per calendar month for every account. */
  FREE_STORIES_PER_MONTH: int(3),
  /** Voice samples stored at once without a plan (the VOICE_SAMPLE capacity). */
  VOICE_SAMPLE_CAPACITY: int(3),
  /** Characters stored at once without a plan (the IMAGE_SAMPLE capacity). */
  IMAGE_SAMPLE_CAPACITY: int(5),
  /**
   * Media pool: child processes running FFmpeg 8 (node-av) for voice samples, narration
   * MP3s and video exports, at most this many at once. Default min(2, CPUs). Read by
   * src/server/media/media-pool.ts from the environment.
   */
  MEDIA_POOL_SIZE: z.coerce.number().int().min(1).max(16).optional(),
  /** Shared buffers of the embedded PGlite database, MiB (Postgres's default is 128, too much for a small server). Default 16. */
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(1024).default(16),
  /** Resident memory of one media child, MiB, past which it is ended (the task fails). Default 768. */
  MEDIA_TASK_MEMORY_MB: z.coerce.number().int().min(64).max(8192).default(768),
  /** CPU niceness of the media children (0-19), so the web process wins the CPU. Default 5. */
  MEDIA_TASK_NICE: z.coerce.number().int().min(0).max(19).default(5),
  /** Pages illustrated and narrated at once per story. */
  PIPELINE_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  /** Stories processed at once per worker process. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /**
   * Worker threads drawing and narrating pages with the built-in (offline) providers:
   * resvg, WebP encoding and espeak run there, never on the event loop. Default: the CPUs.
   */
  PIPELINE_MEDIA_THREADS: z.coerce.number().int().min(1).max(64).default(Math.max(1, os.availableParallelism())),
  /** Pictures drawn at once per illustrator vendor in this process, all stories together. */
  ILLUSTRATOR_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** Pages narrated at once per narrator vendor in this process, all stories together. */
  NARRATOR_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /**
   * TEST ONLY, never set in production: while the file at this path exists, the pipeline holds
   * every page but the first before drawing it, so a browser test can open a story whose later
   * pages are still being made and watch them fill in once it deletes the file.
   */
  PIPELINE_TEST_HOLD_FILE: z.string().optional(),
  /** Generate and publish the example library at first start (embedded mode). */
  SEED_EXAMPLES: bool.default(true),
  /** Analyse character photos for the hero's look in an on-demand child process. */
  PHOTO_ANALYSIS: bool.default(true),
  /** Seconds the photo analyzer process stays up without work before it exits (frees ~370 MB). */
  PHOTO_ANALYZER_IDLE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),

  /** Plausible-compatible analytics endpoint (e.g. https://plausible.io/api/event); unset: events stored in our own table. */
  ANALYTICS_ENDPOINT: optionalUrl,
  ANALYTICS_DOMAIN: z.string().optional(),
  /** Address shown in the contact page's failure message. */
  CONTACT_EMAIL: z.string().email().default('hello@bedtimehero.app'),

  /**
   * Seconds a stopping process (SIGTERM/SIGINT) waits for in-flight
   * requests and uploads to finish and for running jobs to reach the end of their current step
   * before it closes the database and exits 0. A job still running then is put back in its queue
   * without counting an attempt. Keep it below the orchestrator's kill timeout.
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * Bearer token of the Prometheus endpoint GET /metrics: scrape it with
   * `Authorization: Bearer <token>`. Unset: /metrics answers 404. At least 16 characters.
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * Port on which a worker process (`npm run worker`) serves its own GET /metrics (same token):
   * job durations and vendor errors are observed where jobs run. Unset: no listener. Web nodes
   * serve /metrics on PORT.
   */
  WORKER_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
});

export type Config = z.infer<typeof ZEnv> & {
  /** Absolute DATA_DIR. */
  dataDir: string;
  /** PUBLIC_URL or http://localhost:PORT, without trailing slash. */
  publicUrl: string;
  /**
   * The built-in identity service's token issuer (`iss`): PUBLIC_URL/auth/v1 when PUBLIC_URL is
   * set, else a fixed name, so tokens minted by one web node are accepted by every other node
   * whatever port or host it listens on.
   */
  authIssuer: string;
  /** The custom-login flag: e-mail/password sign-in and /signup. */
  customLogin: boolean;
  /** AUTH_REQUIRE_EMAIL_CONFIRMATION resolved: explicit value, else whether SMTP_URL is set. */
  requireEmailConfirmation: boolean;
};

/** The token issuer when PUBLIC_URL is unset: independent of host and port. */
export const BUILTIN_AUTH_ISSUER = 'urn:bedtime-hero:auth';

/** Thrown when the environment is invalid; the message names each bad variable. */
export class ConfigError extends Error {}

/** Parses and validates the environment. Throws ConfigError naming every wrong variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}\nSee .env.example for every variable and its default.`);
  }
  const c = parsed.data;
  if (c.S3_BUCKET && !(c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid environment:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set');
  }
  if (c.STRIPE_SECRET_KEY && !c.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('Invalid environment:\n  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
  }
  if (c.SUPABASE_URL && !c.SUPABASE_ANON_KEY) {
    throw new ConfigError('Invalid environment:\n  SUPABASE_ANON_KEY: required when SUPABASE_URL is set');
  }
  for (const [variable, vendor] of [
    ['WRITER_PROVIDER', c.WRITER_PROVIDER],
    ['ILLUSTRATOR_PROVIDER', c.ILLUSTRATOR_PROVIDER],
    ['NARRATOR_PROVIDER', c.NARRATOR_PROVIDER],
    ['MODERATION_PROVIDER', c.MODERATION_PROVIDER],
  ] as const) {
    if (vendor === 'openai' && !c.OPENAI_API_KEY) throw new ConfigError(`Invalid environment:\n  OPENAI_API_KEY: required when ${variable}=openai`);
    if (vendor === 'elevenlabs' && !c.ELEVENLABS_API_KEY)
      throw new ConfigError(`Invalid environment:\n  ELEVENLABS_API_KEY: required when ${variable}=elevenlabs`);
  }
  if (Boolean(c.GOOGLE_CLIENT_ID) !== Boolean(c.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError('Invalid environment:\n  GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: set both or neither');
  }
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');
  return {
    ...c,
    dataDir: path.resolve(c.DATA_DIR),
    publicUrl,
    authIssuer: c.PUBLIC_URL ? `${publicUrl}/auth/v1` : BUILTIN_AUTH_ISSUER,
    customLogin: c.CUSTOM_LOGIN ?? !c.SUPABASE_URL,
    requireEmailConfirmation: c.AUTH_REQUIRE_EMAIL_CONFIRMATION ?? Boolean(c.SMTP_URL),
  };
}
