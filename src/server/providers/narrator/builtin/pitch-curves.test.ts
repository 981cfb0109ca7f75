import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../../../shared/catalog.ts';
import { SHIPPED_PITCH_CURVES } from './pitch-curves.ts';
import { knownPitchCurves, LANGUAGE_VOICES, measurePitchCurve, pitchCurve, VARIANTS, type Register } from './voices.ts';

const voices = Object.keys(LANGUAGE_VOICES).flatMap((language) =>
  (Object.keys(VARIANTS) as Register[]).map((register) => [language as LanguageCode, register] as const),
);

describe('shipped pitch curves', () => {
  it('are what espeak and the pitch analysis measure today, for every language and register', async () => {
    const measured: Record<string, [number, number][]> = {};
    for (const [language, register] of voices) measured[`${language}:${register}`] = (await measurePitchCurve(language, register)).map((p) => [p.knob, p.hz]);
    // On a difference, paste the printed table into pitch-curves.ts.
    const table = Object.entries(measured)
      .map(([key, points]) => `  '${key}': ${JSON.stringify(points).replace(/,/g, ', ')},`)
      .join('\n');
    expect(measured, `measured curves:\n${table}`).toEqual(SHIPPED_PITCH_CURVES);
  });

  it("are the narrator's curves in a fresh process, with nothing to hand on", async () => {
    expect(await pitchCurve('ja', 'female')).toEqual(SHIPPED_PITCH_CURVES['ja:female']!.map(([knob, hz]) => ({ knob, hz })));
    expect(knownPitchCurves()).toEqual({});
  });
});
