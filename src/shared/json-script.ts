/**
 * JSON for a `<script>` element written into server-rendered HTML (JSON-LD, the site config).
 * JSON.stringify alone is not safe there: a string holding `</script>` ends the element and
 * whatever follows runs as script (a character named `</script><script>…` in a public
 * story). Every `<`, `>` and `&` and the JS line separators become \u escapes, which JSON
 * parsers read back as the same characters.
 */
export function jsonForScript(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
