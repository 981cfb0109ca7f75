/**
 * A plausible, schema-valid bedtime story in any of the 14 languages, for the fake OpenAI chat
 * server: "{name} and the Little Star" (home → wish → three tries → the turn → resolution →
 * calm night). Page count follows the writer's age table: 1–3 → 4, 4–5 → 6, 6–8 → 8, 9–12 → 10.
 */
import type { LanguageCode } from '../../src/shared/catalog.ts';
import type { Scene, WrittenStory } from '../../src/server/providers/types.ts';

type Beats = [string, string, string, string, string, string, string, string, string, string];

const TITLES: Record<LanguageCode, string> = {
  en: '{name} and the Little Star',
  es: '{name} y la estrellita',
  fr: '{name} et la petite étoile',
  de: '{name} und der kleine Stern',
  nl: '{name} en het kleine sterretje',
  it: '{name} e la stellina',
  pt: '{name} e a estrelinha',
  pl: '{name} i mała gwiazdka',
  tr: '{name} ve Küçük Yıldız',
  ar: '{name} والنجمة الصغيرة',
  hi: '{name} और नन्हा तारा',
  zh: '{name}和小星星',
  ja: '{name}と小さな星',
  ko: '{name}{와} 작은 별',
};

// Beats: open, home, wish, try 1, try 2, try 3, turn, resolution, evening, closing.
const BEATS: Record<LanguageCode, Beats> = {
  en: [
    'Once upon a time, {name} lived in a small house at the edge of a quiet forest.',
    'Every evening, {name} and a sleepy owl called Pip watched the sky together.',
    'One night, {name} saw a tiny star that had fallen into the meadow. "I want to help it go home," said {name}.',
    '{name} threw the star up high, but it floated gently back down.',
    '{name} climbed a hill with the star, but the sky was still too far away.',
    'Pip flapped and flapped, but the star was too heavy for a little owl.',
    'Then {name} had an idea: "Let\'s ask our friends to help!" Together, all the animals made a tall, soft tower.',
    'Up and up went the star, and it twinkled back into its place. "Thank you, {name}!" it sang.',
    'The forest grew quiet and dark, and the moon smiled softly over the trees.',
    '{name} snuggled into a warm bed, and the little star shone all night long. Good night, {name}.',
  ],
  es: [
    'Érase una vez {name}, que vivía en una casita al borde de un bosque tranquilo.',
    'Cada tarde, {name} y un búho dormilón llamado Pip miraban el cielo juntos.',
    'Una noche, {name} vio una estrellita caída en el prado. «Quiero ayudarla a volver a casa», dijo {name}.',
    '{name} lanzó la estrella muy alto, pero volvió a bajar despacito.',
    '{name} subió una colina con la estrella, pero el cielo seguía muy lejos.',
    'Pip aleteó y aleteó, pero la estrella pesaba demasiado para un búho tan pequeño.',
    'Entonces {name} tuvo una idea: «¡Pidamos ayuda a nuestros amigos!». Todos los animales formaron una torre alta y suave.',
    'La estrella subió y subió, y volvió a brillar en su lugar. «¡Gracias, {name}!», cantó.',
    'El bosque se quedó en silencio y la luna sonrió sobre los árboles.',
    '{name} se acurrucó en su cama calentita, y la estrellita brilló toda la noche. Buenas noches, {name}.',
  ],
  fr: [
    "Il était une fois {name}, qui vivait dans une petite maison au bord d'une forêt tranquille.",
    'Chaque soir, {name} et une chouette endormie nommée Pip regardaient le ciel ensemble.',
    "Une nuit, {name} vit une petite étoile tombée dans la prairie. « Je veux l'aider à rentrer chez elle », dit {name}.",
    "{name} lança l'étoile très haut, mais elle redescendit doucement.",
    "{name} grimpa sur une colline avec l'étoile, mais le ciel était encore trop loin.",
    "Pip battit des ailes encore et encore, mais l'étoile était trop lourde pour une petite chouette.",
    "Alors {name} eut une idée : « Demandons de l'aide à nos amis ! » Tous les animaux firent une grande tour toute douce.",
    "L'étoile monta, monta, et se remit à briller à sa place. « Merci, {name} ! » chanta-t-elle.",
    'La forêt devint calme et sombre, et la lune sourit doucement au-dessus des arbres.',
    '{name} se blottit dans un lit bien chaud, et la petite étoile brilla toute la nuit. Bonne nuit, {name}.',
  ],
  de: [
    'Es war einmal ein Kind namens {name}, das in einem kleinen Haus am Rand eines stillen Waldes wohnte.',
    'Jeden Abend schauten {name} und eine verschlafene Eule namens Pip zusammen in den Himmel.',
    'Eines Nachts sah {name} einen winzigen Stern, der auf die Wiese gefallen war. „Ich will ihm helfen, nach Hause zu kommen“, sagte {name}.',
    '{name} warf den Stern hoch hinauf, aber er schwebte sanft wieder herunter.',
    '{name} kletterte mit dem Stern auf einen Hügel, aber der Himmel war noch zu weit weg.',
    'Pip flatterte und flatterte, aber der Stern war zu schwer für eine kleine Eule.',
    'Da hatte {name} eine Idee: „Wir fragen unsere Freunde!“ Alle Tiere bauten zusammen einen hohen, weichen Turm.',
    'Höher und höher stieg der Stern und funkelte wieder an seinem Platz. „Danke, {name}!“, sang er.',
    'Der Wald wurde still und dunkel, und der Mond lächelte sanft über den Bäumen.',
    '{name} kuschelte sich in ein warmes Bett, und der kleine Stern leuchtete die ganze Nacht. Gute Nacht, {name}.',
  ],
  nl: [
    'Er was eens {name}, die in een klein huisje aan de rand van een stil bos woonde.',
    'Elke avond keken {name} en een slaperige uil die Pip heette samen naar de lucht.',
    "Op een nacht zag {name} een klein sterretje dat in de wei was gevallen. 'Ik wil het helpen om naar huis te gaan,' zei {name}.",
    '{name} gooide het sterretje hoog de lucht in, maar het zweefde zachtjes weer naar beneden.',
    '{name} klom met het sterretje een heuvel op, maar de lucht was nog te ver weg.',
    'Pip fladderde en fladderde, maar het sterretje was te zwaar voor een kleine uil.',
    "Toen kreeg {name} een idee: 'Laten we onze vrienden om hulp vragen!' Alle dieren maakten samen een hoge, zachte toren.",
    "Hoger en hoger ging het sterretje, en het fonkelde weer op zijn plek. 'Dank je wel, {name}!' zong het.",
    'Het bos werd stil en donker, en de maan glimlachte zacht boven de bomen.',
    '{name} kroop in een warm bed, en het kleine sterretje scheen de hele nacht. Welterusten, {name}.',
  ],
  it: [
    "C'era una volta {name}, che viveva in una casetta ai margini di un bosco tranquillo.",
    'Ogni sera {name} e un gufo assonnato di nome Pip guardavano il cielo insieme.',
    'Una notte {name} vide una stellina caduta nel prato. «Voglio aiutarla a tornare a casa», disse {name}.',
    '{name} lanciò la stella in alto, ma lei ridiscese piano piano.',
    '{name} salì su una collina con la stella, ma il cielo era ancora troppo lontano.',
    'Pip sbatté le ali ancora e ancora, ma la stella era troppo pesante per un piccolo gufo.',
    "Allora {name} ebbe un'idea: «Chiediamo aiuto ai nostri amici!». Tutti gli animali fecero una torre alta e morbida.",
    'Su e su andò la stella, e tornò a brillare al suo posto. «Grazie, {name}!», cantò.',
    'Il bosco diventò silenzioso e buio, e la luna sorrise dolcemente sopra gli alberi.',
    '{name} si rannicchiò in un letto caldo, e la stellina brillò tutta la notte. Buonanotte, {name}.',
  ],
  pt: [
    'Era uma vez {name}, que morava numa casinha na beira de uma floresta tranquila.',
    'Todas as tardes, {name} e uma coruja sonolenta chamada Pip olhavam o céu juntos.',
    'Certa noite, {name} viu uma estrelinha caída no campo. — Quero ajudá-la a voltar para casa — disse {name}.',
    '{name} jogou a estrela bem alto, mas ela desceu de novo, devagarinho.',
    '{name} subiu uma colina com a estrela, mas o céu ainda estava longe demais.',
    'Pip bateu as asas sem parar, mas a estrela era pesada demais para uma corujinha.',
    'Então {name} teve uma ideia: — Vamos pedir ajuda aos nossos amigos! Todos os animais fizeram uma torre alta e macia.',
    'A estrela subiu, subiu, e voltou a brilhar no seu lugar. — Obrigada, {name}! — cantou ela.',
    'A floresta ficou quieta e escura, e a lua sorriu de mansinho sobre as árvores.',
    '{name} se aconchegou numa cama quentinha, e a estrelinha brilhou a noite toda. Boa noite, {name}.',
  ],
  pl: [
    'Dawno, dawno temu, w małym domku na skraju cichego lasu, mieszka {name}.',
    'Każdego wieczoru {name} i śpiąca sowa Pip patrzą razem w niebo.',
    'Pewnej nocy {name} widzi małą gwiazdkę, która spadła na łąkę. „Chcę jej pomóc wrócić do domu” – mówi {name}.',
    '{name} rzuca gwiazdkę wysoko, ale ona powoli opada z powrotem.',
    '{name} wspina się z gwiazdką na wzgórze, ale niebo jest wciąż za daleko.',
    'Pip macha i macha skrzydłami, ale gwiazdka jest za ciężka dla małej sowy.',
    'Wtedy {name} wpada na pomysł: „Poprośmy przyjaciół o pomoc!”. Wszystkie zwierzęta budują razem wysoką, miękką wieżę.',
    'Gwiazdka wznosi się coraz wyżej i znów świeci na swoim miejscu. „Dziękuję, {name}!” – śpiewa.',
    'Las robi się cichy i ciemny, a księżyc uśmiecha się łagodnie nad drzewami.',
    '{name} wtula się w ciepłe łóżko, a mała gwiazdka świeci przez całą noc. Dobranoc, {name}.',
  ],
  tr: [
    'Bir varmış, bir yokmuş; sessiz bir ormanın kenarındaki küçük bir evde {name} yaşarmış.',
    'Her akşam {name} ve Pip adındaki uykucu bir baykuş birlikte gökyüzüne bakarmış.',
    'Bir gece {name}, çayıra düşmüş minicik bir yıldız görmüş. "Evine dönmesine yardım etmek istiyorum," demiş {name}.',
    '{name} yıldızı yükseğe atmış ama yıldız yavaşça geri süzülmüş.',
    '{name} yıldızla bir tepeye tırmanmış ama gökyüzü hâlâ çok uzaktaymış.',
    'Pip kanat çırpmış da çırpmış ama yıldız küçük bir baykuş için çok ağırmış.',
    'Sonra {name} bir fikir bulmuş: "Arkadaşlarımızdan yardım isteyelim!" Bütün hayvanlar birlikte yüksek, yumuşacık bir kule yapmışlar.',
    'Yıldız yükseldikçe yükselmiş ve yerinde yeniden parlamış. "Teşekkürler, {name}!" diye şarkı söylemiş.',
    'Orman sessizleşmiş, kararmış; ay ağaçların üstünde usulca gülümsemiş.',
    '{name} sıcacık yatağına kıvrılmış ve küçük yıldız bütün gece parlamış. İyi geceler, {name}.',
  ],
  ar: [
    'كان يا ما كان، في بيت صغير على طرف غابة هادئة، عاش {name}.',
    'كل مساء، كان {name} وبومة نعسانة اسمها بيب ينظران إلى السماء معًا.',
    'في إحدى الليالي، رأى {name} نجمة صغيرة سقطت في المرج. قال {name}: «أريد أن أساعدها لتعود إلى بيتها».',
    'رمى {name} النجمة عاليًا، لكنها نزلت ببطء من جديد.',
    'صعد {name} التلة مع النجمة، لكن السماء كانت ما تزال بعيدة.',
    'رفرفت بيب بجناحيها مرة بعد مرة، لكن النجمة كانت ثقيلة على بومة صغيرة.',
    'ثم خطرت لـ{name} فكرة: «لنطلب المساعدة من أصدقائنا!» فبنت الحيوانات معًا برجًا عاليًا وناعمًا.',
    'ارتفعت النجمة أعلى فأعلى، وعادت تلمع في مكانها. وغنّت: «شكرًا يا {name}!»',
    'هدأت الغابة وأظلمت، وابتسم القمر بلطف فوق الأشجار.',
    'تكوّر {name} في سرير دافئ، وظلت النجمة الصغيرة تلمع طوال الليل. تصبح على خير يا {name}.',
  ],
  hi: [
    'एक समय की बात है, एक शांत जंगल के किनारे एक छोटे से घर में {name} रहता था।',
    'हर शाम {name} और पिप नाम का एक उनींदा उल्लू साथ में आसमान देखते थे।',
    'एक रात {name} ने घास के मैदान में गिरा हुआ एक नन्हा तारा देखा। {name} ने कहा, "मैं इसे घर लौटने में मदद करना चाहता हूँ।"',
    '{name} ने तारे को ऊपर उछाला, पर वह धीरे-धीरे नीचे आ गया।',
    '{name} तारे को लेकर पहाड़ी पर चढ़ा, पर आसमान अब भी बहुत दूर था।',
    'पिप ने पंख फड़फड़ाए, पर छोटे उल्लू के लिए तारा बहुत भारी था।',
    'तब {name} को एक तरकीब सूझी: "चलो, अपने दोस्तों से मदद माँगते हैं!" सब जानवरों ने मिलकर एक ऊँची, नरम मीनार बनाई।',
    'तारा ऊपर और ऊपर गया और अपनी जगह पर फिर से चमकने लगा। उसने गाया, "धन्यवाद, {name}!"',
    'जंगल शांत और अँधेरा हो गया, और चाँद पेड़ों के ऊपर धीरे से मुस्कुराया।',
    '{name} गरम बिस्तर में सिमट गया, और नन्हा तारा रात भर चमकता रहा। शुभ रात्रि, {name}।',
  ],
  zh: [
    '很久很久以前，{name}住在一片安静森林边上的小房子里。',
    '每天傍晚，{name}和一只叫皮普的小猫头鹰一起看天空。',
    '一天晚上，{name}看见一颗小星星掉进了草地。{name}说：“我想帮它回家。”',
    '{name}把星星高高抛起，可它又轻轻地飘了下来。',
    '{name}抱着星星爬上小山，可天空还是太远了。',
    '皮普拍呀拍翅膀，可是星星对一只小猫头鹰来说太重了。',
    '这时，{name}想到一个好主意：“我们请朋友们帮忙吧！”所有的小动物一起搭起了一座又高又软的塔。',
    '星星越升越高，又在自己的位置上闪闪发光。“谢谢你，{name}！”它唱道。',
    '森林变得安静又昏暗，月亮在树梢上温柔地微笑。',
    '{name}钻进暖暖的被窝，小星星整夜都在闪耀。晚安，{name}。',
  ],
  ja: [
    '昔々、しずかな森のはずれの小さなおうちに、{name}がすんでいました。',
    'まいばん、{name}とねむたがりのフクロウのピップは、いっしょに空をながめました。',
    'ある夜、{name}は草原におちた小さな星を見つけました。「おうちにかえるのを手つだいたいな」と{name}は言いました。',
    '{name}は星を高くなげましたが、星はふわりともどってきました。',
    '{name}は星をだいて丘にのぼりましたが、空はまだとおすぎました。',
    'ピップはぱたぱたとはばたきましたが、小さなフクロウには星がおもすぎました。',
    'そのとき、{name}はひらめきました。「みんなにてつだってもらおう！」どうぶつたちはいっしょに、高くてやわらかいとうをつくりました。',
    '星はのぼって、のぼって、もとの場所でまたきらきらかがやきました。「ありがとう、{name}！」と星はうたいました。',
    '森はしずかにくらくなり、お月さまが木の上でやさしくほほえみました。',
    '{name}はあたたかいベッドにもぐりこみ、小さな星はひとばんじゅうかがやいていました。おやすみ、{name}。',
  ],
  ko: [
    '옛날 옛적에, 조용한 숲 가장자리의 작은 집에 {name}{이} 살았어요.',
    '매일 저녁 {name}{와} 졸린 부엉이 핍은 함께 하늘을 바라보았어요.',
    '어느 날 밤, {name}{은} 풀밭에 떨어진 작은 별을 보았어요. "별이 집에 돌아가도록 도와주고 싶어." {name}{이} 말했어요.',
    '{name}{은} 별을 높이 던졌지만, 별은 살며시 다시 내려왔어요.',
    '{name}{은} 별을 안고 언덕에 올라갔지만, 하늘은 아직 너무 멀었어요.',
    '핍은 날개를 파닥파닥 쳤지만, 작은 부엉이에게 별은 너무 무거웠어요.',
    '그때 {name}에게 좋은 생각이 떠올랐어요. "친구들에게 도와달라고 하자!" 동물들은 다 함께 높고 푹신한 탑을 쌓았어요.',
    '별은 높이높이 올라가 제자리에서 다시 반짝였어요. "고마워, {name}!" 별이 노래했어요.',
    '숲은 조용하고 어두워졌고, 달님이 나무 위에서 다정하게 웃었어요.',
    '{name}{은} 따뜻한 침대에 폭 안겼고, 작은 별은 밤새도록 반짝였어요. 잘 자, {name}.',
  ],
};

