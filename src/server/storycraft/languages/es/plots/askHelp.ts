/** Español: la bici nueva, las caídas, y lo más valiente: pedir ayuda. */
import { alt, cap, gx, type ShapeText } from '../../../writer/story-types.ts';

export const askHelp: ShapeText = {
  title: (c) =>
    alt(c, 711, [`${c.name} y la bici que se tambalea`, `${c.name} pide ayuda`, `La pregunta más valiente de ${c.name}`, `${c.name} aprende a montar en bici`]),
  problem: (c) => [
    [0, `${cap(c.place.at)}, ${c.name} tenía una bicicleta nueva y reluciente.`],
    [0, `Hoy ${c.name} quería montar en ella, ${gx(c, 'solo', 'sola')}.`],
    [1, `«No necesito a nadie», le dijo ${c.name} a ${c.co.name}. «Los mayores montan solos.»`],
    [
      3,
      `Todo el verano, ${c.name} había visto a los niños mayores pasar volando en sus bicis, y ninguno parecía necesitar una mano. Seguro que el truco era ser lo bastante valiente para intentarlo sin ayuda.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `${c.name} se subió y empujó el pedal. Tambaleo, tambaleo… ¡pum!`],
      [0, `La bicicleta cayó sobre la hierba blanda.`],
      ['t', `Tambaleo, tambaleo, ¡pum!`],
      [2, `${c.name} se levantó deprisa y se sacudió las rodillas. «Solo estaba practicando.»`],
    ],
    (c) => [
      [0, `${c.name} lo intentó otra vez, y se cayó otra vez. Le picaban los ojos.`],
      [1, `«¿Pedimos ayuda?», preguntó ${c.co.name}.`],
      [1, `«¡No!», dijo ${c.name}. «¡Puedo ${gx(c, 'solo', 'sola')}!»`],
      [3, `La palabra salió más fuerte de lo que quería. Debajo había otra palabra, más pequeña y más verdadera, que no quería salir.`],
    ],
    (c) => [
      [0, `${c.name} se sentó bajo un árbol, junto a la bicicleta, y pensó.`],
      [1, `Pedir ayuda era como decir: «No puedo».`],
      [2, `«Hasta los mayores piden ayuda», dijo ${c.co.name} bajito. «Así aprendieron ellos también.»`],
      [
        3,
        `${c.name} lo pensó. Los niños de las bicis no habían nacido sabiendo montar. Alguna vez, alguien les había sujetado el sillín a cada uno; ${c.name} simplemente no estaba allí para verlo.`,
      ],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} respiró hondo y llevó la bicicleta hasta papá, que estaba en el banco.`],
    [0, `«Papá, ¿me ayudas?», preguntó.`],
    [1, `Pedirlo fue lo más valiente. Papá sonrió y se levantó enseguida.`],
    [
      3,
      `La pregunta era pequeñísima, solo tres palabras, y aun así se sintió como saltar del trampolín alto de la piscina. Y como el salto, pasó en un momento y dejó a ${c.name} radiante.`,
    ],
  ],
  resolution: (c) => [
    [0, `Papá sujetó el sillín y corrió al lado de ${c.name}. Luego, muy despacito, soltó.`],
    [0, `¡Y ${c.name} montó en la bicicleta nueva ${gx(c, 'solito', 'solita')}!`],
    [1, `${c.co.name} lo celebró, y papá aplaudió. «¡Lo conseguiste!»`],
    [2, `«Lo conseguimos», se rio ${c.name}. «Tú me ayudaste, y luego pude yo.»`],
  ],
};
