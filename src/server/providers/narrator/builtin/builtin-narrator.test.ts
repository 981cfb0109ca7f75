import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '../../../../shared/catalog.ts';
import { sniffAudio } from '../../../media/audio.ts';
import { analyzeVoice, decodeToMono } from '../../../media/decode-audio.ts';
import { ProviderError, type Narration, type VoiceProfile } from '../../types.ts';
import { createBuiltinNarrator, DEFAULT_NARRATOR_PITCH_HZ, measureWords, voicedRuns } from './builtin-narrator.ts';
import { ESPEAK_SAMPLE_RATE } from './espeak-engine.ts';
import { toKanaReading } from '../../../storycraft/narration/japanese-reading.ts';
import { speechLevelDbfs } from './mixdown.ts';
import { countWords } from '../../../storycraft/narration/pacing.ts';

const narrator = createBuiltinNarrator();

/** A short bedtime page in each story language (three sentences). */
const PAGES: Record<LanguageCode, string> = {
  en: 'Mia walked into the quiet garden. The moon was round and bright. A little owl blinked at her and said good night.',
  es: 'Mía caminó por el jardín tranquilo. La luna era redonda y brillante. Un pequeño búho la miró y le dijo buenas noches.',
  fr: 'Mia marchait dans le jardin tranquille. La lune était ronde et brillante. Un petit hibou la regarda et lui dit bonne nuit.',
  de: 'Mia ging in den stillen Garten. Der Mond war rund und hell. Eine kleine Eule blinzelte und sagte gute Nacht.',
  ar: 'مشت ميا في الحديقة الهادئة. كان القمر مستديرا ومضيئا. نظرت إليها بومة صغيرة وقالت تصبحين على خير.',
  zh: '米娅走进安静的花园。月亮又圆又亮。一只小猫头鹰对她眨眨眼，说晚安。',
  nl: 'Mia liep de stille tuin in. De maan was rond en helder. Een kleine uil knipperde en zei welterusten.',
  hi: 'मिया शांत बगीचे में गई। चाँद गोल और चमकीला था। एक छोटे उल्लू ने उसे देखा और शुभ रात्रि कहा।',
  it: 'Mia camminò nel giardino tranquillo. La luna era rotonda e luminosa. Un piccolo gufo la guardò e le disse buonanotte.',
  ja: 'ミアは静かな庭に入りました。月は丸くて明るかったです。小さなフクロウがまばたきして、おやすみと言いました。',
  ko: '미아는 조용한 정원으로 걸어갔어요. 달은 둥글고 밝았어요. 작은 부엉이가 눈을 깜빡이며 잘 자라고 말했어요.',
  pl: 'Mia weszła do cichego ogrodu. Księżyc był okrągły i jasny. Mała sowa mrugnęła i powiedziała dobranoc.',
  pt: 'Mia entrou no jardim silencioso. A lua estava redonda e brilhante. Uma pequena coruja piscou e disse boa noite.',
  tr: 'Mia sessiz bahçeye girdi. Ay yuvarlak ve parlaktı. Küçük bir baykuş göz kırptı ve iyi geceler dedi.',
};

/** About sixty words, a typical page of a story for a five-year-old. */
const LONG_PAGE =
  'Leo put on his striped pajamas and climbed into bed. Outside, the wind sang softly through the old oak tree. ' +
  'His teddy bear, Button, sat on the pillow and waited. "Will you tell me a story?" Leo asked. ' +
  'Mom smiled and opened the blue book. Together they read about a brave turtle who carried the moon home across the sea.';

const profile = (medianPitchHz: number, syllablesPerSecond: number): VoiceProfile => ({ sampleId: 1, medianPitchHz, syllablesPerSecond });

function expectWellFormed(narration: Narration, sentenceCount: number): void {
  expect(narration.contentType).toBe('audio/mpeg');
  expect(sniffAudio(narration.audio)).toBe('mp3');
  expect(narration.timings).toHaveLength(sentenceCount);
  let previousEnd = 0;
  for (const timing of narration.timings) {
    expect(timing.text.length).toBeGreaterThan(0);
    expect(timing.start).toBeGreaterThan(previousEnd);
    expect(timing.end - timing.start).toBeGreaterThan(0.3);
    previousEnd = timing.end;
  }
  expect(previousEnd).toBeLessThan(narration.durationSeconds);
}

