/** Nederlands: de vraag over de maan, beantwoord in de bibliotheek. */
import { alt, cap, type ShapeText } from '../../../writer/story-types.ts';

export const book: ShapeText = {
  title: (c) => alt(c, 45, [`${c.name} en het boek over de maan`, `${c.name} vraagt het aan de bieb`, `Een vraag die alleen een boek kon beantwoorden`]),
  problem: (c) => [
    [0, `${cap(c.place.at)} liet de bibliothecaresse ${c.name} kasten vol boeken zien, tot aan het plafond.`],
    [0, `${c.name} had een vraag: ‘Waarom verandert de maan van vorm?’`],
    [1, `‘Het antwoord staat in een van deze boeken,’ glimlachte de bibliothecaresse. ‘Je moet het alleen nog vinden.’`],
    [2, `${c.name} keek naar de duizenden ruggen en slikte. ‘Maar in welk?’`],
    [
      3,
      `${c.name} had de vraag gesteld bij het ontbijt, bij de lunch en twee keer onderweg, en niemand had hem echt beantwoord. Ergens op deze planken, zei de bibliothecaresse, had iemand alles geduldig opgeschreven, voor het geval ${c.name} ooit zou komen zoeken.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `${c.name} sjouwde het grootste, zwaarste boek uit de kast. Oef!`],
      [1, `Maar de letters waren piepklein, er stonden geen plaatjes in, en het ging alleen over stenen.`],
      ['t', `Zwaar, zwaar boek!`],
    ],
    (c) => [
      [0, `${c.name} ging zitten met een dun boekje vol vrolijke plaatjes.`],
      [
        1,
        alt(c, 720, [
          `Het ging over een tractor. In een minuut was het uit, en er stond geen maan in.`,
          `Het ging over een eend die een laars kwijt was. Heel grappig, heel kort, en geen maan.`,
        ]),
      ],
    ],
    (c) => [
      [0, `${c.name} bladerde zo snel mogelijk door een boek, op zoek naar alleen het woord ‘maan’.`],
      [1, `Fladder, fladder, fladder! De bladzijden werden vlekken, en ${c.name} begreep er niets van.`],
      [2, `‘Zo werken boeken niet,’ zuchtte ${c.co.name}. ‘Je moet ze laten vertellen.’`],
    ],
  ],
  turn: (c) => [
    [0, `Dus koos ${c.name} één boek met een zilveren maan op de kaft, ging zitten en las het langzaam voor aan ${c.co.name}.`],
    [1, `Eén regel, en dan de volgende. De maan verandert eigenlijk niet, stond er: de zon verlicht elke nacht een ander stukje.`],
    ['t', `Ronde maan, halve maan, smalle maan!`],
    [
      2,
      `‘Dus hij is er altijd helemaal,’ fluisterde ${c.name}. ‘We zien alleen het donkere stuk niet!’ ${c.co.name} sloeg de bladzijde om om te zien hoe het verderging.`,
    ],
    [
      3,
      `Rond bladzijde tien gebeurde er iets vreemds: ${c.name} hield op met jagen op het antwoord en begon gewoon te lezen. Het boek had een stem, rustig en vriendelijk, en toen ${c.name} het tempo daarvan aannam, vertelde het veel meer dan dat ene wat ${c.name} was komen vragen.`,
    ],
  ],
  resolution: (c) => [
    [0, `De bibliothecaresse stempelde het boek. ‘Over twee weken terugbrengen,’ zei ze.`],
    [0, alt(c, 721, [`${c.name} droeg het maanboek naar buiten, dicht tegen zich aan.`, `${c.name} droeg het boek als een schat naar de deur.`])],
    [1, `‘Vanavond,’ zei ${c.name} tegen ${c.co.name}, ‘lezen we het volgende hoofdstuk en dan kijken we naar de echte maan.’`],
  ],
};
