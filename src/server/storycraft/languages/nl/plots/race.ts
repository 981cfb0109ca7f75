/** Nederlands: de wedloop naar de grote boom. */
import { alt, cap, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

/** De vriendin die de wedloop wint (een andere naam als het kind zelf zo heet). */
const F = (c: StoryContext) => (c.name.toLowerCase() === 'fenna' ? 'Roos' : 'Fenna');

export const race: ShapeText = {
  title: (c) => alt(c, 44, [`${c.name} en de wedloop naar de grote eik`, `${c.name} wordt tweede`, `Klaar voor de start, ${c.name}!`]),
  problem: (c) => [
    [0, `${cap(c.place.at)} deden ${c.name} en vriendin ${F(c)} een wedloop naar de grote eik.`],
    ['t', `Klaar voor de start… af!`],
    [
      0,
      alt(c, 710, [
        `${F(c)} tikte de eik als eerste aan, net op tijd.`,
        `${F(c)} was er het eerst, een hele stap voor.`,
        `Tok, tok, tok – en ${F(c)} tikte de eik als eerste aan.`,
      ]),
    ],
    [1, `De wangen van ${c.name} werden heet en rood. ${c.co.name} juichte voor allebei, en dat hielp helemaal niet.`],
    [
      3,
      `${c.name} was er vrij zeker van geweest te winnen; zelfs het kleine overwinningszwaaitje was al bedacht. Verliezen voelde als een trede missen in het donker: een schok, en dan een hete, prikkende schaamte.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `‘Niet eerlijk, ${F(c)}!’ riep ${c.name}. ‘Je ging al voor “af”!’`],
      [1, `De glimlach van ${F(c)} verdween. ‘Niet waar,’ zei ze zacht.`],
      [2, `${c.name} wist dat het wel waar was wat zij zei, en juist daardoor werd het boze gevoel nog groter.`],
    ],
    (c) => [
      [0, `‘Nog een keer!’ zei ${c.name}, en rende zo hard als het kon naar de grote eik.`],
      [1, alt(c, 711, [`Maar ${F(c)} was snel en was er weer het eerst.`, `Maar ${F(c)} won weer, deze keer met twee stappen.`])],
      [2, `‘Nog een keer! Nog een keer!’ hijgde ${c.name}. Hoe vaker ${c.name} verloor, hoe heter de boosheid werd.`],
    ],
    (c) => [
      [0, `${c.name} ging met de armen over elkaar zitten en wilde niet meer met ${F(c)} ballen.`],
      [1, `${F(c)} schopte de bal in haar eentje rond. Veel plezier leek ze ook niet te hebben.`],
      [2, `${c.co.name} keek van de een naar de ander. ‘Nu wint er helemaal niemand,’ zei ${c.co.name}.`],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} stond op en ademde drie keer langzaam.`],
    [1, `In en uit, in en uit, in en uit.`],
    [0, `Toen liep ${c.name} naar ${F(c)}. ‘Jij bent echt snel. Goed gerend!’`],
    [1, `‘Sorry dat ik zei dat je vals speelde. Jij mag het volgende spel kiezen.’`],
    ['t', `Goed gerend, ${F(c)}!`],
    [
      3,
      `Verrassend hoeveel die woorden kostten, en hoe weinig ze wogen toen ze eenmaal gezegd waren. De hitte zakte weg, en er kwam iets stevigers voor in de plaats: ${c.name} kon een wedloop verliezen en toch iemand zijn met wie je graag een wedloop doet.`,
    ],
  ],
  resolution: (c) => [
    [
      0,
      alt(c, 712, [
        `${F(c)} koos voor de bal, en ze schopten hem heen en weer tot ze allebei lachten.`,
        `${F(c)} koos de bal, en ze speelden hem lachend naar elkaar over.`,
      ]),
    ],
    [0, `Als laatste renden ${c.name} en ${F(c)} hand in hand naar de grote eik.`],
    [1, `Niemand telde wie er won. ${c.co.name} zei dat het gelijkspel was, en een heel goed gelijkspel.`],
  ],
};
