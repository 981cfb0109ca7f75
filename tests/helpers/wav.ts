/**
 * 16-bit mono PCM WAV files for tests and benchmarks: one header writer instead of a copy in each
 * suite. `claimedDataBytes` lets a hostile test make the header lie about its length.
 */

/** A WAV file of `pcm` (16-bit little-endian mono samples) at `rate` Hz. */
export function pcm16Wav(pcm: Buffer, rate: number, options: { claimedDataBytes?: number } = {}): Buffer {
  const dataBytes = options.claimedDataBytes ?? pcm.length;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(Math.min(0xffffffff, 36 + dataBytes), 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(dataBytes, 40);
  return Buffer.concat([header, pcm]);
}
