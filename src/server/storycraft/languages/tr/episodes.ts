/**
 * Turkish: how a next episode begins, and the companion's callback to what happened last time
 * (the plot's key object or moment, with the place where the plot had one).
 */
import type { EpisodeWords } from '../schema.ts';

export const episodes: EpisodeWords = {
  callback: {
    memory: {
      fear: (at) => `${at} geçtiğimiz sallanan köprüyü`,
      friend: (at) => `${at} yaptığımız çiçek tacını`,
      sharing: (at) => `${at} birlikte uçurduğumuz gökkuşağı uçurtmayı`,
      mistake: (at) => `${at} tamir ettiğimiz küçük kırmızı tekneyi`,
      family: (at) => `${at} büyükanneyle yaptığımız akşam yürüyüşünü`,
      feeling: (at) => `${at} yaptığımız küçük çubuk evi`,
      habit: () => `o büyük toplama gününü ve en son minderin altındaki topu`,
      nature: (at) => `${at} yardım ettiğimiz susamış küçük çiçeği`,
      lost: (at) => `${at} annesine kavuşturduğumuz küçük yavruyu`,
      campfire: (at) => `${at} dedeyle çadırda geçirdiğimiz geceyi`,
      missing: (at) => `${at} eski bankın yanına diktiğimiz çiçeği`,
      cookies: (at) => `${at} pişirdiğimiz kurabiyeleri`,
      book: (at) => `${at} bulduğumuz ay kitabını`,
      race: (at) => `${at} büyük ağaca kadar yaptığımız yarışı ve sonuncusunu el ele koştuğumuzu`,
      garden: (at) => `${at} ektiğimiz tohumu ve ondan açan pembe çiçeği`,
      truth: (at) => `${at} geri verdiğimiz çizgili kırmızı topu`,
      askHelp: (at) => `${at} bisiklete binmeyi öğrendiğin günü`,
      different: (at) => `${at} tanıştığımız yeni arkadaşı ve küçük davulunu`,
      promise: (at) => `${at} söz verdiğimiz gibi suladığımız tohumları`,
    },
    line: (c, m) => `${c.co.name}, “${c.name}, geçen sefer ${m} hatırlıyor musun?” diye sormuş. ${c.name} gülümsemiş; elbette hatırlıyormuş.`,
    short: (c, m) => `${c.co.name}, “${c.name}, ${m} hatırlıyor musun?” diye sormuş.`,
  },
  opening: (c) => `İşte ${c.name} ile ilgili yeni bir masal daha.`,
};
