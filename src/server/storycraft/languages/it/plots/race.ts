/** Italiano: la corsa fino al grande albero. */
import { alt, cap, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

/** L’amica che vince la corsa (un altro nome se il bambino si chiama già così). */
const F = (c: StoryContext) => (c.name.toLowerCase() === 'giulia' ? 'Bea' : 'Giulia');

export const race: ShapeText = {
  title: (c) => alt(c, 44, [`${c.name} e la corsa fino al grande albero`, `${c.name} arriva ${gx(c, 'secondo', 'seconda')}`, `Pronti, partenza… ${c.name}!`]),
  problem: (c) => [
    [0, `${cap(c.place.at)}, ${c.name} e la sua amica ${F(c)} fecero una gara di corsa fino al grande albero.`],
    ['t', `Pronti, partenza, via!`],
    [
      0,
      alt(c, 710, [
        `${F(c)} toccò l’albero per prima, per un soffio.`,
        `${F(c)} arrivò per prima, con un passo intero di vantaggio.`,
        `Tum, tum, tum… e ${F(c)} toccò l’albero per prima.`,
      ]),
    ],
    [1, `A ${c.name} diventarono le guance rosse e calde. ${c.co.name} faceva il tifo per tutte e due, e questo non aiutava per niente.`],
    [
      3,
      `${c.name} era stat${gx(c, 'o', 'a')} sicur${gx(c, 'o', 'a')} di vincere; aveva perfino preparato il saluto del campione. Perdere fu come mancare un gradino al buio: un sobbalzo, e poi un imbarazzo caldo che pizzica.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `«Non vale, ${F(c)}!» gridò ${c.name}. «Sei partita prima del via!»`],
      [1, `Il sorriso di ${F(c)} sparì. «Non è vero», disse piano.`],
      [2, `${c.name} sapeva che aveva ragione lei, ed era proprio questo a far crescere la rabbia.`],
    ],
    (c) => [
      [0, `«Ancora!» disse ${c.name}, e corse verso il grande albero più veloce che poteva.`],
      [1, alt(c, 711, [`Ma ${F(c)} era veloce, e arrivò di nuovo per prima.`, `Ma ${F(c)} vinse ancora, questa volta di due passi.`])],
      [2, `«Ancora! Ancora!» ansimò ${c.name}. Più perdeva, più la rabbia scottava.`],
    ],
    (c) => [
      [0, `${c.name} si sedette a braccia incrociate e non volle più giocare a palla con ${F(c)}.`],
      [1, `${F(c)} calciava la palla da sola. Nemmeno lei sembrava divertirsi.`],
      [2, `${c.co.name} guardava prima l’una, poi l’altr${gx(c, 'o', 'a')}. «Così non vince nessuno», disse.`],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} si alzò e fece tre respiri lenti.`],
    [1, `Dentro e fuori, dentro e fuori, dentro e fuori.`],
    [0, `Poi si avvicinò a ${F(c)}. «Sei velocissima. Bella corsa!»`],
    [1, `«Scusa se ho detto che imbrogliavi. Tocca a te scegliere il prossimo gioco.»`],
    ['t', `Bella corsa, ${F(c)}!`],
    [
      3,
      `Era sorprendente quanto costassero quelle parole, e quanto poco pesassero una volta dette. Il calore svanì, e al suo posto arrivò qualcosa di più saldo: ${c.name} poteva perdere una corsa e restare qualcuno con cui è bello correre.`,
    ],
  ],
  resolution: (c) => [
    [
      0,
      alt(c, 712, [
        `${F(c)} scelse la palla, e se la passarono finché non ridevano ${c.g === 'f' ? 'tutte e due' : 'tutti e due'}.`,
        `${F(c)} scelse la palla, e se la passarono avanti e indietro, ridendo.`,
      ]),
    ],
    [0, `Alla fine, ${c.name} e ${F(c)} corsero mano nella mano fino al grande albero.`],
    [1, `Nessuno contò chi aveva vinto. ${c.co.name} disse che era un pareggio, e bellissimo.`],
  ],
};
