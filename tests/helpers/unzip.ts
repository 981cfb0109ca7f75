/** Reading a ZIP in tests (account data export). */
import yauzl from 'yauzl';
import type { Readable } from 'node:stream';

/** Every entry of a ZIP: name → bytes. */
export function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      const entries = new Map<string, Buffer>();
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.on('end', () => resolve(entries));
      file.on('error', reject);
      file.readEntry();
    });
  });
}

/** The JSON entries of a streamed export (e.g. streamAccountExport's archive), parsed, by name. */
export async function exportedJson(archive: Readable): Promise<Map<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of archive) chunks.push(chunk as Buffer);
  const entries = await unzip(Buffer.concat(chunks));
  return new Map([...entries].filter(([name]) => name.endsWith('.json')).map(([name, body]) => [name, JSON.parse(body.toString('utf8')) as unknown]));
}
