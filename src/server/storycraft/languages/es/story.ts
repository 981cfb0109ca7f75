/** Spanish templates of the built-in writer. Adjectives and participles agree with the hero. */
import { alt, cap, cx, gx, type LanguagePack, type Line, type StoryContext } from '../../writer/story-types.ts';
import { garden } from './plots/garden.ts';
import { truth } from './plots/truth.ts';
import { askHelp } from './plots/askHelp.ts';
import { race } from './plots/race.ts';
import { different } from './plots/different.ts';
import { promise } from './plots/promise.ts';
import { missing } from './plots/missing.ts';
import { book } from './plots/book.ts';

const o = (c: StoryContext) => gx(c, 'o', 'a', 'o');
const co = (c: StoryContext) => cx(c, 'o', 'a');

function heroNoun(c: StoryContext): string {
  // Ages 10-12: never 'little', for animal heroes too.
  if (c.kind === 'animal')
    return c.band === 3
      ? gx(c, 'un animal muy despierto', 'una criatura muy despierta', 'un animal muy despierto')
      : gx(c, 'un animalito muy simpático', 'una animalita muy simpática', 'un animalito muy simpático');
  if (c.kind === 'object') return gx(c, 'un juguete muy especial', 'una muñeca muy especial', 'un juguete muy especial');
  return gx(c, 'un niño', 'una niña', c.band === 3 ? 'una criatura muy despierta' : 'una criatura pequeña');
}

/**
 * One spoken sentence with its speech tag, the words and the verb chosen independently, so a
 * shared quote never stands alone as a sentence of its own (larger frame banks). Words
 * carry no sentence stop of their own (a stop inside would split the sentence in two).
 */
function said(c: StoryContext, slot: number, who: string, words: readonly string[], verbs: readonly string[] = SAY): string {
  const w = alt(c, slot, words),
    verb = alt(c, slot + 1000, verbs);
  // The name follows the verb's first word: 'sagte Mia leise', 'dit Mia en souriant', 'dijo Mia bajito'.
  const [first, ...rest] = verb.split(' ');
  const v = rest.length ? `${first} ${who} ${rest.join(' ')}` : verb;
  return rest.length ? `—${w} —${v}.` : `—${w} —${v} ${who}.`;
}
const SAY = ['dijo', 'dijo bajito', 'murmuró', 'susurró', 'suspiró'] as const;
/** Evening sky clauses (no moon or stars: the walk home and the sunset are not yet night). */
const EVENING_SKY = [
  'el sol bajó detrás de los tejados',
  'la luz de la tarde lo volvió todo color miel',
  'largas sombras cruzaron el camino',
  'el cielo se puso naranja, y luego rosa',
  'las nubes se pusieron rosadas por los bordes',
  'la luz se volvió suave y dorada',
  'los últimos rayos tibios resbalaron por los setos',
  'las sombras se hicieron largas y azules',
  'el sol se escondió detrás de las colinas, lento y redondo',
  'con la tarde llegó una brisa fresca',
  'los pájaros empezaron su canción de la tarde',
  'el cielo se puso del color de los melocotones',
  'el sol se puso entre destellos naranjas',
] as const;

