/**
 * Texts of the voice recorder, in the 14 story languages with English as the fallback.
 * The recorder speaks the language chosen in
 * the voice-sample form, and offers a short bedtime passage to read aloud that lands a parent
 * inside the 20 to 30 second window: timed with espeak-ng, 21.8-27.3 s at its default 175 wpm
 * and 25.7-32.8 s at a calm 150 wpm (tests/unit/recorder-passages.test.ts keeps every passage
 * in that band; change a passage only with the test's word counts in mind).
 */
import type { LanguageCode } from '../shared/catalog.ts';

export interface RecorderTexts {
  title: string;
  /** Shown in idle; `{min}` and `{max}` are seconds. */
  intro: string;
  /** A bedtime passage to read aloud (22-27 s at espeak's 175 wpm; see the test named above). */
  passage: string;
  start: string;
  /** Countdown heading (3, 2, 1, 0). */
  getReady: string;
  recording: string;
  stop: string;
  /** Shown while under the minimum length; `{min}` is seconds. */
  keepGoing: string;
  review: string;
  confirm: string;
  retake: string;
  /** Idle: folds the recorder away. */
  close: string;
  /** Countdown and recording: stops and returns to idle, keeping nothing. */
  cancel: string;
}

export const RECORDER_TEXTS: Record<LanguageCode, RecorderTexts> = {
  en: {
    title: 'Record your voice',
    intro: 'Find a quiet spot and read the text below in your calm bedtime voice. Record between {min} and {max} seconds.',
    passage:
      "Once upon a time, in a little house at the edge of a quiet forest, there lived a curious child who loved the stars. Every night the moon peeked through the window and whispered a story. Tonight it told of a brave little fox who helped a lost owl find its way home. Together they followed the sleepy river, all the way to the owl's cozy nest. Close your eyes, take a slow breath, and let the adventure begin.",
    start: 'Start Recording',
    getReady: 'Get ready…',
    recording: 'Recording…',
    stop: 'Stop',
    keepGoing: 'Keep reading: at least {min} seconds',
    review: 'Listen to your recording',
    confirm: 'Confirm',
    retake: 'Retake',
    close: 'Close recorder',
    cancel: 'Cancel recording',
  },
  es: {
    title: 'Graba tu voz',
    intro: 'Busca un lugar tranquilo y lee el texto en voz alta, con tu voz suave de la hora de dormir. Graba entre {min} y {max} segundos.',
    passage:
      'Había una vez, en una casita al borde de un bosque tranquilo, un niño curioso que amaba las estrellas. Cada noche, la luna se asomaba por la ventana y le susurraba un cuento. Esta noche le habló de un pequeño zorro valiente que ayudó a un búho perdido a volver a casa. Juntos siguieron el río dormido hasta el nido calentito del búho. Cierra los ojos, respira despacio y deja que empiece la aventura.',
    start: 'Empezar a grabar',
    getReady: 'Prepárate…',
    recording: 'Grabando…',
    stop: 'Detener',
    keepGoing: 'Sigue leyendo: al menos {min} segundos',
    review: 'Escucha tu grabación',
    confirm: 'Confirmar',
    retake: 'Repetir',
    close: 'Cerrar grabadora',
    cancel: 'Cancelar grabación',
  },
  fr: {
    title: 'Enregistrez votre voix',
    intro: 'Installez-vous au calme et lisez le texte à voix haute, avec votre douce voix du soir. Enregistrez entre {min} et {max} secondes.',
    passage:
      "Il était une fois, dans une petite maison au bord d'une forêt paisible, un enfant curieux qui aimait les étoiles. Chaque soir, la lune regardait par la fenêtre et lui murmurait une histoire. Ce soir, elle parlait d'un petit renard courageux qui aida un hibou perdu à retrouver son chemin. Ensemble, ils suivirent la rivière endormie, passèrent sous les grands arbres, et le hibou retrouva enfin son petit nid tout chaud. Ferme les yeux, respire doucement, et que l'aventure commence.",
    start: "Commencer l'enregistrement",
    getReady: 'Préparez-vous…',
    recording: 'Enregistrement…',
    stop: 'Arrêter',
    keepGoing: 'Continuez à lire : au moins {min} secondes',
    review: 'Écoutez votre enregistrement',
    confirm: 'Confirmer',
    retake: 'Recommencer',
    close: 'Fermer l’enregistreur',
    cancel: 'Annuler l’enregistrement',
  },
  de: {
    title: 'Nimm deine Stimme auf',
    intro: 'Such dir einen ruhigen Ort und lies den Text mit deiner sanften Gute-Nacht-Stimme vor. Nimm zwischen {min} und {max} Sekunden auf.',
    passage:
      'Es war einmal ein kleines Haus am Rand eines stillen Waldes. Dort lebte ein neugieriges Kind, das die Sterne liebte. Jede Nacht schaute der Mond durchs Fenster und flüsterte eine Geschichte. Heute erzählte er von einem mutigen kleinen Fuchs, der einer verirrten Eule half, den Weg nach Hause zu finden. Gemeinsam folgten sie dem Bach bis zum warmen Nest der Eule. Schließ die Augen, atme langsam, und lass das Abenteuer beginnen.',
    start: 'Aufnahme starten',
    getReady: 'Mach dich bereit…',
    recording: 'Aufnahme läuft…',
    stop: 'Stopp',
    keepGoing: 'Lies weiter: mindestens {min} Sekunden',
    review: 'Hör dir deine Aufnahme an',
    confirm: 'Bestätigen',
    retake: 'Neu aufnehmen',
    close: 'Rekorder schließen',
    cancel: 'Aufnahme abbrechen',
  },
  ar: {
    title: 'سجّل صوتك',
    intro: 'اختر مكانًا هادئًا واقرأ النص بصوت عالٍ وبنبرة هادئة كما في وقت النوم. سجّل ما بين {min} و{max} ثانية.',
    passage:
      'كان يا ما كان، في بيت صغير على طرف غابة هادئة، عاش طفل فضولي يحب النجوم. وفي كل ليلة كان القمر يطل من النافذة ويهمس له بحكاية. الليلة حكى له عن ثعلب صغير شجاع ساعد بومة تائهة على العودة إلى بيتها. فسارا معًا حتى وصلا إلى عشّها الدافئ. أغمض عينيك، وتنفس ببطء، ولتبدأ المغامرة.',
    start: 'ابدأ التسجيل',
    getReady: 'استعد…',
    recording: 'جارٍ التسجيل…',
    stop: 'إيقاف',
    keepGoing: 'تابع القراءة: {min} ثانية على الأقل',
    review: 'استمع إلى تسجيلك',
    confirm: 'تأكيد',
    retake: 'إعادة التسجيل',
    close: 'إغلاق المسجل',
    cancel: 'إلغاء التسجيل',
  },
  zh: {
    title: '录制你的声音',
    intro: '找一个安静的地方，用你温柔的睡前语气朗读下面的文字。录音时长为 {min} 到 {max} 秒。',
    passage:
      '从前，在安静森林边上的一座小房子里，住着一个喜欢星星的好奇的孩子。每天晚上，月亮都会从窗外探进头来，轻轻地讲一个故事。今晚，月亮讲的是一只勇敢的小狐狸，它帮助一只迷路的猫头鹰找到了回家的路。闭上眼睛，慢慢地呼吸，让冒险开始吧。',
    start: '开始录音',
    getReady: '准备好…',
    recording: '正在录音…',
    stop: '停止',
    keepGoing: '请继续朗读：至少 {min} 秒',
    review: '听听你的录音',
    confirm: '确认',
    retake: '重录',
    close: '关闭录音',
    cancel: '取消录音',
  },
  nl: {
    title: 'Neem je stem op',
    intro: 'Zoek een rustige plek en lees de tekst voor met je zachte slaapverhaalstem. Neem tussen {min} en {max} seconden op.',
    passage:
      'Er was eens, in een klein huisje aan de rand van een stil bos, een nieuwsgierig kind dat van de sterren hield. Elke nacht keek de maan door het raam en fluisterde een verhaal. Vannacht vertelde ze over een dappere kleine vos die een verdwaalde uil hielp de weg naar huis te vinden. Samen volgden ze het slaperige beekje naar het warme nest van de uil. Doe je ogen dicht, adem rustig, en laat het avontuur beginnen.',
    start: 'Opname starten',
    getReady: 'Maak je klaar…',
    recording: 'Bezig met opnemen…',
    stop: 'Stoppen',
    keepGoing: 'Lees verder: minstens {min} seconden',
    review: 'Luister naar je opname',
    confirm: 'Bevestigen',
    retake: 'Opnieuw',
    close: 'Recorder sluiten',
    cancel: 'Opname annuleren',
  },
  hi: {
    title: 'अपनी आवाज़ रिकॉर्ड करें',
    intro: 'कोई शांत जगह चुनें और नीचे दिया गया पाठ अपनी कोमल सोने के समय वाली आवाज़ में पढ़ें। {min} से {max} सेकंड तक रिकॉर्ड करें।',
    passage:
      'एक समय की बात है, एक शांत जंगल के किनारे एक छोटे से घर में एक जिज्ञासु बच्चा रहता था, जिसे तारे बहुत पसंद थे। हर रात चाँद खिड़की से झाँकता और धीरे से एक कहानी सुनाता। आज रात उसने एक बहादुर छोटी लोमड़ी की कहानी सुनाई, जिसने एक भटके हुए उल्लू को घर का रास्ता ढूँढने में मदद की। आँखें बंद करो, धीरे से साँस लो, और रोमांच शुरू होने दो।',
    start: 'रिकॉर्डिंग शुरू करें',
    getReady: 'तैयार हो जाइए…',
    recording: 'रिकॉर्ड हो रहा है…',
    stop: 'रोकें',
    keepGoing: 'पढ़ते रहें: कम से कम {min} सेकंड',
    review: 'अपनी रिकॉर्डिंग सुनें',
    confirm: 'पुष्टि करें',
    retake: 'दोबारा रिकॉर्ड करें',
    close: 'रिकॉर्डर बंद करें',
    cancel: 'रिकॉर्डिंग रद्द करें',
  },
  it: {
    title: 'Registra la tua voce',
    intro: 'Trova un posto tranquillo e leggi il testo ad alta voce, con la tua voce dolce della buonanotte. Registra tra {min} e {max} secondi.',
    passage:
      "C'era una volta, in una casetta ai margini di un bosco silenzioso, un bambino curioso che amava le stelle. Ogni notte la luna sbirciava dalla finestra e sussurrava una storia. Stanotte raccontò di una piccola volpe coraggiosa che aiutò un gufo smarrito a ritrovare la strada di casa. Insieme seguirono il ruscello fino al nido caldo del gufo. Chiudi gli occhi, respira piano e lascia che l'avventura cominci.",
    start: 'Inizia a registrare',
    getReady: 'Preparati…',
    recording: 'Registrazione in corso…',
    stop: 'Ferma',
    keepGoing: 'Continua a leggere: almeno {min} secondi',
    review: 'Ascolta la tua registrazione',
    confirm: 'Conferma',
    retake: 'Registra di nuovo',
    close: 'Chiudi registratore',
    cancel: 'Annulla registrazione',
  },
  ja: {
    title: '声を録音する',
    intro: '静かな場所で、おやすみ前のやさしい声で下の文章を読んでください。{min}秒から{max}秒のあいだで録音します。',
    passage:
      'むかしむかし、しずかな森のはずれの小さな家に、星が大好きな好奇心いっぱいの子どもが住んでいました。毎晩、お月さまが窓からのぞいて、そっとお話をささやきます。今夜のお話は、迷子のフクロウがおうちに帰れるように助けてあげた、勇敢な小さなキツネのお話です。目をとじて、ゆっくり息をすって、冒険をはじめましょう。',
    start: '録音を開始',
    getReady: '準備してください…',
    recording: '録音中…',
    stop: '停止',
    keepGoing: '読み続けてください：{min}秒以上',
    review: '録音を聞いてみましょう',
    confirm: '決定',
    retake: '録り直す',
    close: '録音を閉じる',
    cancel: '録音をやめる',
  },
  ko: {
    title: '목소리 녹음하기',
    intro: '조용한 곳에서 잠자리에 들 때처럼 부드러운 목소리로 아래 글을 읽어 주세요. {min}초에서 {max}초 사이로 녹음하세요.',
    passage:
      '옛날 옛적, 고요한 숲 가장자리의 작은 집에 별을 사랑하는 호기심 많은 아이가 살았어요. 밤마다 달님은 창문으로 살며시 들여다보며 이야기를 속삭여 주었지요. 오늘 밤에는 길 잃은 부엉이가 집으로 돌아가도록 도와준 용감한 아기 여우 이야기를 들려주었어요. 눈을 감고, 천천히 숨을 쉬고, 모험을 시작해 볼까요.',
    start: '녹음 시작',
    getReady: '준비하세요…',
    recording: '녹음 중…',
    stop: '정지',
    keepGoing: '계속 읽어 주세요: 최소 {min}초',
    review: '녹음을 들어 보세요',
    confirm: '확인',
    retake: '다시 녹음',
    close: '녹음기 닫기',
    cancel: '녹음 취소',
  },
  pl: {
    title: 'Nagraj swój głos',
    intro: 'Znajdź ciche miejsce i przeczytaj tekst na głos, spokojnym głosem jak przed snem. Nagraj od {min} do {max} sekund.',
    passage:
      'Dawno, dawno temu, w małym domku na skraju cichego lasu, mieszkało ciekawskie dziecko, które kochało gwiazdy. Każdej nocy księżyc zaglądał przez okno i szeptał bajkę. Tej nocy opowiadał o odważnym małym lisku, który pomógł zagubionej sowie odnaleźć drogę do domu. Zamknij oczy, oddychaj powoli i niech przygoda się zacznie.',
    start: 'Rozpocznij nagrywanie',
    getReady: 'Przygotuj się…',
    recording: 'Nagrywanie…',
    stop: 'Zatrzymaj',
    keepGoing: 'Czytaj dalej: co najmniej {min} sekund',
    review: 'Posłuchaj nagrania',
    confirm: 'Zatwierdź',
    retake: 'Nagraj ponownie',
    close: 'Zamknij nagrywanie',
    cancel: 'Anuluj nagranie',
  },
  pt: {
    title: 'Grave a sua voz',
    intro: 'Procure um lugar tranquilo e leia o texto em voz alta, com a sua voz calma de hora de dormir. Grave entre {min} e {max} segundos.',
    passage:
      'Era uma vez, em uma casinha à beira de uma floresta silenciosa, uma criança curiosa que adorava as estrelas. Todas as noites, a lua espiava pela janela e sussurrava uma história. Esta noite falou de uma raposinha corajosa que ajudou uma coruja perdida a encontrar o caminho de casa. Juntas seguiram o riacho até o ninho da coruja. Feche os olhos, respire devagar e deixe a aventura começar.',
    start: 'Começar a gravar',
    getReady: 'Prepare-se…',
    recording: 'Gravando…',
    stop: 'Parar',
    keepGoing: 'Continue lendo: pelo menos {min} segundos',
    review: 'Ouça a sua gravação',
    confirm: 'Confirmar',
    retake: 'Gravar de novo',
    close: 'Fechar gravador',
    cancel: 'Cancelar gravação',
  },
  tr: {
    title: 'Sesini kaydet',
    intro: 'Sessiz bir yer bul ve aşağıdaki metni uyku vaktindeki yumuşak sesinle yüksek sesle oku. {min} ile {max} saniye arasında kaydet.',
    passage:
      'Bir varmış bir yokmuş, sessiz bir ormanın kenarındaki küçük bir evde yıldızları çok seven meraklı bir çocuk yaşarmış. Her gece ay pencereden bakar ve ona bir masal fısıldarmış. Bu gece, kaybolmuş bir baykuşun evinin yolunu bulmasına yardım eden cesur küçük bir tilkiyi anlatmış. Gözlerini kapat, yavaşça nefes al ve macera başlasın.',
    start: 'Kayda başla',
    getReady: 'Hazırlan…',
    recording: 'Kaydediliyor…',
    stop: 'Durdur',
    keepGoing: 'Okumaya devam et: en az {min} saniye',
    review: 'Kaydını dinle',
    confirm: 'Onayla',
    retake: 'Yeniden kaydet',
    close: 'Kaydediciyi kapat',
    cancel: 'Kaydı iptal et',
  },
};

/** Recorder texts for `language`, English when the language is unknown. */
export function recorderTexts(language: string | null | undefined): RecorderTexts {
  return RECORDER_TEXTS[language as LanguageCode] ?? RECORDER_TEXTS.en;
}

/** Fills `{name}` placeholders. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
