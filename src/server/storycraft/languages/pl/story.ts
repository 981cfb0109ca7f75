/**
 * Polish templates of the built-in writer. Past-tense verbs and adjectives agree with the hero;
 * the hero's and the companion's names always stay in the nominative (never inflected).
 */
import { alt, cap, cx, gx, type LanguagePack, type Line, type StoryContext } from '../../writer/story-types.ts';
import { garden } from './plots/garden.ts';
import { truth } from './plots/truth.ts';
import { askHelp } from './plots/askHelp.ts';
import { race } from './plots/race.ts';
import { different } from './plots/different.ts';
import { promise } from './plots/promise.ts';
import { missing } from './plots/missing.ts';
import { book } from './plots/book.ts';

/** Past-tense ending: -ł / -ła. */
const ł = (c: StoryContext) => gx(c, 'ł', 'ła');
const cł = (c: StoryContext) => cx(c, 'ł', 'ła');
/** Adjective ending -y / -a. */
const y = (c: StoryContext) => gx(c, 'y', 'a');
/** Plural past for hero + companion: -li (any male) / -ły (both female). */
const li = (c: StoryContext) => (c.g === 'f' && c.co.g === 'f' ? 'ły' : 'li');
/** Past of -nąć verbs and 'wziąć': -ął / -ęła. */
const ął = (c: StoryContext) => gx(c, 'ął', 'ęła');
const cął = (c: StoryContext) => cx(c, 'ął', 'ęła');

/** 'był sobie mały chłopiec' etc.: the verb agrees with the noun, not with the name. */
function heroIntro(c: StoryContext): string {
  // Ages 10-12: never 'little', for animal heroes too.
  if (c.kind === 'animal') return c.band === 3 ? 'było sobie bystre, przyjazne zwierzę' : 'było sobie małe, przyjazne zwierzątko';
  if (c.kind === 'object') return 'była sobie bardzo wyjątkowa zabawka';
  if (c.band === 3) return gx(c, 'był sobie chłopiec', 'była sobie dziewczyna', 'było sobie dziecko'); // ages 10-12: never 'little'
  return gx(c, 'był sobie mały chłopiec', 'była sobie mała dziewczynka', 'było sobie małe dziecko');
}

/** 'jego' / 'jej' for the companion. */
const jego = (c: StoryContext) => cx(c, 'jego', 'jej');