export const story: LanguagePack = {
  code: 'es',
  sep: ' ',
  settings: {
    library: { at: 'en la biblioteca', to: 'a la biblioteca', detail: 'Las estanterías subían hasta el techo, y todo olía a papel y a silencio.' },
    garden: { at: 'en el jardín', to: 'al jardín', detail: 'Las abejas zumbaban entre las rosas, y la hierba olía a verano.' },
    forest: { at: 'en el bosque', to: 'al bosque', detail: 'Los árboles altos susurraban, y los rayos de sol bailaban entre las hojas.' },
    meadow: { at: 'en el prado', to: 'al gran prado', detail: 'Las margaritas se mecían con la brisa, y los saltamontes cantaban su canción.' },
    seaside: { at: 'en la playa', to: 'a la playa', detail: 'Las olas pequeñas hacían chis, chas sobre la arena, y las gaviotas flotaban allá arriba.' },
    mountain: { at: 'en la montaña', to: 'a la montaña verde', detail: 'El camino subía y subía, y todo el valle se veía abajo como una colcha de retales.' },
    farm: {
      at: 'en la granja',
      to: 'a la granja del final del camino',
      detail: 'Las gallinas cacareaban, una vaca mugía despacito y el granero olía a heno calentito.',
    },
    park: { at: 'en el parque', to: 'al parque', detail: 'Los patos chapoteaban en el estanque, y los columpios chirriaban contentos.' },
    lake: { at: 'junto al lago', to: 'al lago', detail: 'El agua estaba lisa como un espejo, y las libélulas volaban sobre los juncos.' },
    snowyVillage: {
      at: 'en el pueblo nevado',
      to: 'por el pueblo nevado',
      detail: 'La nieve brillaba en todos los tejados, y el aire olía a chocolate caliente.',
    },
    campsite: {
      at: 'en el campamento',
      to: 'al campamento junto al bosque',
      detail: 'Bajo los pinos había una tienda verde, y un círculo de piedras esperaba la fogata de la noche.',
    },
    kitchen: {
      at: 'en la cocina de la abuela',
      to: 'a casa de la abuela',
      detail: 'La cocina olía a mantequilla y canela, y la tetera canturreaba en el fogón.',
    },
    castle: {
      at: 'en el jardín del castillo',
      to: 'al viejo castillo de la colina',
      detail: 'Las banderas ondeaban en las torres, y las rosas trepaban por los muros de piedra.',
    },
  },
  companions: {
    puppy: { name: 'Pip', intro: 'un cachorrito llamado Pip', g: 'm' },
    kitten: { name: 'Michi', intro: 'un gatito suave llamado Michi', g: 'm' },
    bunny: { name: 'Saltarín', intro: 'un conejito llamado Saltarín', g: 'm' },
    owl: { name: 'Lola', intro: 'una lechuza muy sabia llamada Lola', g: 'f' },
    fox: { name: 'Rufo', intro: 'un zorrito pelirrojo llamado Rufo', g: 'm' },
    turtle: { name: 'Tula', intro: 'una tortuga sonriente llamada Tula', g: 'f' },
    teddy: { name: 'Bruno', intro: 'un osito de peluche llamado Bruno', g: 'm' },
    robot: { name: 'Bip', intro: 'un robot pequeñito llamado Bip', g: 'm' },
    dragon: { name: 'Chispa', intro: 'una dragoncita diminuta y muy buena llamada Chispa', g: 'f' },
  },

  home: (c) => {
    const N = c.name,
      C = c.co.name;
    const lines: Line[] = [
      [
        0,
        `${alt(c, 1, ['Érase una vez', 'Había una vez', 'Érase una vez, en un pueblo con un campanario torcido,', 'Había una vez, al final de un camino lleno de manzanos,'])} ${heroNoun(c)} que se llamaba ${N}.`,
      ],
    ];
    if (!c.meet) {
      lines.push(
        [
          0,
          alt(c, 4, [`${N} tenía ${cx(c, 'un gran amigo', 'una gran amiga')}: ${c.co.intro}.`, `${N} nunca estaba sol${o(c)}, porque tenía a ${c.co.intro}.`]),
        ],
        [
          1,
          alt(c, 7, [
            `${C} iba con ${N} a todas partes.`,
            `Donde iba ${N}, iba ${C}.`,
            `${N} y ${C} lo hacían casi todo juntos.`,
            `${C} nunca andaba lejos de ${N}.`,
            `${N} y ${C} lo compartían todo, los secretos y hasta el paraguas.`,
          ]),
        ],
      );
    }
    if (c.trait) lines.push([0, `A ${N} se le reconocía enseguida: ${c.trait}.`]);
    lines.push(
      [
        1,
        `${N} vivía en ${alt(c, 2, [`una casita acogedora con la puerta roja`, `una casita al final de una calle tranquila`, `una casa estrecha y azul con la chimenea torcida`, `la casa de la verja verde`, `una casa con una ventana redonda en el desván`, `una casita blanca con el tejado en punta`, `una casa amarilla con una cancela que chirriaba`, `una casa de ladrillo con hiedra alrededor de la puerta`, `una casita en lo alto de una calle empinada`, `una casa con un girasol más alto que la valla`, `una casa alta y delgadita, apretada entre dos anchas`, `una casita con un muro de piedra algo torcido`])}${alt(c, 102, [``, `, donde las mañanas olían a pan tostado`, `, donde cada mañana los gorriones discutían en el canalón`, `, desde cuya ventana se veía toda la calle`, `, donde la tetera casi siempre estaba cantando`, `, donde cada escalón crujía con una nota distinta`, `, donde el cartero llegaba cada mañana silbando`])}.`,
      ],
      [
        2,
        alt(c, 3, [
          `Cada mañana, ${N} abría la ventana, saludaba al día y se preguntaba qué traería.`,
          `Aquella mañana, ${N} desayunó en un tiempo récord: algo flotaba en el aire.`,
          `${N} se puso los zapatos, primero el izquierdo, como siempre, y miró al cielo para adivinar qué clase de día sería.`,
        ]),
      ],
      [3, `«Hoy —pensó ${N}— va a pasar algo bonito. Lo noto hasta en la punta de los pies». Y en esas cosas, ${N} casi nunca se equivocaba.`],
    );
    if (!c.meet) lines.push(['t', `¡Hola, ${N}! ¡Hola, ${C}!`]);
    return lines;
  },
  meet: (c) => [
    [0, `De pronto, llamaron a la puerta: ¡toc, toc, toc!`],
    [0, `Era ${cx(c, 'el mejor amigo', 'la mejor amiga')} de ${c.name}: ${c.co.intro}.`],
    [1, `—¡Buenos días! —dijo ${c.co.name}—. ¿Qué hacemos hoy?`],
    [2, `${c.name} se levantó de un salto. —¡Vamos de aventura!`],
    [
      3,
      `${c.co.name} estaba tan content${co(c)} que dio tres vueltas sobre sí mism${co(c)} y casi se cae, y a ${c.name} le dio tanta risa que tuvo que sentarse otra vez.`,
    ],
  ],
  go: (c) => [
    [0, `${c.name} y ${c.co.name} se fueron ${c.place.to}.`],
    [
      1,
      alt(c, 130, [
        c.place.detail,
        `Alrededor de ${c.name} y ${c.co.name}, ${c.place.detail.charAt(0).toLowerCase()}${c.place.detail.slice(1)}`,
        `${c.name} y ${c.co.name} se pararon a mirar: ${c.place.detail.charAt(0).toLowerCase()}${c.place.detail.slice(1)}`,
        `Mientras caminaban, ${c.name} y ${c.co.name} se fijaron en todo: ${c.place.detail.charAt(0).toLowerCase()}${c.place.detail.slice(1)}`,
      ]),
    ],
    [
      2,
      alt(c, 3, [
        said(
          c,
          203,
          c.co.name,
          [
            'Mira, hoy todo brilla',
            'Escucha, los pájaros están charlando',
            'Este es mi camino favorito',
            'Vamos contando nubes por el camino',
            'Seguro que hoy va a ser un buen día',
            'Aquí huele a aventura',
            'Espérame, que me quedo atrás',
            'Vamos al mismo paso',
          ],
          ['dijo', 'exclamó', 'dijo con alegría'],
        ),
        `${c.name} iba dando saltitos y tarareando una canción, y ${c.co.name} la tarareaba también, un poco desafinad${co(c)}.`,
      ]),
    ],
    [
      3,
      alt(c, 140, [
        `${c.name} respiraba el aire fresco y se fijaba en todo: los colores, los sonidos, el escarabajo diminuto que cruzaba el camino como un soldadito desfilando. El mundo parecía grande y amable, y ${c.name} se sentía list${o(c)} para cualquier cosa.`,
        `${c.name} tenía una manera de andar que era mitad andar y mitad mirar: los postes de las vallas, los caracoles, el momento justo en que una nube tapaba el sol. Al llegar, ya llevaba los bolsillos llenos de cositas dignas de recordar, y se sentía list${o(c)} para lo que viniera.`,
        `Era uno de esos días en que hasta el aire parece estar atento. ${c.name} caminaba un poco más derech${c.g === 'f' ? 'a' : 'o'} que de costumbre, sin saber muy bien por qué, como si el día tuviera planes y ${c.name} estuviera list${o(c)} para ellos.`,
      ]),
    ],
  ],
  afterProblem: (c) => [
    [
      2,
      said(
        c,
        220,
        c.co.name,
        [
          'Tenemos que hacer algo',
          'Necesitamos un plan',
          'Esto es un buen lío',
          'Ya encontraremos la manera',
          'Vaya, esto no es fácil',
          'Pensemos bien',
          'Entre los dos lo conseguiremos',
          'Esto no me gusta nada',
        ],
        ['susurró', 'dijo', 'dijo bajito', 'murmuró'],
      ),
    ],
    [
      3,
      alt(c, 21, [
        `${c.name} frunció el ceño y pensó con fuerza. Tenía que haber una manera. Siempre hay una manera si la buscas el tiempo suficiente: eso creía ${c.name}.`,
        `Un problema, había decidido ${c.name} una vez, es una puerta que nadie ha abierto todavía. Solo hay que averiguar hacia dónde gira el picaporte.`,
        `${c.name} sentía dos cosas a la vez: un nudo de preocupación en la tripa y, debajo, una chispita cabezota que no quería apagarse.`,
        `${c.name} miraba el problema como se mira una pieza de puzle que no encaja: dándole vueltas y más vueltas, sin aceptar que no tuviera su sitio.`,
        `Habría sido fácil decidir que aquello era cosa de alguien mayor. ${c.name} lo pensó un momento, le pareció una idea demasiado cómoda y la dejó a un lado.`,
      ]),
    ],
  ],
  afterTry: (c, i) =>
    (
      [
        [
          [
            1,
            said(
              c,
              222,
              c.name,
              [
                'Mmm, así no es',
                'Bueno, por algo se empieza',
                'No del todo',
                'Entonces no es así',
                'Casi',
                'Pues no, esta vez no',
                'Así no funciona',
                'Al menos ya sabemos lo que no sirve',
                'Habrá que seguir pensando',
                'Ese no era el truco',
                'Casi, pero no',
                'Primer intento, primer fallo',
              ],
              ['dijo', 'suspiró', 'refunfuñó', 'murmuró', 'dijo encogiéndose de hombros'],
            ),
          ],
          [
            2,
            said(c, 223, c.co.name, [
              'No pasa nada, probemos otra cosa',
              'Ha sido un buen intento',
              'Tranquilidad, ya encontraremos la manera',
              'Solo era el primer intento',
              'Probemos de otra forma',
              'Acabamos de empezar',
              'A lo mejor con algo más pequeño',
              'Venga, otra vez',
              'Mirémoslo desde el otro lado',
              'Nadie acierta a la primera',
              'Todo tiene un principio',
              'Me da que el próximo saldrá mejor',
            ]),
          ],
          [
            3,
            alt(c, 24, [
              `${c.name} se rascó la cabeza. Un primer intento es solo un primer intento, pensó, y nadie lo hace todo bien a la primera, ni siquiera los mayores.`,
              `Escocía un poco, como escuece todo primer intento fallido. Pero ahora ${c.name} sabía al menos una manera que no servía, y eso ya era algo.`,
              `${c.name} guardó el fallo en el cajón de «así no», que por suerte era mucho más pequeño que el otro.`,
              `El primer intento había salido mal rápido y del todo, lo cual al menos tenía la ventaja de estar claro. ${c.name} prefería un error claro a uno enredado.`,
            ]),
          ],
        ],
        [
          [
            1,
            said(
              c,
              225,
              c.name,
              [
                'Vaya, así tampoco',
                'Otra vez nada',
                'No, eso tampoco',
                'Sigue sin estar bien',
                'Mmm, por ahí no',
                'Uy, casi',
                'Tampoco era eso',
                'Tampoco salió bien',
                'Otro fallo',
                'Bueno, ya van dos',
                'Esto no hay manera',
                'Mmm, eso tampoco era',
              ],
              ['suspiró', 'dijo', 'refunfuñó', 'murmuró', 'dijo frunciendo el ceño'],
            ),
          ],
          [
            2,
            alt(c, 26, [
              `${c.co.name} se apoyó suavemente en ${c.name}, solo para decir: aquí estoy.`,
              `—Ya casi lo tenemos —dijo ${c.co.name}, aunque ninguno de los dos estaba seguro.`,
              said(
                c,
                226,
                c.co.name,
                [
                  'No pares ahora',
                  'Aquí estoy',
                  'Sigamos',
                  'Lo estás haciendo muy bien',
                  'Poquito a poco',
                  'Primero respira hondo',
                  'Ya van dos',
                  'Mirémoslo otra vez, pero bien',
                  'Hacemos un buen equipo',
                  'De cada fallo se aprende algo',
                ],
                ['dijo', 'susurró', 'dijo con cariño', 'murmuró'],
              ),
            ]),
          ],
          [
            3,
            alt(c, 27, [
              `Una nubecita de preocupación se le metió a ${c.name} en el pecho. ¿Y si lo dejaban y volvían a casa? Pero en el fondo, ${c.name} no quería rendirse.`,
              `${c.name} se dio cuenta de que tenía los puños apretados y los aflojó. Con los puños cerrados, había aprendido, solo salen ideas torpes.`,
              `Dos intentos. ${c.name} notó las ganas de siempre de repetir lo mismo, pero más fuerte, y las reconoció: era impaciencia disfrazada de valentía.`,
              `${c.name} se pilló frunciendo el ceño y casi se echó a reír. Fruncir el ceño no había arreglado nunca nada, y no iba a empezar precisamente hoy.`,
            ]),
          ],
        ],
        [
          [
            1,
            said(
              c,
              228,
              c.name,
              [
                'Nada, tampoco',
                'Nada de nada',
                'Sigue sin salir',
                'Esta vez tampoco',
                'Tres intentos y nada',
                'Bueno, ya van tres',
                'Mmm, seguimos atascados',
                'No hay manera',
                'Vaya, eso tampoco',
                'Todavía no es eso',
                'Tres veces, y seguimos igual',
                'Qué testarudo está hoy este problema',
              ],
              ['suspiró', 'dijo', 'dijo bajito', 'refunfuñó', 'murmuró'],
            ),
          ],
          [
            2,
            said(
              c,
              229,
              c.co.name,
              [
                'A lo mejor necesitamos otra clase de idea',
                'Repetir lo mismo no va a servir',
                'A lo mejor estamos probando lo que no es',
                'Probemos algo completamente distinto',
                'Más fuerte no funciona, a lo mejor más suave',
                'Podríamos darle la vuelta al problema',
                'Paremos a pensar un momento',
                'Una cuarta vez lo mismo, no',
                'Hace falta una idea nueva',
                'Seguro que hay otro camino',
                'A lo mejor la respuesta está donde no hemos mirado',
                'Sentémonos a pensar primero',
              ],
              ['dijo', 'dijo despacio', 'propuso', 'dijo con calma', 'dijo en voz baja'],
            ),
          ],
          [
            3,
            alt(c, 30, [
              `${c.name} se quedó callad${o(c)} un momento, escuchando la brisa. A veces, pensó, la respuesta no está en intentarlo con más fuerza, sino en intentarlo de otra manera.`,
              `Tres intentos, tres fallos. ${c.name} se paró, como uno se para en un laberinto para mirar las paredes en vez de chocar contra ellas.`,
              `${c.name} tenía la curiosa sensación de haber llamado a todas las puertas de un pasillo menos a una, la del fondo, que parecía demasiado corriente para importar.`,
              `Ya iban tres. ${c.name} empezó a sospechar que el problema no era testarudo en absoluto: solo esperaba que alguien le hiciera otra pregunta.`,
            ]),
          ],
        ],
      ] as Line[][]
    )[i]!,
  low: (c) => [
    [
      0,
      alt(c, 31, [
        `${c.name} se sentó en una piedra lisa y tibia y soltó un largo suspiro.`,
        `${c.name} se sentó en la hierba, con la barbilla entre las manos.`,
        `${c.name} se dejó caer al suelo y se quedó mirando sus zapatos.`,
      ]),
    ],
    [1, alt(c, 32, [`${c.co.name} se sentó también, muy cerquita.`, `${c.co.name} se acurrucó a su lado sin decir nada.`])],
    [
      2,
      alt(c, 33, [
        `—No sé qué hacer —susurró ${c.name}. —No pasa nada —dijo ${c.co.name}—. Podemos pensar juntos.`,
        `—A lo mejor no puedo —dijo ${c.name}. ${c.co.name} negó con la cabeza. —Es que todavía no has encontrado cómo.`,
      ]),
    ],
    [
      3,
      alt(c, 34, [
        `${c.name} miró una fila de hormigas que cargaban migas el doble de grandes que ellas, pacientes y sin prisa. Poco a poco, los pensamientos zumbones se fueron posando, como hojas sobre un estanque. Y entonces, muy despacito, empezó a crecer una idea, igual que una semilla cuando nadie la mira.`,
        `Durante un rato, ${c.name} dejó que la desilusión estuviera ahí, pesada como un abrigo mojado. Era curioso: en cuanto dejó de pelearse con ella, se fue haciendo pequeña, y en el hueco que dejó entró algo más claro.`,
        `Hubo una pausa larga en la que no pasó nada, salvo el viento, un pájaro en alguna parte y la respiración de ${c.name}, cada vez más lenta. Es asombroso cuánto se piensa en una pausa así.`,
        `${c.name} pensó en rendirse, miró la idea con sinceridad y vio que no le quedaba bien. Rendirse era un abrigo cortado para otra persona.`,
      ]),
    ],
  ],
  beforeTurn: (c) => [
    [2, alt(c, 35, [`De repente, a ${c.name} le brillaron los ojos.`, `Entonces ${c.name} se enderezó de golpe.`, `Y de pronto, ${c.name} lo supo.`])],
    [
      3,
      alt(c, 36, [
        `—Espera —dijo ${c.name} despacio—. Creo que ya sé qué hacer.`,
        `—Lo estaba mirando del revés —dijo ${c.name}.`,
        `No era un truco ingenioso lo que se le ocurrió, sino algo más sencillo, y más valiente.`,
      ]),
    ],
  ],
  afterResolution: (c) => [
    [
      2,
      alt(c, 37, [
        `${c.name} y ${c.co.name} se rieron hasta que les hizo cosquillas la barriga.`,
        `${c.co.name} dio una vuelta de alegría.`,
        `${c.name} sonreía tanto que le dolían las mejillas.`,
      ]),
    ],
    [
      3,
      alt(c, 38, [
        `${c.name} sentía un calorcito por dentro, como una taza de chocolate en invierno. Había sido un buen día. Un día buenísimo.`,
        `Era un orgullo tranquilo, de esos que no hace falta contarle a nadie. ${c.name} lo guardó con cuidado.`,
        `Costaba creer lo atascado que parecía todo hacía una hora. Fuera, poco había cambiado. Dentro, mucho.`,
        `Lo que sentía ${c.name} no era exactamente un triunfo. Era algo más suave, y duraría más: la sensación de haber sido quien uno quiere ser.`,
        `Más adelante, ${c.name} no recordaría cada detalle, pero sí esto: que la respuesta había salido de dentro, y que había estado allí todo el tiempo.`,
      ]),
    ],
  ],
  sunset: (c) => [
    [
      0,
      `${cap(alt(c, 9, EVENING_SKY))}${alt(c, 109, [`.`, `, y ${c.co.name} soltó un bostezo enorme.`, `, y el día empezó a tener sueño, y ${c.co.name} también.`, `, y ${c.name} se quedó un rato mirando con ${c.co.name}.`, `, y la tarde llegó despacito para ${c.name} y ${c.co.name}.`])}`,
    ],
  ],
  homeward: (c) => [
    [
      0,
      `${cap(alt(c, 10, EVENING_SKY))}${alt(c, 110, [`, y llegó la hora de volver a casa.`, `. ${c.name} y ${c.co.name} emprendieron el camino de vuelta.`, `, y en casa esperaba la cena a ${c.name} y a ${c.co.name}.`, `: hora de que ${c.name} y ${c.co.name} volvieran a casa.`, `, y ${c.co.name} se sabía el camino de vuelta de memoria.`, `, y ${c.name} pensó en la cena y en su casa.`])}`,
    ],
    [
      1,
      alt(c, 11, [
        `${c.name} y ${c.co.name} volvieron despacito, uno al lado del otro.`,
        `${c.name} y ${c.co.name} tomaron el camino largo, junto al muro viejo.`,
        `${c.name} llevó a ${c.co.name} en brazos el último trecho.`,
      ]),
    ],
    [
      2,
      alt(c, 12, [
        said(
          c,
          212,
          c.co.name,
          [
            'Qué día',
            'Qué día tan bonito y tan largo',
            'Estoy con un cansancio de los buenos',
            'Tenemos que repetir algo así pronto',
            'Hoy me ha gustado',
            'Mis pies tienen sueño, y yo también',
            'Ha sido un buen día',
            'Me acordaré de hoy',
            'En casa ya olerá a cena',
            'Podría dormir una semana entera',
          ],
          ['bostezó', 'dijo bostezando', 'dijo entre bostezos', 'murmuró'],
        ),
        said(
          c,
          213,
          c.name,
          [
            'Qué día',
            'Qué día tan bonito y tan largo',
            'Estoy con un cansancio de los buenos',
            'Tenemos que repetir algo así pronto',
            'Hoy me ha gustado',
            'Mis pies tienen sueño, y yo también',
            'Ha sido un buen día',
            'Me acordaré de hoy',
            'En casa ya olerá a cena',
            'Podría dormir una semana entera',
          ],
          ['bostezó', 'dijo bostezando', 'dijo entre bostezos', 'murmuró'],
        ),
        `No hablaban mucho. No les hacía falta.`,
      ]),
    ],
    [
      3,
      alt(c, 13, [
        `Las ventanas se iluminaron una a una, y en algún lugar un mirlo cantaba su última canción del día. A ${c.name} le pesaban los pies, pero de la forma más bonita.`,
        `En alguna cocina chisporroteaba una cebolla; en otra casa alguien practicaba el piano, mal pero con valentía. A ${c.name} le pareció el sonido más bonito de toda la calle.`,
        `${c.name} repasó el día en orden, como quien pasa las páginas de un libro, y se detuvo en la parte del medio, donde casi todo había salido mal.`,
        `Las farolas se fueron encendiendo una tras otra, como si se pasaran un recado calle abajo. ${c.name} caminaba despacio, para que el día durara un poquito más.`,
        `De alguna cocina salía olor a pan caliente, y ${c.name} descubrió, con sorpresa, el hambre que da un buen día.`,
      ]),
    ],
  ],
  bedtime: (c) => {
    const N = c.name,
      C = c.co.name;
    const lines: Line[] = [
      [
        0,
        `${alt(c, 14, [`Esa noche`, `Después del baño`, `A la hora de dormir`, `Después de lavarse los dientes`, `Un poco más tarde`])}, ${N} ${alt(c, 114, [`se acurrucó en la cama`, `se metió bajo las sábanas`, `se subió a la cama calentita`, `se tapó con la manta hasta la nariz`, `se escondió bajo el edredón`])}.`,
      ],
      ['t', alt(c, 15, [`Acurruca, acurruca, acurruca.`, `Chis, chis, chis.`, `A dormir, a dormir.`, `Calentito, calentito.`, `Nana, nanita, nana.`])],
      [
        1,
        `${C} ${alt(c, 16, [`se hizo una bolita a los pies de la cama`, `encontró un sitio calentito junto a la almohada`, `se acurrucó muy cerca de ${N}`, `se escondió en una esquina de la manta`, `se quedó junto a ${N}`, `se hizo un nido redondo con la colcha`])}, y la luna ${alt(c, 116, [`se asomó por la ventana`, `brillaba como una lamparita`, `colgaba redonda y tranquila en la ventana`, `sonreía entre las cortinas`, `vigilaba en silencio desde fuera`])}.`,
      ],
    ];
    if (c.traitBed) lines.push([2, `${N} (${c.traitBed}) estaba calentit${o(c)} bajo la manta.`]);
    lines.push([
      2,
      alt(c, 18, [
        `—Buenas noches, ${C} —susurró ${N}. —Buenas noches, ${N} —susurró ${C}.`,
        `—¿Mañana otra vez? —murmuró ${N}, medio ${c.g === 'f' ? 'dormida' : 'dormido'} ya.`,
        `${N} acarició a ${C} una última vez. —Que sueñes bonito.`,
        `—Gracias por hoy, ${C} —murmuró ${N} contra la almohada.`,
        `${C} ya roncaba bajito, y ${N} sonrió en la oscuridad.`,
      ]),
    ]);
    if (c.moral) lines.push([0, `Antes de cerrar los ojos, ${N} susurró: «${c.moral}»`]);
    lines.push(
      [
        3,
        `Afuera, las estrellas cuidaban del mundo dormido, como hacen siempre. La respiración de ${N} se volvió lenta y suave, y pronto ${N} ya soñaba con el día de mañana.`,
      ],
      [0, `Buenas noches, ${N}.`],
    );
    return lines;
  },

  shapes: {
    truth,
    askHelp,
    different,
    promise,
    missing,
    lost: {
      title: (c) => alt(c, 40, [`${c.name} y el pequeño que se perdió`, `${c.name} y la búsqueda silenciosa`]),
      problem: (c) => [
        [0, `${cap(c.place.at)}, la mamá de ${c.co.name} llamaba y llamaba.`],
        [0, `—¡Mi pequeñín se ha perdido! —dijo.`],
        [1, `—Encontraremos a tu pequeñín —dijo ${c.name}—. Te prometo que buscaremos por todas partes.`],
        [2, `${c.co.name} no decía ni una palabra. Nunca había estado tan callad${co(c)}.`],
        [
          3,
          `La preocupación flotaba en el aire como el silencio antes de la lluvia. Muy cerca, alguien muy pequeño esperaba a que lo encontraran, y ${c.name} estaba decidid${o(c)} a ser quien lo encontrara.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} miró detrás del gran árbol viejo.`],
          [1, `Solo musgo, y un escarabajo al que no le gustaban nada las visitas.`],
          ['t', `¡Cucú! No hay nadie.`],
        ],
        (c) => [
          [0, `${c.name} buscó entre las flores altas y gritó: «¡Pequeñín! ¿Dónde estás?».`],
          [1, `Pero cuanto más fuerte gritaba ${c.name}, más callado se quedaba todo.`],
        ],
        (c) => [
          [0, `${c.name} siguió unas huellas diminutas, en círculo.`],
          [1, `Daban vueltas y vueltas… hasta que ${c.name} se dio cuenta: ¡eran sus propias huellas!`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} se quedó muy quiet${o(c)}. —Chsss —susurró—. Vamos a escuchar.`],
        [0, `Y allí estaba: un ronquido diminuto que salía de una vieja cesta de pícnic.`],
        ['t', `¡Ronc, ronc, ronc!`],
        [1, `Dentro de la cesta, hecho un ovillo, dormía el pequeñín.`],
        [
          3,
          `${c.name} casi se echó a reír. Tanto correr y tanto gritar, y la respuesta había estado ahí todo el tiempo, esperando a que alguien estuviera lo bastante callado para oírla.`,
        ],
      ],
      resolution: (c) => [
        [0, `${c.name} llevó al pequeñín con la mamá de ${c.co.name}, despacito y con cuidado.`],
        [0, `Ella abrazó fuerte a su bebé.`],
        [1, `—Gracias —le dijo a ${c.name}—. Has encontrado a mi pequeñín escuchando.`],
      ],
    },
    cookies: {
      title: (c) => alt(c, 42, [`${c.name} y los veinte minutos más largos`, `Las galletas de ${c.name} para todos`]),
      problem: (c) => [
        [0, `${c.name} y la abuela hacían galletas ${c.place.at}.`],
        [0, `—Ahora tienen que hornearse veinte minutos —dijo la abuela.`],
        [1, `¡Veinte minutos! A ${c.name} le pareció una eternidad.`],
        [2, `${c.co.name} olfateó el aire tibio y dulce, y suspiró.`],
        [
          3,
          `${c.name} sabía, más o menos, que las cosas buenas llevan su tiempo. Lo que pasa es que esa regla nunca le había gustado, y con una bandeja de galletas en el horno le gustaba todavía menos.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} miró por el cristal del horno.`],
          [0, `—¿Ya están? —Todavía no —dijo la abuela.`],
        ],
        (c) => [
          [0, `${c.name} contó hasta diez, muy despacio.`],
          [1, `Pero el diez llegó enseguida, y las galletas seguían pálidas.`],
          ['t', `Uno, dos, tres… ¡a esperar!`],
        ],
        (c) => [
          [0, `${c.name} se sentó delante del horno sin pensar en nada más que en galletas.`],
          [1, `Así la espera se hizo todavía más larga.`],
        ],
      ],
      turn: (c) => [
        [0, `Entonces a ${c.name} se le ocurrió algo: —¡Voy a hacer una cosa mientras esperamos!`],
        [0, `${c.name} dibujó una tarjeta con un gran sol amarillo para la amiga de al lado.`],
        [1, `${c.name} pintaba con tantas ganas que se olvidó del reloj.`],
        [3, `Esperar, descubrió ${c.name}, se hace mucho más corto cuando tienes las manos ocupadas haciendo algo para otra persona.`],
      ],
      resolution: (c) => [
        [0, `¡Din! Las galletas estaban listas.`],
        [0, `En el jardín, ${c.name} las compartió con la abuela y la amiga de al lado.`],
        [1, `—Saben todavía mejor porque hemos esperado —dijo ${c.name}, y la tarjeta fue todo un éxito.`],
      ],
    },
    campfire: {
      title: (c) => alt(c, 41, [`${c.name} y la noche en la tienda`, `${c.name} se va de acampada con el abuelo`]),
      problem: (c) => [
        [0, `Aquella tarde, ${c.name} y el abuelo montaron una tienda ${c.place.at}.`],
        [0, `Cuando se puso el sol, los árboles se volvieron oscuros y susurrantes.`],
        [1, `—Quiero entrar en casa —dijo ${c.name} con una vocecita.`],
        [2, `El abuelo le apretó la mano. —La noche es solo el día con los ojos cerrados —dijo.`],
        [
          3,
          `${c.name} no estaba tan segur${o(c)}. De día, el bosque era para trepar y recoger piñas; ahora era una pared de sombras que parecía acercarse en cuanto uno dejaba de mirarla.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} se metió en la tienda y se escondió en el saco de dormir.`],
          [1, `Pero dentro de la tienda estaba todavía más oscuro.`],
          ['t', `¡Oscuro, oscuro, oscuro!`],
        ],
        (c) => [
          [0, `${c.name} encendió el farol.`],
          [1, `Pero la luz hacía que las sombras saltaran y se estiraran, más grandes que antes.`],
        ],
        (c) => [
          [0, `${c.name} cerró los ojos con fuerza.`],
          [1, `Pero con los ojos cerrados, cada crujido sonaba el doble de fuerte.`],
        ],
      ],
      turn: (c) => [
        [0, `Entonces ${c.name} miró hacia arriba.`],
        [0, `El cielo estaba lleno de estrellas, más de las que ${c.name} había visto nunca.`],
        [1, `—Vamos a descubrir de qué está hecha la oscuridad —susurró ${c.name}.`],
        [1, `Cantó un grillo. Crujió una hoja. A lo lejos, una rana dijo «cruac».`],
        [2, `—Esto no da miedo —dijo ${c.co.name}—. Es la noche, que nos saluda.`],
        [
          3,
          `En cuanto ${c.name} supo ponerles nombre a los ruidos, dejaron de ser monstruos y se volvieron vecinos: el grillo, la hoja, la rana de voz grave. La oscuridad no había cambiado nada. ${c.name}, sí.`,
        ],
      ],
      resolution: (c) => [
        [0, `El abuelo encendió una pequeña fogata en el círculo de piedras.`],
        [0, `${c.name} se sentó en un tronco, a un paso seguro, y se calentó las manos.`],
        [1, `Bebieron chocolate caliente y les pusieron nombres divertidos a las estrellas más brillantes.`],
      ],
      homeward: (c) => [
        [0, `Al final, el abuelo echó un cubo de agua sobre la fogata. ¡Fsss!`],
        [1, `—A la cama, campista —dijo, y volvieron a casa de la mano.`],
        [2, `${c.name} se dio la vuelta una vez más y le dio las buenas noches a la oscuridad.`],
        [
          3,
          `${c.co.name} ya estaba medio dormid${co(c)}, y ${c.name} sentía ese cansancio especial que solo llega después de un día más grande de lo esperado.`,
        ],
      ],
    },
    fear: {
      title: (c) => `${c.name} y el puente que se movía`,
      problem: (c) => [
        [0, `${cap(c.place.at)} había un puentecito de madera sobre un arroyo cantarín.`],
        [1, `Al otro lado brillaban las flores más bonitas del mundo.`],
        [0, `Pero el puente se tambaleaba, y ${c.name} tenía miedo.`],
        [2, `Las tablas hacían nic, nac, y las rodillas de ${c.name} temblaban también.`],
        [
          3,
          `En la parte sensata de su cabeza, ${c.name} sabía que cientos de pies habían cruzado ya ese puente. El problema era que nadie se lo había contado a sus rodillas. El miedo, descubría ${c.name}, no atiende a razones: solo se fija en lo que haces después.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} puso un pie en el puente.`],
          [0, `¡Se mueve! ${c.name} dio un salto atrás.`],
        ],
        (c) => [
          [0, `${c.name} probó a cerrar los ojos.`],
          [1, `Pero con los ojos cerrados no veía dónde pisar, y eso daba todavía más miedo.`],
        ],
        (c) => [
          [0, `${c.name} esperó a que el valor llegara solito.`],
          [1, `Esperó y esperó. Pero el miedo seguía allí, como un gato sobre un cojín.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} respiró hondo, muy despacio, y se agarró fuerte a ${c.co.name}.`],
        [0, `—Un pasito —dijo ${c.name}—. Y otro más.`],
        ['t', `¡Paso, paso, paso!`],
        [1, `Poco a poco, ${c.name} cruzó el puente. Todavía se movía un poquito, y no pasaba nada.`],
        [
          3,
          `A mitad del puente, ${c.name} notó algo sorprendente: el miedo no se había ido. Simplemente había dejado de mandar. Ser valiente, entendió ${c.name}, no es que nada tiemble, sino seguir andando aunque tiemble.`,
        ],
      ],
      resolution: (c) => [
        [0, `¡${c.name} lo consiguió!`],
        [0, `Al otro lado, las flores brillaban como farolillos.`],
        [1, `—Tenía miedo y lo hice igualmente —dijo ${c.name}, y ${c.co.name} aplaudió.`],
      ],
    },
    friend: {
      title: (c) => `${c.name} y el suspiro pequeñito`,
      problem: (c) => [
        [0, `${cap(c.place.at)}, ${c.co.name} estaba sentad${co(c)} sol${co(c)}, con cara triste.`],
        [0, `—¿Qué te pasa? —preguntó ${c.name}. Pero ${c.co.name} solo suspiró.`],
        [1, `Hasta los pájaros parecían cantar más bajito.`],
        [
          3,
          `${c.name} conocía ese silencio. Es el que uno lleva encima cuando algo por dentro es demasiado grande para decirlo y demasiado pesado para dejarlo en el suelo. Animar a alguien, sospechaba ${c.name}, no iba a ser tan fácil como parecía.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} le hizo rodar una pelota a ${c.co.name}.`],
          [1, `Pero ${c.co.name} no tenía ganas de jugar.`],
        ],
        (c) => [
          [0, `${c.name} puso la cara más graciosa del mundo entero.`],
          [1, `${c.co.name} sonrió un poquito, pero enseguida volvió a ponerse triste.`],
        ],
        (c) => [
          [0, `${c.name} habló y habló de todos los juegos que podían hacer.`],
          [1, `Pero ${c.co.name} se quedó todavía más callad${co(c)}.`],
        ],
      ],
      turn: (c) => [
        [0, `Entonces ${c.name} se sentó al lado de ${c.co.name} y, simplemente, escuchó.`],
        [1, `Poco a poco, ${c.co.name} se lo contó todo: echaba de menos a su familia, que vivía lejos, y hoy se sentía muy pequeñ${co(c)}.`],
        [0, `${c.name} le dio a ${c.co.name} un abrazo grande y calentito.`],
        [
          3,
          `Qué curioso: toda la mañana ${c.name} había intentado arreglar la tristeza de ${c.co.name} como si fuera un juguete roto. Pero ${c.co.name} no necesitaba un arreglo, sino a alguien dispuesto a sentarse un rato dentro del silencio.`,
        ],
      ],
      resolution: (c) => [
        [0, `Juntos hicieron una corona de flores.`],
        [0, `${c.co.name} sonrió con una sonrisa de verdad.`],
        [1, `—Gracias por escucharme —dijo ${c.co.name}—. Ha sido la mejor ayuda de todas.`],
      ],
    },
    sharing: {
      title: (c) => `${c.name} y la cometa arcoíris`,
      problem: (c) => [
        [0, `${cap(c.place.at)}, ${c.name} tenía una cometa nueva de todos los colores.`],
        [0, `—¿Puedo jugar yo también? —preguntó ${c.co.name}.`],
        [0, `—No, es mía —dijo ${c.name}, abrazándola fuerte.`],
        [1, `${c.co.name} bajó la cabeza y se alejó despacio.`],
        [
          3,
          `Nada más decirlo, ${c.name} notó que las palabras habían caído mal, como una pelota lanzada demasiado fuerte. La cometa era nueva, brillante y solo de ${c.name}; y aun así, agarrarla tan fuerte tenía algo curiosamente solitario.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} corrió y corrió, pero la cometa solo daba botes por el suelo.`],
          ['t', `¡Bum, bum, bum!`],
        ],
        (c) => [
          [0, `${c.name} lanzó la cometa muy alto.`],
          [0, `¡Plof! Se cayó otra vez.`],
        ],
        (c) => [
          [0, `${c.name} intentó sujetar el hilo, correr y lanzar, todo a la vez.`],
          [1, `¡Menudo lío! Al final ${c.name} quedó enredad${o(c)} en el hilo como un paquete de regalo.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} miró a ${c.co.name}, que observaba desde lejos.`],
        [0, `—¿Quieres volarla conmigo? —preguntó ${c.name}.`],
        [1, `${c.co.name} levantó la cometa bien alto, y ${c.name} corrió con el hilo.`],
        [
          3,
          `Acercarse a ${c.co.name} le costó a ${c.name} un poco de orgullo, y resultó sorprendentemente barato. Hay cosas, entendió ${c.name}, que solo funcionan de dos en dos: un balancín, un secreto, una cometa.`,
        ],
      ],
      resolution: (c) => [
        [0, `¡Fiuuu! La cometa subió y subió, muy alto en el cielo.`],
        [1, `—¡Vuela mejor entre dos! —se rio ${c.name}. Y se turnaron para sujetar el hilo.`],
      ],
    },
    mistake: {
      title: (c) => `${c.name} y el barquito rojo`,
      problem: (c) => [
        [0, `${cap(c.place.at)}, ${c.co.name} tenía un barquito rojo con una vela blanca.`],
        [1, `Mientras ${c.co.name} buscaba piedrecitas brillantes, ${c.name} jugó con el barquito.`],
        [0, `¡Crac! El mástil se rompió.`],
        [1, `A ${c.name} se le hizo un nudo en la barriga. Oh, no.`],
        [
          3,
          `Durante un buen rato, ${c.name} se quedó mirando el mástil partido. Nadie lo había visto. Esa idea se coló rápida y silenciosa, como un gato por una puerta entornada, y a ${c.name} no le gustó nada lo cómoda que intentaba ponerse.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} escondió el barquito detrás de la espalda.`],
          [1, `Pero esconderlo le ponía el corazón pesado, como un bolsillo lleno de piedras.`],
        ],
        (c) => [
          [0, `${c.name} intentó arreglar el mástil con una hoja.`],
          [1, `La hoja se dobló. El mástil seguía roto.`],
        ],
        (c) => [
          [0, `Cuando ${c.co.name} volvió, ${c.name} casi dijo: «No sé qué ha pasado».`],
          [1, `Pero las palabras se quedaron atascadas. No eran verdad.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} respiró hondo. —He roto tu barquito. Lo siento.`],
        [1, `${c.co.name} se quedó callad${co(c)} un momento. Luego dijo: —Gracias por decirme la verdad.`],
        [2, `—¿Lo arreglamos juntos? —propuso ${c.name}.`],
        [
          3,
          `Lo más difícil fue el segundo antes de que salieran las palabras. Después, curiosamente, todo pesó menos. ${c.name} creía que la verdad lo empeoraría todo; en cambio, lo volvió arreglable.`,
        ],
      ],
      resolution: (c) => [
        [0, `Juntos ataron el mástil con un trocito de cuerda.`],
        [0, `¡El barquito rojo volvió a navegar!`],
        [1, `Y el corazón de ${c.name} se quedó ligero como una pluma.`],
      ],
    },
    family: {
      title: () => `Un regalo para la abuela`,
      problem: (c) => [
        [
          0,
          alt(c, 520, [
            `${cap(c.place.at)}, ${c.name} se acordó de repente: «¡La abuela viene esta noche!».`,
            `${cap(c.place.at)}, ${c.name} cayó en la cuenta de pronto: ¡esa noche venía la abuela!`,
            `${cap(c.place.at)}, ${c.name} dio un brinco: «¡Esta noche viene la abuela a vernos!».`,
          ]),
        ],
        [
          0,
          alt(c, 521, [
            `${c.name} quería encontrarle el regalo más maravilloso.`,
            `Y ${c.name} quería tenerle preparada una sorpresa de las buenas.`,
            `${c.name} decidió que la abuela se merecía el mejor regalo del mundo.`,
          ]),
        ],
        [
          1,
          alt(c, 522, [
            `Algo especial. Algo que nadie le hubiera regalado nunca.`,
            `No valía cualquier cosa: tenía que ser algo único.`,
            `Algo que la hiciera reír con los ojos, como solo ríe la abuela.`,
          ]),
        ],
        [
          3,
          `El regalo tenía que decir algo difícil de explicar: que toda la casa se volvía más cálida cuando venía la abuela, y que ${c.name} lo notaba. Encontrar una cosa lo bastante grande para decir eso no iba a ser sencillo.`,
        ],
      ],
      tries: [
        (c) => [
          [
            0,
            alt(c, 523, [
              `${c.name} cogió un ramo de flores.`,
              `${c.name} juntó las flores más bonitas que encontró.`,
              `${c.name} hizo un ramito de margaritas y amapolas.`,
            ]),
          ],
          [
            1,
            alt(c, 524, [
              `Pero el viento se llevó los pétalos, uno a uno.`,
              `Pero al rato las flores se pusieron mustias y tristonas.`,
              `Pero una ráfaga de aire deshojó el ramo entero.`,
            ]),
          ],
        ],
        (c) => [
          [
            0,
            alt(c, 525, [
              `Con un palito, ${c.name} hizo un dibujo en la tierra.`,
              `${c.name} dibujó a la abuela en la tierra con un palo.`,
              `Con una ramita, ${c.name} dibujó un corazón enorme en el suelo.`,
            ]),
          ],
          [1, `Pero ${c.co.name} lo pisó sin querer. —¡Uy! —dijo ${c.co.name}.`],
        ],
        (c) => [
          [
            0,
            alt(c, 526, [
              `${c.name} buscó la piedra más brillante del mundo.`,
              `${c.name} rebuscó entre las piedras a ver si alguna brillaba como un tesoro.`,
              `${c.name} se puso a buscar una piedra con forma de corazón.`,
            ]),
          ],
          [
            1,
            alt(c, 527, [
              `Pero todas las piedras eran grises y normales.`,
              `Pero ninguna tenía nada de especial.`,
              `Pero solo había piedras corrientes, grises como la ceniza.`,
            ]),
          ],
        ],
      ],
      turn: (c) => [
        [
          0,
          alt(c, 528, [
            `Entonces ${c.name} pensó en lo que más le gustaba a la abuela.`,
            `Entonces ${c.name} se acordó de lo que la abuela siempre decía al despedirse.`,
            `${c.name} se sentó a pensar: ¿qué era lo que más quería la abuela?`,
          ]),
        ],
        [
          0,
          alt(c, 529, [
            `¡No eran las cosas! A la abuela le encantaba estar juntos.`,
            `«Lo mejor de venir es estar con vosotros», decía siempre la abuela.`,
            `Y lo supo: a la abuela no le hacían falta cosas, le hacía falta compañía.`,
          ]),
        ],
        [1, `—¡Ya sé! —dijo ${c.name}—. Llevaré a la abuela de paseo y le enseñaré todo lo que hemos visto hoy.`],
        [
          3,
          `${c.name} lo fue comprendiendo despacio, como la luz de la mañana que avanza por el suelo. La abuela nunca había pedido nada. Lo que coleccionaba en cada visita eran momentos: cuentos, paseos, la risa de ${c.name}.`,
        ],
      ],
      resolution: (c) => [
        [
          0,
          alt(c, 530, [
            `Esa tarde, la abuela y ${c.name} pasearon de la mano.`,
            `Al caer la tarde, ${c.name} y la abuela salieron a pasear, despacito y de la mano.`,
            `Esa tarde, ${c.name} cogió a la abuela de la mano y se la llevó de paseo.`,
          ]),
        ],
        [1, `${c.name} le enseñó todos los rincones secretos ${c.place.at}.`],
        [
          0,
          alt(c, 531, [
            `La abuela le dio a ${c.name} un abrazo enorme. —Este es el mejor regalo de todos —le dijo.`,
            `La abuela apretó fuerte la mano de ${c.name}. —Qué regalo tan bonito me has hecho —le dijo.`,
            `La abuela se rio con los ojos y abrazó a ${c.name}. —Esto sí que es un regalo —dijo.`,
          ]),
        ],
      ],
    },
    feeling: {
      title: (c) => `${c.name} y la casita de palitos`,
      problem: (c) => [
        [0, `${cap(c.place.at)}, ${c.name} quería construir una casita de palitos y hojas para ${c.co.name}.`],
        [0, `Pero cada vez se caía. ¡Cataplán!`],
        [1, `${c.name} se sentía enfadad${o(c)} y acalorad${o(c)}, como una tetera a punto de silbar.`],
        [
          3,
          `${c.name} sentía el enfado subir, caliente y burbujeante, de la tripa a las orejas. Una parte quería barrerlo todo de un soplido. Otra parte, más tranquila, miraba con curiosidad, esperando a ver cuál de las dos ganaba.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} construyó cada vez más deprisa.`],
          [1, `Se tambaleó, resbaló, y otra vez al suelo.`],
        ],
        (c) => [
          [0, `${c.name} dio pisotones y gritó: «¡Palitos tontos!».`],
          [1, `${c.co.name} dio un respingo. Los palitos siguieron allí, tan tranquilos.`],
        ],
        (c) => [
          [0, `${c.name} se sentó con los brazos cruzados y el ceño fruncido.`],
          [1, `Pero enfurruñarse no construía nada, y el enfado crecía todavía más.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} respiró tres veces, muy despacio: aire dentro… aire fuera.`],
        [0, `—Estoy enfadad${o(c)} —dijo ${c.name}—. Y no pasa nada.`],
        [1, `Con el corazón más tranquilo, ${c.name} volvió a mirar y lo vio: la casita necesitaba una base más ancha y más fuerte.`],
        [
          3,
          `Ponerle nombre a lo que sentía tuvo un efecto curioso: entre ${c.name} y el enfado apareció un pequeño hueco, justo el necesario para pensar. El enfado seguía allí, pero ahora era algo que ${c.name} tenía, no algo que ${c.name} era.`,
        ],
      ],
      resolution: (c) => [
        [0, `Despacito y con cuidado, ${c.name} volvió a construir la casita.`],
        [0, `¡Se sostenía! ${c.co.name} se metió dentro y se asomó por la ventana.`],
        [1, `—¡Es perfecta! —dijo ${c.co.name}, y ${c.name} sonrió de orgullo.`],
      ],
    },
    habit: {
      title: (c) => `${c.name} y el gran orden`,
      problem: (c) => [
        [0, `${c.name} quería jugar a la pelota con ${c.co.name}. Pero ¿dónde estaba la pelota?`],
        [0, `Había juguetes por todas partes: debajo de la cama, en la silla, ¡hasta dentro de un zapato!`],
        [1, `${c.name} siempre dejaba las cosas donde caían.`],
        [
          3,
          `${c.name} contempló el cuarto con la mirada cansada de quien explora una selva sin mapa. En algún lugar, bajo las montañas de ropa, libros y bloques, estaba la pelota. La cuestión era si ${c.name} tendría paciencia para excavar.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} miró debajo de la cama.`],
          [1, `Solo había un calcetín y una cera perdida.`],
        ],
        (c) => [
          [0, `${c.name} buscó en el baúl de los juguetes.`],
          [1, `Todo estaba enredado como espaguetis.`],
        ],
        (c) => [
          [0, `—¡Pelota! ¿Dónde estás? —llamó ${c.name}.`],
          [1, `Pero las pelotas no contestan. ${c.co.name} se rio por lo bajo.`],
        ],
      ],
      turn: (c) => [
        [0, `—Ya sé —dijo ${c.name}—. Vamos a ordenar, una cosa cada vez.`],
        [0, `Los libros, en la estantería. Los bloques, en la caja. Los calcetines, en la cesta.`],
        ['t', `¡A ordenar, a ordenar!`],
        [1, `${c.name} lo convirtió en un juego y cantó una canción de recoger.`],
        [
          3,
          `Más o menos en la tercera estantería, ${c.name} se dio cuenta de que ordenar se parecía menos a un castigo y más a un rompecabezas. Cada cosa tenía un sitio donde cobraba sentido, y dejarla allí daba un gusto especial.`,
        ],
      ],
      resolution: (c) => [
        [0, `¡Y allí estaba la pelota, debajo del último cojín!`],
        [0, `${c.name} y ${c.co.name} salieron a jugar ${c.place.at}.`],
        [1, `Al volver, ${c.name} guardó la pelota en su sitio, lista para mañana.`],
      ],
    },
    nature: {
      title: (c) => `${c.name} y la flor sedienta`,
      problem: (c) => [
        [0, `${cap(c.place.at)}, ${c.name} encontró una florecita con la cabeza agachada.`],
        [1, `Alrededor había papeles de caramelo y tapones de botella.`],
        [0, `—Pobre florecita —dijo ${c.name}—. Necesitas ayuda.`],
        [
          3,
          `${c.name} sintió por la flor una indignación pequeña y feroz. Alguien había pasado por allí y había dejado el lugar peor de como lo encontró. ${c.name} no podía deshacerlo, pero sí decidir qué clase de visitante quería ser.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} llevó agua en las manos.`],
          [1, `Pero el agua se escapaba entre los dedos, plic, plic, antes de llegar.`],
        ],
        (c) => [
          [0, `${c.name} empezó a recoger la basura, trozo a trozo.`],
          [1, `Pero había tanta que enseguida tuvo los brazos llenos.`],
        ],
        (c) => [
          [0, `${c.name} le pidió al viento que se llevara la basura.`],
          [1, `¡Fiuuu! El viento solo la hizo volar en círculos. ${c.co.name} se rio y persiguió una bolsa de papel.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} pensó y pensó, y por fin tuvo un plan.`],
        [0, `${c.name} buscó una cesta para la basura y una hoja grande, como un cuenco, para el agua.`],
        [1, `—Tú sujetas la cesta y yo recojo —dijo ${c.name}, y ${c.co.name} asintió.`],
        [
          3,
          `${c.name} comprendió que la tarea había sido demasiado grande para dos manos sin plan. Con una cesta, una hoja y un amigo, el mismo trabajo se convertía en otra cosa: no una lata, sino un rescate.`,
        ],
      ],
      resolution: (c) => [
        [0, `Muy pronto, todo quedó limpio y reluciente.`],
        [0, `La florecita levantó la cabeza hacia el sol.`],
        [1, `Una mariposa se posó en ella, como diciendo gracias.`],
      ],
    },
    garden,
    race,
    book,
  },
};
