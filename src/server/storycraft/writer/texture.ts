/**
 * Extra texture for older listeners (ages 6+): scenery, dialogue and inner thoughts appended to
 * the middle pages so page length follows the STORYCRAFT table. Sentences avoid hero gender on
 * purpose, so they read correctly for every hero.
 */
import type { LanguageCode } from '../../../shared/catalog.ts';
import { alt, cx, gx, type Line, type StoryContext } from './story-types.ts';

export type TextureBeat = 'go' | 'problem' | 'try0' | 'try1' | 'try2' | 'turn' | 'resolution' | 'homeward';
type Texture = (c: StoryContext) => Record<TextureBeat, [string, string]>;

const TEXTURES: Record<LanguageCode, Texture> = {
  en: ({ name: N, co: { name: C } }) => ({
    go: [`The path was soft underfoot, and the sky was as blue as a robin’s egg.`, `${C} chattered about everything and nothing, and ${N} listened, smiling. It is a fine thing, ${N} thought, to walk beside a friend on a bright day.`],
    problem: [`${N} took a long, careful look. This was going to be tricky.`, `Somewhere a woodpecker knocked, knock-knock, as if asking the very same question: what now? ${N} did not know yet, but ${N} was not ready to give up. Not even close.`],
    try0: [`${C} watched closely, head tilted to one side.`, `${N} looked at the problem from one side and then from the other, the way a detective studies a clue, and tried to remember every little detail.`],
    try1: [`A little breeze ruffled the grass, as if it wanted to help too.`, `It was the kind of moment when you could cry, or laugh, or both at once. ${N} chose a small, wobbly laugh, and felt a tiny bit better.`],
    try2: [`${N} sat back for a moment and let out a long breath.`, `So many things had gone wrong today. But one thing had not, ${N} noticed: ${C} was still right there, patient and kind, and that was worth a great deal.`],
    turn: [`${C} held still and watched, full of hope.`, `It was not a loud, trumpets-and-drums kind of moment. It was a quiet one, the kind that happens on the inside, when you decide to be the person you want to be.`],
    resolution: [`Everything around them seemed to shine a little brighter.`, `Much later, ${N} would still remember this moment: the light, the laughter, and the warm, proud feeling of having found the way.`],
    homeward: [`Crickets began to sing softly in the grass.`, `${N} thought back over the whole day, from its bright beginning to this quiet end, and tucked it away like a treasure in a pocket.`],
  }),
  es: ({ name: N, co: { name: C } }) => ({
    go: [`El camino era blandito, y en el cielo no había ni una nube.`, `${C} hablaba de todo y de nada, y ${N} escuchaba sonriendo. Qué bonito es, pensó ${N}, caminar junto a un amigo en un día de sol.`],
    problem: [`${N} miró con mucha atención. Aquello iba a ser difícil.`, `En algún sitio, un pájaro carpintero hacía toc-toc, como si preguntara lo mismo: ¿y ahora qué? ${N} todavía no lo sabía, pero no pensaba rendirse. Ni hablar.`],
    try0: [`${C} miraba con atención, con la cabeza ladeada.`, `${N} observó el problema por un lado y por el otro, como un detective que estudia una pista, intentando no olvidar ningún detalle.`],
    try1: [`Una brisa suave movió la hierba, como si también quisiera ayudar.`, `Era uno de esos momentos en que uno puede llorar, o reír, o las dos cosas a la vez. ${N} eligió una risita temblorosa, y se sintió un poquito mejor.`],
    try2: [`${N} se echó hacia atrás un momento y soltó un largo suspiro.`, `Muchas cosas habían salido mal aquel día. Pero una no, se dio cuenta ${N}: ${C} seguía allí, con paciencia y cariño, y eso valía muchísimo.`],
    turn: [`${C} se quedó sin moverse, mirando con esperanza.`, `No fue un momento ruidoso, de trompetas y tambores. Fue un momento tranquilo, de los que pasan por dentro, cuando decides ser la persona que quieres ser.`],
    resolution: [`Todo alrededor parecía brillar un poco más.`, `Mucho tiempo después, ${N} todavía recordaría aquel momento: la luz, las risas y esa sensación cálida y orgullosa de haber encontrado el camino.`],
    homeward: [`Los grillos empezaron a cantar bajito entre la hierba.`, `${N} repasó todo el día, desde su principio luminoso hasta este final tranquilo, y lo guardó como un tesoro en el bolsillo.`],
  }),
  fr: ({ name: N, co: { name: C } }) => ({
    go: [`Le chemin était doux sous les pieds, et le ciel était d’un bleu sans un nuage.`, `${C} bavardait de tout et de rien, et ${N} écoutait en souriant. Quel bonheur, pensa ${N}, de marcher à côté d’un ami par une belle journée.`],
    problem: [`${N} observa longuement la situation. Ça n’allait pas être facile.`, `Quelque part, un pic-vert frappait toc-toc, comme s’il posait la même question : et maintenant ? ${N} ne le savait pas encore, mais il n’était pas question d’abandonner. Pas du tout.`],
    try0: [`${C} observait attentivement, la tête penchée.`, `${N} examina le problème d’un côté, puis de l’autre, comme un détective qui étudie un indice, en essayant de ne rien oublier.`],
    try1: [`Une petite brise fit onduler l’herbe, comme si elle voulait aider, elle aussi.`, `C’était un de ces moments où l’on pourrait pleurer, ou rire, ou les deux à la fois. ${N} choisit un petit rire tremblotant, et se sentit un tout petit peu mieux.`],
    try2: [`${N} prit un instant pour souffler longuement.`, `Beaucoup de choses avaient raté aujourd’hui. Mais pas tout, remarqua ${N} : ${C} était toujours là, avec patience et douceur, et cela comptait énormément.`],
    turn: [`${C} ne bougeait plus, le cœur plein d’espoir.`, `Ce n’était pas un moment bruyant, avec trompettes et tambours. C’était un moment tranquille, de ceux qui se passent à l’intérieur, quand on décide d’être la personne qu’on veut être.`],
    resolution: [`Tout autour semblait briller un peu plus fort.`, `Bien plus tard, ${N} se souviendrait encore de cet instant : la lumière, les rires, et ce sentiment chaud et fier d’avoir trouvé le chemin.`],
    homeward: [`Les grillons se mirent à chanter doucement dans l’herbe.`, `${N} repensa à toute la journée, de son début lumineux à cette fin paisible, et la rangea comme un trésor au fond de sa poche.`],
  }),
  de: ({ name: N, co: { name: C } }) => ({
    go: [`Der Weg war weich unter den Füßen, und am Himmel war kein Wölkchen zu sehen.`, `${C} plapperte über alles Mögliche, und ${N} hörte lächelnd zu. Wie schön es doch ist, dachte ${N}, an einem hellen Tag neben einem Freund herzugehen.`],
    problem: [`${N} schaute lange und genau hin. Das würde nicht leicht werden.`, `Irgendwo klopfte ein Specht, tock-tock, als würde er dieselbe Frage stellen: Und jetzt? ${N} wusste es noch nicht, aber aufgeben kam nicht in Frage. Kein bisschen.`],
    try0: [`${C} schaute ganz genau zu, den Kopf schief gelegt.`, `${N} betrachtete das Problem von der einen Seite und dann von der anderen, wie ein Detektiv, der eine Spur untersucht, und versuchte, sich jede Kleinigkeit zu merken.`],
    try1: [`Ein kleiner Windhauch strich durchs Gras, als wollte er auch helfen.`, `Es war einer dieser Momente, in denen man weinen könnte oder lachen oder beides zugleich. ${N} entschied sich für ein kleines, wackeliges Lachen und fühlte sich gleich ein bisschen besser.`],
    try2: [`${N} lehnte sich einen Moment zurück und atmete lange aus.`, `So vieles war heute schiefgegangen. Aber eines nicht, bemerkte ${N}: ${C} war immer noch da, geduldig und lieb, und das war unglaublich viel wert.`],
    turn: [`${C} hielt ganz still und schaute voller Hoffnung zu.`, `Es war kein lauter Moment mit Pauken und Trompeten. Es war ein leiser, einer von denen, die innen passieren, wenn man beschließt, so zu sein, wie man sein möchte.`],
    resolution: [`Alles ringsum schien ein bisschen heller zu leuchten.`, `Noch lange danach würde sich ${N} an diesen Moment erinnern: an das Licht, das Lachen und das warme, stolze Gefühl, den Weg gefunden zu haben.`],
    homeward: [`Im Gras begannen die Grillen leise zu zirpen.`, `${N} dachte an den ganzen Tag zurück, vom hellen Anfang bis zu diesem stillen Ende, und steckte ihn weg wie einen Schatz in der Hosentasche.`],
  }),
  ar: ({ name: N, co: { name: C } }) => ({
    go: [`كان الطريق ناعمًا تحت الأقدام، والسماء زرقاء صافية.`, `كانت أحاديث ${C} لا تنتهي، والابتسامة على وجه ${N}. ما أجمل أن تمشي بجانب صديق في يوم مشمس!`],
    problem: [`كان لا بد من النظر إلى الأمر بتمعّن. لن يكون ذلك سهلًا.`, `وفي مكان ما كان نقّار الخشب يطرق: طق طق، كأنه يسأل السؤال نفسه: والآن ماذا؟ لم تكن عند ${N} إجابة بعد، لكن الاستسلام لم يكن واردًا أبدًا.`],
    try0: [`كانت عينا ${C} تراقبان كل شيء باهتمام.`, `كان لا بد من النظر إلى المشكلة من جهة ثم من جهة أخرى، مثل محقّق يدرس دليلًا، دون نسيان أي تفصيل صغير.`],
    try1: [`حرّك نسيم خفيف العشب، كأنه يريد أن يساعد هو أيضًا.`, `كانت لحظة من تلك اللحظات التي يمكن فيها أن تبكي أو تضحك أو تفعل الاثنين معًا. وجاءت ضحكة صغيرة مرتجفة، فصار الحال أفضل قليلًا.`],
    try2: [`جاءت لحظة لالتقاط الأنفاس.`, `أشياء كثيرة لم تنجح اليوم. لكن شيئًا واحدًا بقي جميلًا: ${C} ما يزال هنا، بكل صبر ولطف، وهذا يساوي الكثير.`],
    turn: [`كانت عينا ${C} مليئتين بالأمل.`, `لم تكن لحظة صاخبة بالطبول والأبواق، بل لحظة هادئة، من تلك التي تحدث في الداخل، حين نقرّر أن نكون كما نحب أن نكون.`],
    resolution: [`بدا كل شيء حولهما يلمع أكثر قليلًا.`, `وبعد زمن طويل، ستبقى هذه اللحظة في ذاكرة ${N}: الضوء، والضحك، وذلك الشعور الدافئ بالفخر لأن الطريق قد وُجد.`],
    homeward: [`بدأت الصراصير تغني بهدوء بين العشب.`, `عاد اليوم كله إلى ذاكرة ${N}، من بدايته المشرقة إلى هذه النهاية الهادئة، فحُفظ ككنز صغير في الجيب.`],
  }),
  zh: ({ name: N, co: { name: C } }) => ({
    go: [`脚下的小路软软的，天空蓝蓝的，一朵云也没有。`, `${C}叽叽喳喳地说个不停，${N}笑眯眯地听着。${N}心想：在晴朗的日子里，和好朋友并肩走路，真是一件美好的事。`],
    problem: [`${N}仔仔细细地看了好久。这可不容易。`, `远处，一只啄木鸟笃笃地敲着树，好像也在问同一个问题：现在怎么办？${N}还不知道答案，可是${N}一点儿也不想放弃。`],
    try0: [`${C}歪着头，认真地看着。`, `${N}从这边看看，又从那边看看，像侦探研究线索一样，努力记住每一个小细节。`],
    try1: [`一阵小风吹过草地，好像也想来帮忙。`, `这是那种让人想哭、又想笑、或者又哭又笑的时刻。${N}选择了轻轻地、有点发抖地笑了一下，心里好受了一点点。`],
    try2: [`${N}往后一坐，长长地呼了一口气。`, `今天好多事情都不顺利。可是${N}发现，有一件事一直没变：${C}还在身边，又耐心又温柔，这比什么都珍贵。`],
    turn: [`${C}一动不动，满怀希望地看着。`, `这不是敲锣打鼓的热闹时刻，而是安安静静的一刻——是在心里发生的那种时刻：你决定要成为自己想成为的那个人。`],
    resolution: [`周围的一切好像都更亮了一点。`, `很久很久以后，${N}还会记得这一刻：那片光，那些笑声，还有终于找到办法时，心里那份暖暖的骄傲。`],
    homeward: [`草丛里的蟋蟀轻轻地唱起歌来。`, `${N}把这一天从头到尾想了一遍，从明亮的早晨到安静的傍晚，然后把它像宝贝一样收进了口袋里。`],
  }),
  nl: ({ name: N, co: { name: C } }) => ({
    go: [`Het pad was zacht onder hun voeten, en de lucht was strakblauw.`, `${C} kletste over van alles en nog wat, en ${N} luisterde glimlachend. Wat fijn is het toch, dacht ${N}, om op een zonnige dag naast een vriend te lopen.`],
    problem: [`${N} keek lang en goed. Dit zou niet makkelijk worden.`, `Ergens klopte een specht, tok-tok, alsof hij dezelfde vraag stelde: en nu? ${N} wist het nog niet, maar opgeven was niet aan de orde. Helemaal niet.`],
    try0: [`${C} keek heel aandachtig toe, met het hoofd scheef.`, `${N} bekeek het probleem van de ene kant en toen van de andere, zoals een detective een spoor bestudeert, en probeerde elk detail te onthouden.`],
    try1: [`Een zacht briesje streek door het gras, alsof het ook wilde helpen.`, `Het was zo’n moment waarop je kunt huilen, of lachen, of allebei tegelijk. ${N} koos voor een klein, wiebelig lachje, en voelde zich meteen een heel klein beetje beter.`],
    try2: [`${N} leunde even achterover en blies langzaam uit.`, `Er was vandaag zoveel misgegaan. Maar één ding niet, merkte ${N}: ${C} was er nog steeds, geduldig en lief, en dat was ontzettend veel waard.`],
    turn: [`${C} hield zich heel stil en keek vol hoop toe.`, `Het was geen luid moment met trompetten en trommels. Het was een stil moment, zo een dat vanbinnen gebeurt, als je besluit om te zijn wie je wilt zijn.`],
    resolution: [`Alles eromheen leek een beetje feller te stralen.`, `Nog lang daarna zou ${N} zich dit moment herinneren: het licht, het lachen, en dat warme, trotse gevoel dat de oplossing gevonden was.`],
    homeward: [`In het gras begonnen de krekels zachtjes te zingen.`, `${N} dacht terug aan de hele dag, van het stralende begin tot dit stille einde, en stopte hem weg als een schat in een broekzak.`],
  }),
  hi: ({ name: N, co: { name: C } }) => ({
    go: [`पैरों के नीचे रास्ता नरम था, और आसमान एकदम नीला था।`, `${C} की बातें चलती रहीं, और ${N} के चेहरे पर मुस्कान थी। किसी दोस्त के साथ धूप भरे दिन में चलना कितना अच्छा लगता है!`],
    problem: [`${N} ने बहुत ध्यान से देखा। यह आसान नहीं होने वाला था।`, `कहीं दूर एक कठफोड़वा ठक-ठक कर रहा था, जैसे वह भी यही पूछ रहा हो: अब क्या? ${N} को अभी जवाब नहीं पता था, पर हार मानने का तो सवाल ही नहीं था।`],
    try0: [`${C} की नज़रें ध्यान से सब कुछ देख रही थीं।`, `${N} ने मुश्किल को पहले एक तरफ़ से देखा, फिर दूसरी तरफ़ से, जैसे कोई जासूस सुराग़ को परखता है, और हर छोटी बात याद रखने की कोशिश की।`],
    try1: [`एक हल्की-सी हवा घास को सहला गई, जैसे वह भी मदद करना चाहती हो।`, `यह ऐसा पल था जब रोना भी आ सकता था और हँसी भी, या दोनों एक साथ। ${N} के होंठों पर एक छोटी, काँपती-सी हँसी आई, और मन थोड़ा हल्का हो गया।`],
    try2: [`${N} ने एक पल रुककर लंबी साँस छोड़ी।`, `आज बहुत कुछ ग़लत हुआ था। पर एक चीज़ नहीं बदली थी: ${C} का साथ अब भी बना हुआ था, धीरज और प्यार से भरा हुआ, और यह बहुत बड़ी बात थी।`],
    turn: [`${C} की आँखों में उम्मीद चमक रही थी।`, `यह ढोल-नगाड़ों वाला शोरगुल भरा पल नहीं था। यह एक शांत पल था, ऐसा पल जो मन के भीतर घटता है, जब हम तय करते हैं कि हमें कैसा इंसान बनना है।`],
    resolution: [`आसपास की हर चीज़ जैसे थोड़ी और चमकने लगी।`, `बहुत समय बाद भी ${N} को यह पल याद रहेगा: वह रोशनी, वह हँसी, और रास्ता ढूँढ लेने का वह गरम, गर्व भरा एहसास।`],
    homeward: [`घास में झींगुर धीरे-धीरे गाने लगे।`, `${N} ने पूरे दिन को याद किया, चमकीली सुबह से लेकर इस शांत शाम तक, और उसे एक ख़ज़ाने की तरह मन की जेब में सँभालकर रख लिया।`],
  }),
  it: ({ name: N, co: { name: C } }) => ({
    go: [`Il sentiero era morbido sotto i piedi, e in cielo non c’era nemmeno una nuvola.`, `${C} chiacchierava di tutto e di niente, e ${N} ascoltava sorridendo. Che bello, pensò ${N}, camminare accanto a un amico in una giornata di sole.`],
    problem: [`${N} guardò a lungo, con attenzione. Non sarebbe stato facile.`, `Da qualche parte un picchio bussava, toc-toc, come se facesse la stessa domanda: e adesso? ${N} non lo sapeva ancora, ma arrendersi era fuori discussione. Proprio per niente.`],
    try0: [`${C} guardava con attenzione, la testa piegata da un lato.`, `${N} esaminò il problema da una parte e poi dall’altra, come un detective che studia un indizio, cercando di non dimenticare nessun particolare.`],
    try1: [`Una brezza leggera accarezzò l’erba, come se volesse aiutare anche lei.`, `Era uno di quei momenti in cui si potrebbe piangere, o ridere, o tutte e due le cose insieme. ${N} scelse una risatina tremolante, e si sentì un pochino meglio.`],
    try2: [`${N} si fermò un momento e fece un lungo respiro.`, `Tante cose erano andate storte quel giorno. Ma una no, si accorse ${N}: ${C} era ancora lì, con pazienza e dolcezza, e questo valeva moltissimo.`],
    turn: [`${C} restò immobile a guardare, con il cuore pieno di speranza.`, `Non era un momento rumoroso, con trombe e tamburi. Era un momento tranquillo, di quelli che succedono dentro, quando decidi di essere la persona che vuoi essere.`],
    resolution: [`Tutto intorno sembrava brillare un po’ di più.`, `Molto tempo dopo, ${N} avrebbe ancora ricordato quel momento: la luce, le risate e quella sensazione calda e orgogliosa di aver trovato la strada.`],
    homeward: [`I grilli cominciarono a cantare piano nell’erba.`, `${N} ripensò a tutta la giornata, dal suo inizio luminoso a questa fine tranquilla, e la mise da parte come un tesoro in tasca.`],
  }),
  ja: ({ name: N, co: { name: C } }) => ({
    go: [`あしもとのみちはふかふかで、そらにはくもひとつありませんでした。`, `${C}はいろんなことをおしゃべりし、${N}はにこにこしながらききました。はれた日に、ともだちとならんであるくのって、なんてすてきなんだろう、と${N}はおもいました。`],
    problem: [`${N}はじっくりとながめました。これは、かんたんにはいかなさそうです。`, `どこかでキツツキがコンコンと木をたたいていました。まるで「さあ、どうする？」ときいているみたいに。${N}にはまだわかりません。でも、あきらめるつもりはぜんぜんありませんでした。`],
    try0: [`${C}はくびをかしげて、じっとみていました。`, `${N}は、めいたんていがてがかりをしらべるように、もんだいをこっちからもあっちからもながめて、ちいさなことまでおぼえておこうとしました。`],
    try1: [`そよかぜがくさをゆらしました。まるでかぜもてつだいたいみたいに。`, `なきたいような、わらいたいような、そのりょうほうのような、そんなきもちでした。${N}はちいさくふるえるこえでわらってみました。すると、ほんのすこしだけきもちがかるくなりました。`],
    try2: [`${N}はすこしこしをおろして、ながいいきをはきました。`, `きょうはうまくいかないことばかり。でも、ひとつだけかわらないものがある、と${N}はきづきました。${C}がいまもそばにいて、やさしくまっていてくれることです。それはとてもたいせつなことでした。`],
    turn: [`${C}はうごかずに、きたいをこめてみまもっていました。`, `それは、ラッパやたいこがなるような、にぎやかなしゅんかんではありません。こころのなかでおこる、しずかなしゅんかんでした。「こんなじぶんでいたい」ときめる、そんなしゅんかんです。`],
    resolution: [`まわりのものぜんぶが、すこしだけあかるくかがやいてみえました。`, `ずっとあとになっても、${N}はこのしゅんかんをおぼえているでしょう。ひかりと、わらいごえと、みちをみつけたときの、あたたかくてほこらしいきもちを。`],
    homeward: [`くさむらで、コオロギがしずかにうたいはじめました。`, `${N}は、あかるいあさからしずかなゆうがたまで、きょういちにちのことをおもいかえして、たからもののようにポケットにしまいました。`],
  }),
  ko: ({ name: N, co: { name: C } }) => ({
    go: [`발밑의 길은 폭신했고, 하늘은 구름 한 점 없이 새파랬어요.`, `${C}${josaNeun(C)} 이것저것 재잘재잘 이야기했고, ${N}${josaNeun(N)} 미소 지으며 들었어요. 맑은 날 친구와 나란히 걷는 건 참 좋은 일이야, 하고 생각하면서요.`],
    problem: [`${N}${josaNeun(N)} 오랫동안 자세히 살펴보았어요. 쉽지 않을 것 같았어요.`, `어디선가 딱따구리가 똑똑 나무를 두드렸어요. 마치 “이제 어떡할래?” 하고 묻는 것처럼요. ${N}${josaNeun(N)} 아직 답을 몰랐지만, 포기할 생각은 조금도 없었어요.`],
    try0: [`${C}${josaNeun(C)} 고개를 갸웃하고 가만히 지켜보았어요.`, `${N}${josaNeun(N)} 탐정이 단서를 살피듯 문제를 이쪽에서도 보고 저쪽에서도 보며, 작은 것 하나도 놓치지 않으려고 했어요.`],
    try1: [`산들바람이 풀을 살랑 흔들었어요. 마치 바람도 돕고 싶은 것처럼요.`, `울고 싶기도 하고, 웃고 싶기도 하고, 둘 다 하고 싶기도 한 순간이었어요. ${N}${josaNeun(N)} 작고 떨리는 웃음을 지었고, 그러자 마음이 아주 조금 나아졌어요.`],
    try2: [`${N}${josaNeun(N)} 잠시 주저앉아 길게 숨을 내쉬었어요.`, `오늘은 안 되는 일투성이였어요. 하지만 변하지 않은 것이 하나 있었어요. ${C}${josaGa(C)} 여전히 곁에서 다정하게 기다려 주고 있다는 것. 그건 정말 소중한 일이었어요.`],
    turn: [`${C}${josaNeun(C)} 꼼짝하지 않고 기대에 찬 눈으로 지켜보았어요.`, `그건 나팔과 북이 울리는 요란한 순간이 아니었어요. 마음속에서 일어나는 조용한 순간, ‘나는 이런 사람이 되고 싶어’ 하고 마음먹는 순간이었어요.`],
    resolution: [`주위의 모든 것이 조금 더 환하게 빛나는 것 같았어요.`, `아주 오랜 시간이 지나도 ${N}${josaNeun(N)} 이 순간을 기억할 거예요. 그 빛과 웃음소리, 그리고 길을 찾아냈을 때의 따뜻하고 뿌듯한 마음을요.`],
    homeward: [`풀숲에서 귀뚜라미가 조용히 노래하기 시작했어요.`, `${N}${josaNeun(N)} 환한 아침부터 조용한 저녁까지 하루를 처음부터 떠올려 보고는, 보물처럼 주머니에 소중히 넣어 두었어요.`],
  }),
  pl: ({ name: N, co: { name: C } }) => ({
    go: [`Ścieżka była miękka pod stopami, a na niebie nie było ani jednej chmurki.`, `${C} opowiadał${'$'}{x} o wszystkim i o niczym, a ${N} słuchał${'$'}{y} z uśmiechem. Jak dobrze jest iść obok przyjaciela w słoneczny dzień!`],
    problem: [`Trzeba było dobrze się przyjrzeć. To nie będzie łatwe.`, `Gdzieś stukał dzięcioł, puk-puk, jakby zadawał to samo pytanie: i co teraz? Odpowiedzi jeszcze nie było, ale o poddaniu się nie było mowy. Ani trochę.`],
    try0: [`${C} patrzył${'$'}{x} uważnie, z głową przechyloną na bok.`, `Problem trzeba było obejrzeć z jednej strony, a potem z drugiej, jak detektyw, który bada ślad, i zapamiętać każdy drobiazg.`],
    try1: [`Lekki wietrzyk przeczesał trawę, jakby też chciał pomóc.`, `To była jedna z tych chwil, kiedy można się rozpłakać albo roześmiać, albo jedno i drugie naraz. Wyszedł z tego mały, drżący śmiech, i od razu zrobiło się trochę lżej.`],
    try2: [`Przyszła chwila, żeby usiąść i długo odetchnąć.`, `Tyle rzeczy dziś nie wyszło. Ale jedno się nie zmieniło: ${C} wciąż był${'$'}{x} obok, cierpliwie i czule, a to było warte bardzo wiele.`],
    turn: [`${C} zamarł${'$'}{x} i patrzył${'$'}{x} z nadzieją.`, `To nie była głośna chwila z trąbkami i bębnami. To była cicha chwila, taka, która dzieje się w środku, kiedy postanawiasz być tym, kim chcesz być.`],
    resolution: [`Wszystko dookoła jakby zaczęło lśnić odrobinę jaśniej.`, `Jeszcze długo potem ta chwila zostanie w pamięci: światło, śmiech i to ciepłe, dumne uczucie, że droga się znalazła.`],
    homeward: [`W trawie cichutko zaczęły grać świerszcze.`, `Cały dzień, od jasnego początku aż po ten cichy koniec, wrócił jeszcze we wspomnieniach i został schowany jak skarb w kieszeni.`],
  }),
  pt: ({ name: N, co: { name: C } }) => ({
    go: [`O caminho era macio debaixo dos pés, e no céu não havia uma única nuvem.`, `${C} falava de tudo e de nada, e ${N} ouvia a sorrir. Que bom que é, pensou ${N}, caminhar ao lado de um amigo num dia de sol.`],
    problem: [`${N} olhou com muita atenção. Aquilo não ia ser fácil.`, `Algures, um pica-pau batia toc-toc, como se fizesse a mesma pergunta: e agora? ${N} ainda não sabia, mas desistir estava fora de questão. Nem pensar.`],
    try0: [`${C} observava com atenção, de cabeça inclinada.`, `${N} olhou para o problema de um lado e depois do outro, como um detetive a estudar uma pista, a tentar não esquecer nenhum pormenor.`],
    try1: [`Uma brisa leve fez ondular a relva, como se também quisesse ajudar.`, `Era um daqueles momentos em que se pode chorar, ou rir, ou as duas coisas ao mesmo tempo. ${N} escolheu uma risadinha tremida, e sentiu-se um bocadinho melhor.`],
    try2: [`${N} parou um momento e soltou um longo suspiro.`, `Tanta coisa tinha corrido mal naquele dia. Mas uma não, reparou ${N}: ${C} continuava ali, com paciência e carinho, e isso valia muitíssimo.`],
    turn: [`${C} ficou imóvel a ver, com o coração cheio de esperança.`, `Não foi um momento barulhento, de trompetes e tambores. Foi um momento sossegado, daqueles que acontecem por dentro, quando decidimos ser a pessoa que queremos ser.`],
    resolution: [`Tudo à volta parecia brilhar um pouco mais.`, `Muito tempo depois, ${N} ainda havia de se lembrar daquele momento: a luz, as gargalhadas e aquela sensação quente e orgulhosa de ter encontrado o caminho.`],
    homeward: [`Os grilos começaram a cantar baixinho na relva.`, `${N} recordou o dia inteiro, desde o começo luminoso até este fim sossegado, e guardou-o como um tesouro no bolso.`],
  }),
  tr: ({ name: N, co: { name: C } }) => ({
    go: [`Yol ayaklarının altında yumuşacıktı, gökyüzü de mavi mi mavi.`, `${C} durmadan bir şeyler anlattı, ${N} ${trDe(N)} gülümseyerek dinledi. Güneşli bir günde bir arkadaşla yan yana yürümek ne güzel şey, diye düşündü ${N}.`],
    problem: [`${N} uzun uzun, dikkatle baktı. Bu iş kolay olmayacaktı.`, `Bir yerlerde bir ağaçkakan tak tak vuruyordu, sanki o da aynı şeyi soruyordu: Şimdi ne olacak? ${N} henüz bilmiyordu ama vazgeçmeye hiç niyeti yoktu.`],
    try0: [`${C} başını yana eğip dikkatle izledi.`, `${N}, ipucunu inceleyen bir dedektif gibi sorunu bir o yandan bir bu yandan inceledi ve en küçük ayrıntıyı bile unutmamaya çalıştı.`],
    try1: [`Hafif bir esinti çimenleri okşadı, sanki o da yardım etmek istiyordu.`, `İnsanın ağlayabileceği, gülebileceği ya da ikisini birden yapabileceği anlardan biriydi. ${N} küçük, titrek bir kahkahayı seçti ve kendini biraz daha iyi hissetti.`],
    try2: [`${N} bir an oturup uzun bir nefes verdi.`, `Bugün pek çok şey ters gitmişti. Ama bir şey değişmemişti: ${C} hâlâ yanındaydı, sabırla ve sevgiyle. Bu da çok değerliydi.`],
    turn: [`${C} kıpırdamadan, umutla izliyordu.`, `Bu, davullu zurnalı gürültülü bir an değildi. İçeride olan sessiz bir andı; insanın olmak istediği kişi olmaya karar verdiği o an.`],
    resolution: [`Etraftaki her şey biraz daha parlak görünüyordu.`, `Çok sonra bile ${N} bu anı hatırlayacaktı: ışığı, kahkahaları ve yolu bulmanın o sıcacık, gururlu duygusunu.`],
    homeward: [`Çimenlerin arasında cırcır böcekleri usul usul ötmeye başladı.`, `${N} aydınlık sabahtan bu sessiz akşama kadar bütün günü düşündü ve onu bir hazine gibi cebine koydu.`],
  }),
};

