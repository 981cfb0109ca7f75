/**
 * A character photo as the web process takes it: rasters are re-encoded here, SVG drawings are
 * rasterized in the media pool's child. Kept apart from image.ts, whose drawing code runs in that
 * child, so the child's code never imports the pool that starts it.
 */
import { LIMITS } from '../../shared/limits.ts';
import { reencodeRaster, sniffPhoto, type ProcessedPhoto, type ProcessPhotoOptions } from './image.ts';
import { rasterizeSvgInPool } from './media-pool.ts';
import { emptyFile, fileTooLarge, unsupportedFormat } from './upload-errors.ts';

/**
 * Validates an uploaded character photo and returns it re-encoded.
 *
 * Steps: size cap → sniff the real type → (SVG: sanitize, rasterize with the long side at
 * PHOTO_MAX_SIDE_PX) → read the header and refuse more than PHOTO_MAX_INPUT_PIXELS → apply
 * EXIF orientation → require ≥ 500x500 → downscale to PHOTO_MAX_SIDE_PX → WebP, no metadata.
 *
 * SVG and the 500x500 rule: vector art has no fixed resolution, so an SVG is judged on the
 * raster we make of it (long side 2048 px). A tiny `width="16"` icon therefore passes, while
 * a banner thinner than about 1:4 still fails, because its short side stays under 500 px.
 *
 * @param input the whole upload (read it with readLimited to enforce the 10 MB cap while streaming).
 * @throws AppError validation_failed (emptyFile, photoTooSmall, svgTooComplex),
 *   unsupported_media_type (unsupportedFormat('photo'): unknown type or undecodable bytes),
 *   payload_too_large (fileTooLarge, photoTooManyPixels).
 */
export async function processPhoto(input: Buffer, options: ProcessPhotoOptions = {}): Promise<ProcessedPhoto> {
  if (input.length === 0) throw emptyFile();
  if (input.length > LIMITS.uploadMaxBytes) throw fileTooLarge();
  const format = sniffPhoto(input);
  if (!format) throw unsupportedFormat('photo');
  // An untrusted drawing is never drawn in the web process: its cost is only known once drawn.
  if (format === 'svg') return { ...(await rasterizeSvgInPool(input, options.account)), sourceFormat: 'svg' };
  return { ...(await reencodeRaster(input, format)), sourceFormat: format };
}
