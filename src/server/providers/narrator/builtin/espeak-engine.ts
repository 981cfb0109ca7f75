/**
 * One reusable espeak-ng WASM instance (GPL-3.0). The npm build is the CLI compiled
 * with Emscripten, so a synthesis is a `main()` run. Creating an instance costs ~100 ms (the
 * 18 MB of voice data is unpacked into the in-memory file system), a run ~10 ms; so we keep one
 * instance, snapshot its 32 MB of memory right after start-up and restore that snapshot before
 * each run. The CLI's globals (getopt's optind, the allocator) then start fresh every time.
 * The 18 MB of voice files embedded in that memory are only ever read (MEMFS serves them from
 * there), so a restore skips them and copies the other ~14 MB (the copy was ~4 % of
 * the page-media children's CPU).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ESpeakNg, { type ESpeakNgModule } from 'espeak-ng';

/** espeak-ng's native output rate. */
export const ESPEAK_SAMPLE_RATE = 22_050;

/** Parameters of one synthesis, in espeak's own units. */
export interface EspeakOptions {
  /** Voice and variant, e.g. 'en-us+f3' (variants live in espeak-ng-data/voices/!v). */
  voice: string;
  /** Words per minute, 80-450 (espeak's -s). */
  speed: number;
  /** Relative pitch 0-99, 50 = the voice's own (espeak's -p). Not Hz. */
  pitch: number;
  /** Loudness 0-200, 100 = normal (espeak's -a). */
  amplitude?: number;
  /** Extra pause between words in 10 ms units (espeak's -g). */
  wordGap?: number;
  /** `text` is SSML (espeak's -m): escape the words, use <s> and <break>. Default false. */
  ssml?: boolean;
  /** Pass `voice` to espeak as given instead of as its voice file (VOICE_FILES); for tests. */
  byName?: boolean;
}

/**
 * The voice files behind the voice names the narrator uses (`espeak-ng --voices`, File column).
 * Given a bare name ('es'), every run makes espeak look for a file of that name, fail, and then
 * list and parse all ~130 language files to pick one: that search was half of a short run's CPU
 * (a word: ~9 ms → ~4 ms). Naming the file gives the same voice and byte-identical audio
 * (espeak-engine.test.ts compares every language and register).
 */
export const VOICE_FILES: Readonly<Record<string, string>> = {
  ar: 'sem/ar',
  cmn: 'sit/cmn',
  de: 'gmw/de',
  'en-us': 'gmw/en-US',
  es: 'roa/es',
  fr: 'roa/fr',
  hi: 'inc/hi',
  it: 'roa/it',
  ja: 'jpx/ja',
  ko: 'ko',
  nl: 'gmw/nl',
  pl: 'zlw/pl',
  'pt-br': 'roa/pt-BR',
  tr: 'trk/tr',
};

/** Where the embedded espeak-ng-data lives in the instance's file system. */
const ESPEAK_DATA = '/usr/local/share/espeak-ng-data';

/**
 * espeak lower-cases a voice name before it opens the file (SetVoiceByName), so 'gmw/en-US' and
 * 'roa/pt-BR' were never found as files and every English and Portuguese run still listed and
 * read all ~370 voice files (~5.5 ms of a short run's ~8 ms). Each such file gets a
 * lower-case copy beside it in the in-memory file system (JavaScript-side: the memory restore
 * between runs leaves it), which espeak then opens directly: same file, same voice, same audio.
 */
function addLowerCaseVoiceFiles(fs: ESpeakNgModule['FS']): void {
  for (const file of Object.values(VOICE_FILES)) {
    if (file === file.toLowerCase()) continue;
    const from = `${ESPEAK_DATA}/lang/${file}`;
    const to = `${ESPEAK_DATA}/lang/${file.toLowerCase()}`;
    if (fs.analyzePath(from).exists && !fs.analyzePath(to).exists) fs.writeFile(to, fs.readFile(from));
  }
}

