/** Polski: inne tytuły oraz miejsca w domu, gdzie bajka się zaczyna i kończy (zob. ../schema.ts NightWords). */
import { gx, type StoryContext } from '../../writer/story-types.ts';
import type { NightWords } from '../schema.ts';

const ł = (c: StoryContext) => gx(c, 'ł', 'ła');
const ął = (c: StoryContext) => gx(c, 'ął', 'ęła');
const y = (c: StoryContext) => gx(c, 'y', 'a');
/** Każdy początek z każdą dalszą częścią: „Tego ranka Lina …”. */
const each = (leads: readonly string[], rests: readonly string[]) => leads.flatMap((lead) => rests.map((rest) => `${lead} ${rest}`));
const MORNING = ['Tego ranka', 'Wczesnym rankiem', 'Tego słonecznego ranka'];
const NIGHT = ['Tego wieczoru', 'Tej nocy', 'Późnym wieczorem'];

export const nights: NightWords = {
  titles: (c) => [
    `${c.name} i ${c.co.name} ${c.place.at}`,
    `${c.co.name}, ${c.name} i wielka wyprawa`,
    `Co się wydarzyło ${c.place.at}`,
    `${c.name}, ${c.co.name} i mała przygoda`,
  ],
  opening: {
    home: (c) => each(MORNING, [`${c.name} budowa${ł(c)} w salonie wieżę z poduszek.`, `${c.name} układa${ł(c)} na dywanie w salonie kredki według kolorów.`]),
    kitchen: (c) => each(MORNING, [`${c.name} smarowa${ł(c)} grzankę masłem przy kuchennym stole.`, `${c.name} liczy${ł(c)} w kuchni rodzynki w płatkach.`]),
    garden: (c) => each(MORNING, [`${c.name} szuka${ł(c)} w ogrodzie ślimaków, w kaloszach.`, `${c.name} podlewa${ł(c)} w ogrodzie doniczki z kwiatami.`]),
    windowSeat: (c) =>
      each(MORNING, [
        `${c.name} siedzia${ł(c)} zwinięt${y(c)} na ławeczce pod oknem i patrzy${ł(c)}, jak ulica się budzi.`,
        `${c.name} liczy${ł(c)} ptaki z ławeczki pod oknem, z nosem przy szybie.`,
      ]),
    doorstep: (c) => each(MORNING, [`${c.name} wiąza${ł(c)} buty na schodku przed drzwiami.`, `${c.name} macha${ł(c)} listonoszowi z progu domu.`]),
  },
  ending: {
    bedroom: () =>
      each(NIGHT, [`w pokoiku lampka nocna rysowała na ścianie mały żółty księżyc.`, `w pokoiku zasłony były zaciągnięte, a pluszaki siedziały rzędem.`]),
    bunkBed: (c) =>
      each(NIGHT, [`${c.name} spa${ł(c)} na dolnym łóżku piętrowym, jak miś w gawrze.`, `${c.name} zwin${ął(c)} się w kłębek na dole łóżka piętrowego.`]),
    attic: () =>
      each(NIGHT, [`łóżko czekało na poddaszu, pod skośnym dachem, przy okrągłym okienku.`, `na poddaszu papierowe lampiony świeciły cicho nad łóżkiem.`]),
  },
};
