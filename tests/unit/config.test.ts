import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';

describe('environment validation', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 4321, DATA_DIR: './data', customLogin: true, publicUrl: 'http://localhost:4321' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ RUN_WORKER: 'maybe' }, 'RUN_WORKER'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ S3_BUCKET: 'media' }, 'S3_ACCESS_KEY_ID'],
    [{ STRIPE_SECRET_KEY: 'sk_test_x' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_SECRET'],
    [{ WRITER_PROVIDER: 'gpt' }, 'WRITER_PROVIDER'],
    [{ WRITER_PROVIDER: 'openai' }, 'OPENAI_API_KEY'],
    [{ NARRATOR_PROVIDER: 'elevenlabs' }, 'ELEVENLABS_API_KEY'],
  ])('stops with a message naming the variable for %j', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });

  it('turns custom login off with a hosted identity provider', () => {
    expect(loadConfig({ SUPABASE_URL: 'https://x.supabase.co', SUPABASE_ANON_KEY: 'anon' }).customLogin).toBe(false);
  });
});
