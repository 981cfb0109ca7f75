/** Español: la pelota encontrada que es de otra persona, y la verdad dicha. */
import { alt, cap, gx, type ShapeText } from '../../../writer/story-types.ts';

export const truth: ShapeText = {
  title: (c) =>
    alt(c, 701, [
      `${c.name} y la pelota de la raya`,
      `${c.name} dice la verdad`,
      `La pelota roja que no era de ${c.name}`,
      `${c.name} y el día de «quien lo encuentra se lo queda»`,
    ]),
  problem: (c) => [
    [0, `${cap(c.place.at)}, ${c.name} encontró una pelota roja con una raya blanca.`],
    [0, `No era la pelota de ${c.name}.`],
    [1, `No había nadie cerca. «Quien lo encuentra se lo queda», susurró una vocecita dentro de ${c.name}.`],
    [2, `${c.co.name} olfateó la pelota. «¿De quién es?» «Ahora es mía», dijo ${c.name}, un poco demasiado rápido.`],
    [
      3,
      `${c.name} le daba vueltas a la pelota entre las manos. Era justo la pelota que siempre había querido, y ese era precisamente el problema: cuando deseas algo con muchas ganas, es fácil olvidar de quién es.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `${c.name} escondió la pelota en la cesta, debajo de un paño.`],
      [1, `«Así nadie la verá», dijo. ${c.co.name} no dijo nada.`],
      [3, `Esconderla fue fácil. Olvidar que estaba escondida resultó mucho más difícil.`],
    ],
    (c) => [
      [0, `${c.name} intentó jugar con la pelota nueva, pero no era divertido.`],
      [1, `Sentía la barriga pesada, como si la pelota estuviera dentro.`],
      ['t', `Bote… bote… nada divertido.`],
      [2, `«¿Por qué no es divertido?», preguntó ${c.co.name}. ${c.name} se encogió de hombros, pero lo sabía muy bien.`],
    ],
    (c) => [
      [0, `Entonces, junto a los árboles, ${c.name} vio a un niño que buscaba por todas partes.`],
      [0, `«¡Mi pelota! ¿Alguien ha visto mi pelota roja de la raya blanca?»`],
      [1, `El niño tenía los ojos mojados, y a ${c.name} se le pusieron las mejillas calientes.`],
      [
        3,
        `${c.name} conocía ese sentimiento por dentro: el día que se perdió su osito, el mundo entero le pareció torcido hasta que apareció. Ahora ${gx(c, 'él', 'ella')} podía enderezarle el mundo a otra persona.`,
      ],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} sacó la pelota de la cesta y se la devolvió.`],
    [0, `«La encontré yo», dijo. «Y me la quería quedar. Lo siento.»`],
    [1, `Al decir la verdad, le temblaba la voz, pero ${c.name} dijo cada palabra.`],
    [
      3,
      `Era raro: la pelota ya no estaba, y sin embargo ${c.name} se sentía más ${gx(c, 'ligero', 'ligera')} que antes, como si hubiera dejado en el suelo una mochila pesada que llevaba toda la tarde.`,
    ],
  ],
  resolution: (c) => [
    [0, `El niño abrazó la pelota y se rio.`],
    [0, `«¡Gracias por decírmelo! ¿Jugamos juntos?»`],
    [0, `Y se pasaron la pelota roja de la raya blanca, de aquí para allá, una y otra vez.`],
    [1, `${c.co.name} corría entre los dos, y ${c.name} tenía el corazón ligero como una burbuja.`],
    [2, `«Tú puedes chutar siempre primero», dijo el niño, y ${c.name} sonrió de oreja a oreja.`],
  ],
};
