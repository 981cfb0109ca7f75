/** Español: la semilla que se tomó su tiempo. */
import { alt, cap, gx, type ShapeText } from '../../../writer/story-types.ts';

export const garden: ShapeText = {
  title: (c) => alt(c, 43, [`${c.name} y la semilla sin prisa`, `${c.name} planta una semilla`, `Lo que creció en el huerto de ${c.name}`]),
  problem: (c) => [
    [
      0,
      alt(c, 700, [
        `${cap(c.place.at)}, ${c.name} cavó un hoyito y plantó una semilla, redonda y marrón.`,
        `${cap(c.place.at)}, ${c.name} hundió una semillita marrón en la tierra blanda.`,
        `${cap(c.place.at)}, ${c.name} hizo un agujero con un dedo y dejó caer dentro una semilla.`,
      ]),
    ],
    ['t', `Pam, pam, pam, hizo la tierra.`],
    [
      0,
      alt(c, 701, [
        `—¡Crece! —dijo ${c.name}. Pero la tierra seguía ahí, marrón y quieta.`,
        `—Venga, a crecer —dijo ${c.name}. La tierra siguió lisa y marrón.`,
      ]),
    ],
    [1, `${c.co.name} olfateó la tierra. Nada. Ni una puntita verde.`],
    [
      3,
      `${c.name} había leído que dentro de una semilla hay una planta entera plegada, con raíces, hojas y todo. Parecía muy poco razonable que algo tan lleno de planes no hiciera absolutamente nada mientras alguien lo miraba.`,
    ],
  ],
  tries: [
    (c) => [
      [
        0,
        alt(c, 702, [
          `A la mañana siguiente, ${c.name} salió corriendo a mirar la tierra desnuda.`,
          `Cada mañana, ${c.name} se arrodillaba junto al huerto y miraba fijamente la tierra.`,
          `${c.name} se tumbó boca abajo y miró la tierra, con la nariz casi dentro.`,
        ]),
      ],
      [0, `Nada todavía. Solo tierra marrón.`],
      [1, alt(c, 703, [`—A lo mejor es tímida —dijo ${c.co.name}.`, `—A lo mejor crece cuando nadie mira —dijo ${c.co.name}.`])],
    ],
    (c) => [
      [0, `${c.name} quiso desenterrar la semilla, solo para comprobarlo.`],
      [
        1,
        `—Si la desentierras, no podrá crecer —dijo ${c.co.name}. ${c.name} se sentó, ${gx(c, 'triste y enfadado', 'triste y enfadada', 'triste y enfadado')}.`,
      ],
      [2, `—¿Y cómo sé que está haciendo algo? —suspiró ${c.name}—. ¡A lo mejor está dormida ahí abajo!`],
    ],
    (c) => [
      [0, `${c.name} le preguntó al viejo manzano: —¿Cuánto tardaste tú en crecer?`],
      [1, `El árbol solo movió sus hojas, despacio y tranquilo, como diciendo: muchísimo, muchísimo tiempo.`],
      [2, `${c.name} miró el tronco grueso y los cientos de hojas. Eso era mucho esperar.`],
    ],
  ],
  turn: (c) => [
    [0, `Entonces ${c.name} hizo un plan: un poco de cuidado cada día, y luego a jugar.`],
    [1, `Cada mañana, ${c.name} le daba al huerto un vasito de agua y arrancaba una mala hierba. Después, ${c.name} y ${c.co.name} se iban a jugar.`],
    [0, alt(c, 704, [`Y una mañana… ¡mira! Un brote verde diminuto con dos hojitas.`, `Y una mañana allí estaba: un brote verde, pequeño como una uña.`])],
    ['t', `¡Hola, brotecito!`],
    [
      3,
      `Esperar, descubrió ${c.name}, no era lo mismo que no hacer nada. Era hacer cada día la pequeña cosa correcta y confiar en que el resto ocurriera donde no se ve. Es más difícil, y también sorprendentemente tranquilo.`,
    ],
  ],
  resolution: (c) => [
    [0, alt(c, 705, [`El brote creció, y un día se abrió arriba una flor rosa.`, `Día tras día creció el brote, hasta que una flor rosa se abrió al sol.`])],
    [0, `${c.name} se rio. —¡He hecho crecer una flor!`],
    [1, `${c.co.name} la olió con mucho cuidado. Olía a verano.`],
    [2, `—Estuvo trabajando todo el tiempo —dijo ${c.name}—. Debajo, donde no podíamos verla.`],
  ],
};
