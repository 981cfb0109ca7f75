/** Español: la promesa de regar las semillas, la cometa que llama, y la palabra cumplida. */
import { alt, cap, type ShapeText } from '../../../writer/story-types.ts';

export const promise: ShapeText = {
  title: (c) =>
    alt(c, 731, [
      `${c.name} cumple su promesa`,
      `${c.name} y las semillas sedientas`,
      `Una promesa, una cometa y ${c.name}`,
      `${c.name} y el primer brote verde`,
    ]),
  problem: (c) => [
    [0, `${cap(c.place.at)}, ${c.name} y ${c.co.name} plantaron semillas diminutas.`],
    [0, `«Prometo regarlas todos los días», dijo ${c.name}, y cogió el cubo.`],
    [1, `${c.co.name} dio palmaditas a la tierra. «Todos los días», dijo. «Desde hoy.»`],
    [3, `Hacer la promesa parecía fácil y grandioso, como todas las promesas mientras nada tira de ellas desde el otro lado.`],
  ],
  tries: [
    (c) => [
      [0, `Justo entonces pasó corriendo un amigo con una cometa.`],
      [0, `«¡Ven a volarla! ¡El viento es perfecto!»`],
      [1, `${c.name} dio unos pasos detrás de la cometa. Bailaba y tiraba en el cielo.`],
    ],
    (c) => [
      [0, `${c.name} se paró y miró la cometa, y luego el cubo vacío.`],
      [1, `«Las semillas pueden esperar», dijo una vocecita por dentro. «Solo por esta vez.»`],
      [3, `Era una voz muy razonable. Ese era el problema: siempre sonaba más razonable justo cuando pedía algo que no estaba del todo bien.`],
    ],
    (c) => [
      [0, `${c.name} miró el huerto de semillas. La tierra estaba seca y agrietada.`],
      [1, `Las semillitas esperaban. No podían ir a buscar agua solas.`],
      [2, `${c.co.name} no dijo nada. Solo miró a ${c.name}, esperando también.`],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} llenó el cubo hasta arriba y lo llevó hasta las semillas.`],
    [0, `«Lo prometido es deuda», dijo, y las regó todas, una por una.`],
    [1, `El juego podía esperar un poco. Las semillas, no.`],
    [
      3,
      `Cumplir la promesa costó cinco minutos y un pequeño pellizco de espera. Romperla habría costado algo más difícil de nombrar: la sensación de que la palabra de ${c.name} vale lo que dice.`,
    ],
  ],
  resolution: (c) => [
    [0, `El amigo había esperado, y juntos volaron la cometa muy alto en el cielo.`],
    [0, `Y abajo, en la tierra mojada, asomó el primer brote verde, chiquitito.`],
    [1, `${c.co.name} lo celebró. «¡Cumpliste tu promesa, y mira, las semillas también!»`],
  ],
};
