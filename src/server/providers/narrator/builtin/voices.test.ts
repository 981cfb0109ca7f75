import { describe, expect, it, vi } from 'vitest';
import { adoptPitchCurves, knownPitchCurves, pitchCurve } from './voices.ts';

// As with an espeak build the shipped curves were not measured on (pitch-curves.ts): every voice is measured or handed in.
vi.mock('./pitch-curves.ts', () => ({ CURVES_ESPEAK_VERSION: 'another build', SHIPPED_PITCH_CURVES: {} }));

describe('voice pitch curves handed between page-media children', () => {
  it('uses a curve measured by an earlier process instead of measuring again, and reports what it knows', async () => {
    const earlier = [
      { knob: 0, hz: 101 },
      { knob: 50, hz: 151 },
      { knob: 99, hz: 201 },
    ];
    adoptPitchCurves({ 'ko:male': earlier });
    // A measured curve would come from espeak's own output, never these round figures.
    expect(await pitchCurve('ko', 'male')).toEqual(earlier);
    expect(knownPitchCurves()['ko:male']).toEqual(earlier);
  });

  it('measures a voice whose handed-in curve is malformed, and hands the measured one on', async () => {
    adoptPitchCurves({
      'it:male': [
        { knob: 0, hz: 300 },
        { knob: 50, hz: 200 },
      ] as never,
    });
    const measured = await pitchCurve('it', 'male');
    expect(measured.length).toBeGreaterThanOrEqual(2);
    expect(measured[0]!.hz).not.toBe(300);
    for (let i = 1; i < measured.length; i++) expect(measured[i]!.hz).toBeGreaterThan(measured[i - 1]!.hz);
    expect(knownPitchCurves()['it:male']).toEqual(measured);
  });
});
