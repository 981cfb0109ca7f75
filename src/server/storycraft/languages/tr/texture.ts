/**
 * Turkish texture for older listeners (ages 7+): a scenery line (tier 2) and an inner-thought
 * paragraph (tier 3) per middle beat. Sentences avoid the hero's gender.
 */
import type { TextureWords } from '../schema.ts';

/** Turkish 'da/de' after a name, by vowel harmony. */
function trDe(word: string): string {
  const vowels = word
    .toLocaleLowerCase('tr')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .match(/[aeıioöuü]/g);
  return vowels && 'aıou'.includes(vowels[vowels.length - 1]!) ? 'da' : 'de';
}

export const texture: TextureWords = {
  paragraphs: ({ name: N, co: { name: C } }) => ({
    go: [
      `Yol ayaklarının altında yumuşacıktı, gökyüzü de mavi mi mavi.`,
      `${C} durmadan bir şeyler anlattı, ${N} ${trDe(N)} gülümseyerek dinledi. Güneşli bir günde bir arkadaşla yan yana yürümek ne güzel şey, diye düşündü ${N}.`,
    ],
    problem: [
      `${N} uzun uzun, dikkatle baktı. Bu iş kolay olmayacaktı.`,
      `Bir yerlerde bir ağaçkakan tak tak vuruyordu, sanki o da aynı şeyi soruyordu: Şimdi ne olacak? ${N} henüz bilmiyordu ama vazgeçmeye hiç niyeti yoktu.`,
    ],
    try0: [
      `${C} başını yana eğip dikkatle izledi.`,
      `${N}, ipucunu inceleyen bir dedektif gibi sorunu bir o yandan bir bu yandan inceledi ve en küçük ayrıntıyı bile unutmamaya çalıştı.`,
    ],
    try1: [
      `Hafif bir esinti çimenleri okşadı, sanki o da yardım etmek istiyordu.`,
      `İnsanın ağlayabileceği, gülebileceği ya da ikisini birden yapabileceği anlardan biriydi. ${N} küçük, titrek bir kahkahayı seçti ve kendini biraz daha iyi hissetti.`,
    ],
    try2: [
      `${N} bir an oturup uzun bir nefes verdi.`,
      `Bugün pek çok şey ters gitmişti. Ama bir şey değişmemişti: ${C} hâlâ yanındaydı, sabırla ve sevgiyle. Bu da çok değerliydi.`,
    ],
    turn: [
      `${C} kıpırdamadan, umutla izliyordu.`,
      `Bu, davullu zurnalı gürültülü bir an değildi. İçeride olan sessiz bir andı; insanın olmak istediği kişi olmaya karar verdiği o an.`,
    ],
    resolution: [
      `Etraftaki her şey biraz daha parlak görünüyordu.`,
      `Çok sonra bile ${N} bu anı hatırlayacaktı: ışığı, kahkahaları ve yolu bulmanın o sıcacık, gururlu duygusunu.`,
    ],
    homeward: [
      `Çimenlerin arasında cırcır böcekleri usul usul ötmeye başladı.`,
      `${N} aydınlık sabahtan bu sessiz akşama kadar bütün günü düşündü ve onu bir hazine gibi cebine koydu.`,
    ],
  }),
};
