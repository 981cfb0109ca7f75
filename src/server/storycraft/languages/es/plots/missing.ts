/** Texto en español de la trama `missing`: echar de menos a alguien que murió y recordarlo con cariño. */
import { alt, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

const o = (c: StoryContext) => gx(c, 'o', 'a', 'o');

/** A quién se echa de menos: nombre, pronombres y un recuerdo que le pega. */
function who(c: StoryContext) {
  switch (c.missed) {
    case 'grandma':
      return {
        n: 'la abuela',
        N: 'La abuela',
        lo: 'la',
        a: 'a',
        al: 'a la abuela',
        de: 'de la abuela',
        bench: 'el banco de la abuela',
        memory: 'cómo la abuela tarareaba mientras regaba las rosas',
      };
    case 'dog':
      return {
        n: 'el perro viejito',
        N: 'El perro viejito',
        lo: 'lo',
        a: 'o',
        al: 'al perro viejito',
        de: 'del perro viejito',
        bench: 'el banco donde al perro viejito le encantaba dormitar al sol',
        memory: 'cómo el perro viejito movía todo el cuerpo cuando estaba contento',
      };
    case 'cat':
      return {
        n: 'la gata viejita',
        N: 'La gata viejita',
        lo: 'la',
        a: 'a',
        al: 'a la gata viejita',
        de: 'de la gata viejita',
        bench: 'el banco donde a la gata viejita le encantaba dormitar al sol',
        memory: 'cómo la gata viejita ronroneaba como un motorcito',
      };
    default:
      return {
        n: 'el abuelo',
        N: 'El abuelo',
        lo: 'lo',
        a: 'o',
        al: 'al abuelo',
        de: 'del abuelo',
        bench: 'el banco del abuelo',
        memory: 'cómo el abuelo contaba los chistes más tontos y era el primero en reírse',
      };
  }
}

export const missing: ShapeText = {
  quiet: true,
  low: (c) => [
    [0, `${c.name} volvió a sentarse en el banco, muy quiet${gx(c, 'o', 'a', 'o')}.`],
    [
      0,
      `${c.co.name} se acurrucó a su lado sin decir nada, y eso era justo lo que hacía falta. Echar de menos a alguien, pensó ${c.name}, es como una lluvia que cae por dentro.`,
    ],
  ],
  title: (c) => {
    const w = who(c);
    return alt(c, 60, [`${c.name} se acuerda ${w.de}`, `Una flor para ${w.n}`, `${c.name} y la pena grande`]);
  },
  problem: (c) => {
    const w = who(c);
    return [
      [0, `${c.name} estaba sentad${o(c)} en el viejo banco ${c.place.at}. Era ${w.bench}.`],
      [0, `${w.N} había muerto. Ya no iba a volver, y ${c.name} l${w.a === 'a' ? 'a' : 'o'} echaba muchísimo de menos.`],
      ['t', `El banco está callado. ${c.name} está triste.`],
      [1, `${c.co.name} se sentó a su lado, muy cerquita.`],
      [2, `«Morir quiere decir que el cuerpo deja de funcionar y ya no puede volver a empezar», le había dicho mamá. No era culpa de nadie.`],
      [
        3,
        `${c.name} entendía las palabras. Lo que no entendía era qué hacer con la pena: le pesaba en el pecho como una piedra que se hubiera olvidado de ser ligera.`,
      ],
    ];
  },
  tries: [
    (c) => [
      [0, `${c.co.name} le pasó la pelota rodando. Pero ${c.name} no tenía ganas de jugar.`],
      [1, `La pelota se fue rodando por la hierba, y nadie corrió detrás.`],
      ['t', `Rueda, pelota, rueda. Hoy no.`],
    ],
    (c) => [
      [0, `${c.name} se quedó de pie junto al árbol grande y escondió la pena muy adentro.`],
      [1, `«Estoy bien», dijo. Pero la pena no se iba. Solo se hacía más pesada.`],
    ],
    (c) => {
      const w = who(c);
      return [
        [0, `${c.name} abrió el viejo álbum de fotos y miró las fotos ${w.de}.`],
        [1, `Ahí estaba ${w.n}, bajo el sol. La pena volvió, más grande que antes.`],
        [3, `Recordar dolía, y olvidar habría dolido todavía más. ${c.name} aún no sabía que había un tercer camino.`],
      ];
    },
  ],
  turn: (c) => {
    const w = who(c);
    return [
      [0, `${c.name} fue a buscar a mamá y dijo en voz alta lo que sentía: «Echo de menos ${w.al}. Estoy muy triste».`],
      [0, `Mamá abrazó fuerte a ${c.name}. «Yo también l${w.a === 'a' ? 'a' : 'o'} echo de menos», dijo bajito.`],
      ['t', `Abrazo, abrazo. Tristes juntos.`],
      [1, `Lloraron un poquito, junt${o(c)}s. Y la pena se hizo un poquito más ligera.`],
      [2, `«Está bien estar triste», dijo mamá. «Así se siente extrañar a alguien, porque l${w.a === 'a' ? 'a' : 'o'} quisimos muchísimo».`],
      [3, `La piedra no desapareció. Pero ahora tenía nombre y alguien que ayudaba a llevarla, y una piedra así ${c.name} sí podía cargarla.`],
    ];
  },
  resolution: (c) => {
    const w = who(c);
    return [
      [0, `Entonces ${c.name} y mamá plantaron una flor junto al banco.`],
      [0, `Se contaron ${w.memory}, y hasta se rieron.`],
      [1, `«Cuando florezca, nos acordaremos de ${w.lo === 'lo' ? 'él' : 'ella'}», dijo ${c.name}.`],
      [2, `${c.co.name} ayudó a apretar la tierra. El cariño, pensó ${c.name}, no se acaba cuando alguien se va. Se queda, como el banco, como la flor.`],
    ];
  },
};