/** Turkish 'da/de' after a name, by vowel harmony. */
function trDe(word: string): string {
  const vowels = word.toLocaleLowerCase('tr').normalize('NFD').replace(/[\u0300-\u036f]/g, '').match(/[aeıioöuü]/g);
  return vowels && 'aıou'.includes(vowels[vowels.length - 1]!) ? 'da' : 'de';
}

function josaNeun(word: string): string {
  const code = word.slice(-1).charCodeAt(0);
  const batchim = code >= 0xac00 && code <= 0xd7a3 ? (code - 0xac00) % 28 !== 0 : /[^aeiouy\s]$/i.test(word);
  return batchim ? '은' : '는';
}
function josaGa(word: string): string {
  return josaNeun(word) === '은' ? '이' : '가';
}

/**
 * More natively written alternatives for the benchmark languages (issue 16: variety by
 * construction). Most name the companion, so two stories rarely share a sentence.
 */
type Bank = (c: StoryContext) => Record<TextureBeat, [string[], string[]]>;
const BANKS: Partial<Record<LanguageCode, Bank>> = {
  en: ({ name: N, co: { name: C } }) => ({
    go: [
      [`${C} went a little way ahead and kept looking back to make sure ${N} was still coming.`, `A warm wind that smelled of hay nudged them gently along.`],
      [`${N} liked walks like this, when nobody was in a hurry and ${C} could stop at every interesting smell. The day stretched out ahead, wide and unwritten, like the first page of a new notebook.`,
        `They passed a gate somebody had painted yellow, a dog asleep on a step, and a hedge full of sparrows arguing about something important. ${N} waved at all of them, the sparrows included.`],
    ],
    problem: [
      [`“This is a real problem, isn’t it?” whispered ${C}, pressing close to ${N}.`, `${N} chewed ${'${lip}'} lip. Not easy, this.`],
      [`${N} felt the day tilt, the way a see-saw does when someone jumps off. A moment ago everything had been simple. Now it wasn’t, and ${C} was looking at ${N} as if ${N} would know what to do.`,
        `It would have been easy to pretend not to notice and walk on. ${N} thought about that for exactly one second, and then decided not to be that kind of person.`],
    ],
    try0: [[`${C} watched with big, hopeful eyes.`, `${C} held ${'${coHis}'} breath.`],
      [`${N} tried to think like an inventor: what would happen if…? The first idea is usually not the best one, but you have to get it out of the way to make room for the next.`,
        `${C} offered advice, most of it useless and all of it kind. ${N} listened to every word anyway, because that is what friends do.`]],
    try1: [[`${C} gave a small, sympathetic sigh.`, `Somewhere a dog barked twice, as if to say: keep going.`],
      [`${N} felt the hot prickle of frustration climb up ${'${his}'} neck, and noticed it, and let it sit there without doing what it said. That, ${N} was learning, was half of being grown-up.`,
        `${C} did a silly little dance to cheer ${N} up. It was a terrible dance. It worked a bit anyway.`]],
    try2: [[`${C} sat down with a thump, out of ideas too.`, `${N} stared at the problem until it blurred.`],
      [`There is a special kind of tired that comes from trying and trying. ${N} had it now. But underneath the tiredness there was something else, small and stubborn, that was not ready to stop.`,
        `${N} realised that every try so far had been the same try in a different coat: push harder, go faster, do more. Maybe the answer needed something else entirely.`]],
    turn: [[`${C} stopped fidgeting and watched.`, `For a moment, everything went very still.`],
      [`It was the sort of idea that, once you have it, seems so obvious you can’t believe you didn’t see it before.`,
        `${N} did not feel brave exactly. ${N} felt ready, which turned out to be enough.`]],
    resolution: [[`${C} bounced with joy.`, `Even the clouds seemed to be smiling.`],
      [`${N} looked at ${C}, and ${C} looked at ${N}, and neither of them needed to say anything at all.`,
        `The problem that had seemed so huge now looked quite small, the way a mountain does once you are standing on top of it.`]],
    homeward: [[`${C} was already yawning.`, `The air smelled of supper and warm hay.`],
      [`${N} counted the good parts of the day on ${'${his}'} fingers and ran out of fingers. ${C} would have helped, but ${C} was busy yawning.`,
        `Walking home, ${N} noticed the day had left a little mark inside, like a bookmark in a favourite story, so it could be found again.`]],
  }),
  de: ({ name: N, co: { name: C } }) => ({
    go: [[`${C} lief ein Stück voraus und schaute immer wieder zurück, ob ${N} auch nachkam.`, `Es roch nach frisch gemähtem Gras und ein bisschen nach Abenteuer.`],
      [`${N} mochte solche Spaziergänge, bei denen niemand es eilig hatte und ${C} an jedem Grashalm schnuppern durfte. Der Tag lag noch weit und unbeschrieben vor ihnen, wie die erste Seite eines neuen Heftes.`,
        `Sie kamen an einem gelb gestrichenen Gartentor vorbei, an einer Katze, die auf einer Mauer döste, und an einer Hecke voller Spatzen, die sich lautstark stritten. ${N} winkte allen zu, den Spatzen auch.`]],
    problem: [[`${C} rückte ganz nah heran. „Das ist ein echtes Problem, oder?“`, `Da war guter Rat teuer.`],
      [`Eben war noch alles ganz einfach gewesen, und jetzt nicht mehr. ${C} schaute ${N} an, als wüsste ${N} bestimmt, was zu tun war. ${N} wusste es nicht. Noch nicht.`,
        `Einfach so tun, als hätte man nichts gesehen, und weitergehen? ${N} dachte genau eine Sekunde darüber nach und entschied dann, nicht so jemand zu sein.`]],
    try0: [[`${C} schaute mit großen, hoffnungsvollen Augen zu.`, `${C} hielt vor Spannung die Luft an.`],
      [`${N} versuchte, wie ein Erfinder zu denken: Was wäre, wenn …? Die erste Idee ist selten die beste, aber sie muss erst raus, damit Platz für die nächste ist.`,
        `${C} gab jede Menge Ratschläge, die meisten nutzlos, aber alle lieb gemeint. ${N} hörte trotzdem zu, denn so machen das Freunde.`]],
    try1: [[`${C} seufzte leise und mitfühlend.`, `Irgendwo bellte ein Hund zweimal, als wollte er sagen: Weitermachen!`],
      [`${N} spürte, wie der Ärger heiß den Hals hinaufkroch, und merkte es, und ließ ihn einfach da sein, ohne zu tun, was er sagte. Das, lernte ${N} gerade, ist schon das halbe Großwerden.`,
        `${C} führte ein albernes Tänzchen auf, um ${N} aufzumuntern. Es war ein furchtbares Tänzchen. Ein bisschen half es trotzdem.`]],
    try2: [[`${C} plumpste auf den Boden, auch ohne Idee.`, `${N} starrte auf das Problem, bis alles verschwamm.`],
      [`Es gibt eine besondere Art von Müdigkeit, die vom Immer-wieder-Versuchen kommt. ${N} hatte sie jetzt. Aber darunter war noch etwas anderes, klein und stur, das noch lange nicht aufhören wollte.`,
        `${N} merkte, dass alle Versuche bisher eigentlich derselbe Versuch gewesen waren, nur in einem anderen Mantel: fester drücken, schneller machen, mehr tun. Vielleicht brauchte es etwas ganz anderes.`]],
    turn: [[`${C} hörte auf zu zappeln und schaute gebannt zu.`, `Einen Augenblick lang war alles ganz still.`],
      [`Es war eine von diesen Ideen, die, wenn man sie einmal hat, so einfach aussehen, dass man kaum glauben kann, sie nicht früher gehabt zu haben. ${N} hätte fast laut gelacht.`,
        `Mutig fühlte sich ${N} eigentlich nicht. Eher bereit. Und das, stellte sich heraus, reichte völlig.`]],
    resolution: [[`${C} hüpfte vor Freude.`, `Sogar die Wolken schienen zu lächeln.`],
      [`${N} schaute ${C} an, und ${C} schaute ${N} an, und keiner von beiden musste etwas sagen.`,
        `Das Problem, das eben noch riesig gewirkt hatte, sah jetzt ganz klein aus, so wie ein Berg, wenn man erst oben auf dem Gipfel steht.`]],
    homeward: [[`${C} gähnte schon.`, `Aus einem Fenster duftete es nach Bratkartoffeln.`],
      [`${N} zählte die schönen Momente des Tages an den Fingern ab, und die Finger reichten nicht. ${C} hätte mitgezählt, war aber zu sehr mit Gähnen beschäftigt.`,
        `Auf dem Heimweg merkte ${N}, dass der Tag innen drin eine kleine Spur hinterlassen hatte, wie ein Lesezeichen in einem Lieblingsbuch.`]],
  }),
  fr: ({ name: N, co: { name: C } }) => ({
    go: [[`${C} filait devant et se retournait sans cesse pour vérifier que ${N} suivait.`, `Ça sentait l’herbe coupée et un petit peu l’aventure.`],
      [`${N} aimait ces promenades-là, où personne n’était pressé et où ${C} pouvait renifler chaque brin d’herbe. La journée s’étendait devant eux, toute neuve, comme la première page d’un cahier.`,
        `Ils passèrent devant un portail peint en jaune, un chat qui somnolait sur un muret et une haie pleine de moineaux qui se chamaillaient bruyamment. ${N} leur fit signe à tous, aux moineaux aussi.`]],
    problem: [[`${C} se serra contre ${N}. « C’est un vrai problème, hein ? »`, `Voilà qui n’était pas une mince affaire.`],
      [`Une minute plus tôt, tout était simple, et plus maintenant. ${C} regardait ${N} comme si ${N} savait forcément quoi faire. ${N} ne savait pas. Pas encore.`,
        `Faire semblant de n’avoir rien vu et passer son chemin ? ${N} y pensa exactement une seconde, puis décida de ne pas être ce genre de personne.`]],
    try0: [[`${C} regardait avec de grands yeux pleins d’espoir.`, `${C} retenait son souffle.`],
      [`${N} essaya de penser comme un inventeur : et si… ? La première idée est rarement la meilleure, mais il faut bien la sortir pour faire de la place à la suivante.`,
        `${C} donnait des tas de conseils, presque tous inutiles mais tous gentils. ${N} les écouta quand même, parce que c’est ce que font les amis.`]],
    try1: [[`${C} poussa un petit soupir compatissant.`, `Quelque part, un chien aboya deux fois, comme pour dire : continue !`],
      [`${N} sentit l’agacement lui monter au visage, le remarqua, et le laissa là sans lui obéir. Ça, ${N} commençait à le comprendre, c’est déjà la moitié de grandir.`,
        `${C} fit une petite danse ridicule pour remonter le moral de ${N}. C’était une danse affreuse. Ça marcha un peu quand même.`]],
    try2: [[`${C} s’assit d’un coup, à court d’idées lui aussi.`.replace(' lui aussi', ''), `${N} fixa le problème jusqu’à ce que tout devienne flou.`],
      [`Il existe une fatigue particulière, celle qui vient d’essayer encore et encore. ${N} la sentait maintenant. Mais sous la fatigue, il restait quelque chose de petit et de têtu qui ne voulait pas s’arrêter.`,
        `${N} se rendit compte que tous les essais avaient été le même essai déguisé : pousser plus fort, aller plus vite, en faire plus. Il fallait peut-être tout autre chose.`]],
    turn: [[`${C} arrêta de gigoter et regarda.`, `Pendant un instant, tout devint très calme.`],
      [`C’était une de ces idées qui, une fois trouvées, paraissent si évidentes qu’on n’en revient pas de ne pas les avoir eues plus tôt. ${N} faillit éclater de rire.`,
        `${N} ne se sentait pas vraiment courageux. Plutôt prêt. Et ça, finalement, suffisait.`.replace('courageux', '${brave}')]],
    resolution: [[`${C} sautillait de joie.`, `Même les nuages avaient l’air de sourire.`],
      [`${N} regarda ${C}, ${C} regarda ${N}, et ni l’un ni l’autre n’eut besoin de dire quoi que ce soit.`,
        `Le problème qui semblait si énorme paraissait maintenant tout petit, comme une montagne vue d’en haut, une fois au sommet.`]],
    homeward: [[`${C} bâillait déjà.`, `Une odeur de soupe s’échappait d’une fenêtre.`],
      [`${N} compta les bons moments de la journée sur ses doigts et n’eut pas assez de doigts. ${C} aurait aidé, mais ${C} était trop occupé à bâiller.`.replace('trop occupé', 'bien trop ${busy}'),
        `En rentrant, ${N} sentit que la journée avait laissé une petite trace à l’intérieur, comme un marque-page dans un livre qu’on aime.`]],
  }),
  es: ({ name: N, co: { name: C } }) => ({
    go: [[`${C} iba un poco por delante y se giraba a cada rato para ver si ${N} le seguía.`, `Olía a hierba recién cortada y un poquito a aventura.`],
      [`A ${N} le gustaban esos paseos sin prisa, en los que ${C} podía olfatear cada brizna de hierba. El día se abría por delante, nuevo y sin estrenar, como la primera página de un cuaderno.`,
        `Pasaron junto a una verja pintada de amarillo, un gato que dormitaba en un muro y un seto lleno de gorriones que discutían a voz en grito. ${N} saludó a todos, también a los gorriones.`]],
    problem: [[`${C} se arrimó a ${N}, como diciendo: esto es un problema de verdad.`, `Aquello no iba a ser coser y cantar.`],
      [`Hacía un momento todo era sencillo, y ya no. ${C} miraba a ${N} como si ${N} tuviera que saber qué hacer. ${N} no lo sabía. Todavía no.`,
        `¿Hacer como si nada y seguir andando? ${N} lo pensó exactamente un segundo, y decidió no ser esa clase de persona.`]],
    try0: [[`${C} miraba con los ojos muy abiertos, llenos de esperanza.`, `${C} contuvo la respiración.`],
      [`${N} intentó pensar como una inventora: ¿y si…? La primera idea casi nunca es la mejor, pero hay que sacarla para hacer sitio a la siguiente.`.replace('una inventora', '${inventor}'),
        `${C} daba un montón de consejos, casi todos inútiles y todos cariñosos. ${N} los escuchó igual, porque eso es lo que hacen los amigos.`]],
    try1: [[`${C} soltó un suspirito comprensivo.`, `En algún sitio ladró un perro dos veces, como diciendo: ¡sigue!`],
      [`${N} notó cómo le subía el enfado por el cuello, se dio cuenta, y lo dejó estar sin hacerle caso. Eso, estaba aprendiendo ${N}, es la mitad de hacerse mayor.`,
        `${C} se puso a bailar un bailecito ridículo para animar a ${N}. Era un baile malísimo. Aun así, funcionó un poco.`]],
    try2: [[`${C} se dejó caer al suelo, sin ideas.`, `${N} miró el problema hasta que todo se volvió borroso.`],
      [`Hay un cansancio especial, el de intentarlo una y otra vez. ${N} lo tenía ya. Pero debajo del cansancio quedaba algo pequeño y cabezota que no pensaba rendirse.`,
        `${N} se dio cuenta de que todos los intentos habían sido el mismo intento con distinto abrigo: empujar más fuerte, ir más deprisa, hacer más. Quizá hacía falta algo muy distinto.`]],
    turn: [[`${C} dejó de moverse y se quedó mirando.`, `Por un momento, todo se quedó muy quieto.`],
      [`Era una de esas ideas que, cuando por fin llegan, parecen tan evidentes que no te explicas cómo no se te ocurrieron antes. ${N} casi se echó a reír.`,
        `${N} no se sentía valiente, exactamente. Se sentía a punto. Y resultó que con eso bastaba.`]],
    resolution: [[`${C} daba saltitos de alegría.`, `Hasta las nubes parecían sonreír.`],
      [`${N} miró a ${C}, ${C} miró a ${N}, y ninguno de los dos necesitó decir nada.`,
        `El problema que parecía tan enorme ahora se veía pequeñito, como una montaña cuando ya estás en la cima.`]],
    homeward: [[`${C} ya iba bostezando.`, `De una ventana salía olor a tortilla recién hecha.`],
      [`${N} contó con los dedos los buenos momentos del día y se quedó sin dedos. ${C} habría ayudado, pero estaba demasiado ocupado bostezando.`.replace('ocupado', '${busy}'),
        `De vuelta a casa, ${N} notó que el día le había dejado una marquita por dentro, como un punto de libro en un cuento favorito.`]],
  }),
  ja: ({ name: N, co: { name: C } }) => ({
    go: [[`${C}はすこしさきをあるいては、${N}がついてきているか、なんどもふりかえりました。`, `かりたてのくさのにおいと、ちょっぴりぼうけんのにおいがしました。`],
      [`${N}は、だれもいそいでいないこんなさんぽがすきでした。${C}はくさのいっぽんいっぽんをくんくんかいでまわります。きょうといういちにちは、あたらしいノートのさいしょのページみたいに、まだまっしろでした。`,
        `きいろくぬられたもん、へいのうえでいねむりするねこ、なにかだいじなことでもめているスズメたち。${N}はみんなにてをふりました。スズメたちにも。`]],
    problem: [[`${C}が${N}にぴったりよりそいました。「これ、ほんとうにこまったね」`, `これはなかなか、てごわそうです。`],
      [`さっきまでなにもかもかんたんだったのに、いまはちがいます。${C}は、${N}ならきっとどうすればいいかしっている、というかおでみあげています。${N}にはまだわかりません。まだ、です。`,
        `みなかったことにして、とおりすぎる？${N}はそれをちょうどいちびょうだけかんがえて、そういうじぶんにはならない、ときめました。`]],
    try0: [[`${C}は、きたいでめをまるくしてみていました。`, `${C}はいきをのんでみまもりました。`],
      [`${N}は、はつめいかのようにかんがえてみました。もしも、こうしたら？さいしょのアイデアはたいていいちばんではありません。でも、つぎのアイデアのばしょをあけるために、まずだしてみるのです。`,
        `${C}はいっぱいアドバイスをくれました。ほとんどやくにたたないけれど、どれもやさしいアドバイスです。${N}はちゃんときいていました。ともだちって、そういうものです。`]],
    try1: [[`${C}がちいさく、きもちをこめてためいきをつきました。`, `どこかでいぬがにかいほえました。「がんばれ」といっているみたいに。`],
      [`いらいらがくびのあたりまでのぼってくるのを、${N}はかんじました。でも、そのきもちにきがついて、いうとおりにはしないで、そっとそこにおいておきました。それが、おとなになるってことのはんぶんなのかもしれません。`,
        `${C}が${N}をげんきづけようと、へんてこなおどりをおどりました。とってもへたなおどりです。それでも、すこしだけききめがありました。`]],
    try2: [[`${C}もアイデアがつきて、ぺたんとすわりこみました。`, `${N}は、もんだいをじっとみつめすぎて、めがしょぼしょぼしてきました。`],
      [`なんどもなんどもためしたあとにだけくる、とくべつなつかれがあります。${N}はいま、それをかんじていました。でもそのしたに、ちいさくてがんこななにかが、まだやめたくないといっていました。`,
        `${N}はきがつきました。いままでのためしは、ぜんぶおなじためしだったのです。もっとつよく、もっとはやく、もっとたくさん。もしかしたら、ぜんぜんちがうことがひつようなのかもしれません。`]],
    turn: [[`${C}はもぞもぞするのをやめて、じっとみつめました。`, `いっしゅん、あたりがしんとしずかになりました。`],
      [`いちどおもいつくと、どうしていままできがつかなかったのかふしぎなくらい、かんたんなアイデアでした。${N}はおもわずわらいそうになりました。`,
        `${N}は、ゆうきがわいてきた、というのとはすこしちがいました。じゅんびができた、というかんじです。そして、それでじゅうぶんでした。`]],
    resolution: [[`${C}はうれしくてぴょんぴょんはねました。`, `くもまでほほえんでいるみたいでした。`],
      [`${N}が${C}をみると、${C}も${N}をみました。ふたりとも、なにもいわなくてよかったのです。`,
        `あんなにおおきくみえたもんだいが、いまはちいさくみえます。やまのてっぺんにたってから、やまをみおろすときみたいに。`]],
    homeward: [[`${C}はもうあくびをしていました。`, `どこかのまどから、おみそしるのいいにおいがしてきました。`],
      [`${N}はきょうのたのしかったことをゆびでかぞえました。ゆびがたりなくなりました。${C}もてつだいたかったけれど、あくびでいそがしそうでした。`,
        `かえりみち、${N}はきがつきました。きょうといういちにちが、こころのなかに、すきなほんのしおりみたいなちいさなしるしをのこしていったことに。`]],
  }),
};