const SCENES: Scene[] = [
  { setting: 'home', timeOfDay: 'day', action: 'standing', companion: 'owl', props: ['house', 'tree'], mood: 'cheerful' },
  { setting: 'garden', timeOfDay: 'evening', action: 'looking', companion: 'owl', props: ['star'], mood: 'curious' },
  { setting: 'meadow', timeOfDay: 'night', action: 'pointing', companion: 'owl', props: ['star'], mood: 'curious' },
  { setting: 'meadow', timeOfDay: 'night', action: 'carrying', companion: 'owl', props: ['star'], mood: 'brave' },
  { setting: 'mountain', timeOfDay: 'night', action: 'climbing', companion: 'owl', props: ['star'], mood: 'brave' },
  { setting: 'meadow', timeOfDay: 'night', action: 'thinking', companion: 'owl', props: ['star'], mood: 'worried' },
  { setting: 'forest', timeOfDay: 'night', action: 'helping', companion: 'owl', props: ['star', 'tree'], mood: 'brave' },
  { setting: 'forest', timeOfDay: 'night', action: 'waving', companion: 'owl', props: ['star'], mood: 'cheerful' },
  { setting: 'forest', timeOfDay: 'night', action: 'walking', companion: 'owl', props: ['moon'], mood: 'calm' },
  { setting: 'bedroom', timeOfDay: 'night', action: 'sleeping', companion: 'owl', props: ['bed', 'star'], mood: 'calm' },
];

