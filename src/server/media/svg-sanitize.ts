/**
 * SVG sanitizer for uploaded character pictures: an uploaded SVG is
 * never served raw. The output is only ever handed to the rasterizer (image.ts), yet it is
 * cleaned as if a browser would open it, because resvg itself reads local files: an
 * `<image href="/srv/data/media/someone-else.webp">` would paint another user's photo into
 * this user's picture.
 *
 * This is the first of two passes, both run in the media child process (image.ts
 * rasterizeSvgHere); DOMPurify's SVG profile (svg-purify.ts) is the second. This one parses
 * strictly, as resvg does, bounds the document's size and what it costs to draw, and clamps the
 * filter primitives whose cost grows with a number in the file (feTurbulence numOctaves,
 * feConvolveMatrix order, blur and morphology radii, filter regions far beyond the shape).
 * `sax` (strict, namespace-aware) parses exactly like an XML user agent
 * would, decodes entities and character references before we look at a value (so
 * `&#106;avascript:` or `&#47;etc` cannot hide), and never expands DTD entities (XXE and
 * billion-laughs are impossible; an undefined entity is a parse error). We then rebuild the
 * document from scratch, copying only allow-listed elements and safe attributes; anything we
 * do not recognise is dropped with its whole subtree.
 */
import sax from 'sax';
import type { QualifiedAttribute, QualifiedTag, Tag } from 'sax';
import { isAppError } from '../errors.ts';
import { svgTooComplex, unsupportedFormat } from './upload-errors.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/** Shapes, paint servers, text and filters: what a drawing needs, nothing that runs or loads. */
const ALLOWED_ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'switch',
  'title',
  'desc',
  'style',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'image',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feImage',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
]);

/** Elements whose character data matters when drawing. */
const TEXT_ELEMENTS = new Set(['text', 'tspan', 'textPath', 'title', 'desc', 'style']);

/** Elements that may carry an embedded raster (`data:` URI); all others may only point inside. */
const IMAGE_ELEMENTS = new Set(['image', 'feImage']);

/** Raster payloads resvg decodes itself; svg+xml is excluded because it would skip this sanitizer. */
const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|webp)(;base64)?,/i;

/** Resource caps that keep a 10 MB text file from becoming a minutes-long render or a stack overflow. */
export const SVG_LIMITS = {
  /** Elements kept after sanitizing. */
  maxElements: 50_000,
  /** Nesting depth; resvg recurses per level. */
  maxDepth: 100,
  /** Elements drawn once every <use>, url(#…) and CSS reference is expanded. */
  maxExpandedElements: 200_000,
  /** Filter primitives (fe* elements) in the document: each one is a pass over its whole region. */
  maxFilterPrimitives: 64,
} as const;

/**
 * Bounds on filter numbers whose cost grows with the value. feTurbulence costs one noise pass per
 * octave over every pixel of its region (numOctaves 2 on a 2048 px canvas: ~5 s of CPU in resvg;
 * past 4 octaves the added detail is finer than a pixel at the sizes drawings use); a
 * feConvolveMatrix costs order² per pixel; blur and morphology radii set the kernel size.
 */
export const SVG_FILTER_LIMITS = {
  maxNumOctaves: 2,
  maxConvolveOrder: 5,
  /** feGaussianBlur / feDropShadow stdDeviation, user units. */
  maxStdDeviation: 100,
  /** feMorphology radius, user units. */
  maxMorphologyRadius: 10,
  /** A filter region (objectBoundingBox units) reaches at most this far beyond the shape on each side. */
  maxRegionMargin: 0.5,
} as const;

const FILTER_PRIMITIVE = /^fe[A-Z]/;

/** Result of sanitizing one SVG document. */
export interface SanitizedSvg {
  /** A standalone, self-contained SVG document (UTF-8 text). */
  svg: string;
  /** Decoded payloads of the `data:image/…` rasters kept in the drawing, so the caller can size-check them. */
  embeddedImages: Buffer[];
  /** What was removed, de-duplicated (e.g. 'script', 'onload', 'href=http://…'); for logs and tests. */
  removed: string[];
}

interface ElementNode {
  name: string;
  attrs: Array<[string, string]>;
  children: Array<ElementNode | string>;
  /** `#id` targets referenced from this element's attributes (use, paint servers, filters…). */
  refs: string[];
}

