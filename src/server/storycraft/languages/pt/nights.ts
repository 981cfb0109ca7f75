/** Português: outros títulos, e onde a história começa e acaba em casa (ver ../schema.ts NightWords). */
import type { NightWords } from '../schema.ts';

/** Cada começo com cada continuação: «Naquela manhã, Lina …». */
const each = (leads: readonly string[], rests: readonly string[]) => leads.flatMap((lead) => rests.map((rest) => `${lead} ${rest}`));
const MORNING = ['Naquela manhã,', 'Bem cedinho,', 'Naquela manhã de sol,'];
const NIGHT = ['Naquela noite,', 'Mais tarde, à noite,', 'Já de noite,'];

export const nights: NightWords = {
  titles: (c) => [
    `${c.name} e ${c.co.name} ${c.place.at}`,
    `Um dia ${c.place.at} com ${c.co.name}`,
    `${c.co.name}, ${c.name} e o grande passeio`,
    `O que aconteceu ${c.place.at}`,
    `${c.name}, ${c.co.name} e uma pequena aventura`,
  ],
  opening: {
    home: (c) => each(MORNING, [`${c.name} fazia uma torre de almofadas na sala.`, `${c.name} arrumava os lápis de cor por cores no tapete da sala.`]),
    kitchen: (c) => each(MORNING, [`${c.name} passava manteiga numa torrada, à mesa da cozinha.`, `${c.name} contava as passas do cereal, na cozinha.`]),
    garden: (c) => each(MORNING, [`${c.name} procurava caracóis no jardim, de galochas.`, `${c.name} regava os vasos de flores do jardim.`]),
    windowSeat: (c) =>
      each(MORNING, [`${c.name} via a rua acordar do banco junto à janela.`, `${c.name} contava passarinhos do banco junto à janela, com o nariz no vidro.`]),
    doorstep: (c) => each(MORNING, [`${c.name} calçava os sapatos no degrau da porta de casa.`, `${c.name} acenava para o carteiro da porta de casa.`]),
  },
  ending: {
    bedroom: (c) =>
      each(NIGHT, [
        `no quarto de ${c.name}, a luz de presença desenhava uma pequena lua amarela na parede.`,
        `no quarto de ${c.name}, as cortinas estavam fechadas e os bichinhos de pelúcia, em fila.`,
      ]),
    bunkBed: (c) =>
      each(NIGHT, [
        `${c.name} dormiu na cama de baixo do beliche, como um urso na sua toca.`,
        `${c.name} se enfiou na cama de baixo do beliche, com a de cima como um telhado.`,
      ]),
    attic: (c) =>
      each(NIGHT, [
        `a cama de ${c.name} ficava no sótão, debaixo do telhado inclinado, perto da janelinha redonda.`,
        `no sótão, as lanternas de papel brilhavam devagar sobre a cama de ${c.name}.`,
      ]),
  },
};
