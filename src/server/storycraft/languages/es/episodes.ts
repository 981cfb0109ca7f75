/**
 * Spanish: how a next episode begins, and the companion's callback to what happened last time
 * (the plot's key object or moment, with the place where the plot had one).
 */
import type { EpisodeWords } from '../schema.ts';

export const episodes: EpisodeWords = {
  callback: {
    memory: {
      fear: (at) => `del puente tambaleante que cruzamos ${at}`,
      friend: (at) => `de la corona de flores que hicimos ${at}`,
      sharing: (at) => `de la cometa arcoíris que hicimos volar ${at}`,
      mistake: (at) => `del barquito rojo que arreglamos ${at}`,
      family: (at) => `de nuestro paseo de la tarde con la abuela ${at}`,
      feeling: (at) => `de la casita de palos que construimos ${at}`,
      habit: () => `del gran día de ordenar, y de la pelota debajo del último cojín`,
      nature: (at) => `de la florecita sedienta que ayudamos ${at}`,
      lost: (at) => `del pequeñín que llevamos con su mamá ${at}`,
      campfire: (at) => `de nuestra noche en la tienda con el abuelo ${at}`,
      missing: (at) => `de la flor que plantamos junto al viejo banco ${at}`,
      cookies: (at) => `de las galletas que hicimos ${at}`,
      book: (at) => `del libro de la luna que encontramos ${at}`,
      race: (at) => `de la carrera hasta el árbol grande ${at}, y la última, de la mano`,
      garden: (at) => `la semilla que plantamos ${at}, y la flor rosa que salió`,
      truth: (at) => `de la pelota roja de la raya blanca que devolvimos ${at}`,
      askHelp: (at) => `del día que aprendiste a montar en bici ${at}`,
      different: (at) => `del tamborcito y del amigo nuevo que conocimos ${at}`,
      promise: (at) => `de las semillas que regamos ${at}, como prometimos`,
    },
    line: (c, m) => `—${c.name}, ¿te acuerdas ${m}, la última vez? —preguntó ${c.co.name}. ${c.name} sonrió: ¡cómo olvidarlo!`,
    short: (c, m) => `—${c.name}, ¿te acuerdas ${m}? —preguntó ${c.co.name}.`,
  },
  opening: (c) => `Aquí llega otra historia de ${c.name}.`,
};