/**
 * Sanitizes an SVG document and returns only the safe drawing.
 *
 * @throws AppError unsupported_media_type ('photo' list) when the text is not well-formed XML
 *   with an `<svg>` root (includes documents that use DTD-declared entities).
 * @throws AppError validation_failed (svgTooComplex) when the limits in SVG_LIMITS are exceeded.
 */
export function sanitizeSvgDocument(text: string): SanitizedSvg {
  const removed = new Set<string>();
  const embeddedImages: Buffer[] = [];
  const cssRefs: string[] = [];
  const ids = new Map<string, ElementNode>();
  const stack: ElementNode[] = [];
  let root: ElementNode | undefined;
  let rootNs: string | undefined;
  let skipDepth = 0;
  let elementCount = 0;
  let filterPrimitives = 0;

  const parser = sax.parser(true, { xmlns: true, trim: false, normalize: false });
  parser.onerror = (error) => {
    throw error;
  };
  parser.ondoctype = () => removed.add('doctype');
  parser.onprocessinginstruction = (pi) => {
    if (pi.name.toLowerCase() !== 'xml') removed.add(`<?${pi.name}?>`);
  };

  parser.onopentag = (rawTag: Tag | QualifiedTag) => {
    const tag = rawTag as QualifiedTag;
    if (skipDepth > 0) {
      skipDepth++;
      return;
    }
    if (!root) {
      if (tag.local !== 'svg' || (tag.uri !== SVG_NS && tag.uri !== '')) throw unsupportedFormat('photo');
      rootNs = tag.uri;
    }
    const isSvg = tag.uri === rootNs;
    const local = tag.local === 'a' && isSvg ? 'g' : tag.local; // keep a link's drawing, drop the link
    if (!isSvg || !ALLOWED_ELEMENTS.has(local) || stack.length >= SVG_LIMITS.maxDepth) {
      if (stack.length >= SVG_LIMITS.maxDepth) throw svgTooComplex();
      removed.add(tag.prefix ? `${tag.prefix}:${tag.local}` : tag.local);
      skipDepth = 1;
      return;
    }
    if (++elementCount > SVG_LIMITS.maxElements) throw svgTooComplex();

    const node: ElementNode = { name: local, attrs: [], children: [], refs: [] };
    for (const attr of Object.values(tag.attributes)) copyAttribute(node, attr, removed, embeddedImages);
    if (FILTER_PRIMITIVE.test(local) && ++filterPrimitives > SVG_LIMITS.maxFilterPrimitives) throw svgTooComplex();
    clampFilterCost(node, removed);
    const id = node.attrs.find(([name]) => name === 'id')?.[1];
    if (id !== undefined && !ids.has(id)) ids.set(id, node);

    if (root) stack[stack.length - 1]!.children.push(node);
    else root = node;
    stack.push(node);
  };

  parser.onclosetag = () => {
    if (skipDepth > 0) {
      skipDepth--;
      return;
    }
    const node = stack.pop();
    if (node?.name === 'style') {
      const css = node.children.filter((c): c is string => typeof c === 'string').join('');
      const clean = sanitizeCss(css, removed);
      node.children = clean ? [clean] : [];
      cssRefs.push(...fragmentRefs(clean));
    }
  };

  const onText = (value: string) => {
    const current = stack[stack.length - 1];
    if (skipDepth > 0 || !current || !TEXT_ELEMENTS.has(current.name)) return;
    current.children.push(value);
  };
  parser.ontext = onText;
  parser.oncdata = onText;

  try {
    parser.write(text.replace(/^\uFEFF/, '')).close();
  } catch (error) {
    if (isAppError(error)) throw error;
    throw unsupportedFormat('photo');
  }
  if (!root) throw unsupportedFormat('photo');

  checkExpansion(root, ids, cssRefs, elementCount);
  return { svg: serialize(root, true), embeddedImages, removed: [...removed] };
}

/** Sanitizes an SVG document; see sanitizeSvgDocument for the rules and the errors thrown. */
export function sanitizeSvg(text: string): string {
  return sanitizeSvgDocument(text).svg;
}