/** 'en-us+f3' → 'gmw/en-US+f3' (names without a known file stay as they are). */
export function voiceFile(voice: string): string {
  const plus = voice.indexOf('+');
  const name = plus < 0 ? voice : voice.slice(0, plus);
  const file = VOICE_FILES[name.toLowerCase()];
  return file ? file + (plus < 0 ? '' : voice.slice(plus)) : voice;
}

interface Instance {
  module: ESpeakNgModule;
  exports: {
    memory: WebAssembly.Memory;
    stackSave(): number;
    stackRestore(pointer: number): void;
    stackAlloc(size: number): number;
    __main_argc_argv(argc: number, argv: number): number;
    /** Address of emscripten's table of embedded files: {name, size, data} of 3 u32 each, ended by a null name. */
    __emscripten_embedded_file_data?: WebAssembly.Global;
  };
  snapshot: Uint8Array;
  /** Byte ranges [start, end) of memory a restore copies back: everything but the embedded voice files. */
  restore: [number, number][];
  stderr: string[];
  stdout: string[];
}

/**
 * The wall clock espeak sees, ms since 1970. Every run seeds rand() from time() at start-up
 * (measured: the clock's only read, once a run), and the breathy variants (f3, the narrator's female register) draw their
 * breath noise from rand(): with the real clock the same text gave different samples each second,
 * and trimming and pitch calibration turned that into different lengths and timings (en page:
 * 229 768 / 229 838 / 229 866 samples in three processes). A fixed clock makes it one fixed seed:
 * the same noise, so the same input gives the same audio in any process, child or run. The breath
 * still sounds as random as before; only its seed no longer changes.
 */
export const ESPEAK_CLOCK_MS = 0;

/** `imports` with espeak's only clock (emscripten_date_now, behind time()) pinned to ESPEAK_CLOCK_MS. */
function withFixedClock(imports: WebAssembly.Imports): WebAssembly.Imports {
  return { ...imports, env: { ...imports.env, emscripten_date_now: () => ESPEAK_CLOCK_MS } };
}

let compiled: Promise<WebAssembly.Module> | undefined;
let current: Promise<Instance> | undefined;

function wasmPath(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('espeak-ng')), 'espeak-ng.wasm');
}

async function createInstance(): Promise<Instance> {
  compiled ??= readFile(wasmPath()).then((bytes) => WebAssembly.compile(bytes));
  const wasm = await compiled;
  const stderr: string[] = [];
  const stdout: string[] = [];
  let exports: Instance['exports'] | undefined;
  const module = await ESpeakNg({
    noInitialRun: true,
    print: (line) => {
      stdout.push(line);
    },
    printErr: (line) => {
      stderr.push(line);
    },
    instantiateWasm(imports, receive) {
      void WebAssembly.instantiate(wasm, withFixedClock(imports)).then((instance) => {
        exports = instance.exports as unknown as Instance['exports'];
        receive(instance, wasm);
      });
      return {};
    },
  });
  if (!exports) throw new Error('espeak-ng: WASM instance did not start');
  addLowerCaseVoiceFiles(module.FS);
  const snapshot = new Uint8Array(exports.memory.buffer.slice(0));
  return { module, exports, snapshot, restore: restoreRanges(snapshot, exports.__emscripten_embedded_file_data), stderr, stdout };
}

/**
 * The memory a restore must copy: all of it except the one span that holds the embedded voice
 * files (read-only data the runs never write). Without the table, all of it.
 */
export function restoreRanges(snapshot: Uint8Array, table: WebAssembly.Global | undefined): [number, number][] {
  if (!table) return [[0, snapshot.length]];
  const view = new DataView(snapshot.buffer, snapshot.byteOffset, snapshot.byteLength);
  let low = Infinity;
  let high = 0;
  for (let at = Number(table.value); at + 12 <= snapshot.length && view.getUint32(at, true) !== 0; at += 12) {
    const size = view.getUint32(at + 4, true);
    const data = view.getUint32(at + 8, true);
    low = Math.min(low, data);
    high = Math.max(high, data + size);
  }
  if (!(low < high) || high > snapshot.length) return [[0, snapshot.length]];
  return [
    [0, low],
    [high, snapshot.length],
  ];
}

