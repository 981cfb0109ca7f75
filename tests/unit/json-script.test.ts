/** JSON written into <script> elements of server-rendered pages (stored XSS through JSON-LD). */
import { describe, expect, it } from 'vitest';
import { jsonForScript } from '../../src/shared/json-script.ts';

const HOSTILE = [
  '</script><script>alert(1)</script>',
  '</SCRIPT ><img src=x onerror=alert(1)>',
  '<!--<script>',
  'Tom & Jerry > Mila',
  'line\u2028separator\u2029',
];

describe('jsonForScript', () => {
  it.each(HOSTILE)('cannot end or open an element: %s', (name) => {
    const out = jsonForScript({ '@type': 'Book', name, nested: [{ name }] });
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    // Read back by a JSON parser (search engines, our own site-config reader) as the same value.
    expect(JSON.parse(out)).toEqual({ '@type': 'Book', name, nested: [{ name }] });
  });

  it('writes plain values as JSON', () => {
    expect(jsonForScript({ a: 1, b: 'x' })).toBe('{"a":1,"b":"x"}');
    expect(jsonForScript(undefined)).toBe('null');
  });
});
