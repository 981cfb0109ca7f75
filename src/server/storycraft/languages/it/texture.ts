/**
 * Italian texture for older listeners (ages 7+): a scenery line (tier 2) and an inner-thought
 * paragraph (tier 3) per middle beat. Sentences avoid the hero's gender.
 */
import type { TextureWords } from '../schema.ts';

export const texture: TextureWords = {
  paragraphs: ({ name: N, co: { name: C } }) => ({
    go: [
      `Il sentiero era morbido sotto i piedi, e in cielo non c’era nemmeno una nuvola.`,
      `${C} chiacchierava di tutto e di niente, e ${N} ascoltava sorridendo. Che bello, pensò ${N}, camminare accanto a un amico in una giornata di sole.`,
    ],
    problem: [
      `${N} guardò a lungo, con attenzione. Non sarebbe stato facile.`,
      `Da qualche parte un picchio bussava, toc-toc, come se facesse la stessa domanda: e adesso? ${N} non lo sapeva ancora, ma arrendersi era fuori discussione. Proprio per niente.`,
    ],
    try0: [
      `${C} guardava con attenzione, la testa piegata da un lato.`,
      `${N} esaminò il problema da una parte e poi dall’altra, come un detective che studia un indizio, cercando di non dimenticare nessun particolare.`,
    ],
    try1: [
      `Una brezza leggera accarezzò l’erba, come se volesse aiutare anche lei.`,
      `Era uno di quei momenti in cui si potrebbe piangere, o ridere, o tutte e due le cose insieme. ${N} scelse una risatina tremolante, e si sentì un pochino meglio.`,
    ],
    try2: [
      `${N} si fermò un momento e fece un lungo respiro.`,
      `Tante cose erano andate storte quel giorno. Ma una no, si accorse ${N}: ${C} era ancora lì, con pazienza e dolcezza, e questo valeva moltissimo.`,
    ],
    turn: [
      `${C} restò immobile a guardare, con il cuore pieno di speranza.`,
      `Non era un momento rumoroso, con trombe e tamburi. Era un momento tranquillo, di quelli che succedono dentro, quando decidi di essere la persona che vuoi essere.`,
    ],
    resolution: [
      `Tutto intorno sembrava brillare un po’ di più.`,
      `Molto tempo dopo, ${N} avrebbe ancora ricordato quel momento: la luce, le risate e quella sensazione calda e orgogliosa di aver trovato la strada.`,
    ],
    homeward: [
      `I grilli cominciarono a cantare piano nell’erba.`,
      `${N} ripensò a tutta la giornata, dal suo inizio luminoso a questa fine tranquilla, e la mise da parte come un tesoro in tasca.`,
    ],
  }),
};
