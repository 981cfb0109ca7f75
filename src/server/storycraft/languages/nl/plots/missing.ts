/** Nederlandse tekst van het plot `missing`: iemand missen die is doodgegaan, en liefdevol aan hem denken. */
import { alt, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

const hij = (c: StoryContext) => gx(c, 'hij', 'ze', 'die');

/** Wie er gemist wordt: naam, voornaamwoorden en een herinnering die bij hem past. */
function who(c: StoryContext) {
  switch (c.missed) {
    case 'grandma':
      return {
        n: 'oma',
        N: 'Oma',
        s: 'ze',
        S: 'Ze',
        o: 'haar',
        bench: 'het bankje van oma',
        van: 'van oma',
        memory: 'hoe oma altijd neuriede als ze de rozen water gaf',
      };
    case 'dog':
      return {
        n: 'de oude hond',
        N: 'De oude hond',
        s: 'hij',
        S: 'Hij',
        o: 'hem',
        bench: 'het bankje waar de oude hond zo graag in de zon lag te dutten',
        van: 'van de oude hond',
        memory: 'hoe de oude hond met zijn hele lijf kwispelde als hij blij was',
      };
    case 'cat':
      return {
        n: 'de oude poes',
        N: 'De oude poes',
        s: 'ze',
        S: 'Ze',
        o: 'haar',
        bench: 'het bankje waar de oude poes zo graag in de zon lag te dutten',
        van: 'van de oude poes',
        memory: 'hoe de oude poes spinde als een klein motortje',
      };
    default:
      return {
        n: 'opa',
        N: 'Opa',
        s: 'hij',
        S: 'Hij',
        o: 'hem',
        bench: 'het bankje van opa',
        van: 'van opa',
        memory: 'hoe opa de gekste grapjes vertelde en er zelf het hardst om lachte',
      };
  }
}

export const missing: ShapeText = {
  quiet: true,
  low: (c) => [
    [0, `${c.name} ging weer op het bankje zitten, heel stil.`],
    [
      0,
      `${c.co.name} kroop dicht tegen ${c.name} aan en zei helemaal niets, en dat was precies goed. Iemand missen, dacht ${c.name}, is als regen die van binnen valt.`,
    ],
  ],
  title: (c) => {
    const w = who(c);
    return alt(c, 60, [`${c.name} denkt aan ${w.n}`, `Een bloem voor ${w.n}`, `${c.name} en het zware gevoel`]);
  },
  problem: (c) => {
    const w = who(c);
    return [
      [0, `${c.name} zat op het oude bankje ${c.place.at}. Het was ${w.bench}.`],
      [0, `${w.N} was doodgegaan. ${w.S} zou niet meer terugkomen, en ${c.name} miste ${w.o} heel erg.`],
      ['t', `Het bankje is stil. ${c.name} is verdrietig.`],
      [1, `${c.co.name} kwam erbij zitten, heel dichtbij.`],
      [2, `‘Doodgaan betekent dat het lichaam ophoudt met werken en niet meer opnieuw kan beginnen,’ had mama gezegd. Het was niemands schuld.`],
      [
        3,
        `${c.name} begreep de woorden wel. Wat ${hij(c)} niet begreep, was wat ${hij(c)} met het verdriet moest: het lag op de borst als een steen die vergeten was hoe je licht moet zijn.`,
      ],
    ];
  },
  tries: [
    (c) => [
      [0, `${c.co.name} rolde de bal naar ${c.name}. Maar ${c.name} had geen zin om te spelen.`],
      [1, `De bal rolde weg over het gras, en niemand rende erachteraan.`],
      ['t', `Rol, bal, rol. Vandaag niet.`],
    ],
    (c) => [
      [0, `${c.name} stond bij de grote eikenboom en duwde het verdriet diep naar binnen.`],
      [1, `‘Het gaat wel,’ zei ${hij(c)}. Maar het verdriet ging niet weg. Het werd alleen zwaarder.`],
    ],
    (c) => {
      const w = who(c);
      return [
        [0, `${c.name} sloeg het oude fotoboek open en keek naar de foto’s ${w.van}.`],
        [1, `Daar was ${w.n}, in de zon. Het verdriet kwam terug, groter dan eerst.`],
        [3, `Herinneren deed pijn, en vergeten zou nog meer pijn doen. ${c.name} wist nog niet dat er een derde weg was.`],
      ];
    },
  ],
  turn: (c) => {
    const w = who(c);
    return [
      [0, `${c.name} ging naar mama en zei het ware ding hardop: ‘Ik mis ${w.n}. Ik ben zo verdrietig.’`],
      [0, `Mama knuffelde ${c.name} stevig. ‘Ik mis ${w.o} ook,’ zei ze zacht.`],
      ['t', `Knuffel, knuffel. Samen verdrietig.`],
      [1, `Ze huilden een beetje, samen. En het zware gevoel werd een heel klein beetje lichter.`],
      [2, `‘Het is goed om verdrietig te zijn,’ zei mama. ‘Zo voelt missen, omdat we zoveel van ${w.o} hielden.’`],
      [3, `De steen verdween niet. Maar nu had hij een naam en iemand die hielp dragen, en zo’n steen kon ${c.name} wel dragen.`],
    ];
  },
  resolution: (c) => {
    const w = who(c);
    return [
      [0, `Toen plantten ${c.name} en mama een bloem naast het bankje.`],
      [0, `Ze vertelden elkaar ${w.memory}, en ze lachten zelfs.`],
      [1, `‘Als hij bloeit, denken we aan ${w.o},’ zei ${c.name}.`],
      [
        2,
        `${c.co.name} hielp de aarde aan te drukken. Liefde, dacht ${c.name}, houdt niet op als iemand weg is. Ze blijft, net als het bankje, net als de bloem.`,
      ],
    ];
  },
};
