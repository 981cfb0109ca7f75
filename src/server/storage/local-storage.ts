/** Local-folder storage for the embedded mode, with HMAC-signed expiring relative URLs served at /media. */
import { constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, contentTypeForKey, type SignedUrl, type Storage } from './storage.ts';
import { signMediaPath } from './url-signing.ts';

export interface LocalStorageOptions {
  /** Absolute folder holding the objects. */
  root: string;
  /** HMAC secret. */
  secret: string;
  defaultTtlSeconds: number;
}

export function createLocalStorage(opts: LocalStorageOptions): Storage {
  const file = (key: string) => {
    assertSafeKey(key);
    return path.join(opts.root, key);
  };
  return {
    name: 'local',
    async put(key, body) {
      const target = file(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(tmp, body);
      await fs.rename(tmp, target);
    },
    async get(key) {
      try {
        return { body: await fs.readFile(file(key)), contentType: contentTypeForKey(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(file(key), { force: true });
    },
    async deletePrefix(prefix) {
      if (!prefix.endsWith('/')) throw new Error('deletePrefix needs a folder prefix ending in /');
      await fs.rm(file(prefix.slice(0, -1)), { recursive: true, force: true });
    },
    async signedUrl(key, ttlSeconds = opts.defaultTtlSeconds, options = {}): Promise<SignedUrl> {
      assertSafeKey(key);
      const expiresAt = Math.floor(Date.now() / 1000) + ttlSeconds;
      const { downloadName } = options;
      const sig = signMediaPath(opts.secret, key, expiresAt, downloadName);
      const dl = downloadName === undefined ? '' : `&dl=${encodeURIComponent(downloadName)}`;
      // Relative: the browser resolves it against whatever host it opened the app on.
      return { url: `/media/${key}?exp=${expiresAt}${dl}&sig=${sig}`, expiresAt };
    },
    /**
     * The media folder exists and this process may read and write it. One file-system call when
     * it does (readiness runs this every second, and each call waits for a libuv pool thread and
     * an event-loop turn under load); a missing folder is created first, as at start.
     */
    async health() {
      const access = () => fs.access(opts.root, fsConstants.R_OK | fsConstants.W_OK);
      try {
        await access();
      } catch {
        await fs.mkdir(opts.root, { recursive: true });
        await access();
      }
      return true;
    },
  };
}
