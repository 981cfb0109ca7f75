/**
 * Runs the fake vendors as long-lived servers so the whole app and worker can be pointed at them
 * offline: `npx tsx tests/fakes/serve.ts` (ports from FAKE_OPENAI_PORT / FAKE_ELEVENLABS_PORT,
 * default 4010 / 4011). Prints the settings to use and logs each request. Ctrl-C stops it.
 */
import { startFakeElevenLabs } from './fake-elevenlabs.ts';
import { startFakeOpenAI } from './fake-openai.ts';

const openai = await startFakeOpenAI({ port: Number(process.env.FAKE_OPENAI_PORT ?? 4010) });
const elevenlabs = await startFakeElevenLabs({ port: Number(process.env.FAKE_ELEVENLABS_PORT ?? 4011) });
console.log(`OPENAI_BASE_URL=${openai.url}/v1\nOPENAI_API_KEY=sk-test\nELEVENLABS_BASE_URL=${elevenlabs.url}\nELEVENLABS_API_KEY=xi-test`);

let seen = { openai: 0, elevenlabs: 0 };
const timer = setInterval(() => {
  for (const [name, fake] of [
    ['openai', openai],
    ['elevenlabs', elevenlabs],
  ] as const) {
    for (const r of fake.requests.slice(seen[name])) console.log(`${name} ${r.method} ${r.path}`);
    seen = { ...seen, [name]: fake.requests.length };
  }
}, 500);

process.on('SIGINT', async () => {
  clearInterval(timer);
  await Promise.all([openai.close(), elevenlabs.close()]);
  process.exit(0);
});