/**
 * More tier-2 phrasings per beat that name the hero or the companion and fit any place (issue 16:
 * larger banks, so two stories of one family rarely share a texture sentence).
 */
const NAMED: Partial<Record<LanguageCode, (c: StoryContext) => Record<TextureBeat, string[]>>> = {
  en: ({ name: N, co: { name: C } }) => ({
    go: [`${C} hummed a tune that ${N} had never heard before.`, `${N} and ${C} matched their steps, left, right, left.`, `${N} pointed out a funny-shaped cloud, and ${C} laughed.`],
    problem: [`${N} and ${C} looked at each other for a long moment.`, `${N} pressed ${'${his}'} lips together and thought.`, `${C} looked up at ${N}, waiting.`],
    try0: [`${C} stood on tiptoe to see better.`, `${N} counted to three under ${'${his}'} breath.`, `${C} nodded, very seriously.`],
    try1: [`${C} gave a small, hopeful hum.`, `${N} rubbed ${'${his}'} nose, thinking hard.`, `${N} tried not to frown, and mostly managed.`],
    try2: [`${C} flopped down beside ${N}.`, `${N} let out a long, slow breath.`, `${C} rested ${'${coHis}'} chin on ${N}’s knee.`],
    turn: [`${C} held very still, watching ${N}.`, `${N} felt the idea arrive, quiet as a cat.`, `${N} held ${'${his}'} breath for a second.`],
    resolution: [`${C} did a little dance of joy.`, `${N} felt as light as a balloon.`, `${C} could not stop smiling at ${N}.`],
    homeward: [`${C} swung ${N}’s hand back and forth.`, `${N} hummed the tune from the morning.`, `${C} was walking slower and slower.`],
  }),
  de: ({ name: N, co: { name: C } }) => ({
    go: [`${C} summte eine Melodie, die ${N} noch nie gehört hatte.`, `${N} und ${C} gingen im Gleichschritt, links, rechts, links.`, `${N} zeigte auf eine lustige Wolke, und ${C} lachte.`],
    problem: [`${N} und ${C} sahen sich eine ganze Weile an.`, `${N} kaute auf der Unterlippe und überlegte.`, `${C} sah zu ${N} auf und wartete.`],
    try0: [`${C} stellte sich auf die Zehenspitzen, um besser zu sehen.`, `${N} zählte leise bis drei.`, `${C} nickte sehr ernst.`],
    try1: [`${C} brummte leise und hoffnungsvoll.`, `${N} rieb sich die Nase und dachte scharf nach.`, `${N} versuchte, nicht die Stirn zu runzeln, und schaffte es fast.`],
    try2: [`${C} ließ sich neben ${N} plumpsen.`, `${N} atmete lange und langsam aus.`, `${C} legte den Kopf auf das Knie von ${N}.`],
    turn: [`${C} hielt ganz still und schaute ${N} an.`, `${N} spürte, wie die Idee kam, leise wie eine Katze.`, `${N} hielt kurz den Atem an.`],
    resolution: [`${C} machte ein kleines Freudentänzchen.`, `${N} fühlte sich leicht wie ein Luftballon.`, `${C} konnte gar nicht aufhören, ${N} anzustrahlen.`],
    homeward: [`${C} und ${N} schlenkerten fröhlich mit den Armen.`, `${N} summte die Melodie vom Morgen.`, `${C} ging langsamer und immer langsamer.`],
  }),
  fr: ({ name: N, co: { name: C } }) => ({
    go: [`${C} fredonnait un air que ${N} n’avait jamais entendu.`, `${N} et ${C} marchaient au même pas, gauche, droite, gauche.`, `${N} montra un nuage à la forme rigolote, et ${C} rit.`],
    problem: [`${N} et ${C} se regardèrent un long moment.`, `${N} pinça les lèvres et réfléchit.`, `${C} leva les yeux vers ${N} et attendit.`],
    try0: [`${C} se mit sur la pointe des pieds pour mieux voir.`, `${N} compta jusqu’à trois, tout bas.`, `${C} hocha la tête, très sérieusement.`],
    try1: [`${C} fit un petit bruit plein d’espoir.`, `${N} se frotta le nez en réfléchissant fort.`, `${N} essaya de ne pas froncer les sourcils, et y arriva presque.`],
    try2: [`${C} se laissa tomber à côté de ${N}.`, `${N} souffla longuement, tout doucement.`, `${C} posa la tête sur le genou de ${N}.`],
    turn: [`${C} ne bougeait plus et regardait ${N}.`, `${N} sentit l’idée arriver, silencieuse comme un chat.`, `${N} retint son souffle une seconde.`],
    resolution: [`${C} fit une petite danse de joie.`, `${N} avait le cœur léger comme un ballon.`, `${C} n’arrêtait pas de sourire à ${N}.`],
    homeward: [`${C} balançait la main de ${N} d’avant en arrière.`, `${N} fredonnait l’air du matin.`, `${C} marchait de plus en plus lentement.`],
  }),
  es: ({ name: N, co: { name: C } }) => ({
    go: [`${C} tarareaba una canción que ${N} no había oído nunca.`, `${N} y ${C} caminaban al mismo paso, izquierda, derecha, izquierda.`, `${N} señaló una nube con forma graciosa, y ${C} se rio.`],
    problem: [`${N} y ${C} se miraron un buen rato.`, `${N} frunció los labios y se puso a pensar.`, `${C} miró a ${N} y esperó.`],
    try0: [`${C} se puso de puntillas para ver mejor.`, `${N} contó hasta tres en voz bajita.`, `${C} asintió muy en serio.`],
    try1: [`${C} soltó un murmullo lleno de esperanza.`, `${N} se frotó la nariz, pensando mucho.`, `${N} intentó no fruncir el ceño, y casi lo consiguió.`],
    try2: [`${C} se dejó caer junto a ${N}.`, `${N} soltó el aire despacio, muy despacio.`, `${C} apoyó la cabeza en la rodilla de ${N}.`],
    turn: [`${C} no se movía: miraba a ${N}.`, `${N} notó que la idea llegaba, silenciosa como un gato.`, `${N} contuvo el aliento un segundo.`],
    resolution: [`${C} se puso a bailar de alegría.`, `${N} sentía el corazón ligero como un globo.`, `${C} no podía dejar de sonreír a ${N}.`],
    homeward: [`${C} balanceaba la mano de ${N} adelante y atrás.`, `${N} tarareaba la canción de la mañana.`, `${C} caminaba cada vez más despacio.`],
  }),
  ja: ({ name: N, co: { name: C } }) => ({
    go: [`${C}は、${N}がきいたことのないうたをはなうたでうたっていました。`, `${N}と${C}は、みぎ、ひだり、とあしなみをそろえてあるきました。`, `${N}がへんなかたちのくもをゆびさすと、${C}はわらいました。`],
    problem: [`${N}と${C}は、しばらくかおをみあわせました。`, `${N}はくちびるをきゅっとむすんで、かんがえました。`, `${C}は${N}をみあげて、じっとまちました。`],
    try0: [`${C}は、よくみようとつまさきだちになりました。`, `${N}は、こころのなかでみっつかぞえました。`, `${C}は、とてもまじめなかおでうなずきました。`],
    try1: [`${C}が、きたいをこめてちいさくうなりました。`, `${N}ははなをこすりながら、いっしょうけんめいかんがえました。`, `${N}は、まゆをよせないようにがんばりました。`],
    try2: [`${C}は${N}のとなりに、ぺたんとすわりました。`, `${N}は、ながくゆっくりいきをはきました。`, `${C}は${N}のひざに、あごをのせました。`],
    turn: [`${C}はじっとうごかずに、${N}をみていました。`, `${N}は、アイデアがねこのようにしずかにやってくるのをかんじました。`, `${N}は、しゃきっとせすじをのばしました。`],
    resolution: [`${C}はうれしくて、ちいさなダンスをおどりました。`, `${N}は、ふうせんみたいにかるいきもちになりました。`, `${C}は${N}をみて、にこにこがとまりませんでした。`],
    homeward: [`${C}は${N}のてを、まえにうしろにゆらしました。`, `${N}は、あさのうたをもういちどはなうたでうたいました。`, `${C}のあしどりは、だんだんゆっくりになりました。`],
  }),
};

