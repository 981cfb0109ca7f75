/**
 * Illustrator on the OpenAI Images API: generations for plain pages, edits with the
 * character photo as reference when the parent chose enrich_by_image. Always returns a
 * 1024x1024 PNG: other formats or sizes from compatible servers are converted with sharp.
 * The Images API has no seed; consistency comes from repeating the character sheet verbatim.
 */
import sharp from 'sharp';
import { stripUndefined, type RetryOptions } from '../../http-retry.ts';
import type { IllustrateRequest, Illustrator } from '../../types.ts';
import { ProviderError } from '../../types.ts';
import { createImagesClient, type ImageParams } from './openai-api.ts';
import { composePrompt, firstImage, sniffImage } from './transform.ts';

/** Options of the OpenAI Images illustrator. Defaults: 2 min timeout, 2 retries (pictures are slow and paid). */
export interface OpenAIIllustratorOptions extends RetryOptions {
  /** API root including the version. Default 'https://api.openai.com/v1'. */
  baseURL?: string;
  apiKey: string;
  /** 'gpt-image-1' (default), 'gpt-image-1-mini', 'dall-e-3', or a compatible server's model. */
  model?: string;
  /** gpt-image quality: 'low' | 'medium' | 'high' | 'auto'. Default 'medium'. */
  quality?: string;
  /**
   * How closely edits keep the reference photo's face: 'high' | 'low'. Default 'high' for
   * gpt-image-1 and gpt-image-1.5 (which accept it), otherwise not sent (gpt-image-1-mini takes only 'low').
   */
  inputFidelity?: 'high' | 'low';
}

const SIZE = 1024;

class OpenAIIllustrator implements Illustrator {
  readonly name = 'openai';
  readonly #client: ReturnType<typeof createImagesClient>;
  readonly #model: string;
  readonly #quality: string;
  readonly #inputFidelity?: 'high' | 'low';

  constructor(options: OpenAIIllustratorOptions) {
    this.#client = createImagesClient({
      timeoutMs: 120_000,
      maxRetries: 2,
      ...stripUndefined(options),
      apiKey: options.apiKey,
      baseURL: options.baseURL ?? 'https://api.openai.com/v1',
    });
    this.#model = options.model ?? 'gpt-image-1';
    this.#quality = options.quality ?? 'medium';
    this.#inputFidelity = options.inputFidelity ?? (/^gpt-image-1(\.5)?$/.test(this.#model) ? 'high' : undefined);
  }

  async illustrate(request: IllustrateRequest): Promise<{ png: Buffer }> {
    const gptImage = this.#model.startsWith('gpt-image');
    const params: ImageParams = { model: this.#model, prompt: composePrompt(request), size: `${SIZE}x${SIZE}`, n: 1 };
    // gpt-image models always answer base64 and reject response_format; dall-e needs it for base64.
    if (gptImage) Object.assign(params, { quality: this.#quality, output_format: 'png' });
    else params.response_format = 'b64_json';

    let body: unknown;
    if (request.referencePhoto) {
      const kind = sniffImage(request.referencePhoto);
      if (kind === 'unknown') throw new ProviderError('The reference photo is not a PNG, JPEG or WebP image', false);
      // High input fidelity keeps the child's face recognisable.
      if (this.#inputFidelity) params.input_fidelity = this.#inputFidelity;
      body = await this.#client.edit(params, {
        bytes: request.referencePhoto,
        contentType: `image/${kind}`,
        filename: `reference.${kind === 'jpeg' ? 'jpg' : kind}`,
      });
    } else {
      body = await this.#client.generate(params);
    }

    const image = firstImage(body);
    if (!image) throw new ProviderError('OpenAI images answered without an image', false, 200);
    const bytes = 'b64' in image ? Buffer.from(image.b64, 'base64') : await this.#client.download(image.url);
    return { png: await toSquarePng(bytes) };
  }
}

/** Returns `bytes` as a 1024x1024 PNG, re-encoding only when needed. */
async function toSquarePng(bytes: Buffer): Promise<Buffer> {
  if (sniffImage(bytes) === 'unknown') throw new ProviderError('OpenAI images sent bytes that are not an image', false, 200);
  try {
    const meta = await sharp(bytes).metadata();
    if (meta.format === 'png' && meta.width === SIZE && meta.height === SIZE) return bytes;
    return await sharp(bytes).resize(SIZE, SIZE, { fit: 'cover' }).png().toBuffer();
  } catch (error) {
    throw new ProviderError(`OpenAI images sent an unreadable image: ${(error as Error).message}`, false, 200);
  }
}

/** Creates the OpenAI Images Illustrator; `illustrate` throws ProviderError on vendor failure. */
export function createOpenAIIllustrator(options: OpenAIIllustratorOptions): Illustrator {
  return new OpenAIIllustrator(options);
}
