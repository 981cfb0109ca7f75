/**
 * Arabic: how a next episode begins, and the companion's callback to what happened last time
 * (the plot's key object or moment, with the place where the plot had one).
 */
import { cx, gx } from '../../writer/story-types.ts';
import type { EpisodeWords } from '../schema.ts';

export const episodes: EpisodeWords = {
  callback: {
    memory: {
      fear: (at) => `الجسر المتمايل الذي عبرناه ${at}`,
      friend: (at) => `تاج الزهور الذي صنعناه ${at}`,
      sharing: (at) => `الطائرة الورقية الملوّنة التي طيّرناها معًا ${at}`,
      mistake: (at) => `القارب الأحمر الصغير الذي أصلحناه ${at}`,
      family: (at) => `نزهتنا المسائية مع الجدة ${at}`,
      feeling: (at) => `البيت الصغير من الأغصان الذي بنيناه ${at}`,
      habit: () => `يوم الترتيب الكبير، والكرة تحت آخر وسادة`,
      nature: (at) => `الزهرة الصغيرة العطشى التي ساعدناها ${at}`,
      lost: (at) => `الصغير الذي أعدناه إلى أمه ${at}`,
      campfire: (at) => `ليلتنا في الخيمة مع الجد ${at}`,
      missing: (at) => `الزهرة التي زرعناها بجانب المقعد القديم ${at}`,
      cookies: (at) => `البسكويت الذي خبزناه ${at}`,
      book: (at) => `كتاب القمر الذي وجدناه ${at}`,
      race: (at) => `السباق إلى الشجرة الكبيرة ${at}، والسباق الأخير يدًا بيد`,
      garden: (at) => `البذرة التي زرعناها ${at}، والزهرة الوردية التي نبتت منها`,
      truth: (at) => `الكرة الحمراء ذات الخط الأبيض التي أعدناها ${at}`,
      askHelp: (at) => `اليوم الذي تعلّمتَ فيه ركوب الدراجة ${at}`,
      different: (at) => `الطبل الصغير والصديق الجديد الذي التقيناه ${at}`,
      promise: (at) => `البذور التي سقيناها ${at} كما وعدنا`,
    },
    line: (c, m) =>
      `${cx(c, 'سأل', 'سألت')} ${c.co.name}: «يا ${c.name}، ${gx(c, 'أتذكر', 'أتذكرين')} ${m} في المرة الماضية؟» ${gx(c, 'فابتسم', 'فابتسمت')} ${c.name}، فكيف يُنسى يوم كهذا!`,
    short: (c, m) => `${cx(c, 'سأل', 'سألت')} ${c.co.name}: «يا ${c.name}، ${gx(c, 'أتذكر', 'أتذكرين')} ${m}؟»`,
  },
  opening: (c) => `وهذه حكاية جديدة أخرى عن ${c.name}.`,
};
