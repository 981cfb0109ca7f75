/** Polski: pytanie o księżyc, rozwiązane w bibliotece. */
import { alt, cap, cx, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

const ł = (c: StoryContext) => gx(c, 'ł', 'ła');

export const book: ShapeText = {
  title: (c) => alt(c, 45, [`${c.name} i książka o księżycu`, `${c.name} pyta bibliotekę`, `Pytanie, na które odpowiedzieć mogła tylko książka`]),
  problem: (c) => [
    [0, `${cap(c.place.at)} bibliotekarka pokazała regały pełne książek, aż do sufitu.`],
    [0, `${c.name} miał${gx(c, '', 'a')} pytanie: – Dlaczego księżyc zmienia kształt?`],
    [1, `– Odpowiedź jest w jednej z tych książek – uśmiechnęła się bibliotekarka. – Trzeba ją tylko znaleźć.`],
    [2, `${c.name} spojrza${ł(c)} na tysiące grzbietów i ${gx(c, 'przełknął', 'przełknęła')} ślinę. – Ale w której?`],
    [
      3,
      `${c.name} zadawał${gx(c, '', 'a')} to pytanie przy śniadaniu, przy obiedzie i dwa razy po drodze, i nikt porządnie na nie nie odpowiedział. Gdzieś na tych półkach, mówiła bibliotekarka, ktoś cierpliwie wszystko zapisał, na wypadek gdyby ${c.name} kiedyś ${gx(c, 'przyszedł', 'przyszła')} tego szukać.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `${c.name} zdj${gx(c, 'ął', 'ęła')} z półki największą, najcięższą książkę. Uff!`],
      [1, `Ale litery były malutkie, nie było obrazków, a całość była o kamieniach.`],
      ['t', `Ciężka, ciężka książka!`],
    ],
    (c) => [
      [0, `${c.name} usiadł${gx(c, '', 'a')} z cienką książeczką pełną kolorowych obrazków.`],
      [
        1,
        alt(c, 720, [
          `Była o traktorze. Skończyła się w minutę i nie było w niej żadnego księżyca.`,
          `Była o kaczce, która zgubiła kalosz. Bardzo śmieszna, bardzo krótka i bez księżyca.`,
        ]),
      ],
    ],
    (c) => [
      [0, `${c.name} kartkował${gx(c, '', 'a')} książkę najszybciej, jak się dało, szukając tylko słowa „księżyc”.`],
      [1, `Szur, szur, szur! Strony się rozmazały i ${c.name} nic a nic nie zrozumiał${gx(c, '', 'a')}.`],
      [2, `– Książki tak nie działają – westchn${cx(c, 'ął', 'ęła')} ${c.co.name}. – Trzeba pozwolić im opowiadać.`],
    ],
  ],
  turn: (c) => [
    [
      0,
      `Więc ${c.name} wybra${ł(c)} jedną książkę ze srebrnym księżycem na okładce, usiadł${gx(c, '', 'a')} i czyta${ł(c)} ją powoli, na głos, a ${c.co.name} słuchał${cx(c, '', 'a')}.`,
    ],
    [1, `Linijka po linijce. Księżyc wcale się nie zmienia, pisało w książce: co noc słońce oświetla inny jego kawałek.`],
    ['t', `Okrągły księżyc, pół księżyca, rogalik!`],
    [
      2,
      `– Czyli on zawsze jest cały – szepn${gx(c, 'ął', 'ęła')} ${c.name}. – Tylko ciemnej części nie widać! ${c.co.name} przewrócił${cx(c, '', 'a')} kartkę, żeby zobaczyć, co dalej.`,
    ],
    [
      3,
      `Gdzieś koło dziesiątej strony stało się coś dziwnego: ${c.name} przestał${gx(c, '', 'a')} polować na odpowiedź i ${gx(c, 'zaczął', 'zaczęła')} po prostu czytać. Książka miała głos, spokojny i życzliwy, a kiedy ${c.name} zwolnił${gx(c, '', 'a')} do jej tempa, opowiedziała o wiele więcej niż tę jedną rzecz, o którą chodziło.`,
    ],
  ],
  resolution: (c) => [
    [0, `Bibliotekarka podbiła książkę pieczątką. – Oddasz ją za dwa tygodnie – powiedziała.`],
    [
      0,
      alt(c, 721, [
        `${c.name} ${gx(c, 'wyniósł', 'wyniosła')} książkę o księżycu, mocno ją przytulając.`,
        `${c.name} ${gx(c, 'niósł', 'niosła')} książkę do drzwi jak skarb.`,
      ]),
    ],
    [1, `– Dziś wieczorem – powiedział${gx(c, '', 'a')} ${c.name} – przeczytamy następny rozdział, a potem popatrzymy na prawdziwy księżyc.`],
  ],
};
