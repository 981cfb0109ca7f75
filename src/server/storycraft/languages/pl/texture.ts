/**
 * Polish texture for older listeners (ages 7+): a scenery line (tier 2) and an inner-thought
 * paragraph (tier 3) per middle beat. Sentences avoid the hero's gender.
 */
import type { TextureWords } from '../schema.ts';

export const texture: TextureWords = {
  paragraphs: ({ name: N, co: { name: C } }) => ({
    go: [
      `Ścieżka była miękka pod stopami, a na niebie nie było ani jednej chmurki.`,
      `${C} opowiadał${'$'}{x} o wszystkim i o niczym, a ${N} słuchał${'$'}{y} z uśmiechem. Jak dobrze jest iść obok przyjaciela w słoneczny dzień!`,
    ],
    problem: [
      `Trzeba było dobrze się przyjrzeć. To nie będzie łatwe.`,
      `Gdzieś stukał dzięcioł, puk-puk, jakby zadawał to samo pytanie: i co teraz? Odpowiedzi jeszcze nie było, ale o poddaniu się nie było mowy. Ani trochę.`,
    ],
    try0: [
      `${C} patrzył${'$'}{x} uważnie, z głową przechyloną na bok.`,
      `Problem trzeba było obejrzeć z jednej strony, a potem z drugiej, jak detektyw, który bada ślad, i zapamiętać każdy drobiazg.`,
    ],
    try1: [
      `Lekki wietrzyk przeczesał trawę, jakby też chciał pomóc.`,
      `To była jedna z tych chwil, kiedy można się rozpłakać albo roześmiać, albo jedno i drugie naraz. Wyszedł z tego mały, drżący śmiech, i od razu zrobiło się trochę lżej.`,
    ],
    try2: [
      `Przyszła chwila, żeby usiąść i długo odetchnąć.`,
      `Tyle rzeczy dziś nie wyszło. Ale jedno się nie zmieniło: ${C} wciąż był${'$'}{x} obok, cierpliwie i czule, a to było warte bardzo wiele.`,
    ],
    turn: [
      `${C} zamarł${'$'}{x} i patrzył${'$'}{x} z nadzieją.`,
      `To nie była głośna chwila z trąbkami i bębnami. To była cicha chwila, taka, która dzieje się w środku, kiedy postanawiasz być tym, kim chcesz być.`,
    ],
    resolution: [
      `Wszystko dookoła jakby zaczęło lśnić odrobinę jaśniej.`,
      `Jeszcze długo potem ta chwila zostanie w pamięci: światło, śmiech i to ciepłe, dumne uczucie, że droga się znalazła.`,
    ],
    homeward: [
      `W trawie cichutko zaczęły grać świerszcze.`,
      `Cały dzień, od jasnego początku aż po ten cichy koniec, wrócił jeszcze we wspomnieniach i został schowany jak skarb w kieszeni.`,
    ],
  }),
};
