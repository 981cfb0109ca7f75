/**
 * Dutch texture for older listeners (ages 7+): a scenery line (tier 2) and an inner-thought
 * paragraph (tier 3) per middle beat. Sentences avoid the hero's gender.
 */
import type { TextureWords } from '../schema.ts';

export const texture: TextureWords = {
  paragraphs: ({ name: N, co: { name: C } }) => ({
    go: [
      `Het pad was zacht onder hun voeten, en de lucht was strakblauw.`,
      `${C} kletste over van alles en nog wat, en ${N} luisterde glimlachend. Wat fijn is het toch, dacht ${N}, om op een zonnige dag naast een vriend te lopen.`,
    ],
    problem: [
      `${N} keek lang en goed. Dit zou niet makkelijk worden.`,
      `Ergens klopte een specht, tok-tok, alsof hij dezelfde vraag stelde: en nu? ${N} wist het nog niet, maar opgeven was niet aan de orde. Helemaal niet.`,
    ],
    try0: [
      `${C} keek heel aandachtig toe, met het hoofd scheef.`,
      `${N} bekeek het probleem van de ene kant en toen van de andere, zoals een detective een spoor bestudeert, en probeerde elk detail te onthouden.`,
    ],
    try1: [
      `Een zacht briesje streek door het gras, alsof het ook wilde helpen.`,
      `Het was zo’n moment waarop je kunt huilen, of lachen, of allebei tegelijk. ${N} koos voor een klein, wiebelig lachje, en voelde zich meteen een heel klein beetje beter.`,
    ],
    try2: [
      `${N} leunde even achterover en blies langzaam uit.`,
      `Er was vandaag zoveel misgegaan. Maar één ding niet, merkte ${N}: ${C} was er nog steeds, geduldig en lief, en dat was ontzettend veel waard.`,
    ],
    turn: [
      `${C} hield zich heel stil en keek vol hoop toe.`,
      `Het was geen luid moment met trompetten en trommels. Het was een stil moment, zo een dat vanbinnen gebeurt, als je besluit om te zijn wie je wilt zijn.`,
    ],
    resolution: [
      `Alles eromheen leek een beetje feller te stralen.`,
      `Nog lang daarna zou ${N} zich dit moment herinneren: het licht, het lachen, en dat warme, trotse gevoel dat de oplossing gevonden was.`,
    ],
    homeward: [
      `In het gras begonnen de krekels zachtjes te zingen.`,
      `${N} dacht terug aan de hele dag, van het stralende begin tot dit stille einde, en stopte hem weg als een schat in een broekzak.`,
    ],
  }),
};