function copyAttribute(node: ElementNode, attr: QualifiedAttribute, removed: Set<string>, embeddedImages: Buffer[]): void {
  const { uri, local, prefix, value } = attr;
  if (prefix === 'xmlns' || attr.name === 'xmlns' || uri === XMLNS_NS) return; // we write our own
  if (uri === XML_NS) {
    if (local === 'space' || local === 'lang') node.attrs.push([`xml:${local}`, value]);
    else removed.add(`xml:${local}`); // xml:base would redirect relative references
    return;
  }
  if (/^on/i.test(local)) {
    removed.add(local);
    return;
  }
  if (local === 'href' && (uri === XLINK_NS || uri === '')) {
    if (node.attrs.some(([name]) => name === 'href')) return;
    const href = value.trim();
    if (href.startsWith('#') && href.length > 1) {
      node.attrs.push(['href', href]);
      node.refs.push(href.slice(1));
    } else if (IMAGE_ELEMENTS.has(node.name) && SAFE_DATA_IMAGE.test(href)) {
      const payload = decodeDataUri(href);
      if (payload) {
        embeddedImages.push(payload);
        node.attrs.push(['href', href]);
      } else removed.add('href=data:(malformed)');
    } else {
      removed.add(`href=${href.slice(0, 40)}`);
    }
    return;
  }
  if (uri !== '') {
    removed.add(`${prefix}:${local}`); // editor namespaces (inkscape:, sodipodi:) and unknown ones
    return;
  }
  const clean = local === 'style' ? sanitizeCss(value, removed) : sanitizeValue(value, local, removed);
  if (clean === undefined) return;
  node.attrs.push([local, clean]);
  node.refs.push(...fragmentRefs(clean));
}

/** Numbers in an SVG number list ("2", "3 4", "1e2,5"). */
const numbersOf = (value: string): number[] =>
  value
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);

/**
 * Clamps, in place, the attributes of `node` that make a filter cost more than a drawing needs
 * (SVG_FILTER_LIMITS). A value that is no number is dropped (resvg would ignore it anyway).
 */
function clampFilterCost(node: ElementNode, removed: Set<string>): void {
  const set = (name: string, value: string | undefined) => {
    const i = node.attrs.findIndex(([n]) => n === name);
    if (i === -1) return;
    if (value === undefined) node.attrs.splice(i, 1);
    else node.attrs[i] = [name, value];
    removed.add(`${node.name}@${name}(clamped)`);
  };
  const get = (name: string) => node.attrs.find(([n]) => n === name)?.[1];
  const clampList = (name: string, max: number, integer = false) => {
    const value = get(name);
    if (value === undefined) return;
    const numbers = numbersOf(value);
    if (!numbers.length || numbers.some((n) => !Number.isFinite(n))) return set(name, undefined);
    if (numbers.every((n) => Math.abs(n) <= max && (!integer || Number.isInteger(n)))) return;
    set(name, numbers.map((n) => String(Math.min(max, Math.max(-max, integer ? Math.round(n) : n)))).join(' '));
  };
  switch (node.name) {
    case 'feTurbulence':
      clampList('numOctaves', SVG_FILTER_LIMITS.maxNumOctaves, true);
      break;
    case 'feConvolveMatrix': {
      // The kernel must hold order² values, so a bigger matrix cannot be shrunk: it is left out.
      const order = get('order');
      if (order !== undefined && numbersOf(order).some((n) => !(n >= 1 && n <= SVG_FILTER_LIMITS.maxConvolveOrder))) {
        node.attrs = node.attrs.filter(([n]) => n !== 'order' && n !== 'kernelMatrix');
        removed.add('feConvolveMatrix@order(too large)');
      }
      break;
    }
    case 'feGaussianBlur':
    case 'feDropShadow':
      clampList('stdDeviation', SVG_FILTER_LIMITS.maxStdDeviation);
      break;
    case 'feMorphology':
      clampList('radius', SVG_FILTER_LIMITS.maxMorphologyRadius);
      break;
    case 'filter': {
      // A region in user space can be made millions of pixels wide around a tiny shape (resvg
      // then fills all of it); the default region (the shape plus 10 %) serves drawings.
      if (get('filterUnits') === 'userSpaceOnUse') {
        for (const name of ['filterUnits', 'x', 'y', 'width', 'height']) set(name, undefined);
        break;
      }
      const margin = SVG_FILTER_LIMITS.maxRegionMargin;
      const fraction = (value: string) => (value.trim().endsWith('%') ? Number.parseFloat(value) / 100 : Number(value));
      for (const [name, lo, hi] of [
        ['x', -margin, 1],
        ['y', -margin, 1],
        ['width', 0, 1 + 2 * margin],
        ['height', 0, 1 + 2 * margin],
      ] as const) {
        const value = get(name);
        if (value === undefined) continue;
        const f = fraction(value);
        if (!Number.isFinite(f)) set(name, undefined);
        else if (f < lo || f > hi) set(name, String(Math.min(hi, Math.max(lo, f))));
      }
      break;
    }
  }
}

