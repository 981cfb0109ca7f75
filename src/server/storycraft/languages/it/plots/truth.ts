/** Italiano: la palla trovata che è di qualcun altro, e la verità detta. */
import { alt, cap, gx, type ShapeText } from '../../../writer/story-types.ts';

export const truth: ShapeText = {
  title: (c) =>
    alt(c, 701, [
      `${c.name} e la palla con la riga bianca`,
      `${c.name} dice la verità`,
      `La palla rossa che non era di ${c.name}`,
      `${c.name} e il giorno del «chi trova tiene»`,
    ]),
  problem: (c) => [
    [0, `${cap(c.place.at)}, ${c.name} trovò una palla rossa con una riga bianca.`],
    [0, `Non era la palla di ${c.name}.`],
    [1, `Non c’era nessuno. «Chi trova tiene», sussurrò una vocina dentro ${c.name}.`],
    [2, `${c.co.name} annusò la palla. «Di chi è?» «Adesso è mia», disse ${c.name}, un po’ troppo in fretta.`],
    [
      3,
      `${c.name} girava la palla tra le mani. Era proprio la palla che aveva sempre desiderato, ed era questo il guaio: quando vuoi tanto una cosa, è facile dimenticare di chi è.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `${c.name} nascose la palla nel cestino, sotto un tovagliolo.`],
      [1, `«Così nessuno la vedrà», disse. ${c.co.name} non disse niente.`],
      [3, `Nasconderla era stato facile. Dimenticare che era nascosta si rivelò molto più difficile.`],
    ],
    (c) => [
      [0, `${c.name} provò a giocare con la palla nuova, ma non era divertente.`],
      [1, `Sentiva la pancia pesante, come se la palla fosse lì dentro.`],
      ['t', `Bum… bum… che noia.`],
      [2, `«Perché non è divertente?» chiese ${c.co.name}. ${c.name} alzò le spalle, ma lo sapeva benissimo.`],
    ],
    (c) => [
      [0, `Poi, vicino agli alberi, ${c.name} vide un bambino che cercava dappertutto.`],
      [0, `«La mia palla! Qualcuno ha visto la mia palla rossa con la riga bianca?»`],
      [1, `Il bambino aveva gli occhi lucidi, e a ${c.name} diventarono calde le guance.`],
      [
        3,
        `${c.name} conosceva quella sensazione da dentro: il giorno in cui si era perso il suo orsetto, il mondo intero era sembrato storto finché non era tornato. Adesso era ${gx(c, 'lui', 'lei')} a poter raddrizzare il mondo di qualcun altro.`,
      ],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} tirò fuori la palla dal cestino e la restituì.`],
    [0, `«L’ho trovata io», disse. «E volevo tenerla. Scusa.»`],
    [1, `Dire la verità faceva tremare la voce, ma ${c.name} disse ogni parola.`],
    [
      3,
      `Era strano: la palla non c’era più, eppure ${c.name} si sentiva più ${gx(c, 'leggero', 'leggera')} di prima, come se avesse posato uno zaino pesante portato per tutto il pomeriggio.`,
    ],
  ],
  resolution: (c) => [
    [0, `Il bambino strinse la palla e rise.`],
    [0, `«Grazie di avermelo detto! Giochiamo insieme?»`],
    [0, `Così si passarono la palla rossa con la riga bianca, avanti e indietro, avanti e indietro.`],
    [1, `${c.co.name} correva tra loro due, e ${c.name} aveva il cuore leggero come una bolla di sapone.`],
    [2, `«Puoi tirare sempre tu per primo», disse il bambino, e ${c.name} sorrise tutto contento.`],
  ],
};
