/** Dutch templates of the built-in writer. */
import { alt, cap, cx, gx, type LanguagePack, type Line, type StoryContext } from '../../writer/story-types.ts';
import { garden } from './plots/garden.ts';
import { truth } from './plots/truth.ts';
import { askHelp } from './plots/askHelp.ts';
import { race } from './plots/race.ts';
import { different } from './plots/different.ts';
import { promise } from './plots/promise.ts';
import { missing } from './plots/missing.ts';
import { book } from './plots/book.ts';

const zijn = (c: StoryContext) => gx(c, 'zijn', 'haar', 'de');
const coHij = (c: StoryContext) => cx(c, 'hij', 'zij');

function heroNoun(c: StoryContext): string {
  // Ages 10-12: never 'little', for animal and toy heroes too.
  if (c.kind === 'animal') return c.band === 3 ? 'een slim, nieuwsgierig dier' : 'een klein, vriendelijk diertje';
  if (c.kind === 'object') return c.band === 3 ? 'een heel bijzonder stuk speelgoed' : 'een heel bijzonder speelgoedje';
  if (c.band === 3) return gx(c, 'een jongen', 'een meisje', 'een kind'); // ages 10-12: never 'little'
  return gx(c, 'een kleine jongen', 'een klein meisje', 'een klein kind');
}

const coZijn = (c: StoryContext) => cx(c, 'zijn', 'haar');

