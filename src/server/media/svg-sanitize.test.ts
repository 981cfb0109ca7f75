import { describe, expect, it } from 'vitest';
import { sanitizeSvg, sanitizeSvgDocument, SVG_FILTER_LIMITS, SVG_LIMITS } from './svg-sanitize.ts';
import { purifySvg } from './svg-purify.ts';

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const doc = (body: string, rootAttrs = '') => `<svg ${NS} viewBox="0 0 100 100"${rootAttrs}>${body}</svg>`;
const PNG_1PX = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('sanitizeSvg removes everything that runs, loads or escapes', () => {
  it.each([
    ['script element', doc('<script>alert(1)</script><rect width="9" height="9"/>'), /script|alert/i],
    ['CDATA script', doc('<script><![CDATA[ fetch("//evil") ]]></script>'), /script|fetch/i],
    [
      'foreignObject with HTML',
      doc('<foreignObject width="100" height="100"><div xmlns="http://www.w3.org/1999/xhtml"><iframe src="//evil"/></div></foreignObject>'),
      /foreignObject|iframe|div/i,
    ],
    ['onload on the root', doc('<rect width="9" height="9"/>', ' onload="alert(1)"'), /onload|alert/i],
    ['mixed-case event attribute', doc('<circle r="5" OnClick="steal()"/>'), /onclick|steal/i],
    ['external xlink:href on image', doc('<image xlink:href="http://evil.example/track.png" width="9" height="9"/>'), /evil|href/i],
    ['local file path on image', doc('<image href="/srv/data/media/other-user.webp" width="9" height="9"/>'), /srv|href/i],
    ['file: URL on image', doc('<image href="file:///etc/passwd" width="9" height="9"/>'), /passwd|href/i],
    [
      'nested SVG as data URI (would skip the sanitizer)',
      doc(`<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" width="9" height="9"/>`),
      /svg\+xml|href/i,
    ],
    ['use pointing to another file', doc('<use href="https://evil.example/sprite.svg#icon"/>'), /evil|href/i],
    ['javascript: link', doc('<a href="javascript:alert(1)"><rect width="9" height="9"/></a>'), /javascript|href/i],
    ['javascript: hidden behind a character reference', doc('<a xlink:href="&#106;avascript:alert(1)"><rect width="9" height="9"/></a>'), /avascript|href/i],
    ['external paint server', doc('<rect width="9" height="9" fill="url(http://evil.example/p.svg#g)"/>'), /evil/i],
    ['style attribute with external url', doc('<rect width="9" height="9" style="fill:url(https://evil.example/x#a)"/>'), /evil/i],
    ['stylesheet @import', doc('<style>@import url("https://evil.example/a.css"); rect{fill:red}</style>'), /import|evil/i],
    ['stylesheet background url', doc('<style>rect{fill:url(//evil.example/x)}</style><rect width="9" height="9"/>'), /evil/i],
    ['CSS escape hiding url(', doc('<style>rect{fill:u\\72l(//evil.example/x)}</style>'), /evil|\\72/i],
    ['iframe, embed, object', doc('<iframe src="//a"/><embed src="//b"/><object data="//c"/>'), /iframe|embed|object|\/\/[abc]/i],
    [
      'animation that rewrites href',
      doc('<a><set attributeName="href" to="javascript:alert(1)"/><animate attributeName="href" values="//evil"/></a>'),
      /set|animate|javascript|evil/i,
    ],
    ['xml:base redirecting references', doc('<g xml:base="http://evil.example/"><image href="#x"/></g>'), /xml:base|evil/i],
    [
      'editor namespaces',
      doc('<sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" pagecolor="#fff"/>'),
      /sodipodi|namedview/i,
    ],
  ])('%s', (_name, input, forbidden) => {
    const out = sanitizeSvg(input);
    expect(out).not.toMatch(forbidden);
    expect(out.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it('drops a DOCTYPE (even with an internal subset) and never expands DTD entities', () => {
    const harmlessDoctype = `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${doc('<rect width="9" height="9"/>')}`;
    const result = sanitizeSvgDocument(harmlessDoctype);
    expect(result.svg).not.toMatch(/DOCTYPE|w3\.org\/Graphics/);
    expect(result.removed).toContain('doctype');
    expect(result.svg).toContain('<rect');

    const xxe = `<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${doc('<text>&xxe;</text>')}`;
    expect(() => sanitizeSvg(xxe)).toThrow(expect.objectContaining({ code: 'unsupported_media_type' }));

    const laughs = `<!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>${doc('<text>&b;</text>')}`;
    expect(() => sanitizeSvg(laughs)).toThrow(expect.objectContaining({ code: 'unsupported_media_type' }));
  });
});

describe('sanitizeSvg keeps the drawing', () => {
  it('keeps shapes, gradients, internal references, text and embedded rasters', () => {
    const input = doc(
      '<defs><linearGradient id="sky"><stop offset="0" stop-color="#8cf"/></linearGradient>' +
        '<symbol id="star"><path d="M0 0L5 9z"/></symbol></defs>' +
        '<rect width="100" height="100" fill="url(#sky)" style="stroke:url(\'#sky\')"/>' +
        '<use xlink:href="#star" x="10"/>' +
        '<text x="5" y="90" font-family="Noto Sans">Mia &amp; Leo &lt;3</text>' +
        `<image href="${PNG_1PX}" width="10" height="10"/>` +
        '<style>.a { fill: url(#sky) }</style>',
    );
    const { svg, embeddedImages, removed } = sanitizeSvgDocument(input);
    expect(removed).toEqual([]);
    expect(svg).toContain('fill="url(#sky)"');
    expect(svg).toContain('style="stroke:url(#sky)"');
    expect(svg).toContain('<use href="#star" x="10"/>');
    expect(svg).toContain('Mia &amp; Leo &lt;3');
    expect(svg).toContain(`href="${PNG_1PX}"`);
    expect(svg).toContain('<style>.a { fill: url(#sky) }</style>');
    expect(embeddedImages).toHaveLength(1);
    expect(embeddedImages[0]!.subarray(1, 4).toString()).toBe('PNG');
  });

  it('keeps what is inside a link but not the link', () => {
    const out = sanitizeSvg(doc('<a href="https://example.com"><circle r="4"/></a>'));
    expect(out).toContain('<g><circle r="4"/></g>');
    expect(out).not.toContain('example.com');
  });

  it('accepts an SVG without a namespace declaration, like many hand-written files', () => {
    expect(sanitizeSvg('<svg viewBox="0 0 10 10"><rect width="5" height="5"/></svg>')).toContain('<rect width="5" height="5"/>');
  });
});

describe('sanitizeSvg rejects what is not a plain drawing', () => {
  it.each([
    ['not XML', 'hello <svg'],
    ['HTML page with an svg inside', '<html><body><svg viewBox="0 0 1 1"></svg></body></html>'],
    ['another XML root', '<?xml version="1.0"?><rss><svg/></rss>'],
    ['unclosed tag', '<svg xmlns="http://www.w3.org/2000/svg"><g>'],
  ])('%s', (_name, input) => {
    expect(() => sanitizeSvg(input)).toThrow(
      expect.objectContaining({ code: 'unsupported_media_type', message: 'Unsupported file format. Please use one of: jpeg, jpg, png, webp, svg' }),
    );
  });

  it('rejects a <use> bomb that would expand to millions of shapes', () => {
    // 8 levels of 10 references each: 10^8 rectangles once expanded, from ~2 KB of text.
    let defs = '<g id="l0"><rect width="1" height="1"/></g>';
    for (let level = 1; level <= 8; level++) {
      defs += `<g id="l${level}">${`<use href="#l${level - 1}"/>`.repeat(10)}</g>`;
    }
    expect(() => sanitizeSvg(doc(`<defs>${defs}</defs><use href="#l8"/>`))).toThrow(
      expect.objectContaining({ code: 'validation_failed', message: expect.stringMatching(/too complex/) }),
    );
  });

  it('rejects reference cycles and nesting deep enough to overflow the renderer', () => {
    expect(() => sanitizeSvg(doc('<g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g>'))).toThrow(/too complex/);
    expect(() => sanitizeSvg(doc(`${'<g>'.repeat(500)}${'</g>'.repeat(500)}`))).toThrow(/too complex/);
  });

  it('lets a normal amount of reuse through', () => {
    const defs = '<g id="leaf"><path d="M0 0h2v2z"/></g>';
    expect(() => sanitizeSvg(doc(`<defs>${defs}</defs>${'<use href="#leaf"/>'.repeat(2000)}`))).not.toThrow();
  });
});

describe('sanitizeSvg bounds what a filter costs to draw', () => {
  const filter = (primitives: string, attrs = '') => doc(`<filter id="f"${attrs}>${primitives}</filter><rect width="100" height="100" filter="url(#f)"/>`);

  it('clamps feTurbulence numOctaves, blur and morphology radii to SVG_FILTER_LIMITS', () => {
    const out = sanitizeSvg(
      filter('<feTurbulence baseFrequency="0.05" numOctaves="1000000000"/><feGaussianBlur stdDeviation="1e9 5"/><feMorphology radius="500"/>'),
    );
    expect(out).toContain(`numOctaves="${SVG_FILTER_LIMITS.maxNumOctaves}"`);
    expect(out).toContain(`stdDeviation="${SVG_FILTER_LIMITS.maxStdDeviation} 5"`);
    expect(out).toContain(`radius="${SVG_FILTER_LIMITS.maxMorphologyRadius}"`);
    // Values a drawing uses stay as they were.
    expect(sanitizeSvg(filter('<feTurbulence baseFrequency="0.05" numOctaves="2"/>'))).toContain('numOctaves="2"');
  });

  it('leaves out a feConvolveMatrix kernel bigger than 5x5', () => {
    const kernel = Array(900).fill('1').join(' ');
    const out = sanitizeSvg(filter(`<feConvolveMatrix order="30" kernelMatrix="${kernel}"/>`));
    expect(out).not.toMatch(/order=|kernelMatrix=/);
    expect(sanitizeSvg(filter('<feConvolveMatrix order="3" kernelMatrix="0 1 0 1 1 1 0 1 0"/>'))).toContain('order="3"');
  });

  it('drops filter regions in user space and clamps bounding-box regions', () => {
    const user = sanitizeSvg(
      filter('<feFlood flood-color="red"/>', ' filterUnits="userSpaceOnUse" x="-1000000" y="-1000000" width="2000000" height="2000000"'),
    );
    expect(user).not.toMatch(/filterUnits|2000000/);
    const box = sanitizeSvg(filter('<feFlood flood-color="red"/>', ' x="-5000%" y="-0.1" width="9000%" height="1.2"'));
    expect(box).toContain(`x="${-SVG_FILTER_LIMITS.maxRegionMargin}"`);
    expect(box).toContain(`width="${1 + 2 * SVG_FILTER_LIMITS.maxRegionMargin}"`);
    expect(box).toContain('y="-0.1"');
    expect(box).toContain('height="1.2"');
  });

  it('refuses more filter primitives than SVG_LIMITS.maxFilterPrimitives', () => {
    const many = '<feOffset dx="1"/>'.repeat(SVG_LIMITS.maxFilterPrimitives + 1);
    expect(() => sanitizeSvg(filter(many))).toThrow(/too complex/);
  });
});

describe('purifySvg (DOMPurify SVG profile, after the allow-list)', () => {
  it('keeps a drawing (camel-cased names, gradients, filters, <use>, text) and writes XML resvg can read', () => {
    const clean = purifySvg(
      sanitizeSvg(
        doc(
          `<defs><linearGradient id="g"><stop offset="1" stop-color="#fff"/></linearGradient></defs><filter id="f"><feTurbulence baseFrequency="0.05" numOctaves="2"/></filter><g id="x"><rect width="10" height="10" fill="url(#g)" filter="url(#f)"/></g><use href="#x" x="20"/><text>a &amp; b&#160;c</text><image href="${PNG_1PX}" width="3" height="3"/>`,
        ),
      ),
    );
    for (const part of [
      'viewBox="0 0 100 100"',
      '<linearGradient id="g">',
      'numOctaves="2"',
      '<use href="#x" x="20">',
      `href="${PNG_1PX}"`,
      'a &amp; b&#160;c',
    ])
      expect(clean).toContain(part);
    expect(clean).not.toContain('&nbsp;');
  });

  it('removes what its profile does not allow, and any href that loads from outside the drawing', () => {
    const clean = purifySvg(
      `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="9" height="9" onclick="x()"/><image href="https://evil.example/x.png"/><foreignObject><div>hi</div></foreignObject></svg>`,
    );
    expect(clean).not.toMatch(/script|alert|onclick|evil|foreignObject|<div/i);
  });
});