/** Starts (once) the shared instance; later calls reuse it. */
export function warmUpEspeak(): Promise<void> {
  current ??= createInstance();
  return current.then(() => undefined);
}

const encoder = new TextEncoder();

function runMain(instance: Instance, args: string[]): void {
  const { exports, module } = instance;
  const memory = new Uint8Array(exports.memory.buffer);
  for (const [start, end] of instance.restore) memory.set(instance.snapshot.subarray(start, end), start);
  // Memory a run grew past the snapshot would keep that run's bytes: zero it, as a fresh instance has it.
  if (memory.length > instance.snapshot.length) memory.fill(0, instance.snapshot.length);
  const stack = exports.stackSave();
  try {
    const all = ['espeak-ng', ...args];
    const pointers = all.map((arg) => {
      const bytes = encoder.encode(`${arg}\0`);
      const at = exports.stackAlloc(bytes.length);
      module.HEAPU8.set(bytes, at);
      return at;
    });
    const argv = exports.stackAlloc((pointers.length + 1) * 4);
    pointers.forEach((pointer, i) => {
      module.HEAPU32[(argv >> 2) + i] = pointer;
    });
    module.HEAPU32[(argv >> 2) + pointers.length] = 0;
    exports.__main_argc_argv(all.length, argv);
  } catch (error) {
    // exit(n) surfaces as an ExitStatus throw; anything else (an abort) poisons the instance.
    if (!(error && typeof error === 'object' && 'status' in error)) throw error;
  } finally {
    exports.stackRestore(stack);
  }
}

/** espeak writes a WAV whose sizes may be placeholders: take everything after the data tag. */
function wavToFloat(wav: Uint8Array): Float32Array {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  let at = 12;
  while (at + 8 <= wav.length) {
    const id = String.fromCharCode(wav[at]!, wav[at + 1]!, wav[at + 2]!, wav[at + 3]!);
    if (id === 'data') break;
    at += 8 + view.getUint32(at + 4, true);
  }
  const start = at + 8;
  const count = Math.max(0, Math.floor((wav.length - start) / 2));
  const samples = new Float32Array(count);
  for (let i = 0; i < count; i++) samples[i] = view.getInt16(start + i * 2, true) / 32768;
  return samples;
}

/**
 * Synthesizes `text` (UTF-8, plain text, no SSML) and returns mono float PCM at 22 050 Hz.
 * Runs synchronously inside the shared instance (~10 ms plus ~1 ms per word).
 * Errors: Error with espeak's stderr when it wrote no audio.
 */
export async function synthesize(text: string, options: EspeakOptions): Promise<Float32Array> {
  current ??= createInstance();
  const instance = await current;
  const { FS } = instance.module;
  FS.writeFile('/in.txt', text);
  instance.stderr.length = 0;
  const args = [
    ...(options.ssml ? ['-m'] : []),
    '-b',
    '1',
    '-v',
    options.byName ? options.voice : voiceFile(options.voice),
    '-s',
    String(Math.round(options.speed)),
    '-p',
    String(Math.round(options.pitch)),
  ];
  if (options.amplitude !== undefined) args.push('-a', String(Math.round(options.amplitude)));
  if (options.wordGap) args.push('-g', String(Math.round(options.wordGap)));
  args.push('-w', '/out.wav', '-f', '/in.txt');
  try {
    runMain(instance, args);
  } catch (error) {
    current = undefined;
    throw new Error(`espeak-ng crashed: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!FS.analyzePath('/out.wav').exists) {
    throw new Error(`espeak-ng wrote no audio for voice ${options.voice}: ${instance.stderr.join(' ').slice(0, 300)}`);
  }
  const wav = FS.readFile('/out.wav');
  FS.unlink('/out.wav');
  return wavToFloat(wav);
}

/** Debug/analysis: runs espeak with `args` on `text` and returns what it printed (stdout lines). */
export async function espeakPrint(text: string, args: string[]): Promise<string[]> {
  current ??= createInstance();
  const instance = await current;
  instance.module.FS.writeFile('/in.txt', text);
  instance.stdout.length = 0;
  runMain(instance, [...args, '-f', '/in.txt']);
  return [...instance.stdout];
}
