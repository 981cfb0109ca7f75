/**
 * Issue 22.2: the callback of a next episode to the last one, in all 14 languages, written
 * natively (not translated sentence by sentence). The companion — the same friend as last time —
 * asks the hero whether they remember what happened: the plot's key object or moment and, where
 * the plot had one, the place ("the little red boat we mended by the lake").
 *
 * `memory[plot](at)` is a noun phrase in the form the language's frame needs (French « du … »,
 * Spanish « del … », German accusative after « an », Turkish accusative, Polish accusative),
 * with `at` the previous episode's place phrase from the language pack (pack.settings[…].at) or ''
 * for the toddler version. Kept in this file, apart from lang/<code>.ts, so the packs stay untouched.
 */
import type { LanguageCode } from '../../../shared/catalog.ts';
import { cx, gx, type PlotShape, type StoryContext } from './story-types.ts';
import { josa } from '../languages/ko/story.ts';

/** One language's callback text. */
export interface CallbackText {
  /** What happened last time, by plot of the previous episode; a plot a language does not write has none. */
  memory: Partial<Record<PlotShape, (at: string, c: StoryContext) => string>>;
  /** The callback for ages 4 and up: the companion asks, the hero smiles. */
  line: (c: StoryContext, memory: string) => string;
  /** The short callback for ages 1-3 (the memory without its place), with the hero's name: it may be the page's only line. */
  short: (c: StoryContext, memory: string) => string;
}

/** Polish 'we' past forms: masculine-personal unless the hero and the companion are both feminine. */
const plWe = (c: StoryContext, vir: string, fem: string) => (c.g === 'f' && c.co.g === 'f' ? fem : vir);

