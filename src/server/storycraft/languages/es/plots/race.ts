/** Español: la carrera hasta el árbol grande. */
import { alt, cap, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

/** La amiga que gana la carrera (otro nombre si el niño ya se llama así). */
const F = (c: StoryContext) => (c.name.toLowerCase() === 'lucía' ? 'Vera' : 'Lucía');

export const race: ShapeText = {
  title: (c) =>
    alt(c, 44, [`${c.name} y la carrera hasta el árbol grande`, `${c.name} llega ${gx(c, 'segundo', 'segunda')}`, `Preparados, listos… ¡${c.name}!`]),
  problem: (c) => [
    [0, `${cap(c.place.at)}, ${c.name} y su amiga ${F(c)} echaron una carrera hasta el árbol grande.`],
    ['t', `Preparados, listos, ¡ya!`],
    [
      0,
      alt(c, 710, [
        `${F(c)} tocó el árbol primero, por un pelo.`,
        `${F(c)} llegó primero, con un paso entero de ventaja.`,
        `Pum, pum, pum… y ${F(c)} tocó el árbol la primera.`,
      ]),
    ],
    [1, `A ${c.name} se le pusieron las mejillas rojas y calientes. ${c.co.name} aplaudía a las dos, y eso no ayudaba nada.`],
    [
      3,
      `${c.name} había estado ${gx(c, 'seguro', 'segura')} de ganar; hasta tenía preparado el saludito de campeón. Perder fue como fallar un escalón a oscuras: un sobresalto y después una vergüenza caliente que pica.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `—¡No vale, ${F(c)}! —gritó ${c.name}—. ¡Saliste antes del «ya»!`],
      [1, `A ${F(c)} se le borró la sonrisa. —No es verdad —dijo bajito.`],
      [2, `${c.name} sabía que ella tenía razón, y justo eso hacía más grande el enfado.`],
    ],
    (c) => [
      [0, `—¡Otra vez! —dijo ${c.name}, y corrió hacia el árbol grande lo más rápido que pudo.`],
      [1, alt(c, 711, [`Pero ${F(c)} era rápida y volvió a llegar primero.`, `Pero ${F(c)} ganó otra vez, esta vez por dos pasos.`])],
      [2, `—¡Otra! ¡Otra! —resopló ${c.name}. Cuanto más perdía, más se calentaba el enfado.`],
    ],
    (c) => [
      [0, `${c.name} se sentó con los brazos cruzados y no quiso jugar a la pelota con ${F(c)}.`],
      [1, `${F(c)} daba pataditas a la pelota ella sola. Tampoco parecía que se divirtiera.`],
      [2, `${c.co.name} miraba a una y a otra. —Así no gana nadie —dijo.`],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} se levantó y respiró tres veces despacio.`],
    [1, `Dentro y fuera, dentro y fuera, dentro y fuera.`],
    [0, `Luego fue hasta ${F(c)}. —Eres rapidísima. ¡Qué bien has corrido!`],
    [1, `—Perdona por decir que hacías trampa. Te toca elegir el próximo juego.`],
    ['t', `¡Bien corrido, ${F(c)}!`],
    [
      3,
      `Sorprendía lo mucho que costaban esas palabras y lo poco que pesaban una vez dichas. El calor se fue apagando, y en su lugar llegó algo más firme: ${c.name} podía perder una carrera y seguir siendo alguien con quien da gusto correr.`,
    ],
  ],
  resolution: (c) => [
    [
      0,
      alt(c, 712, [
        `${F(c)} eligió jugar a la pelota, y se la pasaron hasta que la risa no les dejaba chutar.`,
        `${F(c)} eligió la pelota, y se la pasaron de un lado a otro, riendo.`,
      ]),
    ],
    [0, `Al final, ${c.name} y ${F(c)} corrieron de la mano hasta el árbol grande.`],
    [1, `Nadie contó quién ganó. ${c.co.name} dijo que era un empate, y de los buenos.`],
  ],
};
