/** Italian text of the plots 'lost', 'campfire' and 'cookies' (issue 16), written natively. */
import { alt, cap, cx, gx, type StoryContext } from '../../story-types.ts';
import type { ExtraPack } from './types.ts';

const o = (c: StoryContext) => gx(c, 'o', 'a', 'o');
const co = (c: StoryContext) => cx(c, 'o', 'a');
/** 'la mamma di Pip' / 'la mamma della civetta Olga' reads the same: the companion keeps its name. */
const mamma = (c: StoryContext) => `la mamma di ${c.co.name}`;

export const itExtra: ExtraPack = {
  settings: {
    campsite: { at: 'al campeggio', to: 'al campeggio vicino al bosco', detail: 'Sotto i pini c’era una tenda verde, e un cerchio di sassi aspettava il falò della sera.' },
    kitchen: { at: 'nella cucina della nonna', to: 'dalla nonna', detail: 'La cucina profumava di burro e cannella, e il bollitore borbottava sul fornello.' },
  },
  shapes: {
    lost: {
      title: (c) => alt(c, 40, [`${c.name} e il piccolo che si era perso`, `${c.name} e la ricerca silenziosa`]),
      problem: (c) => [
        [0, `${cap(c.place.at)} ${mamma(c)} chiamava e chiamava.`],
        [0, `«Il mio piccolino si è allontanato!» disse la mamma.`],
        [1, `«Lo troveremo», promise ${c.name}. «Cercheremo dappertutto, parola mia.»`],
        [2, `${c.co.name} non diceva niente. Non era mai stat${co(c)} così zitt${co(c)}.`],
        [3, `Nell’aria c’era quel silenzio pesante che viene prima di un temporale. Da qualche parte, lì vicino, qualcuno di molto piccolo aspettava di essere trovato, e ${c.name} era decis${o(c)} a trovarlo.`],
      ],
      tries: [
        (c) => [[0, `${c.name} guardò dietro il vecchio albero.`], [1, `Solo muschio, e un maggiolino che non voleva essere disturbato.`], ['t', `Cucù! Non c’è nessuno.`]],
        (c) => [[0, `${c.name} frugò tra i fiori alti e chiamò: «Piccolino, dove sei?»`], [1, `Ma più ${c.name} chiamava forte, più tutto intorno si faceva muto.`]],
        (c) => [[0, `${c.name} seguì certe orme minuscole, gira e rigira.`], [1, `Finché si accorse che erano le sue orme: stava camminando in tondo!`]],
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
        [2, `Il nonno gli strinse la mano. «La notte è solo il giorno che ha chiuso gli occhi», disse.`.replace('gli strinse', gx(c, 'gli strinse', 'le strinse'))],
        [3, `${c.name} non ne era tanto sicur${o(c)}. Di giorno il bosco era un posto per arrampicarsi e raccogliere pigne; adesso era un muro di sagome che sembravano avvicinarsi appena nessuno guardava.`],
      ],
      tries: [
        (c) => [[0, `${c.name} si infilò nella tenda e si nascose nel sacco a pelo.`], [1, `Ma dentro la tenda era ancora più buio.`], ['t', `Buio, buio, buio!`]],
        (c) => [[0, `${c.name} accese la lanterna.`], [1, `La luce faceva saltare le ombre e le allungava, più grandi di prima.`]],
        (c) => [[0, `${c.name} strizzò forte gli occhi.`], [1, `Ma a occhi chiusi ogni fruscio sembrava due volte più forte.`]],
      ],
      turn: (c) => [
        [0, `Allora ${c.name} alzò lo sguardo.`],
        [0, `Il cielo era pieno di stelle, più di quante ne avesse mai viste.`],
        [1, `«Scopriamo di che cosa è fatto il buio», sussurrò ${c.name}.`],
        [1, `Un grillo cantò. Una foglia frusciò. Lontano, una rana disse «cra».`],
        [2, `«Non fa paura», disse ${c.co.name}. «È solo la notte che ci saluta.»`],
        [3, `Appena ${c.name} diede un nome ai rumori, smisero di essere mostri e diventarono vicini di casa: il grillo, la foglia, la rana dalla voce profonda. Il buio non era cambiato per niente. Era cambiat${o(c)} ${c.name}.`],
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
        [3, `${c.name} sapeva, in generale, che le cose belle hanno bisogno di tempo. Solo che quella regola non le era mai piaciuta, e con una teglia di biscotti nel forno le piaceva ancora meno.`.replace('non le era', gx(c, 'non gli era', 'non le era')).replace('le piaceva', gx(c, 'gli piaceva', 'le piaceva'))],
      ],
      tries: [
        (c) => [[0, `${c.name} sbirciò dal vetro del forno.`], [0, `«Sono pronti?» «Non ancora», disse la nonna.`]],
        (c) => [[0, `${c.name} contò fino a dieci, lentissimamente.`], [1, `Ma il dieci arrivò in un attimo, e i biscotti erano ancora pallidi.`], ['t', `Uno, due, tre… si aspetta ancora!`]],
        (c) => [[0, `${c.name} si sedette davanti al forno a pensare solo ai biscotti.`], [1, `Così l’attesa diventava ancora più lunga.`]],
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
  },
};
