/**
 * Polish text of the plots 'lost', 'campfire' and 'cookies' (issue 16), written natively. Past
 * tenses agree with the hero (-ł/-ła) and the companion; names stay in the nominative.
 */
import { alt, cap, cx, gx, type StoryContext } from '../../story-types.ts';
import type { ExtraPack } from './types.ts';

const y = (c: StoryContext) => gx(c, 'y', 'a');
const ął = (c: StoryContext) => gx(c, 'ął', 'ęła');
/** 'jego' / 'jej' for the companion. */
const jego = (c: StoryContext) => cx(c, 'jego', 'jej');

export const plExtra: ExtraPack = {
  settings: {
    campsite: { at: 'na polu namiotowym', to: 'na pole namiotowe pod lasem', detail: 'Pod sosnami stał zielony namiot, a krąg z kamieni czekał na wieczorne ognisko.' },
    kitchen: { at: 'w kuchni babci', to: 'do babci', detail: 'W kuchni pachniało masłem i cynamonem, a czajnik mruczał na kuchence.' },
  },
  shapes: {
    lost: {
      title: (c) => alt(c, 40, [`${c.name} i maluszek, który się zgubił`, `${c.name} i ciche poszukiwania`]),
      problem: (c) => [
        [0, `${cap(c.place.at)} ${c.co.name} usłyszał${cx(c, '', 'a')}, że ${jego(c)} mama woła i woła.`],
        [0, `– Mój najmłodszy maluszek gdzieś się zapodział! – powiedziała mama.`],
        [1, `– Znajdziemy go – obiecał${gx(c, '', 'a')} ${c.name}. – Poszukamy wszędzie, słowo daję.`],
        [2, `${c.co.name} nie odezwał${cx(c, '', 'a')} się ani słowem. Nigdy jeszcze nie był${cx(c, '', 'a')} tak cich${cx(c, 'y', 'a')}.`],
        [3, `Niepokój wisiał w powietrzu jak cisza przed deszczem. Gdzieś niedaleko ktoś bardzo mały czekał, aż ktoś go znajdzie, a ${c.name} postanowił${gx(c, '', 'a')}, że to będzie właśnie on${gx(c, '', 'a')}.`],
      ],
      tries: [
        (c) => [[0, `${c.name} zajrzał${gx(c, '', 'a')} za stare drzewo.`], [1, `Tylko mech i żuk, który wcale nie chciał, żeby mu przeszkadzać.`], ['t', `A kuku! Nikogo.`]],
        (c) => [[0, `${c.name} szukał${gx(c, '', 'a')} w wysokich kwiatach i wołał${gx(c, '', 'a')}: „Maluszku! Gdzie jesteś?”`], [1, `Ale im głośniej ${c.name} wołał${gx(c, '', 'a')}, tym ciszej robiło się dookoła.`]],
        (c) => [[0, `${c.name} ${gx(c, 'szedł', 'szła')} za śladem malutkich łapek, w kółko i w kółko.`], [1, `Aż zobaczył${gx(c, '', 'a')}, że to ${gx(c, 'jego', 'jej')} własne ślady — chodził${gx(c, '', 'a')} w kółko!`]],
      ],
      turn: (c) => [
        [0, `${c.name} stan${ął(c)} bez ruchu. – Ciii – szepn${ął(c)}. – Posłuchajmy.`],
        [0, `I wtedy to usłyszeli: cichutkie chrapanie ze starego koszyka piknikowego.`],
        ['t', `Chrr, chrr, chrr!`],
        [1, `W koszyku, zwinięty w kłębek, spał maluszek.`],
        [3, `${c.name} omal się nie roześmiał${gx(c, '', 'a')}. Tyle biegania i wołania, a odpowiedź leżała tu przez cały czas i czekała na kogoś, kto będzie dość cicho, żeby ją usłyszeć.`],
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
        [3, `${c.name} wcale nie był${gx(c, '', 'a')} tego pewn${y(c)}. Za dnia las był miejscem do wspinania się i zbierania szyszek; teraz był ścianą kształtów, które zdawały się podchodzić bliżej, kiedy nikt nie patrzył.`],
      ],
      tries: [
        (c) => [[0, `${c.name} wczołgał${gx(c, '', 'a')} się do namiotu i schował${gx(c, '', 'a')} w śpiworze.`], [1, `Ale w namiocie było jeszcze ciemniej.`], ['t', `Ciemno, ciemno, ciemniutko!`]],
        (c) => [[0, `${c.name} włączył${gx(c, '', 'a')} latarenkę.`], [1, `Światło sprawiło, że cienie skakały i rosły, większe niż przedtem.`]],
        (c) => [[0, `${c.name} mocno zacisn${ął(c)} powieki.`], [1, `Ale z zamkniętymi oczami każdy szelest brzmiał dwa razy głośniej.`]],
      ],
      turn: (c) => [
        [0, `Wtedy ${c.name} spojrzał${gx(c, '', 'a')} w górę.`],
        [0, `Niebo było pełne gwiazd, więcej niż ${c.name} kiedykolwiek widział${gx(c, '', 'a')}.`],
        [1, `– Sprawdźmy, z czego jest zrobiona ciemność – szepn${ął(c)} ${c.name}.`],
        [1, `Zaćwierkał świerszcz. Zaszeleścił liść. Daleko żaba powiedziała „kum”.`],
        [2, `– To wcale nie jest straszne – powiedział${cx(c, '', 'a')} ${c.co.name}. – To tylko noc mówi dzień dobry.`],
        [3, `Kiedy ${c.name} nazwał${gx(c, '', 'a')} dźwięki, przestały być potworami, a stały się sąsiadami: świerszcz, liść, żaba o niskim głosie. Ciemność wcale się nie zmieniła. Zmienił${gx(c, '', 'a')} się ${c.name}.`],
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
        [3, `${c.co.name} już w połowie spał${cx(c, '', 'a')}, a ${c.name} czuł${gx(c, '', 'a')} to szczególne zmęczenie, które przychodzi tylko po dniu większym, niż się spodziewało.`],
      ],
    },
    cookies: {
      title: (c) => alt(c, 42, [`${c.name} i najdłuższe dwadzieścia minut`, `Ciasteczka dla wszystkich`]),
      problem: (c) => [
        [0, `${c.name} i babcia ${gx(c, 'piekli', 'piekły')} ciasteczka ${c.place.at}.`],
        [0, `– Teraz muszą się piec dwadzieścia minut – powiedziała babcia.`],
        [1, `Dwadzieścia minut! To brzmiało jak wieczność.`],
        [2, `${c.co.name} wciągn${cx(c, 'ął', 'ęła')} nosem ciepłe, słodkie powietrze i westchn${cx(c, 'ął', 'ęła')}.`],
        [3, `${c.name} wiedział${gx(c, '', 'a')}, że dobre rzeczy wymagają czasu. Tylko że nigdy nie lubił${gx(c, '', 'a')} tej zasady, a z blachą ciasteczek w piekarniku lubił${gx(c, '', 'a')} ją jeszcze mniej.`],
      ],
      tries: [
        (c) => [[0, `${c.name} zajrzał${gx(c, '', 'a')} przez szybkę piekarnika.`], [0, `– Już gotowe? – Jeszcze nie – odpowiedziała babcia.`]],
        (c) => [[0, `${c.name} liczył${gx(c, '', 'a')} do dziesięciu, bardzo powoli.`], [1, `Ale dziesięć minęło w mgnieniu oka, a ciasteczka wciąż były blade.`], ['t', `Raz, dwa, trzy… czekamy dalej!`]],
        (c) => [[0, `${c.name} usiadł${gx(c, '', 'a')} przy piekarniku i myślał${gx(c, '', 'a')} tylko o ciasteczkach.`], [1, `Przez to czekanie dłużyło się jeszcze bardziej.`]],
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
  },
};
