/**
 * Polish words of each boundary: what a story told to avoid water, animals, … must not say
 * (syntax in boundaries/word-lists.ts).
 */
import type { BoundaryWordList } from '../schema.ts';

export const boundaries: BoundaryWordList = {
  scary: ['zloczyn*', 'złoczyń*', 'potwor*', 'potwór', 'czarownic*', 'wiedźm*', 'troll*', 'olbrzym*', 'duch', 'duchy', 'wilk', 'wilki', 'pirat*', 'zbój*', 'złodziej*',
    'zgubil*', 'zgubił*', 'zagubion*', 'zabłąkan*', 'zabłądzi*', 'oddalił*', 'oddalil*', 'ciemność*', 'ciemnośc*', 'w ciemności', 'boi się ciemności', 'jeszcze ciemniej', 'cienie'],
  water: ['wod*', 'woda', 'morze*', 'morz*', 'ocean*', 'jezior*', 'rzeka', 'rzeki', 'rzekę', 'rzece', 'rzeką', 'strumie*', 'staw', 'stawie', 'stawu', 'kąpiel*', 'kapiel*', 'wann*', 'pływ*', 'plyw*', 'łód*', 'łódk*', 'żagl*', 'zagl*', 'żagiel', 'fal*', 'plusk*', 'chlap*',
    'kału*', 'deszcz*', 'plaż*', 'plaz*', 'brzegu jeziora', 'brzegu rzeki', 'brzegu morza', 'kropl*', 'kap, kap', 'czajnik*', 'fontann*', 'szu, szu'],
  animals: ['zwierzęta', 'zwierząt', 'zwierzętami', 'pies', 'psa', 'psem', 'piesek', 'pieska', 'szczeni*', 'kot', 'kota', 'kotem', 'kotek', 'kotk*', 'królik*', 'krolik*', 'króliczk*', 'króliczek', 'sow*', 'sówk*', 'lis', 'lisa', 'lisem', 'lisek', 'liska', 'żółw*', 'zolw*', 'smok*', 'smocz*',
    'ptak*', 'ptasz*', 'kos', 'dzięcioł*', 'mew*', 'kacz*', 'kur', 'kura', 'kury', 'kurcz*', 'krow*', 'koń', 'konia', 'koni', 'kucyk*', 'świni*', 'owc*', 'baran*', 'jagni*', 'koz*', 'mysz*', 'wiewiór*', 'jeż', 'jeża', 'jeżem', 'jeżyk*', 'żab*', 'pszczo*', 'motyl*',
    'konik* polny', 'koniki polne', 'ważk*', 'chrząszcz*', 'żuk*', 'mrówk*', 'świerszcz*', 'biedronk*', 'ślimak*', 'robak*', 'ryb*', 'jeleń*', 'sarn*', 'muu', 'kum, kum', 'hau', 'miau', 'łapk*', 'łapy', 'łapą', 'łapami', 'ogon*', 'pióra', 'pióro', 'gniazd*', 'mama sowa', 'maleństw*', 'maluch*'],
  separation: ['zgubil*', 'zgubił*', 'zagubion*', 'zabłąkan*', 'tęskn*', 'tesknil*', 'daleko od rodziny', 'rodzina daleko', 'całkiem sam*', 'zupełnie sam*', 'samotn*', 'bez mamy', 'bez taty', 'pożegna*', 'do widzenia', 'gdzie jesteś', 'wołała i wołała'],
  loud: ['hałas*', 'halas*', 'głośn*', 'glosn*', 'grzmot*', 'burz*', 'bęben*', 'bębn*', 'bum', 'trach', 'łomot*', 'huk*', 'krzyk*', 'krzycz*', 'wrzas*', 'ryk*', 'ryczał*', 'trąbk*', 'fajerwerk*', 'syren*', 'gwizd*', 'tup*', 'trzask*', 'puk, puk', 'puk-puk'],
  food: ['cebul*', 'ziemniak*', 'kartofl*', 'zupa', 'zupy', 'zupę', 'ser', 'sera', 'serem', 'jajk*', 'jedzeni*', 'ciastk*', 'ciasteczk*', 'ciast*', 'tort*', 'słodycz*', 'cukierk*', 'czekolad*', 'kakao', 'cukier*', 'cukr*', 'miód', 'miodu', 'dżem*', 'piec', 'piecz*', 'piekarni*', 'piekar*', 'chleb*', 'masł*', 'cynamon*',
    'tost*', 'śniadani*', 'obiad*', 'kolacj*', 'podwieczor*', 'piknik*', 'kanapk*', 'jabłk*', 'jablk*', 'lody', 'lodów', 'lodami', 'lodzik*', 'lizak*', 'jeść', 'jesc', 'zjadł*', 'zjedli', 'smak*', 'pyszn*', 'mlek*', 'owoc*', 'naleśnik*', 'marchew*', 'marchewk*', 'owsiank*', 'kaszk*'],
};
