/**
 * Words for the look chips on /personalize (issue 15): "light skin · blonde curly hair · red hat ·
 * green top · child". Pure, shared by the chips and their editor.
 */
import type { HeroLook } from '../../shared/hero-look.ts';

const words = (v: string): string => v.replace(/-/g, ' ');

/** Option labels for the editor's selects. */
export const label = (value: string): string => (value === 'teddy' ? 'teddy bear' : value === 'older-adult' ? 'older adult' : words(value));

/** The look as chips, in a stable order; empty fields give no chip. */
export function lookChips(look: HeroLook): string[] {
  const chips: string[] = [];
  if (look.kind === 'animal') {
    chips.push([look.colours?.[0], look.species ?? 'animal (which one?)'].filter(Boolean).join(' '));
    if (look.colours?.[1]) chips.push(`${look.colours[1]} markings`);
  } else if (look.kind === 'object') {
    chips.push([look.colours?.[0], look.category ? label(look.category) : 'object (which one?)'].filter(Boolean).join(' '));
  } else {
    if (look.skinTone) chips.push(`${words(look.skinTone)} skin`);
    if (look.hairLength === 'bald') chips.push('bald');
    else if (look.hairColour || look.hairTexture || look.hairLength) {
      chips.push([look.hairLength === 'medium' ? undefined : look.hairLength, look.hairColour && words(look.hairColour), look.hairTexture, 'hair'].filter(Boolean).join(' '));
    }
    if (look.hairStyle && look.hairStyle !== 'loose') chips.push(look.hairStyle);
    if (look.beard) chips.push('beard');
    if (look.glasses) chips.push('glasses');
    if (look.headwear && look.headwear !== 'none') chips.push([look.headwearColour, label(look.headwear)].filter(Boolean).join(' '));
    if (look.scarf && look.scarf !== 'none') chips.push(`${look.scarf} scarf`);
    if (look.clothing?.[0]) chips.push(`${look.clothing[0]} ${look.top ?? 'top'}`);
    if (look.ageBand) chips.push(label(look.ageBand));
  }
  return chips;
}
