/**
 * Spanish texture for older listeners (ages 7+): a scenery line (tier 2) and an inner-thought
 * paragraph (tier 3) per middle beat, with more phrasings to pick from. Sentences avoid the hero's gender.
 */
import type { TextureWords } from '../schema.ts';

export const texture: TextureWords = {
  paragraphs: ({ name: N, co: { name: C } }) => ({
    go: [
      `El camino era blandito, y en el cielo no había ni una nube.`,
      `${C} hablaba de todo y de nada, y ${N} escuchaba sonriendo. Qué bonito es, pensó ${N}, caminar junto a un amigo en un día de sol.`,
    ],
    problem: [
      `${N} miró con mucha atención. Aquello iba a ser difícil.`,
      `En algún sitio, un pájaro carpintero hacía toc-toc, como si preguntara lo mismo: ¿y ahora qué? ${N} todavía no lo sabía, pero no pensaba rendirse. Ni hablar.`,
    ],
    try0: [
      `${C} miraba con atención, con la cabeza ladeada.`,
      `${N} observó el problema por un lado y por el otro, como un detective que estudia una pista, intentando no olvidar ningún detalle.`,
    ],
    try1: [
      `Una brisa suave movió la hierba, como si también quisiera ayudar.`,
      `Era uno de esos momentos en que uno puede llorar, o reír, o las dos cosas a la vez. ${N} eligió una risita temblorosa, y se sintió un poquito mejor.`,
    ],
    try2: [
      `${N} se echó hacia atrás un momento y soltó un largo suspiro.`,
      `Muchas cosas habían salido mal aquel día. Pero una no, se dio cuenta ${N}: ${C} seguía allí, con paciencia y cariño, y eso valía muchísimo.`,
    ],
    turn: [
      `${C} se quedó sin moverse, mirando con esperanza.`,
      `No fue un momento ruidoso, de trompetas y tambores. Fue un momento tranquilo, de los que pasan por dentro, cuando decides ser la persona que quieres ser.`,
    ],
    resolution: [
      `Todo alrededor parecía brillar un poco más.`,
      `Mucho tiempo después, ${N} todavía recordaría aquel momento: la luz, las risas y esa sensación cálida y orgullosa de haber encontrado el camino.`,
    ],
    homeward: [
      `Los grillos empezaron a cantar bajito entre la hierba.`,
      `${N} repasó todo el día, desde su principio luminoso hasta este final tranquilo, y lo guardó como un tesoro en el bolsillo.`,
    ],
  }),
  bank: ({ name: N, co: { name: C } }) => ({
    go: [
      [`${C} iba un poco por delante y se giraba a cada rato para ver si ${N} le seguía.`, `Olía a hierba recién cortada y un poquito a aventura.`],
      [
        `A ${N} le gustaban esos paseos sin prisa, en los que ${C} podía olfatear cada brizna de hierba. El día se abría por delante, nuevo y sin estrenar, como la primera página de un cuaderno.`,
        `Pasaron junto a una verja pintada de amarillo, un gato que dormitaba en un muro y un seto lleno de gorriones que discutían a voz en grito. ${N} saludó a todos, también a los gorriones.`,
      ],
    ],
    problem: [
      [`${C} se arrimó a ${N}, como diciendo: esto es un problema de verdad.`, `Aquello no iba a ser coser y cantar.`],
      [
        `Hacía un momento todo era sencillo, y ya no. ${C} miraba a ${N} como si ${N} tuviera que saber qué hacer. ${N} no lo sabía. Todavía no.`,
        `¿Hacer como si nada y seguir andando? ${N} lo pensó exactamente un segundo, y decidió no ser esa clase de persona.`,
      ],
    ],
    try0: [
      [`${C} miraba con los ojos muy abiertos, llenos de esperanza.`, `${C} contuvo la respiración.`],
      [
        `${N} intentó pensar como una inventora: ¿y si…? La primera idea casi nunca es la mejor, pero hay que sacarla para hacer sitio a la siguiente.`.replace(
          'una inventora',
          '${inventor}',
        ),
        `${C} daba un montón de consejos, casi todos inútiles y todos cariñosos. ${N} los escuchó igual, porque eso es lo que hacen los amigos.`,
      ],
    ],
    try1: [
      [`${C} soltó un suspirito comprensivo.`, `En algún sitio ladró un perro dos veces, como diciendo: ¡sigue!`],
      [
        `${N} notó cómo le subía el enfado por el cuello, se dio cuenta, y lo dejó estar sin hacerle caso. Eso, estaba aprendiendo ${N}, es la mitad de hacerse mayor.`,
        `${C} se puso a bailar un bailecito ridículo para animar a ${N}. Era un baile malísimo. Aun así, funcionó un poco.`,
      ],
    ],
    try2: [
      [`${C} se dejó caer al suelo, sin ideas.`, `${N} miró el problema hasta que todo se volvió borroso.`],
      [
        `Hay un cansancio especial, el de intentarlo una y otra vez. ${N} lo tenía ya. Pero debajo del cansancio quedaba algo pequeño y cabezota que no pensaba rendirse.`,
        `${N} se dio cuenta de que todos los intentos habían sido el mismo intento con distinto abrigo: empujar más fuerte, ir más deprisa, hacer más. Quizá hacía falta algo muy distinto.`,
      ],
    ],
    turn: [
      [`${C} dejó de moverse y se quedó mirando.`, `Por un momento, todo se quedó muy quieto.`],
      [
        `Era una de esas ideas que, cuando por fin llegan, parecen tan evidentes que no te explicas cómo no se te ocurrieron antes. ${N} casi se echó a reír.`,
        `${N} no se sentía valiente, exactamente. Se sentía a punto. Y resultó que con eso bastaba.`,
      ],
    ],
    resolution: [
      [`${C} daba saltitos de alegría.`, `Hasta las nubes parecían sonreír.`],
      [
        `${N} miró a ${C}, ${C} miró a ${N}, y ninguno de los dos necesitó decir nada.`,
        `El problema que parecía tan enorme ahora se veía pequeñito, como una montaña cuando ya estás en la cima.`,
      ],
    ],
    homeward: [
      [`${C} ya iba bostezando.`, `De una ventana salía olor a tortilla recién hecha.`],
      [
        `${N} contó con los dedos los buenos momentos del día y se quedó sin dedos. ${C} habría ayudado, pero estaba demasiado ocupado bostezando.`.replace(
          'ocupado',
          '${busy}',
        ),
        `De vuelta a casa, ${N} notó que el día le había dejado una marquita por dentro, como un punto de libro en un cuento favorito.`,
      ],
    ],
  }),
  named: ({ name: N, co: { name: C } }) => ({
    go: [
      `${C} tarareaba una canción que ${N} no había oído nunca.`,
      `${N} y ${C} caminaban al mismo paso, izquierda, derecha, izquierda.`,
      `${N} señaló una nube con forma graciosa, y ${C} se rio.`,
    ],
    problem: [`${N} y ${C} se miraron un buen rato.`, `${N} frunció los labios y se puso a pensar.`, `${C} miró a ${N} y esperó.`],
    try0: [`${C} se puso de puntillas para ver mejor.`, `${N} contó hasta tres en voz bajita.`, `${C} asintió muy en serio.`],
    try1: [`${C} soltó un murmullo lleno de esperanza.`, `${N} se frotó la nariz, pensando mucho.`, `${N} intentó no fruncir el ceño, y casi lo consiguió.`],
    try2: [`${C} se dejó caer junto a ${N}.`, `${N} soltó el aire despacio, muy despacio.`, `${C} apoyó la cabeza en la rodilla de ${N}.`],
    turn: [`${C} no se movía: miraba a ${N}.`, `${N} notó que la idea llegaba, silenciosa como un gato.`, `${N} contuvo el aliento un segundo.`],
    resolution: [`${C} se puso a bailar de alegría.`, `${N} sentía el corazón ligero como un globo.`, `${C} no podía dejar de sonreír a ${N}.`],
    homeward: [`${C} balanceaba la mano de ${N} adelante y atrás.`, `${N} tarareaba la canción de la mañana.`, `${C} caminaba cada vez más despacio.`],
  }),
};