describe('builtin narrator in every story language', () => {
  it.each(LANGUAGE_CODES)('%s: decodable MP3, sensible length, sentence timings, warm default voice', async (language) => {
    const narration = await narrator.narrate({ text: PAGES[language], language, voice: null, pageIndex: 0, pageCount: 6 });
    expectWellFormed(narration, 3);
    const measured = await analyzeVoice(narration.audio);
    // The MP3 holds the narration's samples exactly (a Xing/LAME header trims the encoder's delay and padding).
    expect(Math.abs(measured.durationSeconds - narration.durationSeconds)).toBeLessThan(48 / ESPEAK_SAMPLE_RATE);
    // Three short sentences read slowly: more than a rushed 5 s, less than a dragging 20 s.
    expect(narration.durationSeconds).toBeGreaterThan(6);
    expect(narration.durationSeconds).toBeLessThan(20);
    // The variant really applied (some espeak voice names silently ignore '+f3').
    expect(Math.abs(measured.medianPitchHz! / DEFAULT_NARRATOR_PITCH_HZ - 1)).toBeLessThan(0.15);
  });
});

describe('pacing and sound', () => {
  it('reads an English page at bedtime pace (120-140 words a minute, within a margin)', async () => {
    const narration = await narrator.narrate({ text: LONG_PAGE, language: 'en', voice: null, pageIndex: 1, pageCount: 6 });
    const wordsPerMinute = (countWords(LONG_PAGE, 'en') / narration.durationSeconds) * 60;
    console.info(`English page: ${countWords(LONG_PAGE, 'en')} words in ${narration.durationSeconds.toFixed(1)} s = ${wordsPerMinute.toFixed(0)} wpm`);
    expect(wordsPerMinute).toBeGreaterThan(112);
    expect(wordsPerMinute).toBeLessThan(145);
    // ICU ends a sentence after '?"', so the dialogue line and 'Leo asked.' are timed apart.
    expectWellFormed(narration, 7);
  });

  it('takes longer for longer text', async () => {
    const short = await narrator.narrate({ text: PAGES.en, language: 'en', voice: null, pageIndex: 0, pageCount: 3 });
    const long = await narrator.narrate({ text: `${PAGES.en} ${PAGES.en}`, language: 'en', voice: null, pageIndex: 0, pageCount: 3 });
    expect(long.durationSeconds).toBeGreaterThan(short.durationSeconds * 1.6);
  });

  it('reads the last page slower and softer, and ends it with a longer silence', async () => {
    const middle = await narrator.narrate({ text: LONG_PAGE, language: 'en', voice: null, pageIndex: 2, pageCount: 5 });
    const last = await narrator.narrate({ text: LONG_PAGE, language: 'en', voice: null, pageIndex: 4, pageCount: 5 });
    expect(last.durationSeconds).toBeGreaterThan(middle.durationSeconds * 1.08);
    const level = async (n: Narration) => {
      const { samples, sampleRate } = await decodeToMono(n.audio);
      return speechLevelDbfs(samples, sampleRate);
    };
    expect(await level(last)).toBeLessThan((await level(middle)) - 2);
    const tail = (n: Narration) => n.durationSeconds - n.timings.at(-1)!.end;
    expect(tail(last)).toBeGreaterThan(tail(middle) + 0.5);
  });

  it('evens out loudness between pages and voices', async () => {
    const levels: number[] = [];
    for (const [text, voice] of [
      [PAGES.en, null],
      [LONG_PAGE, profile(110, 3.8)],
      ['Shh. Good night, little star.', profile(230, 4.5)],
    ] as const) {
      const narration = await narrator.narrate({ text, language: 'en', voice, pageIndex: 0, pageCount: 4 });
      const { samples, sampleRate } = await decodeToMono(narration.audio);
      levels.push(speechLevelDbfs(samples, sampleRate));
    }
    expect(Math.max(...levels) - Math.min(...levels)).toBeLessThan(1.5);
  });

  it('starts and ends in silence without clicks or clipping', async () => {
    const narration = await narrator.narrate({ text: PAGES.de, language: 'de', voice: null, pageIndex: 0, pageCount: 2 });
    const { samples, sampleRate } = await decodeToMono(narration.audio);
    const edge = Math.round(0.1 * sampleRate);
    const peakOf = (part: Float32Array) => part.reduce((max, x) => Math.max(max, Math.abs(x)), 0);
    expect(peakOf(samples.subarray(0, edge))).toBeLessThan(0.01);
    expect(peakOf(samples.subarray(samples.length - edge))).toBeLessThan(0.01);
    expect(peakOf(samples)).toBeLessThan(0.99);
  });

  it('reads Japanese kanji by their reading, not as character names', async () => {
    const kanji = await narrator.narrate({ text: '昔々、小さな狐が森に住んでいました。', language: 'ja', voice: null, pageIndex: 0, pageCount: 2 });
    const kana = await narrator.narrate({
      text: 'むかしむかし、ちいさなきつねがもりにすんでいました。',
      language: 'ja',
      voice: null,
      pageIndex: 0,
      pageCount: 2,
    });
    expect(kanji.durationSeconds / kana.durationSeconds).toBeGreaterThan(0.85);
    expect(kanji.durationSeconds / kana.durationSeconds).toBeLessThan(1.15);
    expect(kanji.timings[0]!.text).toContain('狐');
  });

  it.each(['en', 'ar', 'ja', 'zh'] as const)('%s: every sentence carries its words, in order, inside the sentence (read-along)', async (language) => {
    const narration = await narrator.narrate({ text: PAGES[language], language, voice: null, pageIndex: 0, pageCount: 6 });
    for (const sentence of narration.timings) {
      const words = sentence.words ?? [];
      expect(words.length).toBeGreaterThan(language === 'en' || language === 'ar' ? 3 : 2);
      expect(words[0]!.start).toBeCloseTo(sentence.start, 2);
      expect(words.at(-1)!.end).toBeCloseTo(sentence.end, 2);
      for (let i = 0; i < words.length; i++) {
        expect(sentence.text.slice(words[i]!.from, words[i]!.to)).toBe(words[i]!.text);
        expect(words[i]!.end).toBeGreaterThan(words[i]!.start);
        if (i > 0) expect(words[i]!.start).toBeGreaterThanOrEqual(words[i - 1]!.end - 0.001);
      }
    }
  });

  it('gives a long word more of the sentence than a short one (durations measured from espeak)', async () => {
    const narration = await narrator.narrate({
      text: 'A cat slept beside the extraordinarily enormous hippopotamus.',
      language: 'en',
      voice: null,
      pageIndex: 0,
      pageCount: 2,
    });
    const words = narration.timings[0]!.words!;
    const span = (text: string) => words.find((w) => w.text === text)!;
    const length = (w: { start: number; end: number }) => w.end - w.start;
    expect(length(span('hippopotamus'))).toBeGreaterThan(2 * length(span('cat')));
    expect(length(span('extraordinarily'))).toBeGreaterThan(2 * length(span('A')));
  });

  it.each([
    ['en', 'en-us+f3', 'Leo put on his striped pajamas, and Dr. Smith counted 1999 stars & 3.5 moons with the teddy bear Button.'],
    ['ar', 'ar+f3', PAGES.ar],
    ['ja', 'ja+f3', PAGES.ja],
  ] as const)("%s: measures all of a page's words in one run as long as each one spoken alone", async (language, voice, text) => {
    const units = [...new Set([...new Intl.Segmenter(language, { granularity: 'word' }).segment(text)].filter((s) => s.isWordLike).map((s) => s.segment))];
    // The espeak instance starts once, and the batched path (SSML run, cut) is compiled before it is timed.
    await measureWords(['warm', 'night'], { voice: 'en-us+f3', speed: 118, pitch: 45 });
    const spoken = language === 'ja' ? await Promise.all(units.map(toKanaReading)) : units;
    const options = { voice, speed: 118, pitch: 45 };
    const cpuMs = async (run: () => Promise<number[]>) => {
      const start = process.cpuUsage();
      const result = await run();
      const used = process.cpuUsage(start);
      return { result, ms: (used.user + used.system) / 1000 };
    };
    const { result: batched, ms: batchedMs } = await cpuMs(() => measureWords(spoken, options));
    const { result: alone, ms: aloneMs } = await cpuMs(() => measureWords(spoken, options, false));
    expect(batched).toHaveLength(spoken.length);
    console.info(`${language}: ${spoken.length} words, ${batchedMs.toFixed(0)} ms CPU batched vs ${aloneMs.toFixed(0)} ms one run each`);
    expect(batchedMs).toBeLessThan(aloneMs);
    batched.forEach((seconds, i) =>
      expect(Math.abs(seconds - alone[i]!), `${spoken[i]}: ${seconds} vs ${alone[i]}`).toBeLessThan(Math.max(0.05, alone[i]! * 0.1)),
    );
  });

  it('cuts measured words only at long silences', () => {
    const pcm = new Float32Array(ESPEAK_SAMPLE_RATE * 3);
    const tone = (from: number, to: number) => {
      for (let i = Math.round(from * ESPEAK_SAMPLE_RATE); i < Math.round(to * ESPEAK_SAMPLE_RATE); i++) pcm[i] = 0.3 * Math.sin(i / 5);
    };
    tone(0.1, 0.4); // a word with a 0.1 s stop inside
    tone(0.5, 0.7);
    tone(1.4, 1.9); // after a 0.7 s break
    const runs = voicedRuns(pcm, Math.round(0.3 * ESPEAK_SAMPLE_RATE));
    expect(runs).toHaveLength(2);
    expect(runs[0]! / ESPEAK_SAMPLE_RATE).toBeCloseTo(0.6, 1);
    expect(runs[1]! / ESPEAK_SAMPLE_RATE).toBeCloseTo(0.5, 1);
  });

  it('refuses a page without words', async () => {
    await expect(narrator.narrate({ text: ' … ', language: 'en', voice: null, pageIndex: 0, pageCount: 1 })).rejects.toBeInstanceOf(ProviderError);
  });

  it('narrates a sixty-word page at a bedtime pace (its speed is printed; npm run bench stories measures it)', async () => {
    await narrator.narrate({ text: PAGES.en, language: 'en', voice: null, pageIndex: 0, pageCount: 2 });
    const started = performance.now();
    const cpu = process.cpuUsage();
    const narration = await narrator.narrate({ text: LONG_PAGE, language: 'en', voice: null, pageIndex: 0, pageCount: 2 });
    const used = process.cpuUsage(cpu);
    const wallMs = performance.now() - started;
    console.info(`60-word page: ${wallMs.toFixed(0)} ms wall, ${((used.user + used.system) / 1000).toFixed(0)} ms CPU in-process (+ ffmpeg)`);
    // About 128 words a minute with pauses (the bedtime pace): sixty words take roughly 25–40 s.
    const words = LONG_PAGE.split(/\s+/).length;
    const wordsPerMinute = words / (narration.durationSeconds / 60);
    expect(wordsPerMinute).toBeGreaterThan(90);
    expect(wordsPerMinute).toBeLessThan(170);
  });
});