/** The summary of every fake story, as a model fills the schema's `summary`. */
export const FAKE_SUMMARY = {
  places: ['the meadow', 'the hill', 'the forest'],
  friends: ['Pip the sleepy owl', 'the forest animals'],
  objects: ['the little fallen star'],
  lesson: 'friends can help with what is too heavy for one',
};

/** Beat indexes used per age level (its page counts). */
function beatsForAge(age: number): number[] {
  if (age <= 3) return [0, 2, 7, 9];
  if (age <= 5) return [0, 2, 3, 6, 7, 9];
  if (age <= 8) return [0, 2, 3, 4, 5, 6, 7, 9];
  return [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
}

/** Korean particles after a name: 이/가, 은/는, 와/과 depend on whether the last syllable ends in a consonant. */
function koreanParticles(name: string): Record<string, string> {
  const last = name.trim().at(-1) ?? '';
  const code = last.charCodeAt(0);
  const closed = code >= 0xac00 && code <= 0xd7a3 ? (code - 0xac00) % 28 !== 0 : !/[aeiouy]$/i.test(last);
  return { '{이}': closed ? '이' : '가', '{은}': closed ? '은' : '는', '{와}': closed ? '과' : '와' };
}

function fill(template: string, name: string, language: LanguageCode): string {
  let text = template.replaceAll('{name}', name);
  if (language === 'ko') for (const [token, particle] of Object.entries(koreanParticles(name))) text = text.replaceAll(token, particle);
  return text;
}

/** The fake story for a language, hero name and listener age. */
export function fakeStory(language: LanguageCode, name: string, age: number, others: readonly string[] = []): WrittenStory {
  const beats = BEATS[language] ?? BEATS.en;
  return {
    title: fill(TITLES[language] ?? TITLES.en, name, language),
    pages: beatsForAge(age).map((beat, index) => {
      const scene = SCENES[beat];
      const companion = scene.companion === 'none' ? '' : `, with a small ${scene.companion}`;
      // The other heroes the prompt names come along on every page after the first.
      const along = index > 0 && others.length ? ` (${others.join(', ')})` : '';
      return {
        text: fill(beats[beat], name, language) + along,
        scene: { ...scene, props: [...scene.props] },
        illustrationPrompt: `${name} ${scene.action} in the ${scene.setting} at ${scene.timeOfDay}${companion}, ${scene.props.join(' and ')} nearby, ${scene.mood} mood`,
      };
    }),
  };
}

/**
 * Reads language, hero name and age from a chat prompt. Understands a JSON request block
 * (`"language": "es"`, `"name": "Lucía"`, `"age": 5`) and plain lines (`Language: es`, `Hero name: Lucía`, `Age: 5`).
 */
export function readStoryRequest(prompt: string): { language: LanguageCode; name: string; age: number; others: string[] } {
  const language = (/"language"\s*:\s*"([a-z]{2})"/i.exec(prompt) ?? /\blanguage[^:\n"]*:\s*([a-z]{2})\b/i.exec(prompt))?.[1]?.toLowerCase();
  let name = 'Sam';
  const jsonName = /"name"\s*:\s*("(?:[^"\\]|\\.)*")/.exec(prompt)?.[1];
  if (jsonName) name = JSON.parse(jsonName) as string;
  else {
    const line = /\bhero(?:'s)? name\s*:\s*([^\n]+)/i.exec(prompt)?.[1]?.trim();
    if (line) name = line;
  }
  const age = Number((/"(?:listenerAge|age)"\s*:\s*(\d+)/.exec(prompt) ?? /\bage\s*:\s*(\d+)/i.exec(prompt))?.[1] ?? 5);
  const known = language && language in BEATS ? (language as LanguageCode) : 'en';
  const othersLine = /other heroes' names, exactly \(JSON\): (\[[^\n]*\])/.exec(prompt)?.[1];
  const others = othersLine ? (JSON.parse(othersLine) as string[]) : [];
  return { language: known, name, age: Math.min(12, Math.max(1, age)), others };
}
