/**
 * Runs the photo analysis over the evaluation set and prints, per photo, every labelled field
 * that was read wrong, then the share of labelled fields read right and the invented glasses and
 * beards. Run: npx tsx scripts/likeness-eval.ts [dev|held-out|all] (default dev; the held-out
 * half is for the final figures only).
 */
import { createPhotoAnalyzer } from '../src/server/likeness/analyzer.ts';
import { inventedFeatures, likenessBytes, likenessSet, scoreLook } from '../tests/helpers/likeness-eval.ts';

const split = process.argv[2] ?? 'dev';
const photos = likenessSet().filter((p) => split === 'all' || p.split === split);
const analyzer = createPhotoAnalyzer({ idleSeconds: 10 });
let right = 0,
  total = 0;
const invented: string[] = [];
const byField = new Map<string, [number, number]>();
for (const photo of photos) {
  const { look, ms, debug } = await analyzer.analyze(await likenessBytes(photo));
  const fields = scoreLook(photo.expect, look);
  for (const f of fields) {
    const [r, t] = byField.get(f.field) ?? [0, 0];
    byField.set(f.field, [r + (f.ok ? 1 : 0), t + 1]);
  }
  right += fields.filter((f) => f.ok).length;
  total += fields.length;
  const bad = fields.filter((f) => !f.ok).map((f) => `${f.field}: want ${f.want}, got ${f.got}`);
  for (const what of inventedFeatures(photo.expect, look)) invented.push(`${photo.id}: ${what}`);
  console.log(
    `${photo.id.padEnd(30)} ${String(ms).padStart(5)} ms  ${fields.length - bad.length}/${fields.length}${bad.length ? `  ✗ ${bad.join('; ')}` : ''}`,
  );
  if (process.env.LOOK) console.log(`   ${JSON.stringify(look)}`);
  if (debug) console.log(`   ${JSON.stringify(debug)}`);
}
analyzer.close();
console.log(`\n${split}: ${photos.length} photos, ${right}/${total} labelled fields right (${((100 * right) / Math.max(1, total)).toFixed(1)}%)`);
console.log(`per field: ${[...byField].map(([f, [r, t]]) => `${f} ${r}/${t}`).join(', ')}`);
console.log(`invented glasses or beards: ${invented.length}${invented.length ? ` (${invented.join(', ')})` : ''}`);
