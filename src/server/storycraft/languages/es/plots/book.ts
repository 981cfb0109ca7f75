/** Español: la pregunta sobre la luna, resuelta en la biblioteca. */
import { alt, cap, type ShapeText } from '../../../writer/story-types.ts';

export const book: ShapeText = {
  title: (c) => alt(c, 45, [`${c.name} y el libro de la luna`, `${c.name} pregunta a la biblioteca`, `Una pregunta que solo un libro sabía contestar`]),
  problem: (c) => [
    [0, `${cap(c.place.at)}, la bibliotecaria le enseñó a ${c.name} estanterías llenas de libros, hasta el techo.`],
    [0, `${c.name} tenía una pregunta: —¿Por qué la luna cambia de forma?`],
    [1, `—La respuesta está en uno de estos libros —sonrió la bibliotecaria—. Solo tienes que encontrarla.`],
    [2, `${c.name} miró los miles de lomos y tragó saliva. —¿Pero en cuál?`],
    [
      3,
      `${c.name} había hecho la pregunta en el desayuno, en la comida y dos veces por el camino, y nadie la había contestado de verdad. En algún lugar de esas estanterías, decía la bibliotecaria, alguien lo había escrito todo con paciencia, por si algún día ${c.name} venía a buscarlo.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `${c.name} cargó con el libro más grande y más pesado de la estantería. ¡Uf!`],
      [1, `Pero las letras eran diminutas, no tenía dibujos y solo hablaba de piedras.`],
      ['t', `¡Qué libro tan pesado!`],
    ],
    (c) => [
      [0, `${c.name} se sentó con un libro finito, lleno de dibujos de colores.`],
      [
        1,
        alt(c, 720, [
          `Iba de un tractor. Se acabó en un minuto, y no salía ninguna luna.`,
          `Iba de un pato que perdió una bota. Muy gracioso, muy corto, y sin luna.`,
        ]),
      ],
    ],
    (c) => [
      [0, `${c.name} pasó las páginas de un libro a toda velocidad, buscando solo la palabra «luna».`],
      [1, `¡Fla, fla, fla! Las páginas se volvieron borrosas y ${c.name} no entendió nada de nada.`],
      [2, `—Los libros no funcionan así —suspiró ${c.co.name}—. Hay que dejar que te cuenten.`],
    ],
  ],
  turn: (c) => [
    [0, `Así que ${c.name} eligió un libro con una luna plateada en la tapa, se sentó y lo leyó despacio, en voz alta, para ${c.co.name}.`],
    [1, `Una línea y luego otra. La luna no cambia de verdad, decía el libro: cada noche el sol ilumina un trozo distinto.`],
    ['t', `¡Luna redonda, media luna, lunita!`],
    [
      2,
      `—Entonces siempre está entera —susurró ${c.name}—. ¡Lo que pasa es que no vemos la parte oscura! ${c.co.name} pasó la página para ver qué venía después.`,
    ],
    [
      3,
      `Hacia la página diez pasó algo curioso: ${c.name} dejó de cazar la respuesta y empezó, sin más, a leer. El libro tenía una voz tranquila y amable, y en cuanto ${c.name} se acompasó a su ritmo, le contó mucho más que lo único que había venido a preguntar.`,
    ],
  ],
  resolution: (c) => [
    [0, `La bibliotecaria selló el libro. —Lo devuelves dentro de dos semanas —dijo.`],
    [0, alt(c, 721, [`${c.name} se llevó el libro de la luna, bien abrazado.`, `${c.name} llevó el libro hasta la puerta como si fuera un tesoro.`])],
    [1, `—Esta noche —le dijo ${c.name} a ${c.co.name}— leemos el siguiente capítulo y luego miramos la luna de verdad.`],
  ],
};
