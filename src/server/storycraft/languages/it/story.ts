/** Italian templates of the built-in writer. Adjectives and participles agree with the hero. */
import { alt, cap, cx, gx, type LanguagePack, type Line, type StoryContext } from '../../writer/story-types.ts';
import { garden } from './plots/garden.ts';
import { truth } from './plots/truth.ts';
import { askHelp } from './plots/askHelp.ts';
import { race } from './plots/race.ts';
import { different } from './plots/different.ts';
import { promise } from './plots/promise.ts';
import { missing } from './plots/missing.ts';
import { book } from './plots/book.ts';

const o = (c: StoryContext) => gx(c, 'o', 'a', 'o');
const co = (c: StoryContext) => cx(c, 'o', 'a');

function heroNoun(c: StoryContext): string {
  // Ages 10-12: never 'little', for animal and toy heroes too.
  if (c.kind === 'animal')
    return c.band === 3
      ? gx(c, 'un animale sveglio e simpatico', 'una creatura sveglia e simpatica', 'un animale sveglio e simpatico')
      : gx(c, 'un animaletto simpatico', 'una bestiolina simpatica', 'un animaletto simpatico');
  if (c.kind === 'object')
    return c.band === 3
      ? gx(c, 'un giocattolo molto speciale', 'una bambola molto speciale', 'un giocattolo molto speciale')
      : gx(c, 'un giocattolo molto speciale', 'una bambolina molto speciale', 'un giocattolo molto speciale');
  return gx(c, 'un bambino', 'una bambina', 'un bimbo');
}

/** 'la mamma di Pip' / 'la mamma della civetta Olga' reads the same: the companion keeps its name. */
const mamma = (c: StoryContext) => `la mamma di ${c.co.name}`;

