/** Dutch text of the plots 'lost', 'campfire' and 'cookies' (issue 16), written natively. */
import { alt, cap, cx, gx, type StoryContext } from '../../story-types.ts';
import type { ExtraPack } from './types.ts';

const zijn = (c: StoryContext) => gx(c, 'zijn', 'haar', 'de');
const coZijn = (c: StoryContext) => cx(c, 'zijn', 'haar');

export const nlExtra: ExtraPack = {
  settings: {
    campsite: { at: 'op de camping', to: 'naar de camping aan de bosrand', detail: 'Onder de dennen stond een groen tentje, en een kring van stenen wachtte op het kampvuur van de avond.' },
    kitchen: { at: 'in de keuken van oma', to: 'naar oma', detail: 'De keuken rook naar boter en kaneel, en de fluitketel neuriede op het fornuis.' },
  },
  shapes: {
    lost: {
      title: (c) => alt(c, 40, [`${c.name} en het kleintje dat zoek was`, `${c.name} en de stille zoektocht`]),
      problem: (c) => [
        [0, `${cap(c.place.at)} riep de moeder van ${c.co.name} maar en riep maar.`],
        [0, `‘Mijn kleintje is weggelopen!’ zei ze.`],
        [1, `‘We vinden je kleintje wel,’ zei ${c.name}. ‘Ik beloof dat we overal zoeken.’`],
        [2, `${c.co.name} zei geen woord. Zo stil was ${cx(c, 'hij', 'ze')} nog nooit geweest.`],
        [3, `De ongerustheid hing in de lucht, zoals de stilte vlak voor een regenbui. Ergens dichtbij zat iemand heel kleins te wachten tot hij gevonden werd, en ${c.name} was vast van plan degene te zijn die hem vond.`],
      ],
      tries: [
        (c) => [[0, `${c.name} keek achter de dikke oude eik.`], [1, `Alleen mos, en een kever die helemaal niet gestoord wilde worden.`], ['t', `Kiekeboe! Niemand.`]],
        (c) => [[0, `${c.name} zocht tussen de hoge bloemen en riep: ‘Kleintje! Waar ben je?’`], [1, `Maar hoe harder ${c.name} riep, hoe stiller alles werd.`]],
        (c) => [[0, `${c.name} volgde een spoor van piepkleine pootjes, rond en rond.`], [1, `Tot ${c.name} zag dat het ${zijn(c)} eigen voetstappen waren: ze liepen in een kringetje!`]],
      ],
      turn: (c) => [
        [0, `${c.name} stond heel stil. ‘Sst,’ fluisterde ${c.name}. ‘Luister.’`],
        [0, `En daar was het: een piepklein gesnurk, uit een oude picknickmand.`],
        ['t', `Snurk, snurk, snurk!`],
        [1, `Opgerold in de mand lag het kleintje, diep in slaap.`],
        [3, `${c.name} moest bijna lachen. Al dat gehol en geroep, en het antwoord had er de hele tijd gelegen, wachtend op iemand die stil genoeg was om het te horen.`],
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
        [3, `Daar was ${c.name} nog lang niet zeker van. Overdag was het bos een plek om in te klimmen en dennenappels te rapen; nu was het een muur van vormen die dichterbij leken te schuiven zodra niemand keek.`],
      ],
      tries: [
        (c) => [[0, `${c.name} kroop de tent in en verstopte zich in de slaapzak.`], [1, `Maar in de tent was het nog donkerder.`], ['t', `Donker, donker, donker!`]],
        (c) => [[0, `${c.name} deed de lantaarn aan.`], [1, `Het licht liet de schaduwen springen en rekken, groter dan eerst.`]],
        (c) => [[0, `${c.name} kneep ${zijn(c)} ogen stijf dicht.`], [1, `Maar met dichte ogen klonk elk geritsel twee keer zo hard.`]],
      ],
      turn: (c) => [
        [0, `Toen keek ${c.name} omhoog.`],
        [0, `De hemel zat vol sterren, meer dan ${c.name} ooit had gezien.`],
        [1, `‘Laten we uitzoeken waar het donker van gemaakt is,’ fluisterde ${c.name}.`],
        [1, `Een krekel tjirpte. Een blad ritselde. Ver weg kwaakte een kikvors.`],
        [2, `‘Dat is niet eng,’ zei ${c.co.name}. ‘Dat is gewoon de nacht die hallo zegt.’`],
        [3, `Zodra ${c.name} de geluiden een naam had gegeven, waren het geen monsters meer maar buren: de krekel, het blad, de kikvors met de zware stem. Het donker was niks veranderd. ${c.name} wel.`],
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
        [3, `${c.name} wist best dat goede dingen tijd nodig hebben. Alleen had ${c.name} die regel nooit leuk gevonden, en met een bakplaat koekjes in de oven nog veel minder.`],
      ],
      tries: [
        (c) => [[0, `${c.name} gluurde door het ovenraampje.`], [0, `‘Zijn ze klaar?’ ‘Nog niet,’ zei oma.`]],
        (c) => [[0, `${c.name} telde heel langzaam tot tien.`], [1, `Maar tien was zo voorbij, en de koekjes waren nog bleek.`], ['t', `Een, twee, drie… nog steeds wachten!`]],
        (c) => [[0, `${c.name} ging voor de oven zitten en dacht alleen maar aan koekjes.`], [1, `Daardoor duurde het wachten alleen nog langer.`]],
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
  },
};
