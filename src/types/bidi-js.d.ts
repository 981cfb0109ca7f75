/** Types for `bidi-js` (the Unicode Bidirectional Algorithm, UAX #9; it ships none): the parts the picture book uses. */
declare module 'bidi-js' {
  export interface EmbeddingLevels {
    /** One level per UTF-16 code unit; odd = right-to-left. */
    levels: Uint8Array;
    paragraphs: { start: number; end: number; level: number }[];
  }
  export interface Bidi {
    getEmbeddingLevels(text: string, direction?: 'ltr' | 'rtl'): EmbeddingLevels;
    /** Ranges [start, end] (inclusive) to reverse in place, in order, for the line start..end (inclusive). */
    getReorderSegments(text: string, levels: EmbeddingLevels, start?: number, end?: number): [number, number][];
    /** Index → mirrored character (brackets) for right-to-left characters. Takes the `levels` array (not the result object, whatever the README says). */
    getMirroredCharactersMap(text: string, levels: Uint8Array, start?: number, end?: number): Map<number, string>;
  }
  export default function bidiFactory(): Bidi;
}
