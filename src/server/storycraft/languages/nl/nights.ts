/** Nederlands: andere titels, en waar het verhaal thuis begint en eindigt (zie ../schema.ts NightWords). */
import type { NightWords } from '../schema.ts';

/** Elk begin met elk vervolg (werkwoord op de tweede plaats: 'Die ochtend bouwde …'). */
const each = (leads: readonly string[], rests: readonly string[]) => leads.flatMap((lead) => rests.map((rest) => `${lead} ${rest}`));
const MORNING = ['Die ochtend', 'Vroeg in de ochtend', 'Op die zonnige ochtend'];
const NIGHT = ['Die avond', 'Die nacht', 'Later die avond'];

export const nights: NightWords = {
  titles: (c) => [
    `${c.name} en ${c.co.name} ${c.place.at}`,
    `Een dag ${c.place.at} met ${c.co.name}`,
    `${c.co.name}, ${c.name} en het grote uitje`,
    `Wat er ${c.place.at} gebeurde`,
    `${c.name}, ${c.co.name} en een klein avontuur`,
  ],
  opening: {
    home: (c) =>
      each(MORNING, [`bouwde ${c.name} in de woonkamer een toren van kussens.`, `sorteerde ${c.name} op het kleed in de woonkamer de kleurpotloden op kleur.`]),
    kitchen: (c) => each(MORNING, [`smeerde ${c.name} aan de keukentafel boter op een boterham.`, `telde ${c.name} in de keuken de rozijnen in de muesli.`]),
    garden: (c) => each(MORNING, [`zocht ${c.name} in de tuin op laarzen naar slakken.`, `gaf ${c.name} in de tuin de bloempotten water.`]),
    windowSeat: (c) =>
      each(MORNING, [
        `zat ${c.name} opgekruld in de vensterbank en keek hoe de straat wakker werd.`,
        `drukte ${c.name} in de vensterbank de neus tegen het raam en telde vogels.`,
      ]),
    doorstep: (c) => each(MORNING, [`zat ${c.name} op de stoep voor de voordeur de veters te strikken.`, `zwaaide ${c.name} vanaf de stoep naar de postbode.`]),
  },
  ending: {
    bedroom: (c) =>
      each(NIGHT, [
        `tekende het nachtlampje in de kamer van ${c.name} een klein geel maantje op de muur.`,
        `waren in de kamer van ${c.name} de gordijnen dicht en zaten de knuffels op een rij.`,
      ]),
    bunkBed: (c) =>
      each(NIGHT, [
        `sliep ${c.name} in het onderste bed van het stapelbed, knus als een beer in een hol.`,
        `kroop ${c.name} in het onderste bed, met het bovenste bed erboven als een dak.`,
      ]),
    attic: (c) =>
      each(NIGHT, [
        `stond het bed van ${c.name} op de zolderkamer, onder het schuine dak bij het ronde raampje.`,
        `gloeiden op de zolderkamer de papieren lampionnen boven het bed van ${c.name}.`,
      ]),
  },
};