export const CALLBACKS: Record<LanguageCode, CallbackText> = {
  en: {
    memory: {
      fear: (at) => `the wobbly bridge we crossed ${at}`,
      friend: (at) => `the crown of flowers we made ${at}`,
      sharing: (at) => `the rainbow kite we flew together ${at}`,
      mistake: (at) => `the little red boat we mended ${at}`,
      family: (at) => `our evening walk with Grandma ${at}`,
      feeling: (at) => `the little stick house we built ${at}`,
      habit: () => `the big tidy-up, and the ball under the very last cushion`,
      nature: (at) => `the thirsty little flower we helped ${at}`,
      lost: (at) => `the little one we brought back to its mother ${at}`,
      campfire: (at) => `our night in the tent with Grandpa ${at}`,
      cookies: (at) => `the cookies we baked ${at}`,
    },
    line: (c, m) => `“${c.name}, do you remember last time? ${m.charAt(0).toUpperCase()}${m.slice(1)}!” said ${c.co.name}. ${c.name} smiled, because ${gx(c, 'he', 'she', 'they')} remembered every bit of it.`,
    short: (c, m) => `“${c.name}, remember ${m}?” asked ${c.co.name}.`,
  },
  de: {
    memory: {
      fear: (at) => `die wackelige Brücke, über die wir ${at} gegangen sind`,
      friend: (at) => `die Blumenkrone, die wir ${at} geflochten haben`,
      sharing: (at) => `den Regenbogendrachen, den wir ${at} zusammen haben steigen lassen`,
      mistake: (at) => `das kleine rote Boot, das wir ${at} repariert haben`,
      family: (at) => `unseren Abendspaziergang mit Oma ${at}`,
      feeling: (at) => `das kleine Stöckchenhaus, das wir ${at} gebaut haben`,
      habit: () => `das große Aufräumen und den Ball unter dem allerletzten Kissen`,
      nature: (at) => `die durstige kleine Blume, der wir ${at} geholfen haben`,
      lost: (at) => `das Kleine, das wir ${at} zu seiner Mama zurückgebracht haben`,
      campfire: (at) => `unsere Nacht im Zelt mit Opa ${at}`,
      cookies: (at) => `die Plätzchen, die wir ${at} gebacken haben`,
    },
    line: (c, m) => `„${c.name}, erinnerst du dich noch an ${m}?“, fragte ${c.co.name}. ${c.name} lächelte. Und ob ${c.name} sich daran erinnerte!`,
    short: (c, m) => `„${c.name}, erinnerst du dich an ${m}?“, fragte ${c.co.name}.`,
  },
  fr: {
    memory: {
      fear: (at) => `du petit pont branlant qu’on a traversé ${at}`,
      friend: (at) => `de la couronne de fleurs qu’on a faite ${at}`,
      sharing: (at) => `du cerf-volant arc-en-ciel qu’on a fait voler ensemble ${at}`,
      mistake: (at) => `du petit bateau rouge qu’on a réparé ${at}`,
      family: (at) => `de notre promenade du soir avec Mamie ${at}`,
      feeling: (at) => `de la petite cabane de bâtons qu’on a construite ${at}`,
      habit: () => `du grand rangement, et du ballon sous le tout dernier coussin`,
      nature: (at) => `de la petite fleur assoiffée qu’on a aidée ${at}`,
      lost: (at) => `du petit qu’on a ramené à sa maman ${at}`,
      campfire: (at) => `de notre nuit sous la tente avec Papi ${at}`,
      cookies: (at) => `des biscuits qu’on a préparés ${at}`,
    },
    line: (c, m) => `« ${c.name}, tu te souviens ${m}, la dernière fois ? » demanda ${c.co.name}. ${c.name} sourit : comment oublier ça ?`,
    short: (c, m) => `« ${c.name}, tu te souviens ${m} ? » demanda ${c.co.name}.`,
  },
  es: {
    memory: {
      fear: (at) => `del puente tambaleante que cruzamos ${at}`,
      friend: (at) => `de la corona de flores que hicimos ${at}`,
      sharing: (at) => `de la cometa arcoíris que hicimos volar ${at}`,
      mistake: (at) => `del barquito rojo que arreglamos ${at}`,
      family: (at) => `de nuestro paseo de la tarde con la abuela ${at}`,
      feeling: (at) => `de la casita de palos que construimos ${at}`,
      habit: () => `del gran día de ordenar, y de la pelota debajo del último cojín`,
      nature: (at) => `de la florecita sedienta que ayudamos ${at}`,
      lost: (at) => `del pequeñín que llevamos con su mamá ${at}`,
      campfire: (at) => `de nuestra noche en la tienda con el abuelo ${at}`,
      cookies: (at) => `de las galletas que hicimos ${at}`,
    },
    line: (c, m) => `—${c.name}, ¿te acuerdas ${m}, la última vez? —preguntó ${c.co.name}. ${c.name} sonrió: ¡cómo olvidarlo!`,
    short: (c, m) => `—${c.name}, ¿te acuerdas ${m}? —preguntó ${c.co.name}.`,
  },
  it: {
    memory: {
      fear: (at) => `del ponte traballante che abbiamo attraversato ${at}`,
      friend: (at) => `della corona di fiori che abbiamo fatto ${at}`,
      sharing: (at) => `dell’aquilone arcobaleno che abbiamo fatto volare ${at}`,
      mistake: (at) => `della barchetta rossa che abbiamo aggiustato ${at}`,
      family: (at) => `della nostra passeggiata della sera con la nonna ${at}`,
      feeling: (at) => `della casetta di rametti che abbiamo costruito ${at}`,
      habit: () => `del grande riordino, e della palla sotto l’ultimissimo cuscino`,
      nature: (at) => `del fiorellino assetato che abbiamo aiutato ${at}`,
      lost: (at) => `del piccolino che abbiamo riportato dalla sua mamma ${at}`,
      campfire: (at) => `della notte in tenda con il nonno ${at}`,
      cookies: (at) => `dei biscotti che abbiamo sfornato ${at}`,
    },
    line: (c, m) => `«${c.name}, ti ricordi ${m}, l’altra volta?» chiese ${c.co.name}. ${c.name} sorrise: come dimenticarlo!`,
    short: (c, m) => `«${c.name}, ti ricordi ${m}?» chiese ${c.co.name}.`,
  },
  pt: {
    memory: {
      fear: (at) => `da ponte bamba que atravessámos ${at}`,
      friend: (at) => `da coroa de flores que fizemos ${at}`,
      sharing: (at) => `do papagaio arco-íris que pusemos a voar ${at}`,
      mistake: (at) => `do barquinho vermelho que arranjámos ${at}`,
      family: (at) => `do nosso passeio ao fim da tarde com a avó ${at}`,
      feeling: (at) => `da casinha de pauzinhos que construímos ${at}`,
      habit: () => `da grande arrumação, e da bola debaixo da última almofada`,
      nature: (at) => `da florzinha com sede que ajudámos ${at}`,
      lost: (at) => `do pequenino que levámos de volta à mãe ${at}`,
      campfire: (at) => `da nossa noite na tenda com o avô ${at}`,
      cookies: (at) => `das bolachas que fizemos ${at}`,
    },
    line: (c, m) => `— ${c.name}, lembras-te ${m}, da última vez? — perguntou ${c.co.name}. ${c.name} sorriu: como havia de esquecer?`,
    short: (c, m) => `— ${c.name}, lembras-te ${m}? — perguntou ${c.co.name}.`,
  },
  nl: {
    memory: {
      fear: (at) => `het wiebelige bruggetje waar we ${at} overheen zijn gelopen`,
      friend: (at) => `de bloemenkroon die we ${at} hebben gemaakt`,
      sharing: (at) => `de regenboogvlieger die we ${at} samen hebben opgelaten`,
      mistake: (at) => `het rode bootje dat we ${at} hebben gerepareerd`,
      family: (at) => `onze avondwandeling met oma ${at}`,
      feeling: (at) => `het takkenhuisje dat we ${at} hebben gebouwd`,
      habit: () => `de grote opruimdag, en de bal onder het allerlaatste kussen`,
      nature: (at) => `het dorstige bloemetje dat we ${at} hebben geholpen`,
      lost: (at) => `het kleintje dat we ${at} naar zijn mama hebben teruggebracht`,
      campfire: (at) => `onze nacht in de tent met opa ${at}`,
      cookies: (at) => `de koekjes die we ${at} hebben gebakken`,
    },
    line: (c, m) => `‘Weet je nog, ${c.name}, ${m}?’ vroeg ${c.co.name}. ${c.name} glimlachte. Wat een dag was dat geweest!`,
    short: (c, m) => `‘Weet je nog, ${c.name}, ${m}?’ vroeg ${c.co.name}.`,
  },
  pl: {
    memory: {
      fear: (at, c) => `chwiejny mostek, przez który ${plWe(c, 'przeszliśmy', 'przeszłyśmy')} ${at}`,
      friend: (at, c) => `wianek z kwiatów, który ${plWe(c, 'zrobiliśmy', 'zrobiłyśmy')} ${at}`,
      sharing: (at, c) => `tęczowy latawiec, który razem ${plWe(c, 'puszczaliśmy', 'puszczałyśmy')} ${at}`,
      mistake: (at, c) => `małą czerwoną łódkę, którą ${plWe(c, 'naprawiliśmy', 'naprawiłyśmy')} ${at}`,
      family: (at) => `nasz wieczorny spacer z babcią ${at}`,
      feeling: (at, c) => `domek z patyków, który ${plWe(c, 'zbudowaliśmy', 'zbudowałyśmy')} ${at}`,
      habit: () => `wielkie sprzątanie i piłkę pod ostatnią poduszką`,
      nature: (at, c) => `spragniony kwiatek, któremu ${plWe(c, 'pomogliśmy', 'pomogłyśmy')} ${at}`,
      lost: (at, c) => `maluszka, którego ${plWe(c, 'odprowadziliśmy', 'odprowadziłyśmy')} do mamy ${at}`,
      campfire: (at) => `naszą noc w namiocie z dziadkiem ${at}`,
      cookies: (at, c) => `ciasteczka, które ${plWe(c, 'upiekliśmy', 'upiekłyśmy')} ${at}`,
    },
    line: (c, m) => `– ${c.name}, pamiętasz ${m}? – ${cx(c, 'zapytał', 'zapytała')} ${c.co.name}. ${c.name} ${gx(c, 'uśmiechnął', 'uśmiechnęła')} się. Jak można by o tym zapomnieć!`,
    short: (c, m) => `– ${c.name}, pamiętasz ${m}? – ${cx(c, 'zapytał', 'zapytała')} ${c.co.name}.`,
  },
  tr: {
    memory: {
      fear: (at) => `${at} geçtiğimiz sallanan köprüyü`,
      friend: (at) => `${at} yaptığımız çiçek tacını`,
      sharing: (at) => `${at} birlikte uçurduğumuz gökkuşağı uçurtmayı`,
      mistake: (at) => `${at} tamir ettiğimiz küçük kırmızı tekneyi`,
      family: (at) => `${at} büyükanneyle yaptığımız akşam yürüyüşünü`,
      feeling: (at) => `${at} yaptığımız küçük çubuk evi`,
      habit: () => `o büyük toplama gününü ve en son minderin altındaki topu`,
      nature: (at) => `${at} yardım ettiğimiz susamış küçük çiçeği`,
      lost: (at) => `${at} annesine kavuşturduğumuz küçük yavruyu`,
      campfire: (at) => `${at} dedeyle çadırda geçirdiğimiz geceyi`,
      cookies: (at) => `${at} pişirdiğimiz kurabiyeleri`,
    },
    line: (c, m) => `${c.co.name}, “${c.name}, geçen sefer ${m} hatırlıyor musun?” diye sormuş. ${c.name} gülümsemiş; elbette hatırlıyormuş.`,
    short: (c, m) => `${c.co.name}, “${c.name}, ${m} hatırlıyor musun?” diye sormuş.`,
  },
  ar: {
    memory: {
      fear: (at) => `الجسر المتمايل الذي عبرناه ${at}`,
      friend: (at) => `تاج الزهور الذي صنعناه ${at}`,
      sharing: (at) => `الطائرة الورقية الملوّنة التي طيّرناها معًا ${at}`,
      mistake: (at) => `القارب الأحمر الصغير الذي أصلحناه ${at}`,
      family: (at) => `نزهتنا المسائية مع الجدة ${at}`,
      feeling: (at) => `البيت الصغير من الأغصان الذي بنيناه ${at}`,
      habit: () => `يوم الترتيب الكبير، والكرة تحت آخر وسادة`,
      nature: (at) => `الزهرة الصغيرة العطشى التي ساعدناها ${at}`,
      lost: (at) => `الصغير الذي أعدناه إلى أمه ${at}`,
      campfire: (at) => `ليلتنا في الخيمة مع الجد ${at}`,
      cookies: (at) => `البسكويت الذي خبزناه ${at}`,
    },
    line: (c, m) => `${cx(c, 'سأل', 'سألت')} ${c.co.name}: «يا ${c.name}، ${gx(c, 'أتذكر', 'أتذكرين')} ${m} في المرة الماضية؟» ${gx(c, 'فابتسم', 'فابتسمت')} ${c.name}، فكيف يُنسى يوم كهذا!`,
    short: (c, m) => `${cx(c, 'سأل', 'سألت')} ${c.co.name}: «يا ${c.name}، ${gx(c, 'أتذكر', 'أتذكرين')} ${m}؟»`,
  },
  hi: {
    memory: {
      fear: (at) => `${at} वह डगमगाता पुल, जिसे हमने पार किया था`,
      friend: (at) => `${at} फूलों का वह मुकुट, जो हमने बनाया था`,
      sharing: (at) => `${at} वह इंद्रधनुषी पतंग, जो हमने साथ मिलकर उड़ाई थी`,
      mistake: (at) => `${at} वह छोटी लाल नाव, जो हमने ठीक की थी`,
      family: (at) => `${at} दादी के साथ हमारी शाम की सैर`,
      feeling: (at) => `${at} टहनियों का वह छोटा-सा घर, जो हमने बनाया था`,
      habit: () => `वह बड़ी सफ़ाई, और आख़िरी गद्दी के नीचे मिली गेंद`,
      nature: (at) => `${at} वह प्यासा नन्हा फूल, जिसकी हमने मदद की थी`,
      lost: (at) => `${at} वह नन्हा बच्चा, जिसे हमने उसकी माँ तक पहुँचाया था`,
      campfire: (at) => `${at} दादाजी के साथ तंबू में बिताई वह रात`,
      cookies: (at) => `${at} वे कुकीज़, जो हमने बनाई थीं`,
    },
    line: (c, m) => `${c.co.name} ने पूछा, “${c.name}, पिछली बार की बात याद है? ${m}?” ${c.name} ${gx(c, 'मुस्कुराया', 'मुस्कुराई')}। भला वह दिन कौन भूल सकता है!`,
    short: (c, m) => `${c.co.name} ने पूछा, “${c.name}, याद है, ${m}?”`,
  },
  ja: {
    memory: {
      fear: (at) => `${at}わたった、ぐらぐらのはし`,
      friend: (at) => `${at}つくった、おはなのかんむり`,
      sharing: (at) => `${at}いっしょにあげた、にじいろのたこ`,
      mistake: (at) => `${at}なおした、ちいさなあかいボート`,
      family: (at) => `${at}おばあちゃんとした、ゆうがたのおさんぽ`,
      feeling: (at) => `${at}つくった、えだのちいさなおうち`,
      habit: () => `おおそうじと、クッションのしたのボール`,
      nature: (at) => `${at}たすけた、のどがかわいたちいさなおはな`,
      lost: (at) => `${at}おかあさんにかえしてあげた、ちいさなこ`,
      campfire: (at) => `${at}おじいちゃんとテントでねた、あのよる`,
      cookies: (at) => `${at}やいた、クッキー`,
    },
    line: (c, m) => `「${c.name}、このまえ、${m}、おぼえてる？」と${c.co.name}がききました。${c.name}はにっこりわらいました。`,
    short: (c, m) => `「${c.name}、${m}、おぼえてる？」と${c.co.name}がききました。`,
  },
  zh: {
    memory: {
      fear: (at) => `我们${at}走过的那座摇摇晃晃的小桥`,
      friend: (at) => `我们${at}编的那顶花环`,
      sharing: (at) => `我们${at}一起放的彩虹风筝`,
      mistake: (at) => `我们${at}修好的那条小红船`,
      family: (at) => `我们${at}陪奶奶散步的那个傍晚`,
      feeling: (at) => `我们${at}搭的那座小树枝房子`,
      habit: () => `大扫除那天，还有最后一个垫子下面的球`,
      nature: (at) => `我们${at}帮助过的那朵口渴的小花`,
      lost: (at) => `我们${at}送回妈妈身边的那个小家伙`,
      campfire: (at) => `我们${at}和爷爷在帐篷里过的那一夜`,
      cookies: (at) => `我们${at}烤的那些饼干`,
    },
    line: (c, m) => `${c.co.name}问：“${c.name}，还记得上次${m}吗？”${c.name}笑了，那一天怎么会忘呢！`,
    short: (c, m) => `${c.co.name}问：“${c.name}，还记得${m}吗？”`,
  },
  ko: {
    memory: {
      fear: (at) => `${at} 건넜던 흔들다리`,
      friend: (at) => `${at} 만들었던 꽃 왕관`,
      sharing: (at) => `${at} 함께 날렸던 무지개 연`,
      mistake: (at) => `${at} 고쳤던 작은 빨간 배`,
      family: (at) => `${at} 할머니와 함께한 저녁 산책`,
      feeling: (at) => `${at} 지었던 작은 나뭇가지 집`,
      habit: () => `대청소 날, 그리고 마지막 쿠션 밑에 있던 공`,
      nature: (at) => `${at} 도와주었던 목마른 꽃`,
      lost: (at) => `${at} 엄마에게 데려다준 아기`,
      campfire: (at) => `${at} 할아버지와 텐트에서 보낸 밤`,
      cookies: (at) => `${at} 구운 쿠키`,
    },
    line: (c, m) => `“${c.name}, 지난번에 ${m} 기억나?” ${josa(c.co.name, '이', '가')} 물었어요. ${josa(c.name, '은', '는')} 빙그레 웃었어요. 그날을 어떻게 잊겠어요!`,
    short: (c, m) => `“${c.name}, ${m} 기억나?” ${josa(c.co.name, '이', '가')} 물었어요.`,
  },
};

