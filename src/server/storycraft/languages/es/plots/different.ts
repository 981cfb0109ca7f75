/** Español: el niño nuevo que habla y juega distinto, y el juego hecho de las dos maneras. */
import { alt, cap, type ShapeText } from '../../../writer/story-types.ts';

export const different: ShapeText = {
  title: (c) =>
    alt(c, 721, [
      `${c.name} y el tamborcito`,
      `El nuevo amigo de ${c.name}`,
      `${c.name} y la palabra que quiere decir amigo`,
      `Dos maneras de jugar, un solo juego`,
    ]),
  problem: (c) => [
    [0, `${cap(c.place.at)}, un niño nuevo estaba sentado solo en el banco.`],
    [0, `El niño hablaba un idioma que ${c.name} nunca había oído.`],
    [1, `Los demás niños miraron un momento y siguieron con sus juegos.`],
    [3, `${c.name} también miró, y se dio cuenta de algo: el niño nuevo miraba los juegos como se mira una puerta, preguntándose si alguien la abrirá.`],
  ],
  tries: [
    (c) => [
      [0, `${c.name} fue hasta el banco y saludó con la mano. «¡Hola!»`],
      [0, `El niño sonrió y contestó con una palabra que ${c.name} no conocía.`],
      [2, `«Seguro que también quiere decir hola», susurró ${c.co.name}.`],
    ],
    (c) => [
      [0, `${c.name} le hizo rodar la pelota al niño.`],
      [1, `El niño no la chutó. La lanzó muy alto y la atrapó riéndose: así se jugaba a la pelota en su casa.`],
      [2, `${c.name} frunció el ceño. «Así no se juega», estuvo a punto de decir. Pero no lo dijo.`],
    ],
    (c) => [
      [0, `Entonces el niño sacó un tamborcito de la mochila.`],
      [0, `¡Ta-ca-ta, ta-ca-ta! El tambor cantaba una canción saltarina.`],
      ['t', `¡Ta-ca-ta! ¡Ta-ca-ta!`],
      [3, `Se notaba que la canción venía de lejos, y el niño la tocaba con los ojos cerrados, como si su casa estuviera a solo unos golpes de tambor.`],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} se rio y dio palmas al ritmo del tambor.`],
    [0, `Luego ${c.name} probó a tocarlo: ta-ca… ¡ta! Casi.`],
    [1, `Distinto no es estar mal, pensó ${c.name}. Distinto es nuevo, y lo nuevo es divertido.`],
    [
      3,
      `A ${c.name} le sorprendió cuánto se podía aprender de alguien que lo hacía todo un poco diferente: una palabra nueva, un juego nuevo, una canción nueva, todo desde un solo banco.`,
    ],
  ],
  resolution: (c) => [
    [0, `Juntos inventaron un juego nuevo: ¡en cada golpe de tambor, la pelota vuela alto!`],
    [1, `Pronto los demás niños vinieron a jugar también, y ${c.co.name} bailaba en el medio.`],
    [2, `El niño le enseñó una palabra a ${c.name}. «Quiere decir amigo», dijo, señalando a ${c.name}.`],
  ],
};
