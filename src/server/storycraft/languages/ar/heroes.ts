/**
 * Arabic multi-hero sentences. A sentence about one hero starts with the verb, which
 * agrees in gender ('أسرع ليو' / 'أسرعت مي'); the group comes first (subject–verb order) so the
 * verb agrees in number too: the dual for two ('انطلقا' / 'انطلقتا'), the plural for three
 * ('انطلقوا' / 'انطلقن'), feminine only when every hero is feminine.
 */
import { groupFeminine, hg, type HeroRef, type HeroWords } from '../../writer/hero-words.ts';

/** 'مي وليو وسام': the conjunction و is written joined to the next word. */
const names = (all: readonly HeroRef[]) => all.map((h) => h.name).join(' و');

/** Picks the dual or plural, masculine or feminine form for the group. */
function byGroup(all: readonly HeroRef[], forms: { dm: string; df: string; pm: string; pf: string }): string {
  const f = groupFeminine(all);
  if (all.length === 2) return f ? forms.df : forms.dm;
  return f ? forms.pf : forms.pm;
}

export const heroes: HeroWords = {
  joins: (h) => [`${hg(h, 'جاء', 'جاءت')} ${h.name} أيضًا.`, ...(h.trait ? [`كان من السهل أن تعرف ${h.name}: ${h.trait}.`] : [])],
  act: (kind, h) =>
    ({
      help: `${hg(h, 'أسرع', 'أسرعت')} ${h.name} ${hg(h, 'ليساعد', 'لتساعد')}.`,
      idea: `${hg(h, 'وجد', 'وجدت')} ${h.name} فكرةً ${hg(h, 'وهمس', 'وهمست')} بها.`,
      brave: `${hg(h, 'أخذ', 'أخذت')} ${h.name} نفسًا عميقًا ولم ${hg(h, 'يستسلم', 'تستسلم')}.`,
      cheer: `${hg(h, 'صفّق', 'صفّقت')} ${h.name} ${hg(h, 'وهتف', 'وهتفت')} فرحًا.`,
      lead: `${hg(h, 'مشى', 'مشت')} ${h.name} في المقدمة ${hg(h, 'يدلّ', 'تدلّ')} على الطريق.`,
    })[kind],
  together: (all) =>
    `${names(all)} ${byGroup(all, {
      dm: 'كانا مستعدَّين، فانطلقا معًا جنبًا إلى جنب',
      df: 'كانتا مستعدَّتين، فانطلقتا معًا جنبًا إلى جنب',
      pm: 'كانوا مستعدّين، فانطلقوا معًا جنبًا إلى جنب',
      pf: 'كُنَّ مستعدّات، فانطلقن معًا جنبًا إلى جنب',
    })}.`,
  sleep: (all) => `${names(all)} ${byGroup(all, { dm: 'ناما', df: 'نامتا', pm: 'ناموا', pf: 'نِمْنَ' })} جنبًا إلى جنب.`,
};
