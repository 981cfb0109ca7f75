/**
 * DOMPurify's SVG profile (svg + svgFilters) over a jsdom window: the field-standard sanitiser an
 * uploaded drawing passes before resvg draws it. It runs in the media child process only (see
 * image.ts rasterizeSvgHere): jsdom costs ~1.5 s and ~150 MB to load, which the web process must
 * not pay, and a child can be ended when a drawing costs too much.
 *
 * Our own allow-list (svg-sanitize.ts) runs first: a strict XML parse, as resvg reads the file,
 * that turns editor exports (DOCTYPE, processing instructions, editor namespaces) into a plain
 * SVG document with only `#fragment` and inline-raster hrefs, bounds its size and clamps costly
 * filter primitives. DOMPurify then keeps only what its profile allows. (Its XHTML parser mode
 * drops camel-cased SVG names such as viewBox and feTurbulence, so the default HTML mode is used
 * and its output made XML again below.)
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { unsupportedFormat } from './upload-errors.ts';

let purifier: DOMPurify | undefined;

/** What an href may point at: an element of the drawing, or an inline PNG, JPEG or WebP. */
const LOADABLE = /^(?:#|data:image\/(?:png|jpe?g|webp)[;,])/i;

function instance(): DOMPurify {
  if (purifier) return purifier;
  const window = new JSDOM('').window;
  purifier = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  // Only references inside the drawing and inline rasters may be loaded: resvg reads local files
  // for any other href, and DOMPurify's default also allows http(s) links.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    for (const name of ['href', 'xlink:href']) {
      const value = node.getAttribute(name);
      if (value !== null && !LOADABLE.test(value.trim())) node.removeAttribute(name);
    }
  });
  return purifier;
}

/**
 * Cleans an SVG document with DOMPurify's SVG and SVG-filter profiles (plus `<use>`, whose
 * references the allow-list before it has already limited to `#fragment`s).
 * @returns the cleaned document as XML text, `<svg>` root included.
 * @throws AppError unsupported_media_type ('photo') when nothing drawable is left.
 */
export function purifySvg(svg: string): string {
  const clean = instance().sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ['use'],
    // feImage may draw an inline raster, as <image> may (the allow-list checked its size).
    ADD_DATA_URI_TAGS: ['feImage', 'feimage'],
  });
  if (!/^\s*<svg[\s>]/.test(clean)) throw unsupportedFormat('photo');
  // DOMPurify writes HTML; resvg reads XML, which has no &nbsp; (the only named entity HTML
  // serialisation writes besides XML's own five).
  return clean.replaceAll('&nbsp;', '&#160;');
}
