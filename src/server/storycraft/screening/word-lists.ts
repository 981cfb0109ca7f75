/**
 * Focused word lists of the built-in moderator, per story language: terms that have no place in
 * a child's bedtime story (STORYCRAFT 'Safety'). Deliberately short and precise rather than
 * exhaustive: every term was chosen so it does not collide with ordinary story words.
 *
 * Syntax: `word` matches the whole word; `word*` also matches longer words starting with it
 * (inflections, compounds); a space matches any whitespace. Chinese, Japanese and Korean terms are
 * matched as substrings (no spaces between words). Arabic terms also match after the clitics
 * و ف ب ل ك ال, and with any suffix.
 *
 * Left out on purpose (false positives): 'heroína'/'eroina'/'héroïne'/'heroïne' (also "heroine"),
 * German 'Gift' (English "gift"), 'Waffel', Polish 'gwałtownie'/'pedał'/'granat', Arabic 'جنس'
 * ("kind"), Chinese 大麻 (in 大麻烦), Korean 칼 (in 칼국수), 죽이 (porridge + particle) and 고문 (also 'adviser'), swords and dragons (fairy tales).
 */
import type { LanguageCode } from '../../../shared/catalog.ts';

/**
 * Reasons of the built-in moderator: harm, sexual content, weapons, drugs/alcohol/
 * smoking, self-harm, hate (slurs), rude words (profanity), people who must never be a child's hero
 * (hate-figure: dictators, terrorists, mass murderers), dangerous play (fire, matches, medicine), secrets with
 * strangers, running away, cruelty/mockery, and instructions aimed at the writer (injection).
 */
export const MODERATION_CATEGORIES = [
  'violence',
  'sexual',
  'weapons',
  'drugs',
  'self-harm',
  'slurs',
  'profanity',
  'hate-figure',
  'dangerous-play',
  'strangers',
  'running-away',
  'cruelty',
  'injection',
] as const;
export type ModerationCategory = (typeof MODERATION_CATEGORIES)[number];

export type WordList = Partial<Record<ModerationCategory, string[]>>;

