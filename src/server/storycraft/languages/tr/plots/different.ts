/** Türkçe: farklı konuşan ve oynayan yeni çocuk, ve iki yoldan doğan yeni oyun. */
import { alt, cap, type ShapeText } from '../../../writer/story-types.ts';
import { dat, gen } from '../grammar.ts';

export const different: ShapeText = {
  title: (c) => alt(c, 721, [`${c.name} ve Küçük Davul`, `${gen(c.name)} Yeni Arkadaşı`, `${c.name} ve “Arkadaş” Demek`, `İki Oyun Yolu, Tek Oyun`]),
  problem: (c) => [
    [0, `${cap(c.place.at)} yeni bir çocuk bankta tek başına oturuyordu.`],
    [0, `Çocuk, ${gen(c.name)} hiç duymadığı bir dil konuşuyordu.`],
    [1, `Öteki çocuklar bir an baktılar, sonra oyunlarına döndüler.`],
    [3, `${c.name} da baktı ve bir şey fark etti: Yeni çocuk oyunlara, biri açacak mı diye bir kapıya bakar gibi bakıyordu.`],
  ],
  tries: [
    (c) => [
      [0, `${c.name} banka gidip el salladı. “Merhaba!”`],
      [0, `Çocuk gülümseyip ${gen(c.name)} bilmediği bir kelimeyle cevap verdi.`],
      [2, `“O da merhaba demek olmalı,” diye fısıldadı ${c.co.name}.`],
    ],
    (c) => [
      [0, `${c.name} topu çocuğa doğru yuvarladı.`],
      [1, `Çocuk topa tekme atmadı. Onu havaya fırlatıp gülerek yakaladı; onun evinde top böyle oynanıyordu.`],
      [2, `${c.name} kaşlarını çattı. “Öyle oynanmaz,” diyecekti. Ama demedi.`],
    ],
    (c) => [
      [0, `Sonra çocuk çantasından küçük bir davul çıkardı.`],
      [0, `Ta-ka-ta, ta-ka-ta! Davul hoplayan bir şarkı söyledi.`],
      ['t', `Ta-ka-ta! Ta-ka-ta!`],
      [3, `Şarkının uzaklardan geldiği belliydi; çocuk onu gözleri kapalı çalıyordu, sanki evi yalnızca birkaç vuruş ötedeydi.`],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} güldü ve davulun ritmine el çırptı.`],
    [0, `Sonra ${c.name} de çalmayı denedi: ta-ka... ta! Neredeyse.`],
    [1, `Farklı, yanlış demek değil, diye düşündü ${c.name}. Farklı, yeni demek; yeni de eğlenceli.`],
    [
      3,
      `Her şeyi biraz başka türlü yapan birinden ne çok şey öğrenilebildiğine şaştı ${c.name}: yeni bir kelime, yeni bir oyun, yeni bir şarkı, hepsi tek bir banktan.`,
    ],
  ],
  resolution: (c) => [
    [0, `Birlikte yeni bir oyun uydurdular: Davulun her vuruşunda top havaya uçuyor!`],
    [1, `Az sonra öteki çocuklar da oynamaya geldi, ${c.co.name} da ortada dans etti.`],
    [2, `Çocuk, ${dat(c.name)} bir kelime öğretti. “Arkadaş demek,” dedi gülümseyerek.`],
  ],
};