/** French « de » before a name: « d’Emma », « de Noor ». */
const frDe = (name: string) => (/^[aeiouyhàâäéèêëîïôöûüAEIOUYHÀÂÄÉÈÊËÎÏÔÖÛÜ]/.test(name) ? `d’${name}` : `de ${name}`);

/**
 * The first sentence of a next episode, instead of the pack's "Once upon a time" (issue 22.2): a
 * series goes on, it does not start again. The hero's name stands where no case ending or
 * article depends on it (Polish and Turkish keep it in the nominative). Written natively per language.
 */
export const EPISODE_OPENINGS: Record<LanguageCode, (c: StoryContext) => string> = {
  en: (c) => `Here is another story about ${c.name}.`,
  de: (c) => `Hier kommt noch eine Geschichte von ${c.name}.`,
  fr: (c) => `Voici une nouvelle histoire ${frDe(c.name)}.`,
  es: (c) => `Aquí llega otra historia de ${c.name}.`,
  it: (c) => `Ecco un’altra storia di ${c.name}.`,
  pt: (c) => `Aqui está mais uma história de ${c.name}.`,
  nl: (c) => `Hier is weer een verhaal over ${c.name}.`,
  pl: (c) => `Oto kolejna bajka, a w roli głównej znowu ${c.name}.`,
  tr: (c) => `İşte ${c.name} ile ilgili yeni bir masal daha.`,
  ar: (c) => `وهذه حكاية جديدة أخرى عن ${c.name}.`,
  hi: (c) => `आज फिर ${c.name} की एक नई कहानी है।`,
  ja: (c) => `きょうも、${c.name}のおはなしです。`,
  ko: (c) => `이번에도 ${c.name}의 이야기예요.`,
  zh: (c) => `今天，还是${c.name}的故事。`,
};
