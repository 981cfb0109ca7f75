/**
 * Multi-word patterns of the built-in moderator: paraphrases that single words miss
 * ("hits his little sister", "don't tell mum", "play with matches", "ignore the previous
 * instructions"). Regex sources, lower case, written without accents for Latin-script languages
 * (the text is normalised the same way), matched with the `u` flag on every evasion form of the
 * text. `\p{L}` look-arounds stand in for word boundaries. The English list applies to every
 * language (parents mix English in, and injections are usually English).
 */
import type { LanguageCode } from '../../../shared/catalog.ts';
import type { ModerationCategory } from './word-lists.ts';

export type PhraseList = Partial<Record<ModerationCategory, string[]>>;

const B = '(?<![\\p{L}])'; // word start
const E = '(?![\\p{L}])'; // word end
const W = '(?:[\\p{L}\'’-]+\\s+)'; // one word and its space

const EN_PEOPLE = '(?:sister|brother|sibling|friend|classmate|baby|mom|mum|mommy|mummy|dad|daddy|teacher|grandma|grandpa|granny|kid|kids|child|children|boy|girl|people|person|dog|cat|puppy|kitten|pet|animal|animals|him|her|them|me|you|everyone|everybody|somebody|someone|others)';

export const PHRASES: Record<LanguageCode, PhraseList> = {
  en: {
    violence: [
      `${B}(?:hit|hits|hitting|punch\\w*|kick\\w*|slap\\w*|hurt\\w*|bite|bites|biting|bit|beat\\w*|push\\w*|smack\\w*|shov\\w*|choke\\w*|attack\\w*|fight\\w*|drown\\w*|stab\\w*|spank\\w*)\\s+${W}{0,3}${EN_PEOPLE}${E}`,
      `${B}beat\\w*\\s+(?:\\w+\\s+){0,2}up${E}`, `${B}revenge${E}`, `${B}blood\\w*`, `${B}make\\s+(?:him|her|them|me)\\s+(?:cry|bleed|suffer)`,
      `${B}violen\\w*`, `${B}(?:die|dies|died)\\s+(?:horribly|painfully|in pain)`,
    ],
    weapons: [`${B}sword\\s*fight\\w*`, `${B}(?:sharp|real)\\s+knife`],
    drugs: [
      `${B}(?:drink\\w*|drank|drunk|sip\\w*)\\s+${W}{0,2}(?:beer|wine|alcohol|vodka|whisky|whiskey|rum|gin|champagne|cocktail)s?${E}`, `${B}alcohol\\w*`, `${B}wine${E}`,
      `${B}(?:smoke|smokes|smoked|smoking)\\s+${W}{0,2}(?:a|cigarettes?|cigars?|pipe|weed|joint)${E}`, `${B}smoking${E}`, `${B}cigar\\w*`, `${B}vap(?:e|es|ing)${E}`,
      `${B}weed${E}`, `${B}get\\w*\\s+high${E}`, `${B}drugs?${E}`,
    ],
    'self-harm': [`${B}hurt\\w*\\s+(?:himself|herself|themselves|myself|yourself)`, `${B}(?:want\\w*|wish\\w*)\\s+to\\s+(?:die|disappear forever)`, `${B}(?:end|ends)\\s+(?:his|her|their|my)\\s+life`],
    'dangerous-play': [
      `${B}match(?:es|stick\\w*)${E}`, `${B}lighters?${E}`,
      `${B}play\\w*\\s+with\\s+${W}{0,2}(?:fire|matches|knives|knife|stove|oven|electricity|sockets?|plugs?|medicines?|pills|lighters?|gas|candles?)${E}`,
      `${B}(?:light|lights|lit|start\\w*|make|makes|made|build\\w*)\\s+(?:a|the|his|her|their|some)\\s+fire${E}(?!\\s+in\\s+the\\s+fireplace)`, `${B}set\\w*\\s+${W}{0,3}(?:on\\s+)?fire${E}`,
      `${B}burn\\w*\\s+(?:down|the\\s+house|the\\s+school|the\\s+forest)`,
      `${B}(?:eat|eats|ate|swallow\\w*|take|takes|took|taste\\w*|drink\\w*)\\s+${W}{0,2}(?:pills|medicines?|tablets|bleach|detergent|cleaning\\s+stuff|berries\\s+from\\s+the\\s+forest)`,
      `${B}(?:climb\\w*|jump\\w*|stand\\w*)\\s+(?:onto|on|up|off|from)\\s+(?:the|a)\\s+(?:roof|window|balcony)`, `${B}jump\\w*\\s+out\\s+(?:of\\s+)?(?:the|a)\\s+window`,
      `${B}(?:swim|swims|swimming|swam)\\s+alone`, `${B}plastic\\s+bag\\s+over`, `${B}(?:electric|power)\\s+socket`, `${B}fireworks?${E}`, `${B}(?:gasoline|petrol)${E}`,
      `${B}(?:cross\\w*|play\\w*\\s+on)\\s+the\\s+(?:road|street|highway|train\\s+tracks?)\\s+alone`, `${B}(?:play\\w*)\\s+(?:on|in)\\s+the\\s+(?:road|street|highway|train\\s+tracks?)`,
    ],
    strangers: [
      `${B}strangers?${E}`, `${B}stranger'?s${E}`,
      `${B}(?:met|meets|meet|meeting|found|find|friend|friends|someone|man|woman)\\s+${W}{0,2}online${E}`, `${B}(?:on|from|over)\\s+the\\s+internet`,
      `${B}secrets?\\s+from\\s+${W}{0,2}(?:mom|mum|dad|parents|mommy|daddy|mummy|family|grown-?ups?|teacher|everyone)`,
      `${B}(?:don'?t|do\\s+not|never|doesn'?t|without|not)\\s+tell\\w*\\s+${W}{0,2}(?:mom|mum|dad|parents|mommy|daddy|mummy|anyone|anybody|grown-?ups?|teacher|family)`,
      `${B}keep\\w*\\s+(?:it|this|that|a|the|our|their)\\s+secret`, `${B}(?:a|our|big)\\s+secret\\s+(?:with|between)`,
      `${B}(?:get|gets|got|getting)\\s+(?:in|into)\\s+${W}{0,2}(?:car|van)\\s+with`, `${B}(?:candy|candies|sweets|gifts?|presents?|puppy)\\s+from\\s+(?:a|an|the|some)\\s+(?:man|woman|stranger|unknown|grown-?up)`,
      `${B}(?:go|goes|went|going|leave\\w*|left)\\s+(?:away\\s+|off\\s+)?with\\s+(?:a|an|the|some)\\s+(?:man|woman|stranger|unknown)`,
    ],
    'running-away': [
      `${B}run\\w*\\s+away`, `${B}ran\\s+away`, `${B}runaway${E}`, `${B}(?:leave|leaves|left|leaving)\\s+(?:home|the\\s+house|(?:his|her|their|my)\\s+(?:family|home|parents))`,
      `${B}sneak\\w*\\s+(?:out|away)`, `${B}escap\\w*\\s+from\\s+(?:home|the\\s+house|mom|mum|dad|parents)`, `${B}never\\s+(?:come|comes|coming|go|goes|going)\\s+(?:back\\s+)?home`,
    ],
    cruelty: [
      `${B}mock\\w*`, `${B}mak\\w*\\s+fun\\s+of`, `${B}made\\s+fun\\s+of`, `${B}bull(?:y|ies|ied|ying)${E}`, `${B}teas(?:e|es|ed|ing)${E}`,
      `${B}laugh\\w*\\s+at\\s+${W}{0,3}(?:fat|ugly|stupid|weird|poor|disabled|boy|girl|kid|kids|child|children|classmate|friend|sister|brother|him|her|them|others|people)${E}`,
      `${B}(?:stupid|idiot\\w*|dumb|loser\\w*|moron\\w*|fatso|fatty|crybaby|dummy|imbecile|cretin)${E}`, `${B}call\\w*\\s+${W}{0,2}names${E}`,
      `${B}(?:is|are|so|looks?|too)\\s+(?:fat|ugly|stupid|dumb)${E}`, `${B}humiliat\\w*`, `${B}(?:be|is|are|was)\\s+cruel`, `${B}torment\\w*`,
    ],
    slurs: [
      `${B}hat(?:e|es|ed|ing)\\s+${W}{0,2}(?:people|kids|children|boys|girls|black|white|jews|jewish|muslims?|christians?|gays?|immigrants|foreigners|refugees)`,
      `${B}go\\s+back\\s+to\\s+(?:your|their|his|her)\\s+country`, `${B}(?:inferior|subhuman)\\s+(?:race|people)`,
    ],
    injection: [
      `${B}ignor\\w*\\s+${W}{0,4}(?:instructions?|rules|prompts?|above|previous|everything|guidelines)`, `${B}disregard\\w*`,
      `${B}forget\\s+${W}{0,3}(?:instructions?|rules|everything|guidelines|prompt)`, `${B}(?:new|override|previous|prior|system)\\s+(?:instructions?|prompt|rules)`,
      `${B}instructions?${E}`, `${B}(?:system|assistant|developer)\\s*(?:prompt|message|:)`, `(?:^|\\n)\\s*(?:user|human)\\s*:`, `${B}you\\s+are\\s+(?:now|no\\s+longer)`,
      `${B}jailbreak\\w*`, `${B}pretend\\s+(?:to\\s+be|you\\s+are)`, `${B}act\\s+as\\s+(?:a|an|if)`, `${B}role-?play`, `${B}(?:reveal|print|show|repeat)\\s+${W}{0,2}(?:prompt|instructions|system)`,
      `${B}repeat\\s+after\\s+me`, `${B}say\\s+(?:exactly|verbatim|the\\s+following)`, `${B}write\\s+${W}{0,3}instead`, `${B}(?:api\\s+key|base64|sudo|dan\\s+mode|developer\\s+mode)`,
      '<\\s*\\/?\\s*[a-z!?][^>]{0,200}>', '\\[\\s*\\/?\\s*(?:inst|system|sys|assistant|user)\\s*\\]', '<\\|', '\\|>', '\\{\\{', '\\}\\}', '```', '#{3}', '<<\\s*sys',
    ],
  },
  es: {
    violence: [`${B}(?:pega\\w*|golpea\\w*|peg[oó]|patea\\w*|muerde\\w*|empuja\\w*|lastima\\w*|hace\\s+dano|pelea\\w*)\\s+(?:a\\s+)?${W}{0,2}(?:hermana|hermano|hermanito|hermanita|amigo|amiga|bebe|mama|papa|companer\\w*|nino|nina|ninos|perro|gato)`, `${B}vengan\\w*`, `${B}sangre${E}`],
    drugs: [`${B}(?:cerveza|vino|alcohol)\\w*`, `${B}fuma\\w*`, `${B}emborrach\\w*`, `${B}pastillas${E}`],
    'dangerous-play': [`${B}(?:cerillas|fosforos|mechero|encendedor)${E}`, `${B}juga\\w*\\s+con\\s+(?:el\\s+)?(?:fuego|cerillas|cuchillos|enchufes|medicinas)`, `${B}(?:prende|prender|enciende|encender|hace|hacer)\\s+(?:un|el)\\s+fuego`, `${B}(?:incendi\\w*|quema\\w*\\s+la\\s+casa)`, `${B}salta\\w*\\s+por\\s+la\\s+ventana`],
    strangers: [`${B}desconocid\\w*`, `${B}(?:un|una|unos|unas|los|las|el|con|del|de|al|otro|otra|ningun|ninguna)\\s+extran[oa]s?${E}(?!\\s+(?:ruido|sonido|cosa|luz|forma|color|sueno|lugar|animal))`, `${B}(?:hombre|senor|senora|mujer|persona|gente|tipo)\\s+extran[oa]s?${E}`, `${B}(?:conocio|conocido|conoce)\\s+${W}{0,2}(?:en\\s+)?(?:internet|linea)`, `${B}secreto\\s+(?:a|de|para)\\s+${W}{0,2}(?:mama|papa|padres|familia)`, `${B}no\\s+(?:se\\s+lo\\s+)?(?:digas|decir|dice|cuentes|contar)\\s+(?:nada\\s+)?(?:a\\s+)?${W}{0,2}(?:mama|papa|padres|nadie)`],
    'running-away': [`${B}(?:huir|huye|huyo|escapa\\w*|se\\s+fuga\\w*|fugarse|escaparse|se\\s+va|irse|marcharse|se\\s+marcha)\\s+de\\s+(?:su\\s+)?casa`, `${B}(?:huir|fugarse|escaparse)${E}`],
    cruelty: [`${B}(?:burla\\w*|se\\s+rie\\w*\\s+de|reirse\\s+de|acos\\w*|humilla\\w*)`, `${B}(?:tonto|tonta|estupid\\w*|idiota|feo|fea|gordo|gorda|imbecil)${E}`],
    injection: [`${B}ignora\\w*\\s+${W}{0,4}(?:instrucciones|reglas|anteriores)`, `${B}instrucciones${E}`, `${B}olvida\\w*\\s+${W}{0,3}(?:instrucciones|reglas)`],
  },
  fr: {
    violence: [`${B}(?:frappe\\w*|tape\\w*|cogne\\w*|mord\\w*|pousse\\w*|blesse\\w*|bat|battre|gifle\\w*)\\s+${W}{0,2}(?:soeur|frere|petite\\s+soeur|petit\\s+frere|ami|amie|copain|copine|bebe|maman|papa|camarade|enfant|chien|chat)`, `${B}vengean\\w*`, `${B}sang(?![\\p{L}-])`],
    drugs: [`${B}(?:bieres?|vins?|alcool\\w*)${E}`, `${B}fum(?:e|er|ent|ait)${E}`, `${B}saoul\\w*`, `${B}cachets${E}`],
    'dangerous-play': [`${B}(?:allumettes?|briquet)${E}`, `${B}jou\\w*\\s+avec\\s+(?:le\\s+|les\\s+|des\\s+)?(?:feu|allumettes|couteaux|prises|medicaments)`, `${B}(?:allume\\w*|fai\\w*)\\s+(?:un|le)\\s+feu`, `${B}(?:incendi\\w*|brule\\w*\\s+la\\s+maison)`, `${B}saute\\w*\\s+par\\s+la\\s+fenetre`],
    strangers: [`${B}inconnu\\w*`, `${B}etrangers?${E}`, `${B}rencontre\\w*\\s+${W}{0,2}(?:sur\\s+)?internet`, `${B}secret\\s+(?:pour|a)\\s+${W}{0,2}(?:maman|papa|parents)`, `${B}(?:ne\\s+)?(?:dis|dit|dire)\\s+rien\\s+a\\s+${W}{0,2}(?:maman|papa|parents|personne)`],
    'running-away': [`${B}(?:fugue\\w*|s'?enfui\\w*|s'?echappe\\w*\\s+de\\s+la\\s+maison|quitte\\w*\\s+la\\s+maison|s'?en\\s+va\\s+de\\s+la\\s+maison)`],
    cruelty: [`${B}(?:se\\s+moque\\w*|moque\\w*|harcel\\w*|humilie\\w*)`, `${B}(?:idiot|idiote|stupide|moche|cretin\\w*)${E}`],
    injection: [`${B}ignore\\w*\\s+${W}{0,4}(?:instructions|regles|consignes|precedentes)`, `${B}(?:instructions|consignes)${E}`, `${B}oublie\\w*\\s+${W}{0,3}(?:instructions|regles|consignes)`],
  },
  de: {
    violence: [`${B}(?:schlag\\w*|schlug\\w*|haut|hauen|tritt|treten|beisst\\w*|beiss\\w*|schubs\\w*|verletz\\w*|verpruegel\\w*|verprugel\\w*|pruegel\\w*)\\s+${W}{0,2}(?:schwester|bruder|freund\\w*|baby|mama|papa|mitschuel\\w*|kind\\w*|hund|katze)`, `${B}(?:schwester|bruder|freund\\w*|baby|mama|papa|mitschuel\\w*|kind\\w*|hund|katze)\\s+${W}{0,2}(?:schlag\\w*|hau\\w*|tret\\w*|beiss\\w*|schubs\\w*|verletz\\w*|verpruegel\\w*|verprugel\\w*)`, `${B}rache${E}`, `${B}blut${E}`],
    drugs: [`${B}(?:bier|biere|wein|weine|alkohol\\w*|schnaps)${E}`, `${B}rauch(?:t|en|te)${E}`, `${B}besoffen\\w*`, `${B}tabletten${E}`],
    'dangerous-play': [`${B}(?:streichhol\\w*|feuerzeug\\w*|zuendhol\\w*)`, `${B}spiel\\w*\\s+mit\\s+(?:dem\\s+)?(?:feuer|streichhoelzern|streichholzern|messern|steckdosen|medikamenten)`, `${B}(?:zuend\\w*|zund\\w*|mach\\w*)\\s+(?:ein|das)\\s+feuer\\s+an`, `${B}(?:anzuend\\w*|anzund\\w*|brandstift\\w*|in\\s+brand)`, `${B}spring\\w*\\s+aus\\s+dem\\s+fenster`],
    strangers: [`${B}fremde[nmr]?${E}`, `${B}(?:im|aus\\s+dem)\\s+internet\\s+kennengelernt`, `${B}geheimnis\\s+vor\\s+${W}{0,2}(?:mama|papa|eltern)`, `${B}(?:nichts|niemandem)\\s+(?:sagen|verraten|erzaehlen|erzahlen)`, `${B}(?:sag|sagt|erzaehl|erzahl)\\w*\\s+(?:es\\s+)?(?:mama|papa|den\\s+eltern)\\s+nicht`],
    'running-away': [`${B}(?:weglauf\\w*|laeuft\\s+weg|lauft\\s+weg|lief\\s+weg|haut\\s+ab|abhauen|ausreiss\\w*|reisst\\s+aus|von\\s+zuhause\\s+weg)`],
    cruelty: [`${B}(?:lacht\\w*\\s+${W}{0,2}aus|auslach\\w*|veraepp\\w*|verspott\\w*|mobb\\w*|haensel\\w*|hansel\\w*|demuetig\\w*)`, `${B}(?:dumm|doof|bloed|blod|idiot|haesslich|hasslich|fett)${E}`],
    injection: [`${B}ignorier\\w*\\s+${W}{0,4}(?:anweisung\\w*|regeln|vorherig\\w*)`, `${B}anweisung\\w*`, `${B}vergiss\\s+${W}{0,3}(?:anweisung\\w*|regeln)`],
  },
  nl: {
    violence: [`${B}(?:slaa\\w*|sla|schopt|schoppen|bijt|bijten|duwt|duwen|pijn\\s+doen|doet\\s+pijn)\\s+${W}{0,2}(?:zus|zusje|broer|broertje|vriend\\w*|baby|mama|papa|klasgenoot|kind\\w*|hond|kat)`, `${B}wraak${E}`, `${B}bloed${E}`],
    drugs: [`${B}(?:bier|wijn|alcohol)\\w*`, `${B}rook(?:t|en)${E}`, `${B}pillen${E}`],
    'dangerous-play': [`${B}(?:lucifers?|aansteker\\w*)${E}`, `${B}spel\\w*\\s+met\\s+(?:het\\s+)?(?:vuur|lucifers|messen|stopcontact\\w*|medicijnen)`, `${B}(?:steek\\w*|maak\\w*)\\s+(?:een\\s+)?vuur\\w*\\s+aan`, `${B}(?:brand\\s+stichten|in\\s+brand)`],
    strangers: [`${B}vreemde\\w*`, `${B}online\\s+ontmoet`, `${B}(?:op|via)\\s+internet`, `${B}geheim\\s+voor\\s+${W}{0,2}(?:mama|papa|ouders)`, `${B}niet\\s+(?:aan\\s+)?${W}{0,2}(?:mama|papa|ouders)\\s+vertellen`],
    'running-away': [`${B}(?:wegloop\\w*|loopt\\s+weg|liep\\s+weg|weglopen|van\\s+huis\\s+weg)`],
    cruelty: [`${B}(?:uitlach\\w*|lacht\\s+${W}{0,2}uit|pest\\w*|bespot\\w*|vernederen)`, `${B}(?:dom|stom|lelijk|dik|sukkel|idioot)${E}`],
    injection: [`${B}negeer\\w*\\s+${W}{0,4}(?:instructies|regels|vorige)`, `${B}instructies${E}`, `${B}vergeet\\s+${W}{0,3}(?:instructies|regels)`],
  },
  it: {
    violence: [`${B}(?:picchia\\w*|colpisce|colpire|morde\\w*|spinge\\w*|fa\\s+male|prende\\s+a\\s+(?:calci|pugni|schiaffi))\\s+${W}{0,2}(?:sorella\\w*|fratell\\w*|amic\\w*|bebe|mamma|papa|compagn\\w*|bambin\\w*|cane|gatto)`, `${B}vendett\\w*`, `${B}sangue${E}`],
    drugs: [`${B}(?:birra|vino|alcol|alcool)\\w*`, `${B}fuma\\w*`, `${B}pastiglie${E}`],
    'dangerous-play': [`${B}(?:fiammifer\\w*|accendin\\w*)`, `${B}gioca\\w*\\s+con\\s+(?:il\\s+|i\\s+|le\\s+)?(?:fuoco|fiammiferi|coltelli|prese|medicine)`, `${B}(?:accend\\w*)\\s+(?:un|il)\\s+fuoco`, `${B}(?:incendi\\w*|da\\s+fuoco)`],
    strangers: [`${B}sconosciut\\w*`, `${B}estrane\\w*`, `${B}conosciut\\w*\\s+${W}{0,2}(?:su\\s+)?internet`, `${B}segreto\\s+(?:a|per)\\s+${W}{0,2}(?:mamma|papa|genitori)`, `${B}non\\s+dir(?:e|lo)\\s+(?:niente\\s+)?a\\s+${W}{0,2}(?:mamma|papa|genitori|nessuno)`],
    'running-away': [`${B}(?:scappa\\w*\\s+di\\s+casa|fugge\\w*|fuggire|scappare\\s+via|scappa\\s+via)`],
    cruelty: [`${B}(?:prende\\w*\\s+in\\s+giro|deride\\w*|bullizz\\w*|umilia\\w*)`, `${B}(?:stupid\\w*|scem\\w*|brutt[oa]|ciccion\\w*|idiota)${E}`],
    injection: [`${B}ignora\\w*\\s+${W}{0,4}(?:istruzioni|regole|precedenti)`, `${B}istruzioni${E}`, `${B}dimentica\\w*\\s+${W}{0,3}(?:istruzioni|regole)`],
  },
  pt: {
    violence: [`${B}(?:bate\\w*|bateu|chuta\\w*|morde\\w*|empurra\\w*|machuca\\w*|soca\\w*)\\s+(?:n[ao]s?\\s+|em\\s+)?${W}{0,2}(?:irma\\w*|irmao\\w*|amig\\w*|bebe|mae|pai|colega\\w*|crianca\\w*|cachorro|gato)`, `${B}vinganca${E}`, `${B}sangue${E}`],
    drugs: [`${B}(?:cerveja|vinho|alcool)\\w*`, `${B}fuma\\w*`, `${B}comprimidos${E}`],
    'dangerous-play': [`${B}(?:fosforos?|isqueiro\\w*)`, `${B}brinca\\w*\\s+com\\s+(?:o\\s+|os\\s+|as\\s+)?(?:fogo|fosforos|facas|tomadas|remedios)`, `${B}(?:acende\\w*|faz\\w*)\\s+(?:uma?\\s+|o\\s+)?fogo`, `${B}(?:incendi\\w*|poe\\s+fogo)`],
    strangers: [`${B}estranh[oa]s?${E}`, `${B}desconhecid\\w*`, `${B}conhec\\w*\\s+${W}{0,2}(?:na\\s+)?internet`, `${B}segredo\\s+(?:da|do|dos|para)\\s+${W}{0,2}(?:mae|pai|pais)`, `${B}nao\\s+cont\\w*\\s+(?:nada\\s+)?(?:para|a|pra)\\s+${W}{0,2}(?:mae|pai|pais|ninguem)`],
    'running-away': [`${B}(?:foge\\w*|fugi\\w*|fugir)\\s+de\\s+casa`, `${B}fugir${E}`],
    cruelty: [`${B}(?:zomba\\w*|goza\\w*\\s+d|ri\\w*\\s+d[ao]s?\\s+${W}{0,2}(?:gord|fei)|humilha\\w*)`, `${B}(?:burr[oa]|idiota|estupid\\w*|fei[oa]|gord[oa]|bobo|boba)${E}`],
    injection: [`${B}ignor\\w*\\s+${W}{0,4}(?:instrucoes|regras|anteriores)`, `${B}instrucoes${E}`, `${B}esquec\\w*\\s+${W}{0,3}(?:instrucoes|regras)`],
  },
  pl: {
    violence: [`${B}(?:bij\\w*|uderz\\w*|kopi\\w*|gryz\\w*|popych\\w*|krzywd\\w*)\\s+${W}{0,2}(?:siostr\\w*|brat\\w*|kole\\w*|dziec\\w*|mam\\w*|tat\\w*|psa|kota)`, `${B}zemst\\w*`, `${B}krew${E}`],
    drugs: [`${B}(?:piwo|piwa|wino|wina|wodk\\w*|alkohol\\w*)`, `${B}pal[iąa]\\w*\\s+papieros\\w*`, `${B}tabletki${E}`],
    'dangerous-play': [`${B}zapał\\w*`, `${B}zapalniczk\\w*`, `${B}bawi\\w*\\s+si\\w*\\s+(?:z\\s+)?(?:ogniem|zapalkami|zapałkami|nożami|nozami|gniazdkiem|lekami)`, `${B}(?:rozpal\\w*|podpal\\w*)`],
    strangers: [`${B}nieznajom\\w*`, `${B}obc\\w*\\s+(?:pan|pani|człowiek|czlowiek|ludzi)`, `${B}(?:poznan\\w*|poznał\\w*)\\s+${W}{0,2}(?:w\\s+)?internecie`, `${B}sekret\\s+przed\\s+${W}{0,2}(?:mam\\w*|tat\\w*|rodzic\\w*)`, `${B}nie\\s+mów\\w*\\s+${W}{0,2}(?:mamie|tacie|rodzicom|nikomu)`],
    'running-away': [`${B}(?:uciek\\w*|ucieka\\w*)\\s+z\\s+domu`, `${B}ucieczk\\w*\\s+z\\s+domu`],
    cruelty: [`${B}(?:wyśmiew\\w*|wysmiew\\w*|naśmiew\\w*|nasmiew\\w*|drwi\\w*|dokucz\\w*|przezyw\\w*|przezyw\\w*)`, `${B}(?:głup\\w*|glup\\w*|brzydk\\w*|grub\\w*|idiot\\w*)${E}`],
    injection: [`${B}(?:zignoruj|ignoruj)\\w*\\s+${W}{0,4}(?:instrukcj\\w*|zasady|polecenia|poprzednie)`, `${B}instrukcj\\w*`, `${B}zapomnij\\s+${W}{0,3}(?:instrukcj\\w*|zasady)`],
  },
  tr: {
    violence: [`${B}(?:kardes\\w*|arkadas\\w*|bebe\\w*|anne\\w*|baba\\w*|kopeg\\w*|kedi\\w*)\\s+${W}{0,1}(?:vur\\w*|dov\\w*|tekme\\w*|isir\\w*|it\\w*|incit\\w*|yumrukla\\w*)`, `${B}intikam\\w*`, `${B}kan${E}`],
    drugs: [`${B}(?:bira|biralar|birayi|sarap|alkol\\w*|raki|votka)${E}`, `${B}sigara\\w*`, `${B}hap(?:lar|lari)?${E}`],
    'dangerous-play': [`${B}kibrit\\w*`, `${B}cakmak\\w*`, `${B}(?:ates|kibrit|bicak|priz|ilac)\\w*\\s+ile\\s+oyna\\w*`, `${B}(?:ates|kibrit|bicak|priz|ilac)\\w*la\\s+oyna\\w*`, `${B}ates\\s+yak\\w*`, `${B}(?:yangin|evi\\s+yak)\\w*`],
    strangers: [`${B}yabanci\\w*`, `${B}tanimadig\\w*`, `${B}internette\\s+${W}{0,2}tanis\\w*`, `${B}(?:anne|baba|aile)\\w*\\s+(?:den|dan)?\\s*sir\\s+sakla\\w*`, `${B}(?:anne|baba|aile)\\w*\\s+soyle\\w*me`, `${B}kimseye\\s+soyle\\w*me`],
    'running-away': [`${B}evden\\s+kac\\w*`, `${B}kacip\\s+git\\w*`],
    cruelty: [`${B}(?:alay\\s+e[td]\\w*|dalga\\s+ge[cç]\\w*|zorbal\\w*|asagila\\w*)`, `${B}(?:aptal|salak|cirkin|sisko|gerizekali)\\w*`],
    injection: [`${B}talimat\\w*`, `${B}(?:onceki|yukaridaki)\\s+${W}{0,2}(?:yok\\s+say|unut)\\w*`, `${B}kurallari\\s+(?:unut|yok\\s+say)\\w*`],
  },
  ar: {
    violence: ['(?:يضرب|ضرب|تضرب|يركل|يعض|يؤذي|تؤذي|يدفع)\\s+(?:\\S+\\s+){0,2}(?:أخت|اخت|أخ|اخ|صديق|الطفل|الرضيع|أمه|ابيه|أبيه|زميل|الكلب|القطة)', 'انتقام', 'دماء', 'الدم'],
    drugs: ['(?<![\\p{L}])[وف]?(?:ال)?(?:خمر|كحول|بيرة|نبيذ)', '(?:يدخن|تدخين|تدخن)'],
    'dangerous-play': ['(?:أعواد الثقاب|الكبريت|كبريت|ولاعة|قداحة)', '(?:يلعب|تلعب|اللعب)\\s+(?:\\S+\\s+){0,1}(?:بالنار|بالكبريت|بالسكاكين|بالكهرباء|بالأدوية)', '(?:يشعل|تشعل|إشعال|اشعال)\\s+(?:\\S+\\s+){0,1}(?:النار|نار|حريق)', 'حريق'],
    strangers: ['(?:غريب|غرباء|شخص غريب|رجل غريب)', '(?:على|عبر)\\s+الإنترنت', '(?:الانترنت|الإنترنت)', 'سر\\s+(?:عن|من)\\s+(?:\\S+\\s+){0,1}(?:أمه|امه|أبيه|ابيه|والديه|أمها|أبيها|والديها|الأهل)', '(?:لا\\s+تخبر|لا\\s+يخبر|دون\\s+أن\\s+يخبر|بدون\\s+علم)'],
    'running-away': ['(?:يهرب|تهرب|هرب|هربت|الهروب)\\s+(?:\\S+\\s+){0,1}(?:من\\s+)?(?:البيت|المنزل)', '(?:يهرب|تهرب|الهروب|هرب)'],
    cruelty: ['(?:يسخر|تسخر|السخرية|سخر|يستهزئ|يتنمر|تتنمر|التنمر)', '(?:غبي|غبية|أحمق|حمقاء|قبيح|قبيحة|سمين|سمينة)'],
    injection: ['(?:تجاهل|تجاهلي|انس|انسى)\\s+(?:\\S+\\s+){0,3}(?:التعليمات|القواعد|الأوامر|السابقة)', 'التعليمات', 'تعليمات'],
  },
  hi: {
    violence: ['(?:बहन|भाई|दोस्त|बच्चे|मम्मी|पापा|कुत्ते|बिल्ली)\\S*\\s+(?:\\S+\\s+){0,2}(?:मार|पीट|चोट|काट|धक्का)', 'बदला', 'ख़ून|खून'],
    drugs: ['(?:शराब|बीयर|दारू)', '(?:धूम्रपान|बीड़ी|सिगार)', 'गोलियाँ|गोलियां'],
    'dangerous-play': ['(?:माचिस|लाइटर)', '(?:आग|माचिस|चाकू|बिजली|दवाई|दवा)\\S*\\s+(?:से|के\\s+साथ)\\s+खेल', 'आग\\s+(?:लगा|जला)'],
    strangers: ['(?:अजनबी|अनजान)', 'इंटरनेट|ऑनलाइन', '(?:मम्मी|पापा|माँ|मां|माता-पिता|घरवालों)\\S*\\s+(?:\\S+\\s+){0,2}(?:से\\s+)?(?:छुपा|छिपा|मत\\s+बता|न\\s+बता|नहीं\\s+बता)', 'किसी\\s+को\\s+(?:मत|न)\\s+बता'],
    'running-away': ['घर\\s+से\\s+भाग', 'भाग\\s+जा'],
    cruelty: ['(?:मज़ाक|मजाक)\\s+उड़ा', '(?:चिढ़ा|चिढा|तंग\\s+कर|बेइज़्ज़त)', '(?:मूर्ख|बेवकूफ़|बेवकूफ|गधा|मोटा|मोटी|बदसूरत)'],
    injection: ['(?:निर्देश|निर्देशों)', '(?:पिछले|ऊपर\\s+के)\\s+(?:\\S+\\s+){0,2}(?:अनदेखा|भूल)'],
  },
  zh: {
    violence: ['(?:打|揍|踢|咬|推|伤害|欺负)(?:了)?(?:他的|她的|我的)?(?:妹妹|弟弟|哥哥|姐姐|朋友|同学|宝宝|妈妈|爸爸|小朋友|小狗|小猫)', '报仇|复仇', '流血|鲜血'],
    drugs: ['喝酒|啤酒|葡萄酒|白酒|酒精', '抽烟|吸烟|烟头', '药片'],
    'dangerous-play': ['火柴|打火机', '玩火|玩刀|玩插座|玩电|吃药', '(?:点|放)火', '纵火|烧房子'],
    strangers: ['陌生人', '网上认识|网友|在网上', '(?:瞒着|不告诉|别告诉|不要告诉)(?:爸爸|妈妈|爸妈|父母|大人|任何人)', '(?:跟|和)陌生人(?:走|上车)'],
    'running-away': ['离家出走|逃离家|偷偷溜出去|跑出家门|逃跑'],
    cruelty: ['嘲笑|取笑|欺负|笑话(?:他|她|别人)|侮辱', '笨蛋|傻瓜|丑八怪|胖子|白痴'],
    injection: ['忽略(?:之前|以上|前面)?的?(?:所有)?(?:指令|指示|规则)', '指令|系统提示|提示词'],
  },
  ja: {
    violence: ['(?:いもうと|おとうと|妹|弟|兄|姉|ともだち|友達|あかちゃん|赤ちゃん|ママ|パパ|いぬ|ねこ)(?:を|に)(?:たたく|たたい|叩|なぐ|殴|ける|蹴|かみつ|噛|いじめ)', 'ふくしゅう|復讐', '血'],
    drugs: ['おさけ|お酒|ビール|ワイン|酒を飲', 'たばこを|タバコを|喫煙', 'くすりをのむ|薬を飲'],
    'dangerous-play': ['マッチ|ライター', '火あそび|火遊び|ひあそび', '火をつけ|ひをつけ|放火', 'ナイフであそ|コンセントであそ'],
    strangers: ['しらないひと|知らない人|知らないおじさん|知らないおばさん', 'ネットで知り合|インターネットで', '(?:ママ|パパ|おかあさん|おとうさん|親)にないしょ|内緒|ひみつにし'],
    'running-away': ['いえで|家出|にげだ|逃げ出|家から逃げ'],
    cruelty: ['ばかにす|バカにす|からかう|からかっ|いじめ|わらいもの|笑い者', 'ばかやろう|バカ|あほ|アホ|ブス|デブ|まぬけ'],
    injection: ['指示を無視|ルールを無視|前の指示|これまでの指示|指示|命令を無視|システムプロンプト'],
  },
  ko: {
    violence: ['(?:동생|언니|오빠|누나|형|친구|아기|엄마|아빠|강아지|고양이)(?:을|를|에게|한테)?\\s*(?:때리|때려|때렸|차|발로 차|물|밀|괴롭)', '복수', '피를|피가'],
    drugs: ['술을|술 마|맥주|와인|소주', '담배|흡연', '약을 먹'],
    'dangerous-play': ['성냥|라이터', '불장난|불을 붙|불을 지르|불 지르|방화', '칼을 가지고 놀|칼로 놀|콘센트'],
    strangers: ['낯선 사람|모르는 사람|모르는 아저씨|모르는 아줌마', '인터넷에서 만난|온라인에서', '(?:엄마|아빠|부모님)(?:한테|에게|께)?\\s*(?:비밀|말하지 마|말하지 않|몰래)', '아무에게도 말하지'],
    'running-away': ['가출|집을 나가|집에서 도망|도망쳐|도망가'],
    cruelty: ['놀리|놀려|비웃|조롱|왕따|따돌', '바보|멍청|못생|뚱보|돼지야'],
    injection: ['지시를 무시|지시사항|이전 지시|규칙을 무시|시스템 프롬프트|명령을 무시'],
  },
};
