/**
 * Portuguese texture for older listeners (ages 7+): a scenery line (tier 2) and an inner-thought
 * paragraph (tier 3) per middle beat. Sentences avoid the hero's gender.
 */
import type { TextureWords } from '../schema.ts';

export const texture: TextureWords = {
  paragraphs: ({ name: N, co: { name: C } }) => ({
    go: [
      `O caminho era macio debaixo dos pés, e no céu não havia uma única nuvem.`,
      `${C} falava de tudo e de nada, e ${N} ouvia a sorrir. Que bom que é, pensou ${N}, caminhar ao lado de um amigo num dia de sol.`,
    ],
    problem: [
      `${N} olhou com muita atenção. Aquilo não ia ser fácil.`,
      `Algures, um pica-pau batia toc-toc, como se fizesse a mesma pergunta: e agora? ${N} ainda não sabia, mas desistir estava fora de questão. Nem pensar.`,
    ],
    try0: [
      `${C} observava com atenção, de cabeça inclinada.`,
      `${N} olhou para o problema de um lado e depois do outro, como um detetive a estudar uma pista, a tentar não esquecer nenhum pormenor.`,
    ],
    try1: [
      `Uma brisa leve fez ondular a relva, como se também quisesse ajudar.`,
      `Era um daqueles momentos em que se pode chorar, ou rir, ou as duas coisas ao mesmo tempo. ${N} escolheu uma risadinha tremida, e sentiu-se um bocadinho melhor.`,
    ],
    try2: [
      `${N} parou um momento e soltou um longo suspiro.`,
      `Tanta coisa tinha corrido mal naquele dia. Mas uma não, reparou ${N}: ${C} continuava ali, com paciência e carinho, e isso valia muitíssimo.`,
    ],
    turn: [
      `${C} ficou imóvel a ver, com o coração cheio de esperança.`,
      `Não foi um momento barulhento, de trompetes e tambores. Foi um momento sossegado, daqueles que acontecem por dentro, quando decidimos ser a pessoa que queremos ser.`,
    ],
    resolution: [
      `Tudo à volta parecia brilhar um pouco mais.`,
      `Muito tempo depois, ${N} ainda havia de se lembrar daquele momento: a luz, as gargalhadas e aquela sensação quente e orgulhosa de ter encontrado o caminho.`,
    ],
    homeward: [
      `Os grilos começaram a cantar baixinho na relva.`,
      `${N} recordou o dia inteiro, desde o começo luminoso até este fim sossegado, e guardou-o como um tesouro no bolso.`,
    ],
  }),
};
