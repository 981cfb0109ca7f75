/**
 * The built-in offline illustrator: an SVG scene composer rendered to a
 * 1024x1024 PNG with resvg. No network, no system fonts (it draws no text), deterministic:
 * the same request gives byte-identical PNGs.
 */
import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import type { IllustrationStyle } from '../../../../shared/catalog.ts';
import { ProviderError, type CharacterSheet, type IllustrateRequest, type Illustrator, type Scene } from '../../types.ts';
import { composePage, composePageSvg, PAGE_SIZE, type ComposeInput } from '../../../storycraft/scene/compose.ts';
import { rasterizePageAsync, resvgOptions } from './raster.ts';
import type { PageSvg } from '../../../storycraft/scene/style.ts';
import { hashString } from '../../../storycraft/scene/rng.ts';
import { coverScene } from '../../../storycraft/scene/cover.ts';

/**
 * Renders a page SVG to a 1024x1024 PNG on libuv's thread pool (renderAsync), so a picture never
 * blocks the event loop. Throws a non-retryable ProviderError when the SVG cannot be rendered.
 */
export async function rasterizeSvg(svg: string): Promise<Buffer> {
  try {
    const rendered = await renderAsync(svg, resvgOptions(PAGE_SIZE));
    return Buffer.from(rendered.asPng());
  } catch (err) {
    // A malformed scene is our bug, not a vendor hiccup: retrying would fail the same way.
    throw new ProviderError(`builtin illustrator could not render: ${(err as Error).message}`, false);
  }
}

/** A built-in page as PNG: the SVG through resvg, or a ghibli page's layers through raster.ts (the same pixels the pipeline stores). */
async function rasterizePage(page: PageSvg): Promise<Buffer> {
  if (!page.soft) return rasterizeSvg(page.svg);
  try {
    const { pixels, width, height } = await rasterizePageAsync(page, PAGE_SIZE);
    return await sharp(pixels, { raw: { width, height, channels: 4 } })
      .png()
      .toBuffer();
  } catch (err) {
    throw new ProviderError(`builtin illustrator could not render: ${(err as Error).message}`, false);
  }
}

/** The SVG of one page, for debugging and tests. */
export function illustrationSvg(input: ComposeInput): string {
  return composePage(input);
}

/** The SVG of one request's page (the illustrator's own composition input). */
export function requestSvg(request: Omit<IllustrateRequest, 'referencePhoto' | 'prompt'>): string {
  return requestPage(request).svg;
}

/** One request's page as raster.ts draws it: its SVG and, for ghibli, its layers (the pipeline's page-media children use it too). */
export function requestPage(request: Omit<IllustrateRequest, 'referencePhoto' | 'prompt'>): PageSvg {
  return composePageSvg({
    scene: request.scene,
    hero: request.hero,
    ...(request.coHeroes?.length ? { coHeroes: request.coHeroes } : {}),
    style: request.style,
    seed: request.seed >>> 0,
    pageIndex: request.pageIndex,
    pageCount: request.pageCount,
  });
}

/**
 * The story's cover as raster.ts draws it: `cover` (a cover scene, scene/cover.ts coverScene)
 * composed in the cover layout with the request's heroes, style and seed.
 */
export function requestCover(request: Omit<IllustrateRequest, 'referencePhoto' | 'prompt' | 'scene'>, cover: Scene): PageSvg {
  return composePageSvg({
    scene: cover,
    hero: request.hero,
    ...(request.coHeroes?.length ? { coHeroes: request.coHeroes } : {}),
    style: request.style,
    seed: request.seed >>> 0,
    pageIndex: 0,
    pageCount: 1,
    cover: true,
  });
}

/** Creates the offline Illustrator. illustrate() resolves to `{ png }`, a 1024x1024 PNG. */
export function createBuiltinIllustrator(): Illustrator {
  return {
    name: 'builtin',
    async illustrate(request: IllustrateRequest): Promise<{ png: Buffer }> {
      return { png: await rasterizePage(requestPage(request)) };
    },
  };
}

/**
 * A story cover, 1024x1024 PNG, in the cover layout: from the story's pages (`scenes`, their
 * setting, heroes, companion and key object) or else from one scene. The title is not drawn
 * (cards and the printed book set it in type, and no font covers all 14 scripts cheaply): the
 * top third is left light for it, and the title varies the picture so two stories with the same
 * hero get different covers.
 */
export async function renderCover(input: {
  title: string;
  hero: CharacterSheet;
  coHeroes?: CharacterSheet[];
  style: IllustrationStyle;
  scene?: Scene;
  scenes?: readonly Scene[];
  seed: number;
}): Promise<Buffer> {
  const scene: Scene = coverScene(input.scenes ?? (input.scene ? [input.scene] : []));
  return rasterizePage(
    requestCover(
      {
        hero: input.hero,
        ...(input.coHeroes ? { coHeroes: input.coHeroes } : {}),
        style: input.style,
        seed: input.seed ^ hashString(input.title),
        pageIndex: 0,
        pageCount: 1,
      },
      scene,
    ),
  );
}