export const story: LanguagePack = {
  code: 'nl',
  sep: ' ',
  settings: {
    library: { at: 'in de bibliotheek', to: 'naar de bibliotheek', detail: 'Hoge kasten reikten tot aan het plafond, en alles rook naar papier en stilte.' },
    campsite: {
      at: 'op de camping',
      to: 'naar de camping aan de bosrand',
      detail: 'Onder de dennen stond een groen tentje, en een kring van stenen wachtte op het kampvuur van de avond.',
    },
    kitchen: { at: 'in de keuken van oma', to: 'naar oma', detail: 'De keuken rook naar boter en kaneel, en de fluitketel neuriede op het fornuis.' },
    garden: { at: 'in de tuin', to: 'de tuin in', detail: 'Bijen zoemden tussen de rozen, en het gras rook naar zomer.' },
    forest: { at: 'in het bos', to: 'het bos in', detail: 'De hoge bomen fluisterden, en zonnestraaltjes dansten tussen de bladeren.' },
    meadow: { at: 'in de wei', to: 'naar de grote wei', detail: 'Madeliefjes knikten in de wind, en de sprinkhanen zongen hun liedje.' },
    seaside: { at: 'aan zee', to: 'naar zee', detail: 'Kleine golfjes deden sjoe, sjoe over het zand, en meeuwen zweefden hoog in de lucht.' },
    mountain: { at: 'op de berg', to: 'de groene berg op', detail: 'Het pad kronkelde omhoog, en beneden lag het dal als een lappendeken.' },
    farm: {
      at: 'op de boerderij',
      to: 'naar de boerderij aan het eind van het pad',
      detail: 'De kippen kakelden, een koe loeide lang en langzaam, en de schuur rook naar warm hooi.',
    },
    park: { at: 'in het park', to: 'naar het park', detail: 'Eendjes peddelden in de vijver, en de schommels piepten vrolijk.' },
    lake: { at: 'bij het meer', to: 'naar het meer', detail: 'Het water was glad als glas, en libellen schoten over het riet.' },
    snowyVillage: {
      at: 'in het besneeuwde dorp',
      to: 'door het besneeuwde dorp',
      detail: 'Op elk dak glinsterde sneeuw, en de lucht rook naar warme chocolademelk.',
    },
    castle: {
      at: 'in de kasteeltuin',
      to: 'naar het oude kasteel op de heuvel',
      detail: 'Vlaggen wapperden op de torens, en rozen klommen langs de oude muren.',
    },
  },
  companions: {
    puppy: { name: 'Pip', intro: 'een klein hondje dat Pip heette', g: 'm' },
    kitten: { name: 'Mimi', intro: 'een zacht poesje dat Mimi heette', g: 'f' },
    bunny: { name: 'Hup', intro: 'een huppelend konijntje dat Hup heette', g: 'm' },
    owl: { name: 'Olga', intro: 'een wijs uiltje dat Olga heette', g: 'f' },
    fox: { name: 'Vos', intro: 'een klein rood vosje dat Vos heette', g: 'm' },
    turtle: { name: 'Tilly', intro: 'een lachende schildpad die Tilly heette', g: 'f' },
    teddy: { name: 'Bruno', intro: 'een zachte teddybeer die Bruno heette', g: 'm' },
    robot: { name: 'Biep', intro: 'een robotje dat Biep heette', g: 'm' },
    dragon: { name: 'Vonk', intro: 'een piepklein, lief draakje dat Vonk heette', g: 'm' },
  },

  home: (c) => {
    const N = c.name,
      C = c.co.name;
    const lines: Line[] = [[0, `Er was eens ${heroNoun(c)} dat ${N} heette.`.replace(/jongen dat/, 'jongen die')]];
    if (c.trait) lines.push([0, `${N} herkende je meteen: ${c.trait}.`]);
    lines.push(
      [
        1,
        alt(c, 2, [
          `${N} woonde in een knus huisje met een rode deur en een raam vol zonneschijn.`,
          `${N} woonde in een klein huis aan het eind van een rustige straat, waar het 's ochtends naar geroosterd brood rook.`,
        ]),
      ],
      [2, `Elke ochtend deed ${N} het raam open, zei goedemorgen tegen de dag en vroeg zich af wat die zou brengen.`],
      [3, `‘Vandaag’, dacht ${N}, ‘gaat er iets moois gebeuren. Ik voel het tot in mijn tenen.’ En in zulke dingen had ${N} meestal gelijk.`],
    );
    if (!c.meet) {
      lines.push(
        [0, `${N} had een beste vriend: ${c.co.intro}.`.replace('beste vriend', cx(c, 'beste vriend', 'beste vriendin'))],
        [1, `${C} ging overal mee naartoe.`],
        ['t', `Hallo, ${N}! Hallo, ${C}!`],
      );
    }
    return lines;
  },
  meet: (c) => [
    [0, `Opeens werd er op de deur geklopt: klop, klop, klop!`],
    [0, `Het was ${c.co.intro}.`],
    [1, `‘Goedemorgen!’ zei ${c.co.name}. ‘Wat gaan we vandaag doen?’`],
    [2, `${c.name} sprong meteen op. ‘We gaan op avontuur!’`],
    [
      3,
      `${c.co.name} was zo blij dat ${coHij(c)} drie keer in het rond draaide en bijna omviel. ${c.name} moest daar zo om lachen dat ${gx(c, 'hij', 'zij', c.name)} weer even moest gaan zitten.`,
    ],
  ],
  go: (c) => [
    [0, `${c.name} en ${c.co.name} gingen ${c.place.to}.`],
    [1, c.place.detail],
    [
      2,
      alt(c, 3, [
        `‘Kijk!’ zei ${c.co.name}. ‘Alles schittert vandaag!’`,
        `${c.name} huppelde en neuriede een liedje, en ${c.co.name} neuriede mee, een beetje vals.`,
      ]),
    ],
    [
      3,
      `${c.name} ademde de frisse lucht in en zag alles: de kleuren, de geluiden, het piepkleine kevertje dat als een soldaatje op parade over het pad marcheerde. De wereld voelde groot en vriendelijk, en ${c.name} was klaar voor alles.`,
    ],
  ],
  afterProblem: (c) => [
    [2, `${c.co.name} keek naar ${c.name}. ‘Wat doen we nu?’`],
    [
      3,
      `${c.name} fronste en dacht heel hard na. Er moest een manier zijn. Er is altijd een manier, als je maar lang genoeg zoekt – daar geloofde ${c.name} in.`,
    ],
  ],
  afterTry: (c, i) =>
    (
      [
        [
          [1, `‘Hm’, zei ${c.name}. ‘Zo gaat het niet.’`],
          [2, `‘Geeft niks’, zei ${c.co.name}. ‘We proberen iets anders.’`],
          [
            3,
            `${c.name} krabde op ${zijn(c)} hoofd. Een eerste poging is maar een eerste poging, dacht ${c.name}, en niemand doet alles meteen goed, zelfs grote mensen niet.`,
          ],
        ],
        [
          [1, `‘O jee’, zuchtte ${c.name}. ‘Zo ook niet.’`],
          [2, `${c.co.name} leunde zachtjes tegen ${c.name} aan, alleen maar om te zeggen: ik ben er.`],
          [
            3,
            `Er dreef een wolkje zorgen het hart van ${c.name} binnen. Zou het makkelijker zijn om op te geven en naar huis te gaan? Maar diep vanbinnen wilde ${c.name} dat helemaal niet.`,
          ],
        ],
        [
          [1, `Weer niets.`],
          [2, `‘Dat waren drie pogingen!’ zei ${c.co.name}. ‘Misschien hebben we een heel ander soort idee nodig.’`],
          [3, `${c.name} was even stil en luisterde naar de wind. Soms, dacht ${c.name}, zit het antwoord niet in harder proberen, maar in anders proberen.`],
        ],
      ] as Line[][]
    )[i]!,
  low: (c) => [
    [0, `${c.name} ging op een gladde, warme steen zitten en zuchtte diep.`],
    [1, `${c.co.name} kwam ernaast zitten, heel dichtbij.`],
    [2, `‘Ik weet niet wat ik moet doen’, fluisterde ${c.name}. ‘Dat geeft niet’, zei ${c.co.name}. ‘We kunnen samen nadenken.’`],
    [
      3,
      `${c.name} keek naar de wolken die langzaam voorbijdreven. Eén leek op een slapende walvis, een andere op een theepot. Beetje bij beetje kwamen de zoemende gedachten tot rust, als blaadjes die op een vijver neerdwarrelen. En toen, heel zachtjes, begon er een idee te groeien – zoals een zaadje, als niemand kijkt.`,
    ],
  ],
  beforeTurn: (c) => [
    [2, `Opeens begonnen de ogen van ${c.name} te stralen.`],
    [3, `‘Wacht’, zei ${c.name} langzaam. ‘Ik geloof dat ik weet wat we moeten doen.’`],
  ],
  afterResolution: (c) => [
    [2, `${c.name} en ${c.co.name} lachten tot hun buik ervan kriebelde.`],
    [3, `${c.name} voelde zich warm vanbinnen, als een beker chocolademelk op een winterdag. Het was een goede dag geweest. Een hele goede dag.`],
  ],
  sunset: () => [[0, `Toen ging de zon onder, helemaal roze en goud.`]],
  homeward: (c) => [
    [0, `De zon ging onder, helemaal roze en goud. Het was tijd om naar huis te gaan.`],
    [1, `${c.name} en ${c.co.name} liepen langzaam naar huis, zij aan zij.`],
    [2, `‘Wat een dag’, gaapte ${c.co.name}. ‘Wat een dag’, gaapte ${c.name}.`],
    [
      3,
      `De ramen gingen een voor een geel branden, en ergens zong een merel zijn laatste liedje. ${c.name} had moe gelopen voeten, op de allerfijnste manier.`,
    ],
  ],
  bedtime: (c) => {
    const N = c.name,
      C = c.co.name;
    const lines: Line[] = [
      [0, `Die avond kroop ${N} lekker in bed.`],
      ['t', `Knus, knus, knus.`],
      [1, `${C} rolde zich op aan het voeteneind, en de maan gluurde door het raam naar binnen.`],
    ];
    if (c.traitBed) lines.push([2, `${N} (${c.traitBed}) lag warm en veilig onder de deken.`]);
    lines.push([2, `‘Welterusten, ${C}’, fluisterde ${N}. ‘Welterusten, ${N}’, fluisterde ${C}.`]);
    if (c.moral) lines.push([0, `Voordat ${N} de ogen dichtdeed, fluisterde ${gx(c, 'hij', 'ze', N)}: ‘${c.moral}’`]);
    lines.push(
      [
        3,
        `Buiten hielden de sterren de wacht over de slapende wereld, zoals ze dat altijd doen. ${N} ademde langzaam en zacht, en al snel droomde ${N} over morgen.`,
      ],
      [0, `Slaap lekker, ${N}.`],
    );
    return lines;
  },

  shapes: {
    truth,
    askHelp,
    different,
    promise,
    missing,
    // 'lost', 'campfire' and 'cookies': the plots with the campsite and Grandma's kitchen.
    lost: {
      title: (c) => alt(c, 40, [`${c.name} en het kleintje dat zoek was`, `${c.name} en de stille zoektocht`]),
      problem: (c) => [
        [0, `${cap(c.place.at)} riep de moeder van ${c.co.name} maar en riep maar.`],
        [0, `‘Mijn kleintje is weggelopen!’ zei ze.`],
        [1, `‘We vinden je kleintje wel,’ zei ${c.name}. ‘Ik beloof dat we overal zoeken.’`],
        [2, `${c.co.name} zei geen woord. Zo stil was ${cx(c, 'hij', 'ze')} nog nooit geweest.`],
        [
          3,
          `De ongerustheid hing in de lucht, zoals de stilte vlak voor een regenbui. Ergens dichtbij zat iemand heel kleins te wachten tot hij gevonden werd, en ${c.name} was vast van plan degene te zijn die hem vond.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} keek achter de dikke oude eik.`],
          [1, `Alleen mos, en een kever die helemaal niet gestoord wilde worden.`],
          ['t', `Kiekeboe! Niemand.`],
        ],
        (c) => [
          [0, `${c.name} zocht tussen de hoge bloemen en riep: ‘Kleintje! Waar ben je?’`],
          [1, `Maar hoe harder ${c.name} riep, hoe stiller alles werd.`],
        ],
        (c) => [
          [0, `${c.name} volgde een spoor van piepkleine pootjes, rond en rond.`],
          [1, `Tot ${c.name} zag dat het ${zijn(c)} eigen voetstappen waren: ze liepen in een kringetje!`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} stond heel stil. ‘Sst,’ fluisterde ${c.name}. ‘Luister.’`],
        [0, `En daar was het: een piepklein gesnurk, uit een oude picknickmand.`],
        ['t', `Snurk, snurk, snurk!`],
        [1, `Opgerold in de mand lag het kleintje, diep in slaap.`],
        [
          3,
          `${c.name} moest bijna lachen. Al dat gehol en geroep, en het antwoord had er de hele tijd gelegen, wachtend op iemand die stil genoeg was om het te horen.`,
        ],
      ],
      resolution: (c) => [
        [0, `${c.name} droeg het kleintje voorzichtig terug naar ${coZijn(c)} moeder.`],
        [0, `De moeder drukte haar kleintje stevig tegen zich aan.`],
        [1, `‘Dank je wel,’ zei ze tegen ${c.name}. ‘Jij hebt mijn kleintje gevonden door te luisteren.’`],
      ],
    },
    campfire: {
      title: (c) => alt(c, 41, [`${c.name} en de nacht in de tent`, `${c.name} gaat kamperen met opa`]),
      problem: (c) => [
        [0, `Die avond zetten ${c.name} en opa een tent op ${c.place.at}.`],
        [0, `Toen de zon onderging, werden de bomen donker en fluisterig.`],
        [1, `‘Ik wil naar binnen,’ zei ${c.name} met een klein stemmetje.`],
        [2, `Opa kneep zachtjes in ${zijn(c)} hand. ‘De nacht is gewoon de dag met zijn ogen dicht,’ zei hij.`],
        [
          3,
          `Daar was ${c.name} nog lang niet zeker van. Overdag was het bos een plek om in te klimmen en dennenappels te rapen; nu was het een muur van vormen die dichterbij leken te schuiven zodra niemand keek.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} kroop de tent in en verstopte zich in de slaapzak.`],
          [1, `Maar in de tent was het nog donkerder.`],
          ['t', `Donker, donker, donker!`],
        ],
        (c) => [
          [0, `${c.name} deed de lantaarn aan.`],
          [1, `Het licht liet de schaduwen springen en rekken, groter dan eerst.`],
        ],
        (c) => [
          [0, `${c.name} kneep ${zijn(c)} ogen stijf dicht.`],
          [1, `Maar met dichte ogen klonk elk geritsel twee keer zo hard.`],
        ],
      ],
      turn: (c) => [
        [0, `Toen keek ${c.name} omhoog.`],
        [0, `De hemel zat vol sterren, meer dan ${c.name} ooit had gezien.`],
        [1, `‘Laten we uitzoeken waar het donker van gemaakt is,’ fluisterde ${c.name}.`],
        [1, `Een krekel tjirpte. Een blad ritselde. Ver weg kwaakte een kikvors.`],
        [2, `‘Dat is niet eng,’ zei ${c.co.name}. ‘Dat is gewoon de nacht die hallo zegt.’`],
        [
          3,
          `Zodra ${c.name} de geluiden een naam had gegeven, waren het geen monsters meer maar buren: de krekel, het blad, de kikvors met de zware stem. Het donker was niks veranderd. ${c.name} wel.`,
        ],
      ],
      resolution: (c) => [
        [0, `Opa maakte een klein kampvuurtje in de kring van stenen.`],
        [0, `${c.name} zat op een boomstam, een veilige stap ervandaan, en warmde ${zijn(c)} handen.`],
        [1, `Ze smulden van warme chocolademelk en gaven de helderste sterren gekke namen.`],
      ],
      homeward: (c) => [
        [0, `Ten slotte goot opa een emmer water over het kampvuur. Sssss!`],
        [1, `‘Bedtijd, kampeerder,’ zei hij, en hand in hand liepen ze terug naar huis.`],
        [2, `${c.name} draaide zich nog één keer om en zwaaide welterusten naar het donker.`],
        [3, `${c.co.name} sliep al half, en ${c.name} voelde die bijzondere moeheid die je alleen krijgt na een dag die groter was dan je dacht.`],
      ],
    },
    cookies: {
      title: (c) => alt(c, 42, [`${c.name} en de langste twintig minuten`, `De koekjes van ${c.name}`]),
      problem: (c) => [
        [0, `${c.name} en oma bakten koekjes ${c.place.at}.`],
        [0, `‘Nu moeten ze twintig minuten in de oven,’ zei oma.`],
        [1, `Twintig minuten! Voor ${c.name} klonk dat als een eeuwigheid.`],
        [2, `${c.co.name} snoof de warme, zoete lucht op en zuchtte.`],
        [
          3,
          `${c.name} wist best dat goede dingen tijd nodig hebben. Alleen had ${c.name} die regel nooit leuk gevonden, en met een bakplaat koekjes in de oven nog veel minder.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} gluurde door het ovenraampje.`],
          [0, `‘Zijn ze klaar?’ ‘Nog niet,’ zei oma.`],
        ],
        (c) => [
          [0, `${c.name} telde heel langzaam tot tien.`],
          [1, `Maar tien was zo voorbij, en de koekjes waren nog bleek.`],
          ['t', `Een, twee, drie… nog steeds wachten!`],
        ],
        (c) => [
          [0, `${c.name} ging voor de oven zitten en dacht alleen maar aan koekjes.`],
          [1, `Daardoor duurde het wachten alleen nog langer.`],
        ],
      ],
      turn: (c) => [
        [0, `Toen kreeg ${c.name} een idee: ‘Ik maak iets terwijl we wachten!’`],
        [0, `${c.name} tekende een kaart met een grote gele zon voor het buurmeisje.`],
        [1, `${c.name} kleurde zo ijverig dat de klok helemaal vergeten werd.`],
        [3, `Wachten, ontdekte ${c.name}, duurt veel korter als je handen bezig zijn met iets voor een ander.`],
      ],
      resolution: (c) => [
        [0, `Ping! De koekjes waren klaar.`],
        [0, `In de tuin deelde ${c.name} ze met oma en het buurmeisje.`],
        [1, `‘Ze smaken nog lekkerder omdat we gewacht hebben,’ zei ${c.name}, en de kaart was ook een groot succes.`],
      ],
    },
    fear: {
      title: (c) => `${c.name} en het wiebelbruggetje`,
      problem: (c) => [
        [0, `${cap(c.place.at)} lag een houten bruggetje over een kabbelend beekje.`],
        [1, `Aan de overkant straalden de mooiste bloemen.`],
        [0, `Maar het bruggetje wiebelde, en ${c.name} was bang.`],
        [2, `De planken deden krak, krak, en de knieën van ${c.name} wiebelden mee.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} zette één voet op het bruggetje.`],
          [0, `Wiebel! ${c.name} sprong terug.`],
        ],
        (c) => [
          [0, `${c.name} probeerde het met de ogen dicht.`],
          [1, `Maar met de ogen dicht zag ${c.name} niet waar de voeten moesten, en dat was nog enger.`],
        ],
        (c) => [
          [0, `${c.name} wachtte tot de moed vanzelf zou komen.`],
          [1, `${c.name} wachtte en wachtte. Maar de angst bleef gewoon zitten, als een kat op een kussen.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} haalde diep en langzaam adem en hield ${c.co.name} stevig vast.`],
        [0, `‘Eén klein stapje’, zei ${c.name}. ‘En nog één.’`],
        ['t', `Stap, stap, stap!`],
        [1, `Heel langzaam liep ${c.name} over het bruggetje. Het wiebelde nog een beetje – en dat was niet erg.`],
      ],
      resolution: (c) => [
        [0, `${c.name} had het gedaan!`],
        [0, `Aan de overkant straalden de bloemen als kleine lantaarntjes.`],
        [1, `‘Ik was bang, en ik deed het toch’, zei ${c.name}, en ${c.co.name} juichte.`],
      ],
    },
    friend: {
      title: (c) => `${c.name} en de stille zucht`,
      problem: (c) => [
        [0, `${cap(c.place.at)} zat ${c.co.name} helemaal alleen, en ${coHij(c)} keek verdrietig.`],
        [0, `‘Wat is er?’ vroeg ${c.name}. Maar ${c.co.name} zuchtte alleen maar.`],
        [1, `Zelfs de vogels leken zachter te zingen.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} rolde een bal naar ${c.co.name}.`],
          [1, `Maar ${c.co.name} had geen zin om te spelen.`],
        ],
        (c) => [
          [0, `${c.name} trok het grappigste gezicht van de hele wereld.`],
          [1, `${c.co.name} glimlachte heel even, maar al snel was het verdrietige gezicht terug.`],
        ],
        (c) => [
          [0, `${c.name} praatte en praatte over alle leuke spelletjes die ze konden doen.`],
          [1, `Maar ${c.co.name} werd alleen maar stiller.`],
        ],
      ],
      turn: (c) => [
        [0, `Toen ging ${c.name} naast ${c.co.name} zitten en luisterde gewoon.`],
        [
          1,
          `Beetje bij beetje vertelde ${c.co.name} alles: ${coHij(c)} miste ${cx(c, 'zijn', 'haar')} familie, die ver weg woonde, en voelde zich vandaag heel klein.`,
        ],
        [0, `${c.name} gaf ${c.co.name} een grote, warme knuffel.`],
      ],
      resolution: (c) => [
        [0, `Samen maakten ze een bloemenkrans.`],
        [0, `${c.co.name} lachte – een echte lach.`],
        [1, `‘Dank je wel dat je naar me luisterde’, zei ${c.co.name}. ‘Dat was de allerbeste hulp.’`],
      ],
    },
    sharing: {
      title: (c) => `${c.name} en de regenboogvlieger`,
      problem: (c) => [
        [0, `${cap(c.place.at)} had ${c.name} een gloednieuwe regenboogvlieger.`],
        [0, `‘Mag ik ook meedoen?’ vroeg ${c.co.name}.`],
        [0, `‘Nee, hij is van mij’, zei ${c.name}, en hield hem stevig vast.`],
        [1, `${c.co.name} liet het hoofd hangen en liep langzaam weg.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} rende en rende, maar de vlieger stuiterde alleen over de grond.`],
          ['t', `Boem, boem, boem!`],
        ],
        (c) => [
          [0, `${c.name} gooide de vlieger hoog de lucht in.`],
          [0, `Plof! Daar lag hij weer.`],
        ],
        (c) => [
          [0, `${c.name} probeerde het touw vast te houden, te rennen en te gooien, allemaal tegelijk.`],
          [1, `Wat een warboel! Al snel zat ${c.name} in het touw gewikkeld als een klein pakje.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} keek naar ${c.co.name}, die van een afstandje toekeek.`],
        [0, `‘Wil je hem samen met mij laten vliegen?’ vroeg ${c.name}.`],
        [1, `${c.co.name} hield de vlieger hoog, en ${c.name} rende weg met het touw.`],
      ],
      resolution: (c) => [
        [0, `Woesj! Omhoog, omhoog ging de vlieger, hoog de lucht in.`],
        [1, `‘Met z’n tweeën vliegt hij veel beter!’ lachte ${c.name}. En om de beurt hielden ze het touw vast.`],
      ],
    },
    mistake: {
      title: (c) => `${c.name} en het kleine rode bootje`,
      problem: (c) => [
        [0, `${cap(c.place.at)} had ${c.co.name} een klein rood bootje met een wit zeil.`],
        [1, `Terwijl ${c.co.name} glimmende steentjes zocht, speelde ${c.name} met het bootje.`],
        [0, `Krak! Het mastje brak.`],
        [1, `${c.name} kreeg een knoop in de buik. O nee.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} verstopte het bootje achter de rug.`],
          [1, `Maar verstoppen maakte het hart zwaar, als een broekzak vol stenen.`],
        ],
        (c) => [
          [0, `${c.name} probeerde het mastje te maken met een blaadje.`],
          [1, `Het blaadje knakte om. Het mastje was nog steeds kapot.`],
        ],
        (c) => [
          [0, `Toen ${c.co.name} terugkwam, zei ${c.name} bijna: ‘Ik weet niet wat er gebeurd is.’`],
          [1, `Maar de woorden bleven steken. Ze waren niet waar.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} haalde diep adem. ‘Ik heb je bootje kapotgemaakt. Het spijt me.’`],
        [1, `${c.co.name} was even stil. Toen zei ${coHij(c)}: ‘Dank je dat je me de waarheid vertelt.’`],
        [2, `‘Zullen we het samen maken?’ vroeg ${c.name}.`],
      ],
      resolution: (c) => [
        [0, `Samen bonden ze het mastje vast met een stukje touw.`],
        [0, `Het kleine rode bootje zeilde weer!`],
        [1, `En het hart van ${c.name} voelde zo licht als een veertje.`],
      ],
    },
    family: {
      title: () => `Een cadeautje voor oma`,
      problem: (c) => [
        [0, `${cap(c.place.at)} schoot het ${c.name} opeens te binnen: ‘Vanavond komt oma!’`],
        [0, `${c.name} wilde het allermooiste cadeautje voor haar vinden.`],
        [1, `Iets bijzonders. Iets wat nog nooit iemand haar had gegeven.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} plukte een bos bloemen.`],
          [1, `Maar de wind blies de blaadjes weg, een voor een.`],
        ],
        (c) => [
          [0, `Met een stokje tekende ${c.name} een tekening in de zachte aarde.`],
          [1, `Maar ${c.co.name} stapte er per ongeluk op. ‘Oeps!’ zei ${c.co.name}.`],
        ],
        (c) => [
          [0, `${c.name} zocht de glimmendste steen van de wereld.`],
          [1, `Maar alle stenen waren grijs en gewoon.`],
        ],
      ],
      turn: (c) => [
        [0, `Toen dacht ${c.name} na over wat oma het allerliefste had.`],
        [0, `Geen spullen. Oma vond samen zijn het allerfijnst!`],
        [1, `‘Ik weet het!’ zei ${c.name}. ‘Ik neem oma mee op een wandeling en laat haar alles zien wat we vandaag gezien hebben.’`],
      ],
      resolution: (c) => [
        [0, `Die avond wandelden oma en ${c.name} hand in hand.`],
        [1, `${c.name} liet haar alle geheime plekjes ${c.place.at} zien.`],
        [0, `Oma gaf ${c.name} een dikke knuffel. ‘Dit is het allermooiste cadeau’, zei ze.`],
      ],
    },
    feeling: {
      title: (c) => `${c.name} en het stokjeshuisje`,
      problem: (c) => [
        [0, `${cap(c.place.at)} wilde ${c.name} een huisje van stokjes en blaadjes bouwen voor ${c.co.name}.`],
        [0, `Maar elke keer viel het om. Boem!`],
        [1, `${c.name} werd warm en boos, als een fluitketel die bijna gaat fluiten.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} bouwde sneller en sneller.`],
          [1, `Wiebel, glij – en weer viel alles om.`],
        ],
        (c) => [
          [0, `${c.name} stampte met de voeten en riep: ‘Stomme stokjes!’`],
          [1, `${c.co.name} schrok. De stokjes bleven gewoon liggen.`],
        ],
        (c) => [
          [0, `${c.name} ging zitten, met de armen over elkaar en een diepe frons.`],
          [1, `Maar van mokken werd niets gebouwd, en de boosheid werd alleen maar groter.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} ademde drie keer heel langzaam: in … en uit.`],
        [0, `‘Ik ben boos’, zei ${c.name}. ‘En dat mag.’`],
        [1, `Met een rustiger hart keek ${c.name} nog eens goed en zag wat er mis was: het huisje had een bredere, stevigere onderkant nodig.`],
      ],
      resolution: (c) => [
        [0, `Langzaam en voorzichtig bouwde ${c.name} het huisje opnieuw.`],
        [0, `Het bleef staan! ${c.co.name} kroop erin en keek door het raampje naar buiten.`],
        [1, `‘Het is perfect!’ zei ${c.co.name}, en ${c.name} straalde van trots.`],
      ],
    },
    habit: {
      title: (c) => `${c.name} en de grote opruimdag`,
      problem: (c) => [
        [0, `${c.name} wilde met ${c.co.name} gaan ballen. Maar waar was de bal?`],
        [0, `Overal lag speelgoed: onder het bed, op de stoel, zelfs in een schoen!`],
        [1, `${c.name} liet spullen altijd liggen waar ze maar neerkwamen.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} keek onder het bed.`],
          [1, `Alleen een sok en een verloren kleurpotlood.`],
        ],
        (c) => [
          [0, `${c.name} zocht in de speelgoedkist.`],
          [1, `Alles zat door elkaar als spaghetti.`],
        ],
        (c) => [
          [0, `‘Bal! Waar ben je?’ riep ${c.name}.`],
          [1, `Maar ballen geven geen antwoord. ${c.co.name} giechelde.`],
        ],
      ],
      turn: (c) => [
        [0, `‘Ik weet het’, zei ${c.name}. ‘We ruimen op, één ding tegelijk.’`],
        [0, `De boeken op de plank. De blokken in de doos. De sokken in de mand.`],
        ['t', `Opruimen, opruimen, opruimen!`],
        [1, `${c.name} maakte er een spelletje van en zong een opruimliedje.`],
      ],
      resolution: (c) => [
        [0, `En daar lag de bal, onder het allerlaatste kussen!`],
        [0, `${c.name} en ${c.co.name} gingen naar buiten en speelden ${c.place.at}.`],
        [1, `Daarna legde ${c.name} de bal terug op zijn plek, klaar voor morgen.`],
      ],
    },
    nature: {
      title: (c) => `${c.name} en de dorstige bloem`,
      problem: (c) => [
        [0, `${cap(c.place.at)} vond ${c.name} een klein bloemetje dat zijn kopje liet hangen.`],
        [1, `Overal eromheen lagen snoeppapiertjes en flessendoppen.`],
        [0, `‘Arm bloemetje’, zei ${c.name}. ‘Jij hebt hulp nodig.’`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} droeg water in de handen.`],
          [1, `Maar het water druppelde tussen de vingers door – drup, drup – nog voor ${c.name} terug was.`],
        ],
        (c) => [
          [0, `${c.name} begon het afval op te rapen, stukje voor stukje.`],
          [1, `Maar het was zoveel dat de armen van ${c.name} al snel vol waren.`],
        ],
        (c) => [
          [0, `${c.name} vroeg de wind om het afval weg te blazen.`],
          [1, `Woesj! De wind blies alles alleen maar in het rond. ${c.co.name} lachte en rende achter een papieren zak aan.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} dacht en dacht, en had toen een plan.`],
        [0, `${c.name} pakte een mand voor het afval en een groot, bol blad voor het water.`],
        [1, `‘Jij houdt de mand vast, ik raap op’, zei ${c.name}, en ${c.co.name} knikte.`],
      ],
      resolution: (c) => [
        [0, `Al gauw was alles schoon en glanzend.`],
        [0, `Het bloemetje tilde zijn kopje op naar de zon.`],
        [1, `Er kwam een vlinder op zitten, alsof hij dankjewel wilde zeggen.`],
      ],
    },
    garden,
    race,
    book,
  },
};
