import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NUNITO_FALLBACK_CSS, NUNITO_FONT_FAMILY } from '../../src/lib/font-fallback.ts';

/** No layout shift on the home page: the brand font's metric-matched fallbacks are declared and actually used. */
describe('Nunito fallback faces', () => {
  const aliases = NUNITO_FONT_FAMILY.split(',')
    .map((f) => f.trim().replace(/^["']|["']$/g, ''))
    .filter((f) => f.startsWith('Nunito Fallback'));

  it('declares one resized local face per fallback alias', () => {
    expect(aliases).toEqual(['Nunito Fallback: Arial', 'Nunito Fallback: Liberation Sans']);
    for (const alias of aliases) expect(NUNITO_FALLBACK_CSS).toContain(`font-family: "${alias}"`);
    expect(NUNITO_FALLBACK_CSS).toContain("local('Liberation Sans')");
    // Nunito is a little wider and taller than Arial: the fallback is scaled, not drawn as is.
    const sizeAdjust = Number(/size-adjust: ([\d.]+)%/.exec(NUNITO_FALLBACK_CSS)?.[1]);
    expect(sizeAdjust).toBeGreaterThan(100);
    expect(NUNITO_FALLBACK_CSS).toMatch(/ascent-override: [\d.]+%/);
  });

  it('matches each weight the site loads, the bold ones with the local bold font', () => {
    for (const weight of ['400', '700', '800']) expect(NUNITO_FALLBACK_CSS.match(new RegExp(`font-weight: ${weight};`, 'g'))).toHaveLength(2);
    expect(NUNITO_FALLBACK_CSS).toContain("local('Liberation Sans Bold')");
    expect(NUNITO_FALLBACK_CSS).toContain("local('Arial Bold')");
  });

  it('paints first in the aliases, and puts them right after Nunito once the page switches to it', () => {
    const css = readFileSync(new URL('../../src/styles/global.css', import.meta.url), 'utf8');
    const families = (stack: string) => stack.split(',').map((f) => f.trim().replace(/^'|'$/g, ''));
    const first = /--font-sans:\s*([^;]+);/.exec(css)?.[1] ?? '';
    expect(families(first).slice(0, 2)).toEqual(aliases);
    expect(first).not.toContain('Nunito Variable');
    const switched = /:root\[data-font='nunito'\]\s*\{\s*--font-sans:\s*([^;]+);/.exec(css)?.[1] ?? '';
    expect(families(switched).slice(0, 3)).toEqual(['Nunito Variable', ...aliases]);
  });
});