export const story: LanguagePack = {
  code: 'it',
  sep: ' ',
  settings: {
    library: { at: 'in biblioteca', to: 'in biblioteca', detail: 'Alti scaffali arrivavano fino al soffitto, e tutto profumava di carta e di silenzio.' },
    campsite: {
      at: 'al campeggio',
      to: 'al campeggio vicino al bosco',
      detail: 'Sotto i pini c’era una tenda verde, e un cerchio di sassi aspettava il falò della sera.',
    },
    kitchen: { at: 'nella cucina della nonna', to: 'dalla nonna', detail: 'La cucina profumava di burro e cannella, e il bollitore borbottava sul fornello.' },
    garden: { at: 'in giardino', to: 'in giardino', detail: 'Le api ronzavano tra le rose, e l’erba profumava d’estate.' },
    forest: { at: 'nel bosco', to: 'nel bosco', detail: 'Gli alberi alti sussurravano, e i raggi del sole danzavano tra le foglie.' },
    meadow: { at: 'nel prato', to: 'nel grande prato', detail: 'Le margherite dondolavano nella brezza, e i grilli cantavano la loro canzone.' },
    seaside: { at: 'al mare', to: 'al mare', detail: 'Le piccole onde facevano sciuff, sciaff sulla sabbia, e i gabbiani volavano lassù.' },
    mountain: {
      at: 'in montagna',
      to: 'sulla montagna verde',
      detail: 'Il sentiero saliva e saliva, e giù in basso la valle sembrava una coperta a quadretti.',
    },
    farm: {
      at: 'alla fattoria',
      to: 'alla fattoria in fondo alla strada',
      detail: 'Le galline chiocciavano, una mucca muggiva piano, e il fienile sapeva di fieno caldo.',
    },
    park: { at: 'al parco', to: 'al parco', detail: 'Le anatre sguazzavano nello stagno, e le altalene cigolavano allegre.' },
    lake: { at: 'in riva al lago', to: 'al lago', detail: 'L’acqua era liscia come uno specchio, e le libellule sfrecciavano sopra le canne.' },
    snowyVillage: {
      at: 'nel villaggio innevato',
      to: 'nel villaggio innevato',
      detail: 'La neve luccicava su tutti i tetti, e l’aria sapeva di cioccolata calda.',
    },
    castle: {
      at: 'nel giardino del castello',
      to: 'al vecchio castello sulla collina',
      detail: 'Le bandiere sventolavano sulle torri, e le rose si arrampicavano sulle vecchie mura.',
    },
  },
  companions: {
    puppy: { name: 'Pip', intro: 'un cagnolino di nome Pip', g: 'm' },
    kitten: { name: 'Micio', intro: 'un gattino morbido di nome Micio', g: 'm' },
    bunny: { name: 'Saltello', intro: 'un coniglietto saltellante di nome Saltello', g: 'm' },
    owl: { name: 'Olga', intro: 'una civetta saggia di nome Olga', g: 'f' },
    fox: { name: 'Rufo', intro: 'una piccola volpe rossa di nome Rufo', g: 'm' },
    turtle: { name: 'Tina', intro: 'una tartaruga sorridente di nome Tina', g: 'f' },
    teddy: { name: 'Bruno', intro: 'un orsacchiotto di nome Bruno', g: 'm' },
    robot: { name: 'Bip', intro: 'un piccolo robot di nome Bip', g: 'm' },
    dragon: { name: 'Scintilla', intro: 'una draghetta piccolissima e gentile di nome Scintilla', g: 'f' },
  },

  home: (c) => {
    const N = c.name,
      C = c.co.name;
    const lines: Line[] = [[0, `C’era una volta ${heroNoun(c)} che si chiamava ${N}.`]];
    if (c.trait) lines.push([0, `${N} si riconosceva subito: ${c.trait}.`]);
    lines.push(
      [
        1,
        alt(c, 2, [
          `${N} abitava in una casetta accogliente, con una porta rossa e una finestra piena di sole.`,
          `${N} abitava in una casetta in fondo a una via tranquilla, dove le mattine profumavano di pane tostato.`,
        ]),
      ],
      [2, `Ogni mattina ${N} apriva la finestra, salutava il giorno e si chiedeva che cosa avrebbe portato.`],
      [3, `«Oggi», pensò ${N}, «succederà qualcosa di bello. Lo sento fin nella punta dei piedi.» E su queste cose ${N} non si sbagliava quasi mai.`],
    );
    if (!c.meet) {
      lines.push(
        [0, `${N} aveva ${cx(c, 'un migliore amico', 'una migliore amica')}: ${c.co.intro}.`],
        [1, `${C} seguiva ${N} dappertutto.`],
        ['t', `Ciao, ${N}! Ciao, ${C}!`],
      );
    }
    return lines;
  },
  meet: (c) => [
    [0, `A un tratto qualcuno bussò alla porta: toc, toc, toc!`],
    [0, `Era ${c.co.intro}.`],
    [1, `«Buongiorno!» disse ${c.co.name}. «Che cosa facciamo oggi?»`],
    [2, `${c.name} saltò su. «Andiamo all’avventura!»`],
    [3, `${c.co.name} era così content${co(c)} che fece tre giravolte e per poco non cadde, e ${c.name} rise così tanto che dovette sedersi di nuovo.`],
  ],
  go: (c) => [
    [0, `${c.name} e ${c.co.name} andarono ${c.place.to}.`],
    [1, c.place.detail],
    [
      2,
      alt(c, 3, [
        `«Guarda!» disse ${c.co.name}. «Oggi brilla tutto!»`,
        `${c.name} saltellava canticchiando, e ${c.co.name} canticchiava insieme, un po’ stonat${co(c)}.`,
      ]),
    ],
    [
      3,
      `${c.name} respirava l’aria fresca e notava tutto: i colori, i suoni, il minuscolo scarabeo che attraversava il sentiero come un soldatino in parata. Il mondo sembrava grande e amico, e ${c.name} si sentiva pront${o(c)} a tutto.`,
    ],
  ],
  afterProblem: (c) => [
    [2, `${c.co.name} guardò ${c.name}. «E adesso che facciamo?»`],
    [
      3,
      `${c.name} aggrottò la fronte e pensò forte. Doveva esserci un modo. C’è sempre un modo, se lo cerchi abbastanza a lungo: ${c.name} ne era sicur${o(c)}.`,
    ],
  ],
  afterTry: (c, i) =>
    (
      [
        [
          [1, `«Mmm», disse ${c.name}. «Non è così.»`],
          [2, `«Non fa niente», disse ${c.co.name}. «Proviamo qualcos’altro.»`],
          [3, `${c.name} si grattò la testa. Un primo tentativo è solo un primo tentativo, pensò, e nessuno fa tutto bene la prima volta, nemmeno i grandi.`],
        ],
        [
          [1, `«Uffa», sospirò ${c.name}. «Neanche così.»`],
          [2, `${c.co.name} si appoggiò piano a ${c.name}, solo per dire: sono qui.`],
          [
            3,
            `Una nuvoletta di preoccupazione entrò nel cuore di ${c.name}. E se lasciassero perdere e tornassero a casa? Ma in fondo ${c.name} non voleva arrendersi.`,
          ],
        ],
        [
          [1, `Ancora niente.`],
          [2, `«Sono tre tentativi!» disse ${c.co.name}. «Forse ci serve un’idea di un altro tipo.»`],
          [
            3,
            `${c.name} rimase in silenzio un momento, ascoltando la brezza. A volte, pensò, la risposta non è provare più forte, ma provare in un altro modo.`,
          ],
        ],
      ] as Line[][]
    )[i]!,
  low: (c) => [
    [0, `${c.name} si sedette su un sasso liscio e tiepido e fece un lungo sospiro.`],
    [1, `Anche ${c.co.name} si sedette, vicino vicino.`],
    [2, `«Non so che cosa fare», sussurrò ${c.name}. «Non importa», disse ${c.co.name}. «Possiamo pensarci insieme.»`],
    [
      3,
      `${c.name} guardò passare le nuvole, lente e tranquille. Una sembrava una balena addormentata, un’altra una teiera. Piano piano i pensieri che ronzavano si posarono, come foglie su uno stagno. E poi, in silenzio, un’idea cominciò a crescere, come un seme quando nessuno guarda.`,
    ],
  ],
  beforeTurn: (c) => [
    [2, `All’improvviso, gli occhi di ${c.name} si illuminarono.`],
    [3, `«Aspetta», disse ${c.name} piano. «Credo di sapere che cosa fare.»`],
  ],
  afterResolution: (c) => [
    [2, `${c.name} e ${c.co.name} risero fino a farsi venire il solletico alla pancia.`],
    [
      3,
      `${c.name} si sentiva calda dentro, come una tazza di cioccolata in inverno. Era stata una bella giornata. Proprio una bellissima giornata.`.replace(
        'si sentiva calda dentro',
        `si sentiva tutt${o(c)} cald${o(c)} dentro`,
      ),
    ],
  ],
  sunset: () => [[0, `Poi il sole tramontò, tutto rosa e oro.`]],
  homeward: (c) => [
    [0, `Il sole tramontò, tutto rosa e oro. Era ora di tornare a casa.`],
    [1, `${c.name} e ${c.co.name} tornarono piano piano, fianco a fianco.`],
    [2, `«Che giornata!» sbadigliò ${c.co.name}. «Che giornata!» sbadigliò ${c.name}.`],
    [
      3,
      `Le finestre si accesero una dopo l’altra, e da qualche parte un merlo cantava l’ultima canzone del giorno. ${c.name} aveva i piedi stanchi, nel modo più dolce del mondo.`,
    ],
  ],
  bedtime: (c) => {
    const N = c.name,
      C = c.co.name;
    const lines: Line[] = [
      [0, `Quella sera ${N} si accoccolò nel letto.`],
      ['t', `Nanna, nanna, nanna.`],
      [1, `${C} si acciambellò ai piedi del letto, e la luna sbirciò dalla finestra.`],
    ];
    if (c.traitBed) lines.push([2, `${N} (${c.traitBed}) stava al calduccio sotto la coperta.`]);
    lines.push([2, `«Buonanotte, ${C}», sussurrò ${N}. «Buonanotte, ${N}», sussurrò ${C}.`]);
    if (c.moral) lines.push([0, `Prima di chiudere gli occhi, ${N} sussurrò: «${c.moral}»`]);
    lines.push(
      [
        3,
        `Fuori, le stelle vegliavano sul mondo addormentato, come fanno sempre. Il respiro di ${N} si fece lento e leggero, e presto ${N} sognava già il giorno dopo.`,
      ],
      [0, `Buonanotte, ${N}.`],
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
      title: (c) => alt(c, 40, [`${c.name} e il piccolo che si era perso`, `${c.name} e la ricerca silenziosa`]),
      problem: (c) => [
        [0, `${cap(c.place.at)} ${mamma(c)} chiamava e chiamava.`],
        [0, `«Il mio piccolino si è allontanato!» disse la mamma.`],
        [1, `«Lo troveremo», promise ${c.name}. «Cercheremo dappertutto, parola mia.»`],
        [2, `${c.co.name} non diceva niente. Non era mai stat${co(c)} così zitt${co(c)}.`],
        [
          3,
          `Nell’aria c’era quel silenzio pesante che viene prima di un temporale. Da qualche parte, lì vicino, qualcuno di molto piccolo aspettava di essere trovato, e ${c.name} era decis${o(c)} a trovarlo.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} guardò dietro il vecchio albero.`],
          [1, `Solo muschio, e un maggiolino che non voleva essere disturbato.`],
          ['t', `Cucù! Non c’è nessuno.`],
        ],
        (c) => [
          [0, `${c.name} frugò tra i fiori alti e chiamò: «Piccolino, dove sei?»`],
          [1, `Ma più ${c.name} chiamava forte, più tutto intorno si faceva muto.`],
        ],
        (c) => [
          [0, `${c.name} seguì certe orme minuscole, gira e rigira.`],
          [1, `Finché si accorse che erano le sue orme: stava camminando in tondo!`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} si fermò, immobile. «Sst», sussurrò. «Ascoltiamo.»`],
        [0, `Ed eccolo: un russare piccolo piccolo, dentro un vecchio cestino da picnic.`],
        ['t', `Ronf, ronf, ronf!`],
        [1, `Raggomitolato nel cestino c’era il piccolino, addormentato come un sasso.`],
        [3, `A ${c.name} venne quasi da ridere. Tutto quel correre e chiamare, e la risposta era lì da sempre: bastava fare abbastanza silenzio per sentirla.`],
      ],
      resolution: (c) => [
        [0, `${c.name} riportò il piccolino alla sua mamma, piano piano.`],
        [0, `La mamma lo strinse forte a sé.`],
        [1, `«Grazie», disse a ${c.name}. «L’hai trovato ascoltando.»`],
      ],
    },
    campfire: {
      title: (c) => alt(c, 41, [`${c.name} e la notte in tenda`, `${c.name} in campeggio con il nonno`]),
      problem: (c) => [
        [0, `Quella sera ${c.name} e il nonno montarono una tenda ${c.place.at}.`],
        [0, `Quando il sole calò, gli alberi diventarono scuri e bisbiglianti.`],
        [1, `«Voglio tornare dentro», disse ${c.name} con un filo di voce.`],
        [
          2,
          `Il nonno gli strinse la mano. «La notte è solo il giorno che ha chiuso gli occhi», disse.`.replace(
            'gli strinse',
            gx(c, 'gli strinse', 'le strinse'),
          ),
        ],
        [
          3,
          `${c.name} non ne era tanto sicur${o(c)}. Di giorno il bosco era un posto per arrampicarsi e raccogliere pigne; adesso era un muro di sagome che sembravano avvicinarsi appena nessuno guardava.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} si infilò nella tenda e si nascose nel sacco a pelo.`],
          [1, `Ma dentro la tenda era ancora più buio.`],
          ['t', `Buio, buio, buio!`],
        ],
        (c) => [
          [0, `${c.name} accese la lanterna.`],
          [1, `La luce faceva saltare le ombre e le allungava, più grandi di prima.`],
        ],
        (c) => [
          [0, `${c.name} strizzò forte gli occhi.`],
          [1, `Ma a occhi chiusi ogni fruscio sembrava due volte più forte.`],
        ],
      ],
      turn: (c) => [
        [0, `Allora ${c.name} alzò lo sguardo.`],
        [0, `Il cielo era pieno di stelle, più di quante ne avesse mai viste.`],
        [1, `«Scopriamo di che cosa è fatto il buio», sussurrò ${c.name}.`],
        [1, `Un grillo cantò. Una foglia frusciò. Lontano, una rana disse «cra».`],
        [2, `«Non fa paura», disse ${c.co.name}. «È solo la notte che ci saluta.»`],
        [
          3,
          `Appena ${c.name} diede un nome ai rumori, smisero di essere mostri e diventarono vicini di casa: il grillo, la foglia, la rana dalla voce profonda. Il buio non era cambiato per niente. Era cambiat${o(c)} ${c.name}.`,
        ],
      ],
      resolution: (c) => [
        [0, `Il nonno preparò un piccolo falò nel cerchio di sassi.`],
        [0, `${c.name} si sedette su un tronco, un passo indietro, e si scaldò le mani.`],
        [1, `Bevvero cioccolata calda e diedero nomi buffi alle stelle più luminose.`],
      ],
      homeward: (c) => [
        [0, `Alla fine il nonno versò un secchio d’acqua sul falò. Sssh!`],
        [1, `«A nanna, campeggiator${gx(c, 'e', 'a', 'e')}», disse, e tornarono verso casa mano nella mano.`],
        [2, `${c.name} si voltò ancora una volta e salutò il buio con la mano.`],
        [3, `${c.co.name} dormiva già a metà, e ${c.name} sentiva quella stanchezza speciale che arriva solo dopo una giornata più grande del previsto.`],
      ],
    },
    cookies: {
      title: (c) => alt(c, 42, [`${c.name} e i venti minuti più lunghi`, `I biscotti di ${c.name}`]),
      problem: (c) => [
        [0, `${c.name} e la nonna facevano i biscotti ${c.place.at}.`],
        [0, `«Adesso devono cuocere venti minuti», disse la nonna.`],
        [1, `Venti minuti! A ${c.name} sembravano un’eternità.`],
        [2, `${c.co.name} annusò l’aria calda e dolce e sospirò.`],
        [
          3,
          `${c.name} sapeva, in generale, che le cose belle hanno bisogno di tempo. Solo che quella regola non le era mai piaciuta, e con una teglia di biscotti nel forno le piaceva ancora meno.`
            .replace('non le era', gx(c, 'non gli era', 'non le era'))
            .replace('le piaceva', gx(c, 'gli piaceva', 'le piaceva')),
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} sbirciò dal vetro del forno.`],
          [0, `«Sono pronti?» «Non ancora», disse la nonna.`],
        ],
        (c) => [
          [0, `${c.name} contò fino a dieci, lentissimamente.`],
          [1, `Ma il dieci arrivò in un attimo, e i biscotti erano ancora pallidi.`],
          ['t', `Uno, due, tre… si aspetta ancora!`],
        ],
        (c) => [
          [0, `${c.name} si sedette davanti al forno a pensare solo ai biscotti.`],
          [1, `Così l’attesa diventava ancora più lunga.`],
        ],
      ],
      turn: (c) => [
        [0, `Poi ${c.name} ebbe un’idea: «Intanto preparo qualcosa io!»`],
        [0, `${c.name} disegnò un biglietto con un grande sole giallo per l’amica della porta accanto.`],
        [1, `${c.name} colorava con tanto impegno che si dimenticò dell’orologio.`],
        [3, `Aspettare, scoprì ${c.name}, è molto più corto quando le mani sono occupate a fare qualcosa per qualcun altro.`],
      ],
      resolution: (c) => [
        [0, `Din! I biscotti erano pronti.`],
        [0, `In giardino, ${c.name} li divise con la nonna e con l’amica della porta accanto.`],
        [1, `«Sono ancora più buoni perché abbiamo aspettato», disse ${c.name}, e anche il biglietto piacque tantissimo.`],
      ],
    },
    fear: {
      title: (c) => `${c.name} e il ponte traballante`,
      problem: (c) => [
        [0, `${cap(c.place.at)} c’era un ponticello di legno sopra un ruscello che gorgogliava.`],
        [1, `Dall’altra parte brillavano i fiori più belli del mondo.`],
        [0, `Ma il ponte traballava, e ${c.name} aveva paura.`],
        [2, `Le assi facevano cric, crac, e anche le ginocchia di ${c.name} tremavano.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} mise un piede sul ponte.`],
          [0, `Traballa! ${c.name} fece un salto indietro.`],
        ],
        (c) => [
          [0, `${c.name} provò a chiudere gli occhi.`],
          [1, `Ma a occhi chiusi non vedeva dove mettere i piedi, e faceva ancora più paura.`],
        ],
        (c) => [
          [0, `${c.name} aspettò che il coraggio arrivasse da solo.`],
          [1, `Aspettò e aspettò. Ma la paura restava lì, come un gatto su un cuscino.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} fece un respiro grande e lento e si tenne forte a ${c.co.name}.`],
        [0, `«Un passettino», disse ${c.name}. «E poi un altro.»`],
        ['t', `Passo, passo, passo!`],
        [1, `Piano piano, ${c.name} attraversò il ponte. Traballava ancora un po’, e andava bene così.`],
      ],
      resolution: (c) => [
        [0, `${c.name} ce l’aveva fatta!`],
        [0, `Dall’altra parte, i fiori brillavano come piccole lanterne.`],
        [1, `«Avevo paura, e l’ho fatto lo stesso», disse ${c.name}, e ${c.co.name} fece festa.`],
      ],
    },
    friend: {
      title: (c) => `${c.name} e il piccolo sospiro`,
      problem: (c) => [
        [0, `${cap(c.place.at)} ${c.co.name} se ne stava sedut${co(c)} tutt${co(c)} sol${co(c)}, con l’aria triste.`],
        [0, `«Che cosa c’è?» chiese ${c.name}. Ma ${c.co.name} sospirò soltanto.`],
        [1, `Perfino gli uccellini sembravano cantare più piano.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} fece rotolare una palla verso ${c.co.name}.`],
          [1, `Ma ${c.co.name} non aveva voglia di giocare.`],
        ],
        (c) => [
          [0, `${c.name} fece la smorfia più buffa del mondo.`],
          [1, `${c.co.name} fece un sorrisino, ma l’aria triste tornò subito.`],
        ],
        (c) => [
          [0, `${c.name} parlò e parlò di tutti i giochi che avrebbero potuto fare.`],
          [1, `Ma ${c.co.name} diventava sempre più silenzios${co(c)}.`],
        ],
      ],
      turn: (c) => [
        [0, `Allora ${c.name} si sedette accanto a ${c.co.name} e ascoltò, e basta.`],
        [
          1,
          `Piano piano ${c.co.name} raccontò tutto: le mancava la famiglia lontana, e oggi si sentiva tanto piccol${co(c)}.`.replace(
            'le mancava',
            cx(c, 'gli mancava', 'le mancava'),
          ),
        ],
        [0, `${c.name} abbracciò ${c.co.name} forte forte.`],
      ],
      resolution: (c) => [
        [0, `Insieme fecero una coroncina di fiori.`],
        [0, `${c.co.name} sorrise, un sorriso vero.`],
        [1, `«Grazie di avermi ascoltat${co(c)}», disse ${c.co.name}. «È stato l’aiuto più bello di tutti.»`],
      ],
    },
    sharing: {
      title: (c) => `${c.name} e l’aquilone arcobaleno`,
      problem: (c) => [
        [0, `${cap(c.place.at)} ${c.name} aveva un aquilone nuovo nuovo, con tutti i colori dell’arcobaleno.`],
        [0, `«Posso giocare anch’io?» chiese ${c.co.name}.`],
        [0, `«No, è mio», disse ${c.name}, stringendolo forte.`],
        [1, `${c.co.name} abbassò la testa e si allontanò piano.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} corse e corse, ma l’aquilone rimbalzava soltanto per terra.`],
          ['t', `Bum, bum, bum!`],
        ],
        (c) => [
          [0, `${c.name} lanciò l’aquilone in alto.`],
          [0, `Plaf! Cadde di nuovo.`],
        ],
        (c) => [
          [0, `${c.name} provò a tenere il filo, correre e lanciare, tutto insieme.`],
          [1, `Che pasticcio! Presto ${c.name} si ritrovò avvolt${o(c)} nel filo come un pacchetto regalo.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} guardò ${c.co.name}, che osservava da lontano.`],
        [0, `«Vuoi farlo volare con me?» chiese ${c.name}.`],
        [1, `${c.co.name} tenne l’aquilone in alto, e ${c.name} corse con il filo.`],
      ],
      resolution: (c) => [
        [0, `Fiuuu! L’aquilone salì su, su, in alto nel cielo.`],
        [1, `«In due vola meglio!» rise ${c.name}. E tennero il filo un po’ per uno.`],
      ],
    },
    mistake: {
      title: (c) => `${c.name} e la barchetta rossa`,
      problem: (c) => [
        [0, `${cap(c.place.at)} ${c.co.name} aveva una barchetta rossa con una vela bianca.`],
        [1, `Mentre ${c.co.name} cercava sassolini lucenti, ${c.name} giocò con la barchetta.`],
        [0, `Crac! Il piccolo albero della vela si spezzò.`],
        [1, `A ${c.name} si strinse la pancia. Oh no.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} nascose la barchetta dietro la schiena.`],
          [1, `Ma nasconderla rendeva il cuore pesante, come una tasca piena di sassi.`],
        ],
        (c) => [
          [0, `${c.name} provò ad aggiustare l’albero con una foglia.`],
          [1, `La foglia si piegò. L’albero era ancora rotto.`],
        ],
        (c) => [
          [0, `Quando ${c.co.name} tornò, ${c.name} stava per dire: «Non so che cosa sia successo».`],
          [1, `Ma le parole si bloccarono. Non erano vere.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} fece un respiro profondo. «Ho rotto la tua barchetta. Scusa.»`],
        [1, `${c.co.name} rimase in silenzio un momento. Poi disse: «Grazie per avermi detto la verità».`],
        [2, `«La aggiustiamo insieme?» propose ${c.name}.`],
      ],
      resolution: (c) => [
        [0, `Insieme legarono l’albero con un pezzetto di spago.`],
        [0, `La barchetta rossa navigava di nuovo!`],
        [1, `E il cuore di ${c.name} diventò leggero come una piuma.`],
      ],
    },
    family: {
      title: () => `Un regalo per la nonna`,
      problem: (c) => [
        [0, `${cap(c.place.at)} ${c.name} si ricordò all’improvviso: «Stasera viene la nonna!»`],
        [0, `${c.name} voleva trovarle il regalo più meraviglioso.`],
        [1, `Qualcosa di speciale. Qualcosa che nessuno le aveva mai regalato.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} raccolse un mazzo di fiori.`],
          [1, `Ma il vento portò via i petali, uno alla volta.`],
        ],
        (c) => [
          [0, `Con un bastoncino, ${c.name} fece un disegno nella terra.`],
          [1, `Ma ${c.co.name} ci camminò sopra senza volerlo. «Ops!» disse ${c.co.name}.`],
        ],
        (c) => [
          [0, `${c.name} cercò il sasso più luccicante del mondo.`],
          [1, `Ma tutti i sassi erano grigi e normali.`],
        ],
      ],
      turn: (c) => [
        [0, `Allora ${c.name} pensò a che cosa piaceva di più alla nonna.`],
        [0, `Non le cose. Alla nonna piaceva stare insieme!`],
        [1, `«Ho capito!» disse ${c.name}. «Porterò la nonna a fare una passeggiata e le mostrerò tutto quello che abbiamo visto oggi.»`],
      ],
      resolution: (c) => [
        [0, `Quella sera la nonna e ${c.name} passeggiarono mano nella mano.`],
        [1, `${c.name} le mostrò tutti i posti segreti, ${c.place.at}.`],
        [0, `La nonna abbracciò forte ${c.name}. «È il regalo più bello di tutti», disse.`],
      ],
    },
    feeling: {
      title: (c) => `${c.name} e la casetta di rametti`,
      problem: (c) => [
        [0, `${cap(c.place.at)} ${c.name} voleva costruire una casetta di rametti e foglie per ${c.co.name}.`],
        [0, `Ma ogni volta crollava. Patapum!`],
        [1, `${c.name} si sentiva arrabbiat${o(c)} e accaldat${o(c)}, come un bollitore che sta per fischiare.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} costruì sempre più in fretta.`],
          [1, `Traballa, scivola, e giù di nuovo.`],
        ],
        (c) => [
          [0, `${c.name} pestò i piedi e gridò: «Rametti dispettosi!»`],
          [1, `${c.co.name} fece un salto. I rametti restarono lì, tranquilli.`],
        ],
        (c) => [
          [0, `${c.name} si sedette a braccia incrociate, con il broncio.`],
          [1, `Ma il broncio non costruiva niente, e la rabbia cresceva ancora.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} fece tre respiri lenti: dentro… e fuori.`],
        [0, `«Sono arrabbiat${o(c)}», disse ${c.name}. «E va bene così.»`],
        [1, `Con il cuore più calmo, ${c.name} guardò di nuovo e capì: la casetta aveva bisogno di una base più larga e più solida.`],
      ],
      resolution: (c) => [
        [0, `Piano piano, con pazienza, ${c.name} ricostruì la casetta.`],
        [0, `Stava in piedi! ${c.co.name} ci entrò e si affacciò alla finestra.`],
        [1, `«È perfetta!» disse ${c.co.name}, e ${c.name} sorrise tutt${o(c)} orgoglios${o(c)}.`],
      ],
    },
    habit: {
      title: (c) => `${c.name} e il grande riordino`,
      problem: (c) => [
        [0, `${c.name} voleva giocare a palla con ${c.co.name}. Ma dov’era la palla?`],
        [0, `C’erano giocattoli dappertutto: sotto il letto, sulla sedia, perfino in una scarpa!`],
        [1, `${c.name} lasciava sempre le cose dove capitava.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} guardò sotto il letto.`],
          [1, `Solo un calzino e un pastello perso.`],
        ],
        (c) => [
          [0, `${c.name} frugò nella cesta dei giochi.`],
          [1, `Era tutto aggrovigliato come gli spaghetti.`],
        ],
        (c) => [
          [0, `«Palla! Dove sei?» chiamò ${c.name}.`],
          [1, `Ma le palle non rispondono. ${c.co.name} ridacchiò.`],
        ],
      ],
      turn: (c) => [
        [0, `«Ho un’idea», disse ${c.name}. «Mettiamo in ordine, una cosa alla volta.»`],
        [0, `I libri sullo scaffale. I mattoncini nella scatola. I calzini nel cesto.`],
        ['t', `In ordine, in ordine, in ordine!`],
        [1, `${c.name} ne fece un gioco e cantò una canzoncina del riordino.`],
      ],
      resolution: (c) => [
        [0, `Ed ecco la palla, sotto l’ultimo cuscino!`],
        [0, `${c.name} e ${c.co.name} uscirono a giocare ${c.place.at}.`],
        [1, `Al ritorno, ${c.name} rimise la palla al suo posto, pronta per domani.`],
      ],
    },
    nature: {
      title: (c) => `${c.name} e il fiore assetato`,
      problem: (c) => [
        [0, `${cap(c.place.at)} ${c.name} trovò un fiorellino con la testa piegata.`],
        [1, `Tutto intorno c’erano carte di caramelle e tappi di bottiglia.`],
        [0, `«Povero fiorellino», disse ${c.name}. «Hai bisogno di aiuto.»`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} portò l’acqua nelle mani.`],
          [1, `Ma l’acqua scivolava tra le dita, plic, plic, prima di arrivare.`],
        ],
        (c) => [
          [0, `${c.name} cominciò a raccogliere i rifiuti, uno per uno.`],
          [1, `Ma erano così tanti che presto ${c.name} ebbe le braccia piene.`],
        ],
        (c) => [
          [0, `${c.name} chiese al vento di portare via i rifiuti.`],
          [1, `Fiuuu! Il vento li fece solo girare in tondo. ${c.co.name} rise e inseguì un sacchetto di carta.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} pensò e ripensò, e poi trovò un piano.`],
        [0, `${c.name} prese un cestino per i rifiuti e una grande foglia a forma di coppa per l’acqua.`],
        [1, `«Tu tieni il cestino, io raccolgo», disse ${c.name}, e ${c.co.name} fece sì con la testa.`],
      ],
      resolution: (c) => [
        [0, `Presto tutto fu pulito e splendente.`],
        [0, `Il fiorellino alzò la testa verso il sole.`],
        [1, `Una farfalla si posò su di lui, come per dire grazie.`],
      ],
    },
    garden,
    race,
    book,
  },
};
