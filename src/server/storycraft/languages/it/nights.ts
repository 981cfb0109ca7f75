/** Italiano: altri titoli, e dove la storia comincia e finisce a casa (vedi ../schema.ts NightWords). */
import type { NightWords } from '../schema.ts';

/** Ogni inizio con ogni seguito: «Quella mattina, Lina …». */
const each = (leads: readonly string[], rests: readonly string[]) => leads.flatMap((lead) => rests.map((rest) => `${lead} ${rest}`));
const MORNING = ['Quella mattina,', 'Di buon mattino,', 'In quella mattina di sole,'];
const NIGHT = ['Quella sera,', 'Quella notte,', 'Più tardi, di notte,'];

export const nights: NightWords = {
  titles: (c) => [
    `${c.name} e ${c.co.name} ${c.place.at}`,
    `Una giornata ${c.place.at} con ${c.co.name}`,
    `${c.co.name}, ${c.name} e la grande gita`,
    `Quello che successe ${c.place.at}`,
    `${c.name}, ${c.co.name} e una piccola avventura`,
  ],
  opening: {
    home: (c) =>
      each(MORNING, [`${c.name} costruiva una torre di cuscini in soggiorno.`, `${c.name} metteva in ordine i pastelli per colore sul tappeto del soggiorno.`]),
    kitchen: (c) =>
      each(MORNING, [`${c.name} spalmava il burro su una fetta di pane al tavolo della cucina.`, `${c.name} contava l’uvetta nei cereali, in cucina.`]),
    garden: (c) => each(MORNING, [`${c.name} cercava lumache in giardino, con gli stivali di gomma.`, `${c.name} annaffiava i vasi di fiori in giardino.`]),
    windowSeat: (c) =>
      each(MORNING, [
        `${c.name} guardava la strada svegliarsi dalla panca sotto la finestra.`,
        `${c.name} contava gli uccellini dalla panca sotto la finestra, con il naso contro il vetro.`,
      ]),
    doorstep: (c) => each(MORNING, [`${c.name} si allacciava le scarpe sul gradino di casa.`, `${c.name} salutava il postino dalla soglia di casa.`]),
  },
  ending: {
    bedroom: (c) =>
      each(NIGHT, [
        `nella cameretta di ${c.name} la lucina da notte disegnava una piccola luna gialla sul muro.`,
        `nella cameretta di ${c.name} le tende erano chiuse e i peluche stavano in fila.`,
      ]),
    bunkBed: (c) =>
      each(NIGHT, [
        `${c.name} dormiva nel letto di sotto del letto a castello, come un orso nella sua tana.`,
        `${c.name} si infilò nel letto di sotto, con quello di sopra come un tetto.`,
      ]),
    attic: (c) =>
      each(NIGHT, [
        `il letto di ${c.name} aspettava in soffitta, sotto il tetto spiovente, vicino alla finestrella rotonda.`,
        `in soffitta le lanterne di carta brillavano piano sopra il letto di ${c.name}.`,
      ]),
  },
};
