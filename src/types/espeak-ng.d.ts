/**
 * Types for the `espeak-ng` npm package (it ships none): an Emscripten build of the
 * espeak-ng CLI (ES module factory, MODULARIZE) with its data embedded in the WASM file.
 */
declare module 'espeak-ng' {
  /** The Emscripten in-memory file system, the parts we use. */
  export interface ESpeakNgFS {
    readFile(path: string): Uint8Array;
    readFile(path: string, options: { encoding: 'utf8' }): string;
    writeFile(path: string, data: string | Uint8Array): void;
    readdir(path: string): string[];
    unlink(path: string): void;
    analyzePath(path: string): { exists: boolean };
  }

  /** A running instance. `_main` is the CLI's `main(argc, argv)` (pointers into HEAPU8). */
  export interface ESpeakNgModule {
    FS: ESpeakNgFS;
    HEAPU8: Uint8Array;
    HEAPU32: Uint32Array;
    _main(argc: number, argv: number): number;
  }

  export interface ESpeakNgOptions {
    /** CLI arguments for the run at start-up, e.g. ['-v', 'en', '-w', '/out.wav', 'Hello']. */
    arguments?: string[];
    /** Skip that start-up run (we call main ourselves). */
    noInitialRun?: boolean;
    /** stdout / stderr lines. */
    print?(line: string): void;
    printErr?(line: string): void;
    /** Emscripten hook: instantiate the WASM yourself (lets a compiled module be reused). */
    instantiateWasm?(imports: WebAssembly.Imports, receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void): object;
  }

  export default function ESpeakNg(options?: ESpeakNgOptions): Promise<ESpeakNgModule>;
}
