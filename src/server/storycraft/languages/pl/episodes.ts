/**
 * Polish: how a next episode begins, and the companion's callback to what happened last time
 * (the plot's key object or moment, with the place where the plot had one).
 */
import { cx, gx, type StoryContext } from '../../writer/story-types.ts';
import type { EpisodeWords } from '../schema.ts';

/** Polish 'we' past forms: masculine-personal unless the hero and the companion are both feminine. */
const plWe = (c: StoryContext, vir: string, fem: string) => (c.g === 'f' && c.co.g === 'f' ? fem : vir);

export const episodes: EpisodeWords = {
  callback: {
    memory: {
      fear: (at, c) => `chwiejny mostek, przez który ${plWe(c, 'przeszliśmy', 'przeszłyśmy')} ${at}`,
      friend: (at, c) => `wianek z kwiatów, który ${plWe(c, 'zrobiliśmy', 'zrobiłyśmy')} ${at}`,
      sharing: (at, c) => `tęczowy latawiec, który razem ${plWe(c, 'puszczaliśmy', 'puszczałyśmy')} ${at}`,
      mistake: (at, c) => `małą czerwoną łódkę, którą ${plWe(c, 'naprawiliśmy', 'naprawiłyśmy')} ${at}`,
      family: (at) => `nasz wieczorny spacer z babcią ${at}`,
      feeling: (at, c) => `domek z patyków, który ${plWe(c, 'zbudowaliśmy', 'zbudowałyśmy')} ${at}`,
      habit: () => `wielkie sprzątanie i piłkę pod ostatnią poduszką`,
      nature: (at, c) => `spragniony kwiatek, któremu ${plWe(c, 'pomogliśmy', 'pomogłyśmy')} ${at}`,
      lost: (at, c) => `maluszka, którego ${plWe(c, 'odprowadziliśmy', 'odprowadziłyśmy')} do mamy ${at}`,
      campfire: (at) => `naszą noc w namiocie z dziadkiem ${at}`,
      missing: (at) => `kwiatek przy starej ławce ${at}`,
      cookies: (at, c) => `ciasteczka, które ${plWe(c, 'upiekliśmy', 'upiekłyśmy')} ${at}`,
      book: (at, c) => `książkę o księżycu, którą ${plWe(c, 'znaleźliśmy', 'znalazłyśmy')} ${at}`,
      race: (at) => `wyścig do wielkiego drzewa ${at} i ten ostatni, za rękę`,
      garden: (at, c) => `nasionko, które ${plWe(c, 'zasadziliśmy', 'zasadziłyśmy')} ${at}, i różowy kwiat, który z niego wyrósł`,
      truth: (at, c) => `czerwoną piłkę z białym paskiem, którą ${plWe(c, 'oddaliśmy', 'oddałyśmy')} ${at}`,
      askHelp: (at, c) => `dzień, w którym ${gx(c, 'nauczyłeś', 'nauczyłaś')} się jeździć na rowerze ${at}`,
      different: (at) => `mały bębenek i nowego przyjaciela ${at}`,
      promise: (at, c) => `nasionka, które ${plWe(c, 'podlaliśmy', 'podlałyśmy')} ${at}, tak jak obiecaliśmy`,
    },
    line: (c, m) =>
      `– ${c.name}, pamiętasz ${m}? – ${cx(c, 'zapytał', 'zapytała')} ${c.co.name}. ${c.name} ${gx(c, 'uśmiechnął', 'uśmiechnęła')} się. Jak można by o tym zapomnieć!`,
    short: (c, m) => `– ${c.name}, pamiętasz ${m}? – ${cx(c, 'zapytał', 'zapytała')} ${c.co.name}.`,
  },
  opening: (c) => `Oto kolejna bajka, a w roli głównej znowu ${c.name}.`,
};
