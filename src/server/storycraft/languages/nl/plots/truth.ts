/** Nederlands: de gevonden bal die van iemand anders is, en de waarheid. */
import { alt, cap, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

const hij = (c: StoryContext) => gx(c, 'hij', 'ze');

export const truth: ShapeText = {
  title: (c) =>
    alt(c, 701, [
      `${c.name} en de bal met de witte streep`,
      `${c.name} vertelt de waarheid`,
      `De rode bal die niet van ${c.name} was`,
      `${c.name} en de dag van ‘wie het vindt, mag het houden’`,
    ]),
  problem: (c) => [
    [0, `${cap(c.place.at)} vond ${c.name} een rode bal met een witte streep.`],
    [0, `Het was niet de bal van ${c.name}.`],
    [1, `Er was niemand in de buurt. ‘Wie het vindt, mag het houden,’ fluisterde een klein stemmetje in ${c.name}.`],
    [2, `${c.co.name} snuffelde aan de bal. ‘Van wie is hij?’ ‘Nu van mij,’ zei ${c.name}, een beetje te snel.`],
    [
      3,
      `${c.name} draaide de bal rond in ${gx(c, 'zijn', 'haar')} handen. Het was precies de bal die ${hij(c)} altijd al had gewild, en dat was nu juist het probleem: als je iets heel graag wilt, vergeet je makkelijk van wie het is.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `${c.name} verstopte de bal in de mand, onder een doek.`],
      [1, `‘Zo ziet niemand hem,’ zei ${hij(c)}. ${c.co.name} zei helemaal niets.`],
      [3, `Verstoppen was makkelijk. Vergeten dat hij verstopt lag, bleek veel moeilijker.`],
    ],
    (c) => [
      [0, `${c.name} probeerde met de nieuwe bal te spelen, maar het was niet leuk.`],
      [1, `${c.name} had een zware buik, alsof de bal erin zat.`],
      ['t', `Stuit... stuit... niet leuk.`],
      [2, `‘Waarom is het niet leuk?’ vroeg ${c.co.name}. ${c.name} haalde ${gx(c, 'zijn', 'haar')} schouders op, maar ${hij(c)} wist het best.`],
    ],
    (c) => [
      [0, `Toen zag ${c.name} bij de bomen een kind dat overal zocht.`],
      [0, `‘Mijn bal! Heeft iemand mijn rode bal met de witte streep gezien?’`],
      [1, `Het kind had natte ogen, en ${c.name} kreeg gloeiende wangen.`],
      [
        3,
        `${c.name} kende dat gevoel van binnenuit: de dag dat ${gx(c, 'zijn', 'haar')} knuffel kwijt was, leek de hele wereld scheef tot hij terug was. Nu kon ${hij(c)} de wereld van iemand anders weer rechtzetten.`,
      ],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} haalde de bal uit de mand en gaf hem terug.`],
    [0, `‘Ik heb hem gevonden,’ zei ${hij(c)}. ‘En ik wilde hem houden. Sorry.’`],
    [1, `Van de waarheid ging ${gx(c, 'zijn', 'haar')} stem trillen, maar ${c.name} zei elk woord.`],
    [
      3,
      `Het was raar: de bal was weg, en toch voelde ${c.name} zich lichter dan eerst, alsof ${hij(c)} een zware rugzak had neergezet die ${hij(c)} de hele middag had gedragen.`,
    ],
  ],
  resolution: (c) => [
    [0, `Het kind drukte de bal tegen zich aan en lachte.`],
    [0, `‘Dank je dat je het zei! Zullen we samen spelen?’`],
    [0, `Dus schopten ze de rode bal met de witte streep heen en weer, heen en weer.`],
    [1, `${c.co.name} rende tussen hen in, en ${c.name} voelde zich licht als een zeepbel.`],
    [2, `‘Jij mag altijd als eerste schoppen,’ zei het kind, en ${c.name} grijnsde.`],
  ],
};