/** Presentation attributes may hold url(#id); any other url(), or a script scheme, drops the attribute. */
function sanitizeValue(value: string, name: string, removed: Set<string>): string | undefined {
  if (/url\s*\(/i.test(value) && !onlyFragmentUrls(value)) {
    removed.add(`${name}=url(external)`);
    return undefined;
  }
  if (/(?:java|vb)script\s*:/i.test(value)) {
    removed.add(`${name}=script:`);
    return undefined;
  }
  return value;
}

/**
 * CSS from `<style>` and style="": @import and every url() that does not point inside the
 * document become inert. CSS escapes (`u\72l(`) could spell what a regex does not see, so a
 * stylesheet containing a backslash is dropped whole; real drawings do not need them.
 */
function sanitizeCss(css: string, removed: Set<string>): string {
  if (css.includes('\\')) {
    removed.add('css-escape');
    return '';
  }
  let clean = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/@import[^;]*;?/gi, () => {
      removed.add('@import');
      return '';
    })
    .replace(/url\s*\(\s*(['"]?)([^'")]*)\1\s*\)/gi, (match, _quote: string, target: string) => {
      if (target.trim().startsWith('#')) return `url(${target.trim()})`;
      removed.add('css-url(external)');
      return 'none';
    });
  if (!onlyFragmentUrls(clean) || /(?:java|vb)script\s*:|expression\s*\(|-moz-binding|behavior\s*:/i.test(clean)) {
    removed.add('css-unsafe');
    clean = '';
  }
  return clean;
}

function onlyFragmentUrls(value: string): boolean {
  const urls = value.match(/url\s*\(\s*['"]?[^'")]*/gi) ?? [];
  return urls.every((u) => /^url\s*\(\s*['"]?\s*#/i.test(u));
}

function fragmentRefs(value: string): string[] {
  return [...value.matchAll(/url\s*\(\s*['"]?\s*#([^'")\s]+)/gi)].map((m) => m[1]!);
}

function decodeDataUri(uri: string): Buffer | undefined {
  const comma = uri.indexOf(',');
  const meta = uri.slice(0, comma);
  const data = uri.slice(comma + 1);
  try {
    return /;base64$/i.test(meta) ? Buffer.from(data.replace(/\s+/g, ''), 'base64') : Buffer.from(decodeURIComponent(data), 'latin1');
  } catch {
    return undefined;
  }
}

/**
 * Estimates how many elements the renderer will draw once references are expanded, the SVG
 * twin of a decompression bomb: ten <use> of a group of ten <use> of … grows tenfold per level.
 * A reference cycle is rejected outright (no real drawing has one).
 */
function checkExpansion(root: ElementNode, ids: Map<string, ElementNode>, cssRefs: string[], elementCount: number): void {
  const cost = new Map<ElementNode, number>();
  const inProgress = new Set<ElementNode>();
  const limit = SVG_LIMITS.maxExpandedElements;

  const costOf = (node: ElementNode, depth = 0): number => {
    const known = cost.get(node);
    if (known !== undefined) return known;
    // Long reference chains overflow the renderer's stack (and ours) even when they are cheap.
    if (inProgress.has(node) || depth > 2 * SVG_LIMITS.maxDepth) throw svgTooComplex();
    inProgress.add(node);
    let total = 1;
    for (const child of node.children) {
      if (typeof child !== 'string') total += costOf(child, depth + 1);
      if (total > limit) throw svgTooComplex();
    }
    for (const ref of node.refs) {
      const target = ids.get(ref);
      if (target) total += costOf(target, depth + 1);
      if (total > limit) throw svgTooComplex();
    }
    inProgress.delete(node);
    cost.set(node, total);
    return total;
  };

  let total = costOf(root);
  // A stylesheet rule may apply to every element, so each CSS reference counts once per element.
  for (const ref of cssRefs) {
    const target = ids.get(ref);
    if (target) total += costOf(target) * elementCount;
    if (total > limit) throw svgTooComplex();
  }
}

function escapeXml(value: string): string {
  return value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

function serialize(node: ElementNode, isRoot: boolean): string {
  let out = `<${node.name}`;
  if (isRoot) out += ` xmlns="${SVG_NS}"`;
  for (const [name, value] of node.attrs) out += ` ${name}="${escapeXml(value)}"`;
  if (node.children.length === 0) return `${out}/>`;
  out += '>';
  for (const child of node.children) out += typeof child === 'string' ? escapeXml(child) : serialize(child, false);
  return `${out}</${node.name}>`;
}
