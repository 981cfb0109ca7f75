/**
 * Raw OpenAI Images client (plain fetch, so one retry policy and any compatible base URL):
 * `POST /images/generations` (JSON) and `POST /images/edits` (multipart with the reference image).
 * https://platform.openai.com/docs/api-reference/images
 */
import { fetchWithRetry, type RetryOptions } from '../../http-retry.ts';

export interface ImagesClientOptions extends RetryOptions {
  /** API root including the version, e.g. 'https://api.openai.com/v1'. */
  baseURL: string;
  apiKey: string;
}

/** Fields shared by both endpoints (strings, so they fit JSON and multipart alike). */
export type ImageParams = Record<string, string | number>;

const VENDOR = 'OpenAI images';

export function createImagesClient(options: ImagesClientOptions) {
  const root = options.baseURL.replace(/\/+$/, '');
  const auth = { authorization: `Bearer ${options.apiKey}` };
  return {
    /** POST /images/generations; resolves to the parsed JSON body. */
    generate(params: ImageParams): Promise<unknown> {
      return fetchWithRetry(
        VENDOR,
        `${root}/images/generations`,
        { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(params) },
        options,
        (res) => res.json(),
      );
    },
    /** POST /images/edits with `image` as a file part; resolves to the parsed JSON body. */
    edit(params: ImageParams, image: { bytes: Buffer; contentType: string; filename: string }): Promise<unknown> {
      return fetchWithRetry(
        VENDOR,
        `${root}/images/edits`,
        () => {
          const form = new FormData();
          for (const [key, value] of Object.entries(params)) form.append(key, String(value));
          form.append('image', new Blob([new Uint8Array(image.bytes)], { type: image.contentType }), image.filename);
          return { method: 'POST', headers: auth, body: form };
        },
        options,
        (res) => res.json(),
      );
    },
    /** Downloads an image URL returned instead of b64_json. */
    download(url: string): Promise<Buffer> {
      return fetchWithRetry(VENDOR, url, { method: 'GET' }, options, async (res) => Buffer.from(await res.arrayBuffer()));
    },
  };
}