const TEXTURE_BEATS: readonly TextureBeat[] = ['go', 'problem', 'try0', 'try1', 'try2', 'turn', 'resolution', 'homeward'];

/** The texture lines for one page: tier 2 (ages 7+) and tier 3 (ages 10+), one phrasing of several. */
export function textureLines(c: StoryContext, language: LanguageCode, beat: TextureBeat): Line[] {
  const [baseTwo, baseThree] = TEXTURES[language](c)[beat];
  const [moreTwo, moreThree] = BANKS[language]?.(c)[beat] ?? [[], []];
  const slot = 50 + TEXTURE_BEATS.indexOf(beat) * 2;
  // Indoors (the kitchen, the bedroom) the first phrasings' grass and breeze would be wrong.
  const indoor = c.setting === 'kitchen' || c.setting === 'bedroom';
  const named = NAMED[language]?.(c)[beat] ?? [];
  const two = alt(c, slot, indoor && moreTwo.length ? [...moreTwo, ...named] : [baseTwo, ...moreTwo, ...named]);
  const three = alt(c, slot + 1, indoor && moreThree.length ? moreThree : [baseThree, ...moreThree]);
  const agree = (s: string) => s
    .replaceAll('${x}', c.co.g === 'f' ? 'a' : '')
    .replaceAll('${y}', c.g === 'f' ? 'a' : '')
    .replaceAll('${lip}', gx(c, 'his', 'her', 'their'))
    .replaceAll('${his}', gx(c, 'his', 'her', 'their'))
    .replaceAll('${coHis}', cx(c, 'his', 'her'))
    .replaceAll('${brave}', gx(c, 'courageux', 'courageuse', 'courageux'))
    .replaceAll('${busy}', language === 'es' ? cx(c, 'ocupado', 'ocupada') : cx(c, 'occupé', 'occupée'))
    .replaceAll('${inventor}', gx(c, 'un inventor', 'una inventora', 'un inventor'));
  return [[2, agree(two)], [3, agree(three)]];
}
