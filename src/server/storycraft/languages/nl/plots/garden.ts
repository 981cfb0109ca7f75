/** Nederlands: het zaadje dat de tijd nam. */
import { alt, cap, type ShapeText } from '../../../writer/story-types.ts';

export const garden: ShapeText = {
  title: (c) => alt(c, 43, [`${c.name} en het zaadje dat de tijd nam`, `${c.name} plant een zaadje`, `Wat er groeide in het tuintje van ${c.name}`]),
  problem: (c) => [
    [
      0,
      alt(c, 700, [
        `${cap(c.place.at)} groef ${c.name} een kuiltje en plantte er een zaadje in, rond en bruin.`,
        `${cap(c.place.at)} duwde ${c.name} een bruin zaadje in de zachte aarde.`,
        `${cap(c.place.at)} maakte ${c.name} met één vinger een gaatje en liet er een zaadje in vallen.`,
      ]),
    ],
    ['t', `Klop, klop, klop deed de aarde.`],
    [0, alt(c, 701, [`‘Groei!’ zei ${c.name}. Maar de aarde lag daar maar, bruin en stil.`, `‘Nu groeien,’ zei ${c.name}. De aarde bleef plat en bruin.`])],
    [1, `${c.co.name} snuffelde aan het tuintje. Niks. Nog geen piepklein groen puntje.`],
    [
      3,
      `${c.name} had gelezen dat er in een zaadje een hele plant opgevouwen zit, met wortels, blaadjes en al. Het leek nogal onredelijk dat iets met zulke grote plannen helemaal niets deed zolang je keek.`,
    ],
  ],
  tries: [
    (c) => [
      [
        0,
        alt(c, 702, [
          `De volgende ochtend rende ${c.name} naar buiten om naar de kale aarde te kijken.`,
          `Elke ochtend knielde ${c.name} bij het tuintje en staarde naar de aarde.`,
          `${c.name} ging op de buik liggen en keek naar de aarde, met de neus er bijna in.`,
        ]),
      ],
      [0, `Nog steeds niks. Alleen bruine aarde.`],
      [1, alt(c, 703, [`‘Misschien is het verlegen,’ zei ${c.co.name}.`, `‘Misschien groeit het alleen als niemand kijkt,’ zei ${c.co.name}.`])],
    ],
    (c) => [
      [0, `${c.name} wilde het zaadje weer uitgraven, gewoon om te kijken.`],
      [1, `‘Als je het uitgraaft, kan het niet groeien,’ zei ${c.co.name}. ${c.name} ging zitten, boos en verdrietig.`],
      [2, `‘Maar hoe weet ik of het wel iets doet?’ zuchtte ${c.name}. ‘Misschien slaapt het daar beneden!’`],
    ],
    (c) => [
      [0, `${c.name} vroeg aan de oude appelboom: ‘Hoe lang deed jij erover om te groeien?’`],
      [1, `De appelboom ritselde alleen met zijn blaadjes, langzaam en rustig, alsof hij zei: heel, heel lang.`],
      [2, `${c.name} keek omhoog langs de dikke stam en de honderden blaadjes. Dat was een hoop wachten.`],
    ],
  ],
  turn: (c) => [
    [0, `Toen bedacht ${c.name} een plan: elke dag een beetje zorg, en dan lekker spelen.`],
    [1, `Elke ochtend kreeg het tuintje een bekertje water en trok ${c.name} één onkruidje uit. Daarna gingen ${c.name} en ${c.co.name} spelen.`],
    [
      0,
      alt(c, 704, [
        `En op een ochtend – kijk! Een piepklein groen scheutje met twee blaadjes.`,
        `En op een ochtend was het er: een groen scheutje, zo klein als een nagel.`,
      ]),
    ],
    ['t', `Hallo, scheutje!`],
    [
      3,
      `Wachten, ontdekte ${c.name}, was niet hetzelfde als niets doen. Het was elke dag het kleine, goede ding doen en erop vertrouwen dat de rest gebeurde waar je het niet zag. Dat is moeilijker, en ook verrassend rustig.`,
    ],
  ],
  resolution: (c) => [
    [
      0,
      alt(c, 705, [
        `Het scheutje werd groter, en op een dag ging er bovenaan een roze bloem open.`,
        `Dag na dag groeide het scheutje, tot er een roze bloem openging in de zon.`,
      ]),
    ],
    [0, `${c.name} lachte. ‘Ik heb een bloem laten groeien!’`],
    [1, `${c.co.name} rook er heel voorzichtig aan. Ze rook naar zomer.`],
    [2, `‘Het was al die tijd bezig,’ zei ${c.name}. ‘Onder de grond, waar we het niet konden zien.’`],
  ],
};