export const WORD_LISTS: Record<LanguageCode, WordList> = {
  en: {
    violence: [
      'kill*',
      'murder*',
      'stab',
      'stabs',
      'stabbed',
      'stabbing',
      'strangl*',
      'behead*',
      'slaughter*',
      'massacre*',
      'tortur*',
      'bloodbath',
      'corpse*',
      'dead body',
      'shoot him',
      'shoot her',
      'shoot them',
      'shoot you',
    ],
    weapons: [
      'gun',
      'guns',
      'gunfire',
      'pistol*',
      'rifle*',
      'shotgun*',
      'firearm*',
      'knife',
      'knives',
      'dagger*',
      'machete*',
      'grenade*',
      'bomb',
      'bombs',
      'explosive*',
      'ammunition',
    ],
    sexual: [
      'sex',
      'sexy',
      'sexual*',
      'porn*',
      'nude*',
      'rape',
      'raped',
      'rapes',
      'rapist*',
      'raping',
      'molest*',
      'orgasm*',
      'erotic*',
      'genital*',
      'penis*',
      'vagina*',
    ],
    drugs: [
      'cocaine',
      'heroin',
      'meth',
      'methamphetamine',
      'marijuana',
      'cannabis',
      'drug dealer*',
      'overdos*',
      'drunk*',
      'vodka',
      'whisky',
      'whiskey',
      'cigarette*',
      'vaping',
    ],
    'self-harm': ['suicid*', 'self-harm*', 'self harm*', 'kill myself', 'kill yourself', 'kill himself', 'kill herself', 'cut myself', 'hang myself'],
    slurs: ['nigger*', 'nigga*', 'faggot*', 'fag', 'fags', 'retard', 'retards', 'retarded', 'kike*', 'spic', 'spics', 'chink', 'chinks', 'tranny'],
  },
  es: {
    violence: ['matar', 'matarlo', 'matarla', 'mató', 'asesin*', 'apuñal*', 'degoll*', 'tortur*', 'masacre*', 'sangrient*'],
    weapons: ['pistola*', 'escopeta*', 'rifle*', 'cuchillo*', 'navaja*', 'puñal*', 'bomba', 'bombas', 'metralleta*', 'arma de fuego', 'armas de fuego'],
    sexual: ['sexo', 'sexual*', 'porno*', 'violación', 'violar', 'violó', 'erótic*'],
    drugs: ['cocaína', 'marihuana', 'droga', 'drogas', 'borracho*', 'borracha*', 'cigarrillo*'],
    'self-harm': ['suicid*', 'autolesi*', 'matarme'],
    slurs: ['maricón*', 'sudaca*', 'negrata*'],
  },
  fr: {
    violence: ['tuer', 'tué', 'tuée', 'meurtr*', 'assassin*', 'égorg*', 'tortur*', 'massacr*', 'poignard*'],
    weapons: ['pistolet*', 'fusil*', 'revolver*', 'couteau*', 'bombe', 'bombes', 'mitraillette*', 'arme à feu', 'armes à feu'],
    sexual: ['sexe', 'sexuel*', 'porno*', 'viol', 'violer', 'violée', 'érotique*'],
    drugs: ['cocaïne', 'drogue*', 'cannabis', 'ivre', 'cigarette*'],
    'self-harm': ['suicid*', 'me tuer', 'se tuer'],
    slurs: ['nègre*', 'pédé', 'pédés', 'bougnoule*', 'youpin*', 'bicot*'],
  },
  de: {
    violence: ['töten', 'tötet*', 'getötet', 'ermord*', 'mord', 'mörder*', 'erstech*', 'erstoch*', 'folter*', 'massaker*', 'abschlacht*', 'blutig*'],
    weapons: ['waffe', 'waffen', 'pistole*', 'gewehr*', 'messer', 'dolch*', 'bombe', 'bomben', 'granate*', 'schusswaffe*'],
    sexual: ['sex', 'sexuell*', 'porno*', 'vergewaltig*', 'erotisch*'],
    drugs: ['kokain', 'heroin', 'droge', 'drogen', 'cannabis', 'haschisch', 'betrunken*', 'zigarette*'],
    'self-harm': ['selbstmord*', 'suizid*', 'bring mich um'],
    slurs: ['neger*', 'schwuchtel*', 'spast*', 'kanake*'],
  },
  nl: {
    violence: ['doden', 'doodmaken', 'vermoord*', 'moord*', 'neersteken', 'martel*', 'bloedbad*'],
    weapons: ['pistool*', 'geweer*', 'mes', 'dolk*', 'bom', 'bommen', 'granaat*', 'vuurwapen*'],
    sexual: ['seks*', 'porno*', 'verkracht*', 'erotisch*'],
    drugs: ['cocaïne', 'drugs', 'wiet', 'dronken', 'sigaret*'],
    'self-harm': ['zelfmoord*', 'suïcid*'],
    slurs: ['neger*', 'flikker*', 'mongool*'],
  },
  it: {
    violence: ['uccider*', 'ucciso', 'uccisa', 'ammazz*', 'assassin*', 'accoltell*', 'tortur*', 'massacr*'],
    weapons: ['pistol*', 'fucil*', 'coltell*', 'pugnal*', 'bomba', 'bombe', 'granat*', 'arma da fuoco', 'armi da fuoco'],
    sexual: ['sesso', 'sessual*', 'porno*', 'stupr*', 'erotic*'],
    drugs: ['cocaina', 'droga', 'droghe', 'marijuana', 'ubriac*', 'sigarett*'],
    'self-harm': ['suicid*', 'autolesion*'],
    slurs: ['negro', 'negri', 'frocio', 'froci', 'ricchion*', 'terrone*'],
  },
  pt: {
    violence: ['matar', 'matou', 'assassin*', 'esfaque*', 'tortur*', 'massacr*', 'degol*'],
    weapons: [
      'pistola*',
      'espingarda*',
      'revólver*',
      'faca',
      'facas',
      'punhal*',
      'bomba',
      'bombas',
      'granada',
      'granadas',
      'metralhadora*',
      'arma de fogo',
      'armas de fogo',
    ],
    sexual: ['sexo', 'sexual*', 'pornô', 'porno*', 'estupr*', 'erótic*'],
    drugs: ['cocaína', 'maconha', 'droga', 'drogas', 'bêbad*', 'cigarro*'],
    'self-harm': ['suicíd*', 'suicid*', 'automutila*'],
    slurs: ['viado', 'viados'],
  },
  pl: {
    violence: ['zabić', 'zabił*', 'zabij*', 'morder*', 'zamord*', 'tortur*', 'masakr*', 'dźgn*', 'zadźg*'],
    weapons: ['pistolet*', 'karabin*', 'nóż', 'noża', 'nożem', 'noże', 'sztylet*', 'bomba', 'bomby', 'bombę', 'broń palna', 'broni palnej'],
    sexual: ['seks*', 'porno*', 'zgwałci*', 'gwałcić', 'erotyczn*'],
    drugs: ['kokain*', 'heroin*', 'narkotyk*', 'marihuan*', 'pijany', 'pijana', 'pijani', 'papieros*'],
    'self-harm': ['samobój*'],
    slurs: ['ciota', 'cioty', 'czarnuch*'],
  },
  tr: {
    violence: ['öldür*', 'katlet*', 'cinayet*', 'bıçakla*', 'işkence*', 'katliam*', 'boğazla*'],
    weapons: ['silah*', 'tabanca*', 'tüfek*', 'bıçak*', 'hançer*', 'bomba*', 'el bombası'],
    sexual: ['seks*', 'porno*', 'tecavüz*', 'erotik*'],
    drugs: ['kokain*', 'eroin*', 'uyuşturucu*', 'esrar*', 'sarhoş*', 'sigara*'],
    'self-harm': ['intihar*'],
    slurs: ['ibne*'],
  },
  ar: {
    violence: ['قتل', 'يقتل', 'ذبح', 'تعذيب', 'مذبحة'],
    weapons: ['مسدس', 'بندقية', 'سكين', 'خنجر', 'قنبلة', 'سلاح', 'رشاش'],
    sexual: ['جنسي', 'إباحي', 'اغتصاب'],
    drugs: ['مخدرات', 'كوكايين', 'هيروين', 'حشيش', 'سكران', 'سيجارة'],
    'self-harm': ['انتحار', 'ينتحر'],
    slurs: ['زنجي'],
  },
  hi: {
    violence: ['मार डाल*', 'हत्या*', 'क़त्ल', 'कत्ल', 'यातना'],
    weapons: ['बंदूक*', 'पिस्तौल*', 'चाकू*', 'छुरा', 'बम', 'हथियार*'],
    sexual: ['सेक्स*', 'अश्लील*', 'बलात्कार*'],
    drugs: ['ड्रग्स', 'कोकीन', 'हेरोइन', 'गांजा', 'शराबी', 'नशे*', 'सिगरेट*'],
    'self-harm': ['आत्महत्या*', 'खुदकुशी'],
    slurs: ['भंगी', 'हिजड़ा'],
  },
  zh: {
    violence: ['杀死', '杀人', '谋杀', '杀害', '砍死', '捅死', '酷刑', '屠杀', '血腥'],
    weapons: ['手枪', '步枪', '枪支', '开枪', '匕首', '炸弹', '手榴弹'],
    sexual: ['色情', '性交', '强奸', '裸体', '做爱'],
    drugs: ['毒品', '可卡因', '海洛因', '吸大麻', '冰毒', '吸毒', '醉酒', '香烟'],
    'self-harm': ['自杀', '自残', '割腕'],
    slurs: ['黑鬼', '支那', '死基佬'],
  },
  ja: {
    violence: ['殺す', '殺し', '殺さ', '殺人', '殺害', '刺し殺', '拷問', '虐殺', '血まみれ'],
    weapons: ['拳銃', 'ピストル', 'ライフル', '銃で', 'ナイフ', '包丁', '短剣', '爆弾', '手榴弾'],
    sexual: ['セックス', '性行為', 'ポルノ', 'レイプ', '強姦'],
    drugs: ['麻薬', '覚醒剤', 'コカイン', 'ヘロイン', '大麻', '酔っ払', 'タバコ'],
    'self-harm': ['自殺', '自傷', 'リストカット'],
    slurs: ['ガイジ', '池沼', '支那'],
  },
  ko: {
    violence: ['죽여', '죽였', '죽일', '살인', '살해', '찔러', '학살'],
    weapons: ['권총', '소총', '총기', '폭탄', '수류탄', '단검'],
    sexual: ['섹스', '성관계', '포르노', '강간', '야동'],
    drugs: ['마약', '코카인', '헤로인', '대마초', '필로폰', '담배'],
    'self-harm': ['자살', '자해'],
    slurs: ['짱깨', '병신', '쪽바리', '깜둥이'],
  },
};