describe('voice-matched narration', () => {
  it.each([
    ['en', 110],
    ['en', 210],
    ['de', 120],
    ['de', 200],
    ['zh', 105],
    ['zh', 220],
    ['ja', 125],
    ['ar', 190],
  ] as const)('%s: a %i Hz speaker gets a narration measured within 15 percent of that pitch', async (language, hz) => {
    const narration = await narrator.narrate({ text: PAGES[language], language, voice: profile(hz, 4), pageIndex: 0, pageCount: 3 });
    const measured = await analyzeVoice(narration.audio);
    console.info(`${language} matched ${hz} Hz -> measured ${measured.medianPitchHz?.toFixed(0)} Hz`);
    expect(Math.abs(measured.medianPitchHz! / hz - 1)).toBeLessThan(0.15);
  });

  it('leans toward the speaker’s pace but stays in bedtime range', async () => {
    const read = (sps: number) => narrator.narrate({ text: LONG_PAGE, language: 'en', voice: profile(200, sps), pageIndex: 0, pageCount: 3 });
    const [slowTalker, fastTalker, racer] = await Promise.all([read(3.2), read(4.8), read(9)]);
    expect(fastTalker.durationSeconds).toBeLessThan(slowTalker.durationSeconds * 0.95);
    const racerWpm = (countWords(LONG_PAGE, 'en') / racer.durationSeconds) * 60;
    expect(racerWpm).toBeLessThan(145);
  });
});

describe('the same page, the same narration', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['en', null],
    ['de', profile(120, 4)],
    ['ja', null],
    ['ar', profile(190, 4)],
  ] as const)('%s: a page narrated again later, after another page, gives the very same MP3 and timings', async (language, voice) => {
    // espeak seeded its breath noise from the wall clock: pages narrated in different seconds differed.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T20:00:00Z'));
    const request = { text: PAGES[language], language, voice, pageIndex: 1, pageCount: 6 };
    const first = await narrator.narrate(request);
    vi.setSystemTime(new Date('2026-11-25T20:17:31Z'));
    await narrator.narrate({ ...request, text: LONG_PAGE, language: 'en' });
    const again = await narrator.narrate(request);
    expect(again.durationSeconds).toBe(first.durationSeconds);
    expect(again.timings).toEqual(first.timings);
    expect(Buffer.compare(again.audio, first.audio)).toBe(0);
  });
});
