/** Nederlands: de nieuwe fiets, het vallen, en het dapperste: om hulp vragen. */
import { alt, cap, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

const hij = (c: StoryContext) => gx(c, 'hij', 'ze');

export const askHelp: ShapeText = {
  title: (c) => alt(c, 711, [`${c.name} en de wiebelfiets`, `${c.name} vraagt om hulp`, `De dapperste vraag van ${c.name}`, `${c.name} leert fietsen`]),
  problem: (c) => [
    [0, `${cap(c.place.at)} had ${c.name} een gloednieuwe fiets.`],
    [0, `Vandaag wilde ${c.name} fietsen — helemaal alleen.`],
    [1, `‘Ik heb niemand nodig,’ zei ${c.name} tegen ${c.co.name}. ‘Grote kinderen fietsen alleen.’`],
    [
      3,
      `De hele zomer had ${c.name} de oudere kinderen voorbij zien zoeven, en geen van hen leek ooit een hand nodig te hebben. Het geheim was vast gewoon: dapper genoeg zijn om het zonder te proberen.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `${c.name} stapte op en duwde af. Wiebel, wiebel... boem!`],
      [0, `De fiets viel om in het zachte gras.`],
      ['t', `Wiebel, wiebel, boem!`],
      [2, `${c.name} stond snel op en klopte ${gx(c, 'zijn', 'haar')} knieën af. ‘Dat was maar oefenen.’`],
    ],
    (c) => [
      [0, `${c.name} probeerde het weer en viel weer. ${cap(gx(c, 'zijn', 'haar'))} ogen prikten.`],
      [1, `‘Zullen we om hulp vragen?’ vroeg ${c.co.name}.`],
      [1, `‘Nee!’ riep ${c.name}. ‘Ik kan het alleen!’`],
      [3, `Het woord kwam harder naar buiten dan ${hij(c)} wilde. Eronder zat een kleiner, eerlijker woord dat niet gezegd wilde worden.`],
    ],
    (c) => [
      [0, `${c.name} ging naast de fiets in het gras zitten, in de schaduw van de bomen, en dacht na.`],
      [1, `Om hulp vragen voelde als zeggen: ‘Ik kan het niet.’`],
      [2, `‘Zelfs grote mensen vragen om hulp,’ zei ${c.co.name} zacht. ‘Zo hebben zij het ook geleerd.’`],
      [
        3,
        `${c.name} dacht erover na. De kinderen op hun fietsen konden het niet vanaf hun geboorte. Ooit had iemand voor ieder van hen het zadel vastgehouden — ${hij(c)} was er alleen niet bij geweest.`,
      ],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} haalde diep adem en duwde de fiets naar papa op het bankje.`],
    [0, `‘Papa, wil je me helpen?’ vroeg ${hij(c)}.`],
    [1, `Vragen was het dapperste stuk. Papa glimlachte en stond meteen op.`],
    [
      3,
      `De vraag was zo klein, maar vier woorden, en toch voelde hij als springen van de hoge duikplank. En net als na die sprong was het in een tel voorbij, en straalde ${c.name} helemaal.`,
    ],
  ],
  resolution: (c) => [
    [0, `Papa hield het zadel vast en rende naast ${c.name}. Toen liet hij heel zachtjes los.`],
    [0, `En ${c.name} fietste helemaal alleen op de nieuwe fiets!`],
    [1, `${c.co.name} juichte, en papa klapte. ‘Je kunt het!’`],
    [2, `‘Wíj kunnen het,’ lachte ${c.name}. ‘Jij hielp, en toen kon ik het.’`],
  ],
};
