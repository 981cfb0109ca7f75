/** The built-in offline narrator (espeak-ng, WASM). */
export { createBuiltinNarrator, DEFAULT_NARRATOR_PITCH_HZ } from './builtin-narrator.ts';
