/** Türkçe: başka başlıklar ve masalın evde başladığı ve bittiği yerler (bkz. ../schema.ts NightWords). */
import type { NightWords } from '../schema.ts';

/** Her başlangıç her devamla: 'O sabah Lina …'. */
const each = (leads: readonly string[], rests: readonly string[]) => leads.flatMap((lead) => rests.map((rest) => `${lead} ${rest}`));
const MORNING = ['O sabah', 'Sabah erkenden', 'O güneşli sabah'];
const NIGHT = ['O akşam', 'O gece', 'Gece olunca'];
const upper = (s: string) => s.charAt(0).toLocaleUpperCase('tr') + s.slice(1);

export const nights: NightWords = {
  titles: (c) => [
    `${c.name} ve ${c.co.name} ${c.place.at}`,
    `${upper(c.place.at)} bir gün`,
    `${c.co.name}, ${c.name} ve büyük gezi`,
    `${c.name}, ${c.co.name} ve küçük bir macera`,
  ],
  opening: {
    home: (c) =>
      each(MORNING, [
        `${c.name} oturma odasında minderlerden bir kule yapıyordu.`,
        `${c.name} oturma odasındaki halıda boya kalemlerini renklerine göre diziyordu.`,
      ]),
    kitchen: (c) =>
      each(MORNING, [`${c.name} mutfak masasında ekmeğine tereyağı sürüyordu.`, `${c.name} mutfakta mısır gevreğindeki kuru üzümleri sayıyordu.`]),
    garden: (c) => each(MORNING, [`${c.name} çizmeleriyle bahçede salyangoz arıyordu.`, `${c.name} bahçedeki saksıları suluyordu.`]),
    windowSeat: (c) =>
      each(MORNING, [
        `${c.name} pencerenin önündeki sedire kıvrılmış, sokağın uyanışını izliyordu.`,
        `${c.name} pencere önündeki sedirde burnunu cama dayamış, kuşları sayıyordu.`,
      ]),
    doorstep: (c) => each(MORNING, [`${c.name} kapının önündeki basamakta ayakkabılarını bağlıyordu.`, `${c.name} kapının önünden postacıya el sallıyordu.`]),
  },
  ending: {
    bedroom: () => each(NIGHT, [`odada gece lambası duvara küçük, sarı bir ay çiziyordu.`, `odada perdeler kapalıydı, oyuncaklar sıra sıra oturuyordu.`]),
    bunkBed: (c) =>
      each(NIGHT, [
        `${c.name} ranzanın alt katında, inindeki bir ayı gibi mışıl mışıl uyudu.`,
        `${c.name} ranzanın alt katına kıvrıldı; üst kat bir çatı gibiydi.`,
      ]),
    attic: () =>
      each(NIGHT, [
        `çatı katındaki yatak, eğik tavanın altında, yuvarlak pencerenin yanında bekliyordu.`,
        `çatı katında kâğıt fenerler yatağın üstünde usulca parlıyordu.`,
      ]),
  },
};