export const story: LanguagePack = {
  code: 'pl',
  sep: ' ',
  settings: {
    library: { at: 'w bibliotece', to: 'do biblioteki', detail: 'Wysokie regały sięgały aż do sufitu, a wszystko pachniało papierem i ciszą.' },
    campsite: {
      at: 'na polu namiotowym',
      to: 'na pole namiotowe pod lasem',
      detail: 'Pod sosnami stał zielony namiot, a krąg z kamieni czekał na wieczorne ognisko.',
    },
    kitchen: { at: 'w kuchni babci', to: 'do babci', detail: 'W kuchni pachniało masłem i cynamonem, a czajnik mruczał na kuchence.' },
    garden: { at: 'w ogrodzie', to: 'do ogrodu', detail: 'Pszczoły brzęczały wśród róż, a trawa pachniała latem.' },
    forest: { at: 'w lesie', to: 'do lasu', detail: 'Wysokie drzewa szumiały, a promyki słońca tańczyły między liśćmi.' },
    meadow: { at: 'na łące', to: 'na wielką łąkę', detail: 'Stokrotki kiwały się na wietrze, a koniki polne grały swoją piosenkę.' },
    seaside: { at: 'nad morzem', to: 'nad morze', detail: 'Małe fale szumiały szu, szu po piasku, a mewy szybowały wysoko w górze.' },
    mountain: { at: 'w górach', to: 'w zielone góry', detail: 'Ścieżka wiła się w górę, a w dole cała dolina wyglądała jak kolorowa kołderka.' },
    farm: { at: 'w gospodarstwie', to: 'do gospodarstwa na końcu drogi', detail: 'Kury gdakały, krowa muczała powoli, a stodoła pachniała ciepłym sianem.' },
    park: { at: 'w parku', to: 'do parku', detail: 'Kaczki pluskały się w stawie, a huśtawki wesoło skrzypiały.' },
    lake: { at: 'nad jeziorem', to: 'nad jezioro', detail: 'Woda była gładka jak szkło, a ważki śmigały nad trzcinami.' },
    snowyVillage: {
      at: 'w zaśnieżonej wiosce',
      to: 'przez zaśnieżoną wioskę',
      detail: 'Na każdym dachu skrzył się śnieg, a powietrze pachniało gorącym kakao.',
    },
    castle: { at: 'w zamkowym ogrodzie', to: 'do starego zamku na wzgórzu', detail: 'Na wieżach łopotały chorągwie, a róże pięły się po starych murach.' },
  },
  companions: {
    puppy: { name: 'Pip', intro: 'mały szczeniaczek o imieniu Pip', g: 'm' },
    kitten: { name: 'Mimi', intro: 'puszysta kotka o imieniu Mimi', g: 'f' },
    bunny: { name: 'Skoczek', intro: 'skoczny króliczek o imieniu Skoczek', g: 'm' },
    owl: { name: 'Ola', intro: 'mądra sówka o imieniu Ola', g: 'f' },
    fox: { name: 'Rudek', intro: 'mały rudy lisek o imieniu Rudek', g: 'm' },
    turtle: { name: 'Tola', intro: 'uśmiechnięta żółwica o imieniu Tola', g: 'f' },
    teddy: { name: 'Bruno', intro: 'mięciutki miś o imieniu Bruno', g: 'm' },
    robot: { name: 'Bip', intro: 'mały robot o imieniu Bip', g: 'm' },
    dragon: { name: 'Iskierka', intro: 'malutka, przyjazna smoczyca o imieniu Iskierka', g: 'f' },
  },

  home: (c) => {
    const N = c.name,
      C = c.co.name;
    const lines: Line[] = [[0, `Dawno, dawno temu ${heroIntro(c)} o imieniu ${N}.`]];
    if (c.trait) lines.push([0, `${N} od razu rzuca${ł(c)} się w oczy: ${c.trait}.`]);
    lines.push(
      [
        1,
        alt(c, 2, [
          `${N} mieszka${ł(c)} w przytulnym domku z czerwonymi drzwiami i oknem pełnym słońca.`,
          `${N} mieszka${ł(c)} w małym domku na końcu cichej uliczki, gdzie rano pachniało grzankami.`,
        ]),
      ],
      [2, `Każdego ranka ${N} otwiera${ł(c)} okno, mówi${ł(c)} dniu „dzień dobry” i zastanawia${ł(c)} się, co ten dzień przyniesie.`],
      [3, `„Dzisiaj – pomyśla${ł(c)} ${N} – wydarzy się coś dobrego. Czuję to aż w palcach u stóp”. I w takich sprawach ${N} rzadko się myli${ł(c)}.`],
    );
    if (!c.meet) {
      lines.push(
        [0, `${N} mia${ł(c)} ${cx(c, 'najlepszego przyjaciela', 'najlepszą przyjaciółkę')}. To by${cł(c)} ${c.co.intro}.`],
        [1, `${C} wszędzie chodzi${cł(c)} razem z ${gx(c, 'nim', 'nią')}.`],
        ['t', `Cześć, ${N}! Cześć, ${C}!`],
      );
    }
    return lines;
  },
  meet: (c) => [
    [0, `Nagle ktoś zapukał do drzwi: puk, puk, puk!`],
    [0, `To by${cł(c)} ${c.co.intro}.`],
    [1, `– Dzień dobry! – zawoła${cł(c)} ${c.co.name}. – Co dziś robimy?`],
    [2, `${c.name} od razu zerwa${ł(c)} się na nogi. – Ruszamy na przygodę!`],
    [
      3,
      `${c.co.name} tak się ucieszy${cł(c)}, że obróci${cł(c)} się trzy razy w kółko i o mało się nie przewróci${cł(c)}. ${c.name} śmia${ł(c)} się tak bardzo, że musia${ł(c)} znowu usiąść.`,
    ],
  ],
  go: (c) => [
    [0, `${c.name} i ${c.co.name} posz${c.g === 'f' && c.co.g === 'f' ? 'ły' : 'li'} ${c.place.to}.`],
    [1, c.place.detail],
    [
      2,
      alt(c, 3, [
        `– Popatrz! – powiedzia${cł(c)} ${c.co.name}. – Dziś wszystko błyszczy!`,
        `${c.name} podskakiwa${ł(c)} i nuci${ł(c)} piosenkę, a ${c.co.name} nuci${cł(c)} razem, trochę fałszując.`,
      ]),
    ],
    [
      3,
      `${c.name} oddycha${ł(c)} świeżym powietrzem i zauważa${ł(c)} wszystko: kolory, dźwięki, malutkiego żuczka, który maszerował przez ścieżkę jak żołnierzyk na defiladzie. Świat wydawał się wielki i przyjazny, a ${c.name} czu${ł(c)} się gotow${y(c)} na wszystko.`,
    ],
  ],
  afterProblem: (c) => [
    [2, `${c.co.name} spojrza${cł(c)} pytająco. – Co teraz zrobimy?`],
    [
      3,
      `${c.name} zmarszczy${ł(c)} czoło i mocno się zastanawia${ł(c)}. Musiał być jakiś sposób. Zawsze jest jakiś sposób, jeśli szuka się go wystarczająco długo – w to ${c.name} wierzy${ł(c)}.`,
    ],
  ],
  afterTry: (c, i) =>
    (
      [
        [
          [1, `– Hmm – powiedzia${ł(c)} ${c.name}. – To nie to.`],
          [2, `– Nic nie szkodzi – powiedzia${cł(c)} ${c.co.name}. – Spróbujmy czegoś innego.`],
          [
            3,
            `${c.name} podrapa${ł(c)} się w głowę. Pierwsza próba to tylko pierwsza próba, pomyśla${ł(c)}. Nikomu nie wszystko wychodzi za pierwszym razem, nawet dorosłym.`,
          ],
        ],
        [
          [1, `– Ojej – westchn${ął(c)} ${c.name}. – Tak też nie.`],
          [2, `${c.co.name} przytuli${cł(c)} się delikatnie, jakby chcia${cł(c)} powiedzieć: jestem tu.`],
          [
            3,
            `Mała chmurka zmartwienia wpłynęła do serca. Może łatwiej byłoby się poddać i wrócić do domu? Ale w głębi duszy ${c.name} wcale tego nie chcia${ł(c)}.`,
          ],
        ],
        [
          [1, `Znowu nic.`],
          [2, `– To już trzy próby! – powiedzia${cł(c)} ${c.co.name}. – Może potrzebujemy zupełnie innego pomysłu.`],
          [
            3,
            `${c.name} przez chwilę milcza${ł(c)} i słucha${ł(c)} wiatru. Czasem, pomyśla${ł(c)}, odpowiedź nie polega na tym, żeby próbować mocniej, tylko inaczej.`,
          ],
        ],
      ] as Line[][]
    )[i]!,
  low: (c) => [
    [0, `${c.name} usiad${ł(c)} na gładkim, ciepłym kamieniu i długo westchn${ął(c)}.`],
    [1, `${c.co.name} usiad${cł(c)} obok, bardzo blisko.`],
    [2, `– Nie wiem, co robić – szepn${ął(c)} ${c.name}. – Nic nie szkodzi – powiedzia${cł(c)} ${c.co.name}. – Możemy pomyśleć razem.`],
    [
      3,
      `${c.name} patrzy${ł(c)} na chmury, które płynęły powoli i spokojnie. Jedna wyglądała jak śpiący wieloryb, inna jak czajniczek. Powoli brzęczące myśli się uspokoiły, jak liście opadające na staw. I wtedy, bardzo cichutko, zaczął rosnąć pomysł – tak jak ziarenko, kiedy nikt nie patrzy.`,
    ],
  ],
  beforeTurn: (c) => [
    [2, `Nagle ${c.name} się uśmiechn${ął(c)}. Coś zaświtało w głowie!`],
    [3, `– Czekaj – powiedzia${ł(c)} powoli ${c.name}. – Chyba wiem, co zrobić.`],
  ],
  afterResolution: (c) => [
    [2, `${c.name} i ${c.co.name} śmia${li(c)} się tak, że aż łaskotało w brzuchu.`],
    [3, `${c.name} czu${ł(c)} w środku ciepło, jak po kubku kakao w zimowy dzień. To był dobry dzień. Naprawdę bardzo dobry dzień.`],
  ],
  sunset: () => [[0, `Potem słońce zaszło, całe różowe i złote.`]],
  homeward: (c) => [
    [0, `Słońce zaszło, całe różowe i złote. Czas było wracać do domu.`],
    [1, `${c.name} i ${c.co.name} wraca${li(c)} powoli, ramię w ramię.`],
    [2, `– Co za dzień – ziewn${cął(c)} ${c.co.name}. – Co za dzień – ziewn${ął(c)} ${c.name}.`],
    [
      3,
      `Okna zapalały się jedno po drugim, a gdzieś kos śpiewał ostatnią piosenkę dnia. ${c.name} mia${ł(c)} zmęczone nogi, ale w ten najprzyjemniejszy sposób.`,
    ],
  ],
  bedtime: (c) => {
    const N = c.name,
      C = c.co.name;
    const lines: Line[] = [
      [0, `Tego wieczoru ${N} wtuli${ł(c)} się w łóżko.`],
      ['t', `Tuli, tuli, tuli.`],
      [1, `${C} zwin${cął(c)} się w kłębek w nogach łóżka, a księżyc zajrzał przez okno.`],
    ];
    if (c.traitBed) lines.push([2, `${N} (${c.traitBed}) leża${ł(c)} ciepło i bezpiecznie pod kołderką.`]);
    lines.push([2, `– Dobranoc, ${C} – szepn${ął(c)} ${N}. – Dobranoc, ${N} – szepn${cął(c)} ${C}.`]);
    if (c.moral) lines.push([0, `Zanim ${N} zamkn${ął(c)} oczy, szepn${ął(c)}: „${c.moral}”`]);
    lines.push(
      [3, `Na dworze gwiazdy czuwały nad śpiącym światem, jak zawsze. ${N} oddycha${ł(c)} coraz wolniej i spokojniej, i wkrótce ${N} śni${ł(c)} już o jutrze.`],
      [0, `Dobranoc, ${N}.`],
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
      title: (c) => alt(c, 40, [`${c.name} i maluszek, który się zgubił`, `${c.name} i ciche poszukiwania`]),
      problem: (c) => [
        [0, `${cap(c.place.at)} ${c.co.name} usłyszał${cx(c, '', 'a')}, że ${jego(c)} mama woła i woła.`],
        [0, `– Mój najmłodszy maluszek gdzieś się zapodział! – powiedziała mama.`],
        [1, `– Znajdziemy go – obiecał${gx(c, '', 'a')} ${c.name}. – Poszukamy wszędzie, słowo daję.`],
        [2, `${c.co.name} nie odezwał${cx(c, '', 'a')} się ani słowem. Nigdy jeszcze nie był${cx(c, '', 'a')} tak cich${cx(c, 'y', 'a')}.`],
        [
          3,
          `Niepokój wisiał w powietrzu jak cisza przed deszczem. Gdzieś niedaleko ktoś bardzo mały czekał, aż ktoś go znajdzie, a ${c.name} postanowił${gx(c, '', 'a')}, że to będzie właśnie on${gx(c, '', 'a')}.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} zajrzał${gx(c, '', 'a')} za stare drzewo.`],
          [1, `Tylko mech i żuk, który wcale nie chciał, żeby mu przeszkadzać.`],
          ['t', `A kuku! Nikogo.`],
        ],
        (c) => [
          [0, `${c.name} szukał${gx(c, '', 'a')} w wysokich kwiatach i wołał${gx(c, '', 'a')}: „Maluszku! Gdzie jesteś?”`],
          [1, `Ale im głośniej ${c.name} wołał${gx(c, '', 'a')}, tym ciszej robiło się dookoła.`],
        ],
        (c) => [
          [0, `${c.name} ${gx(c, 'szedł', 'szła')} za śladem malutkich łapek, w kółko i w kółko.`],
          [1, `Aż zobaczył${gx(c, '', 'a')}, że to ${gx(c, 'jego', 'jej')} własne ślady — chodził${gx(c, '', 'a')} w kółko!`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} stan${ął(c)} bez ruchu. – Ciii – szepn${ął(c)}. – Posłuchajmy.`],
        [0, `I wtedy to usłyszeli: cichutkie chrapanie ze starego koszyka piknikowego.`],
        ['t', `Chrr, chrr, chrr!`],
        [1, `W koszyku, zwinięty w kłębek, spał maluszek.`],
        [
          3,
          `${c.name} omal się nie roześmiał${gx(c, '', 'a')}. Tyle biegania i wołania, a odpowiedź leżała tu przez cały czas i czekała na kogoś, kto będzie dość cicho, żeby ją usłyszeć.`,
        ],
      ],
      resolution: (c) => [
        [0, `${c.name} powoli ${gx(c, 'zaniósł', 'zaniosła')} maluszka do ${jego(c)} mamy.`],
        [0, `Mama mocno przytuliła swoje dziecko.`],
        [1, `– Dziękuję – powiedziała. – Znalazł${gx(c, 'eś', 'aś')} mojego maluszka, bo umiał${gx(c, 'eś', 'aś')} słuchać.`],
      ],
    },
    campfire: {
      title: (c) => alt(c, 41, [`${c.name} i noc w namiocie`, `${c.name} biwakuje z dziadkiem`]),
      problem: (c) => [
        [0, `Tego wieczoru ${c.name} i dziadek rozbili namiot ${c.place.at}.`],
        [0, `Kiedy zaszło słońce, drzewa zrobiły się ciemne i szepczące.`],
        [1, `– Chcę do środka – powiedział${gx(c, '', 'a')} ${c.name} cichutko.`],
        [2, `Dziadek ścisnął ${gx(c, 'go', 'ją')} za rękę. – Noc to po prostu dzień z zamkniętymi oczami – powiedział.`],
        [
          3,
          `${c.name} wcale nie był${gx(c, '', 'a')} tego pewn${y(c)}. Za dnia las był miejscem do wspinania się i zbierania szyszek; teraz był ścianą kształtów, które zdawały się podchodzić bliżej, kiedy nikt nie patrzył.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} wczołgał${gx(c, '', 'a')} się do namiotu i schował${gx(c, '', 'a')} w śpiworze.`],
          [1, `Ale w namiocie było jeszcze ciemniej.`],
          ['t', `Ciemno, ciemno, ciemniutko!`],
        ],
        (c) => [
          [0, `${c.name} włączył${gx(c, '', 'a')} latarenkę.`],
          [1, `Światło sprawiło, że cienie skakały i rosły, większe niż przedtem.`],
        ],
        (c) => [
          [0, `${c.name} mocno zacisn${ął(c)} powieki.`],
          [1, `Ale z zamkniętymi oczami każdy szelest brzmiał dwa razy głośniej.`],
        ],
      ],
      turn: (c) => [
        [0, `Wtedy ${c.name} spojrzał${gx(c, '', 'a')} w górę.`],
        [0, `Niebo było pełne gwiazd, więcej niż ${c.name} kiedykolwiek widział${gx(c, '', 'a')}.`],
        [1, `– Sprawdźmy, z czego jest zrobiona ciemność – szepn${ął(c)} ${c.name}.`],
        [1, `Zaćwierkał świerszcz. Zaszeleścił liść. Daleko żaba powiedziała „kum”.`],
        [2, `– To wcale nie jest straszne – powiedział${cx(c, '', 'a')} ${c.co.name}. – To tylko noc mówi dzień dobry.`],
        [
          3,
          `Kiedy ${c.name} nazwał${gx(c, '', 'a')} dźwięki, przestały być potworami, a stały się sąsiadami: świerszcz, liść, żaba o niskim głosie. Ciemność wcale się nie zmieniła. Zmienił${gx(c, '', 'a')} się ${c.name}.`,
        ],
      ],
      resolution: (c) => [
        [0, `Dziadek przygotował małe ognisko w kręgu z kamieni.`],
        [0, `${c.name} usiadł${gx(c, '', 'a')} na pniu, bezpieczny krok dalej, i grzał${gx(c, '', 'a')} ręce.`],
        [1, `Pili ciepłe kakao i nadawali najjaśniejszym gwiazdom śmieszne imiona.`],
      ],
      homeward: (c) => [
        [0, `Na koniec dziadek wylał na ognisko wiadro wody. Psssst!`],
        [1, `– Czas spać, biwakowiczu – powiedział. I wrócili do domu, trzymając się za ręce.`],
        [2, `${c.name} odwrócił${gx(c, '', 'a')} się jeszcze raz i pomachał${gx(c, '', 'a')} ciemności na dobranoc.`],
        [
          3,
          `${c.co.name} już w połowie spał${cx(c, '', 'a')}, a ${c.name} czuł${gx(c, '', 'a')} to szczególne zmęczenie, które przychodzi tylko po dniu większym, niż się spodziewało.`,
        ],
      ],
    },
    cookies: {
      title: (c) => alt(c, 42, [`${c.name} i najdłuższe dwadzieścia minut`, `Ciasteczka dla wszystkich`]),
      problem: (c) => [
        [0, `${c.name} i babcia ${gx(c, 'piekli', 'piekły')} ciasteczka ${c.place.at}.`],
        [0, `– Teraz muszą się piec dwadzieścia minut – powiedziała babcia.`],
        [1, `Dwadzieścia minut! To brzmiało jak wieczność.`],
        [2, `${c.co.name} wciągn${cx(c, 'ął', 'ęła')} nosem ciepłe, słodkie powietrze i westchn${cx(c, 'ął', 'ęła')}.`],
        [
          3,
          `${c.name} wiedział${gx(c, '', 'a')}, że dobre rzeczy wymagają czasu. Tylko że nigdy nie lubił${gx(c, '', 'a')} tej zasady, a z blachą ciasteczek w piekarniku lubił${gx(c, '', 'a')} ją jeszcze mniej.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} zajrzał${gx(c, '', 'a')} przez szybkę piekarnika.`],
          [0, `– Już gotowe? – Jeszcze nie – odpowiedziała babcia.`],
        ],
        (c) => [
          [0, `${c.name} liczył${gx(c, '', 'a')} do dziesięciu, bardzo powoli.`],
          [1, `Ale dziesięć minęło w mgnieniu oka, a ciasteczka wciąż były blade.`],
          ['t', `Raz, dwa, trzy… czekamy dalej!`],
        ],
        (c) => [
          [0, `${c.name} usiadł${gx(c, '', 'a')} przy piekarniku i myślał${gx(c, '', 'a')} tylko o ciasteczkach.`],
          [1, `Przez to czekanie dłużyło się jeszcze bardziej.`],
        ],
      ],
      turn: (c) => [
        [0, `Wtedy ${c.name} wpadł${gx(c, '', 'a')} na pomysł: „Zrobię coś, kiedy czekamy!”`],
        [0, `${c.name} narysował${gx(c, '', 'a')} kartkę z wielkim żółtym słońcem dla koleżanki z sąsiedztwa.`],
        [1, `${c.name} tak się zaj${ął(c)} kolorowaniem, że zupełnie zapomniał${gx(c, '', 'a')} o zegarze.`],
        [3, `Czekanie, odkrył${gx(c, '', 'a')} ${c.name}, jest o wiele krótsze, kiedy ręce są zajęte robieniem czegoś dla kogoś innego.`],
      ],
      resolution: (c) => [
        [0, `Dzyń! Ciasteczka były gotowe.`],
        [0, `W ogrodzie ${c.name} podzielił${gx(c, '', 'a')} się nimi z babcią i koleżanką z sąsiedztwa.`],
        [1, `– Smakują jeszcze lepiej, bo poczekaliśmy – powiedział${gx(c, '', 'a')} ${c.name}. A kartka też bardzo się spodobała.`],
      ],
    },
    fear: {
      title: (c) => `${c.name} i chybotliwy mostek`,
      problem: (c) => [
        [0, `${cap(c.place.at)} był mały drewniany mostek nad szemrzącym strumykiem.`],
        [1, `Po drugiej stronie świeciły najpiękniejsze kwiaty.`],
        [0, `Ale mostek się chybotał, a ${c.name} się ba${ł(c)}.`],
        [2, `Deski skrzypiały skrzyp, skrzyp, a kolana też zaczęły się trząść.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} postawi${ł(c)} jedną stopę na mostku.`],
          [0, `Chybocze się! ${c.name} odskoczy${ł(c)} do tyłu.`],
        ],
        (c) => [
          [0, `${c.name} spróbowa${ł(c)} zamknąć oczy.`],
          [1, `Ale z zamkniętymi oczami nie było widać, gdzie stanąć, i to było jeszcze trudniejsze.`],
        ],
        (c) => [
          [0, `${c.name} czeka${ł(c)}, aż odwaga przyjdzie sama.`],
          [1, `Czeka${ł(c)} i czeka${ł(c)}. Ale strach siedział sobie dalej, jak kot na poduszce.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} wzi${ął(c)} głęboki, powolny oddech i mocno przytuli${ł(c)} się do ${cx(c, 'przyjaciela', 'przyjaciółki')}.`],
        [0, `– Jeden mały krok – powiedzia${ł(c)} ${c.name}. – I jeszcze jeden.`],
        ['t', `Tup, tup, tup!`],
        [1, `Powolutku ${c.name} ${gx(c, 'przeszedł', 'przeszła')} przez mostek.`],
        [1, `Mostek wciąż trochę się chybotał – i nic się nie stało.`],
      ],
      resolution: (c) => [
        [0, `Udało się!`],
        [0, `Po drugiej stronie kwiaty świeciły jak małe latarenki.`],
        [1, `– ${gx(c, 'Bałem się, a i tak to zrobiłem', 'Bałam się, a i tak to zrobiłam')} – powiedzia${ł(c)} ${c.name}.`],
        [1, `${c.co.name} klaska${cł(c)} z radości.`],
      ],
    },
    friend: {
      title: (c) => `${c.name} i ciche westchnienie`,
      problem: (c) => [
        [0, `${cap(c.place.at)} ${c.co.name} siedzia${cł(c)} ${cx(c, 'sam', 'sama')} i wyglądał${cx(c, '', 'a')} na smutn${cx(c, 'ego', 'ą')}.`],
        [0, `– Co się stało? – zapyta${ł(c)} ${c.name}. Ale ${c.co.name} tylko westchn${cął(c)}.`],
        [1, `Nawet ptaki zdawały się śpiewać ciszej.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} potoczy${ł(c)} piłkę w stronę ${cx(c, 'przyjaciela', 'przyjaciółki')}.`],
          [1, `Ale ${c.co.name} nie mia${cł(c)} ochoty się bawić.`],
        ],
        (c) => [
          [0, `${c.name} zrobi${ł(c)} najśmieszniejszą minę na całym świecie.`],
          [1, `${c.co.name} uśmiechn${cął(c)} się leciutko, ale smutek szybko wrócił.`],
        ],
        (c) => [
          [0, `${c.name} mówi${ł(c)} i mówi${ł(c)} o wszystkich zabawach, które mogliby razem wymyślić.`],
          [1, `Ale ${c.co.name} robi${cł(c)} się coraz cichsz${cx(c, 'y', 'a')}.`],
        ],
      ],
      turn: (c) => [
        [0, `Wtedy ${c.name} usiad${ł(c)} obok i po prostu słucha${ł(c)}.`],
        [
          1,
          `Powoli ${c.co.name} opowiedzia${cł(c)} wszystko: tęskni${cł(c)} za rodziną, która mieszkała daleko, i czu${cł(c)} się dziś ${cx(c, 'taki malutki', 'taka malutka')}.`,
        ],
        [0, `${c.name} mocno i ciepło ${cx(c, 'go', 'ją')} przytuli${ł(c)}.`],
      ],
      resolution: (c) => [
        [0, `Razem zrobi${li(c)} wianek z kwiatów.`],
        [0, `${c.co.name} uśmiechn${cął(c)} się – tym razem naprawdę.`],
        [1, `– Dziękuję, że mnie ${gx(c, 'wysłuchałeś', 'wysłuchałaś')} – powiedzia${cł(c)} ${c.co.name}. – To była najlepsza pomoc.`],
      ],
    },
    sharing: {
      title: (c) => `${c.name} i tęczowy latawiec`,
      problem: (c) => [
        [0, `${cap(c.place.at)} ${c.name} mia${ł(c)} nowiutki tęczowy latawiec.`],
        [0, `– Mogę się też pobawić? – zapyta${cł(c)} ${c.co.name}.`],
        [0, `– Nie, jest mój – odpowiedzia${ł(c)} ${c.name} i mocno go ścisn${ął(c)}.`],
        [1, `${c.co.name} spuści${cł(c)} głowę i powoli ${cx(c, 'odszedł', 'odeszła')}.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} biega${ł(c)} i biega${ł(c)}, ale latawiec tylko podskakiwał po ziemi.`],
          ['t', `Bum, bum, bum!`],
        ],
        (c) => [
          [0, `${c.name} podrzuci${ł(c)} latawiec wysoko.`],
          [0, `Klap! Znowu spadł.`],
        ],
        (c) => [
          [0, `${c.name} próbowa${ł(c)} trzymać sznurek, biec i rzucać – wszystko naraz.`],
          [1, `Ale bałagan! Wkrótce ${c.name} by${ł(c)} cał${y(c)} zaplątan${y(c)} w sznurek jak mała paczuszka.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} spojrza${ł(c)} na ${cx(c, 'przyjaciela, który patrzył', 'przyjaciółkę, która patrzyła')} z daleka.`],
        [0, `– Puścisz go ze mną? – zapyta${ł(c)} ${c.name}.`],
        [1, `${c.co.name} ${cx(c, 'uniósł', 'uniosła')} latawiec wysoko, a ${c.name} pobieg${ł(c)} ze sznurkiem.`],
      ],
      resolution: (c) => [
        [0, `Fiuuu! Latawiec poszybował w górę, wysoko, wysoko pod niebo.`],
        [1, `– We dwoje lata dużo lepiej! – zaśmia${ł(c)} się ${c.name}. I trzyma${li(c)} sznurek na zmianę.`],
      ],
    },
    mistake: {
      title: (c) => `${c.name} i mała czerwona łódka`,
      problem: (c) => [
        [0, `${cap(c.place.at)} ${c.co.name} mia${cł(c)} małą czerwoną łódkę z białym żaglem.`],
        [1, `Kiedy ${c.co.name} szuka${cł(c)} błyszczących kamyków, ${c.name} bawi${ł(c)} się łódką.`],
        [0, `Trach! Mały maszt się złamał.`],
        [1, `${c.name} poczu${ł(c)} ściskanie w brzuchu. O nie.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} schowa${ł(c)} łódkę za plecami.`],
          [1, `Ale przez to serce zrobiło się ciężkie jak kieszeń pełna kamieni.`],
        ],
        (c) => [
          [0, `${c.name} próbowa${ł(c)} naprawić maszt listkiem.`],
          [1, `Listek się zgiął. Maszt wciąż był złamany.`],
        ],
        (c) => [
          [0, `Kiedy ${c.co.name} wróci${cł(c)}, ${c.name} o mało nie powiedzia${ł(c)}: „Nie wiem, co się stało”.`],
          [1, `Ale słowa utknęły. To nie była prawda.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} wzi${ął(c)} głęboki oddech. – ${gx(c, 'Złamałem', 'Złamałam')} twoją łódkę. Przepraszam.`],
        [1, `${c.co.name} przez chwilę milcza${cł(c)}. Potem powiedzia${cł(c)}: – Dziękuję, że ${gx(c, 'powiedziałeś', 'powiedziałaś')} mi prawdę.`],
        [2, `– Naprawimy ją razem? – zapyta${ł(c)} ${c.name}.`],
      ],
      resolution: (c) => [
        [0, `Razem przywiąza${li(c)} maszt kawałkiem sznurka.`],
        [0, `Mała czerwona łódka znowu popłynęła!`],
        [1, `A serce zrobiło się lekkie jak piórko.`],
      ],
    },
    family: {
      title: () => `Prezent dla babci`,
      problem: (c) => [
        [0, `${cap(c.place.at)} ${c.name} nagle sobie przypomnia${ł(c)}: „Dziś wieczorem przyjeżdża babcia!”`],
        [0, `${c.name} chcia${ł(c)} znaleźć dla niej najcudowniejszy prezent.`],
        [1, `Coś wyjątkowego. Coś, czego nikt jej jeszcze nigdy nie dał.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} zerwa${ł(c)} bukiet kwiatów.`],
          [1, `Ale wiatr porwał płatki, jeden po drugim.`],
        ],
        (c) => [
          [0, `${c.name} narysowa${ł(c)} patykiem obrazek na miękkiej ziemi.`],
          [1, `Ale ${c.co.name} niechcący na niego nadepn${cął(c)}. – Ojej! – powiedzia${cł(c)} ${c.co.name}.`],
        ],
        (c) => [
          [0, `${c.name} szuka${ł(c)} najbardziej błyszczącego kamyka na świecie.`],
          [1, `Ale wszystkie kamyki były szare i zwyczajne.`],
        ],
      ],
      turn: (c) => [
        [0, `Wtedy ${c.name} pomyśla${ł(c)} o tym, co babcia lubi najbardziej.`],
        [0, `Nie rzeczy. Babcia najbardziej lubi być razem!`],
        [1, `– Już wiem! – zawoła${ł(c)} ${c.name}. – Zabiorę babcię na spacer i pokażę jej wszystko, co dziś widzieliśmy.`],
      ],
      resolution: (c) => [
        [0, `Tego wieczoru babcia i ${c.name} spacerowa${c.g === 'f' ? 'ły' : 'li'}, trzymając się za ręce.`],
        [1, `${c.name} pokaza${ł(c)} jej wszystkie sekretne miejsca.`],
        [0, `Babcia mocno ${gx(c, 'go', 'ją')} przytuliła. – To najpiękniejszy prezent ze wszystkich – powiedziała.`],
      ],
    },
    feeling: {
      title: (c) => `${c.name} i domek z patyczków`,
      problem: (c) => [
        [0, `${cap(c.place.at)} ${c.name} chcia${ł(c)} zbudować domek z patyczków i liści.`],
        [0, `Ale za każdym razem się przewracał. Bum!`],
        [1, `${c.name} zrobi${ł(c)} się ${gx(c, 'czerwony i zły', 'czerwona i zła')}, jak czajnik, który zaraz zagwiżdże.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} budowa${ł(c)} coraz szybciej.`],
          [1, `Chwiej, ślizg – i znowu wszystko się rozsypało.`],
        ],
        (c) => [
          [0, `${c.name} tupn${ął(c)} nogą i krzykn${ął(c)}: „Niesforne patyki!”`],
          [1, `${c.co.name} aż podskoczy${cł(c)}. A patyki po prostu leżały.`],
        ],
        (c) => [
          [0, `${c.name} usiad${ł(c)} ze skrzyżowanymi rękami i naburmuszoną miną.`],
          [1, `Ale od dąsania nic się nie zbudowało, a złość tylko rosła.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} wzi${ął(c)} trzy powolne oddechy: wdech… i wydech.`],
        [0, `– Jestem ${gx(c, 'zły', 'zła')} – powiedzia${ł(c)} ${c.name}. – I to nic złego.`],
        [
          1,
          `Ze spokojniejszym sercem ${c.name} jeszcze raz się przyjrza${ł(c)} i zobaczy${ł(c)}, czego brakuje: domek potrzebował szerszej, mocniejszej podstawy.`,
        ],
      ],
      resolution: (c) => [
        [0, `Powoli i ostrożnie ${c.name} zbudowa${ł(c)} domek jeszcze raz.`],
        [0, `Stał! ${c.co.name} wczołga${cł(c)} się do środka i wyjrza${cł(c)} przez okienko.`],
        [1, `– Jest idealny! – powiedzia${cł(c)} ${c.co.name}, a ${c.name} aż pojaśnia${ł(c)} z dumy.`],
      ],
    },
    habit: {
      title: (c) => `${c.name} i wielkie sprzątanie`,
      problem: (c) => [
        [0, `${c.name} chcia${ł(c)} pograć w piłkę. Ale gdzie była piłka?`],
        [0, `Zabawki leżały wszędzie: pod łóżkiem, na krześle, nawet w bucie!`],
        [1, `${c.name} zawsze zostawia${ł(c)} rzeczy tam, gdzie akurat upadły.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} zajrza${ł(c)} pod łóżko.`],
          [1, `Tylko jedna skarpetka i zgubiona kredka.`],
        ],
        (c) => [
          [0, `${c.name} poszuka${ł(c)} w skrzyni z zabawkami.`],
          [1, `Wszystko było splątane jak spaghetti.`],
        ],
        (c) => [
          [0, `– Piłko! Gdzie jesteś? – zawoła${ł(c)} ${c.name}.`],
          [1, `Ale piłki nie odpowiadają. ${c.co.name} zachichota${cł(c)}.`],
        ],
      ],
      turn: (c) => [
        [0, `– Już wiem – powiedzia${ł(c)} ${c.name}. – Posprzątamy, po jednej rzeczy.`],
        [0, `Książki na półkę. Klocki do pudełka. Skarpetki do koszyka.`],
        ['t', `Sprzątu, sprzątu, sprzątu!`],
        [1, `${c.name} zrobi${ł(c)} z tego zabawę i zaśpiewa${ł(c)} piosenkę o sprzątaniu.`],
      ],
      resolution: (c) => [
        [0, `I była piłka – pod ostatnią poduszką!`],
        [0, `${c.name} i ${c.co.name} wybieg${li(c)} bawić się ${c.place.at}.`],
        [1, `Potem ${c.name} odłoży${ł(c)} piłkę na jej miejsce, gotową na jutro.`],
      ],
    },
    nature: {
      title: (c) => `${c.name} i spragniony kwiatek`,
      problem: (c) => [
        [0, `${cap(c.place.at)} ${c.name} znalaz${ł(c)} mały kwiatek ze zwieszoną główką.`],
        [1, `Dookoła leżały papierki po cukierkach i kapsle.`],
        [0, `– Biedny kwiatuszek – powiedzia${ł(c)} ${c.name}. – Potrzebujesz pomocy.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} ${gx(c, 'przyniósł', 'przyniosła')} wodę w dłoniach.`],
          [1, `Ale woda przeciekała między palcami – kap, kap – zanim doszła do kwiatka.`],
        ],
        (c) => [
          [0, `${c.name} zacz${ął(c)} zbierać śmieci, jeden po drugim.`],
          [1, `Ale było ich tak dużo, że szybko ręce były pełne.`],
        ],
        (c) => [
          [0, `${c.name} poprosi${ł(c)} wiatr, żeby zdmuchnął śmieci.`],
          [1, `Fiuuu! Wiatr tylko wszystko rozwiał. ${c.co.name} zaśmia${cł(c)} się i pogoni${cł(c)} za papierową torebką.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} myśla${ł(c)} i myśla${ł(c)}, aż wymyśli${ł(c)} plan.`],
        [0, `${c.name} znalaz${ł(c)} koszyk na śmieci i duży, wklęsły liść na wodę.`],
        [1, `– Ty trzymasz koszyk, ja zbieram – powiedzia${ł(c)} ${c.name}, a ${c.co.name} kiwn${cął(c)} głową.`],
      ],
      resolution: (c) => [
        [0, `Wkrótce wszystko było czyste i lśniące.`],
        [0, `Mały kwiatek podniósł główkę do słońca.`],
        [1, `Usiadł na nim motyl, jakby chciał powiedzieć „dziękuję”.`],
      ],
    },
    garden,
    race,
    book,
  },
};
