/**
 * Wishes as parents type them (misspelt, mixed languages, no punctuation) that speak of a hard
 * time in the child's life, with the plot each must pick; null = a wish that names a family member
 * or a scary word without the hard time, which must not turn into one. Written before the term
 * lists were tuned; situation.test.ts keeps a fixed random half of them out of tuning.
 */
import type { LanguageCode } from '../../../shared/catalog.ts';

export type SituationCase = readonly [LanguageCode, string, string | null, ('grandma' | 'grandpa' | 'pet')?];

export const SITUATION_WISHES: readonly SituationCase[] = [
  // English
  ['en', "Grandma's funeral and missing her", 'missing', 'grandma'],
  ['en', 'my son misses grandpa so much since he passed away', 'missing', 'grandpa'],
  ['en', 'our dog died last week and she keeps asking where he is', 'missing', 'pet'],
  ['en', 'new baby brother coming home next week, she is jelous', 'newBaby', undefined],
  ['en', 'we are moving house in june, new city new everything', 'moving', undefined],
  ['en', 'first day of school tomorow!! hes nervous', 'school', undefined],
  ['en', 'he is scared of monsters under the bed at night', 'dark', undefined],
  ['en', 'mom and dad got divorced, two houses now', 'twoHomes', undefined],
  ['en', 'going to hospital for an operation on her tonsils', 'doctor', undefined],
  ['en', 'grandma bakes cookies with a puppy', null, undefined],
  ['en', 'a dragon at the beach with a kite', null, undefined],
  // German
  ['de', 'Oma ist gestorben und er vermisst sie sehr', 'missing', 'grandma'],
  ['de', 'beerdigung von opa war letzte woche', 'missing', 'grandpa'],
  ['de', 'sie bekommt ein geschwisterchen, baby kommt im mai', 'newBaby', undefined],
  ['de', 'wir ziehen um nach hamburg, neue wohnung', 'moving', undefined],
  ['de', 'einschulung am montag, angst vor der neuen schule', 'school', undefined],
  ['de', 'hat angst im dunkeln und vor monstern', 'dark', undefined],
  ['de', 'Mama und Papa haben sich getrennt, jetzt zwei zuhause', 'twoHomes', undefined],
  ['de', 'muss ins krankenhaus, kleine op am ohr', 'doctor', undefined],
  ['de', 'mit Oma im Garten Kekse backen', null, undefined],
  // French
  ['fr', 'mamie est décédée, il est triste et elle lui manque', 'missing', 'grandma'],
  ['fr', 'notre chat est mort hier', 'missing', 'pet'],
  ['fr', 'un petit frère va naître bientot', 'newBaby', undefined],
  ['fr', 'on déménage dans une nouvelle maison', 'moving', undefined],
  ['fr', 'la rentree a l ecole maternelle', 'school', undefined],
  ['fr', 'elle a peur du noir', 'dark', undefined],
  ['fr', 'papa et maman sont divorcés, deux maisons', 'twoHomes', undefined],
  ['fr', 'visite chez le médecin pour un vaccin', 'doctor', undefined],
  // Spanish
  ['es', 'el abuelo murio y lo extraña mucho', 'missing', 'grandpa'],
  ['es', 'va a tener un hermanito nuevo', 'newBaby', undefined],
  ['es', 'nos mudamos de casa el mes que viene', 'moving', undefined],
  ['es', 'primer dia de cole, le da verguenza', 'school', undefined],
  ['es', 'tiene miedo a la oscuridad y a los monstruos', 'dark', undefined],
  ['es', 'sus papas se separaron y vive en dos casas', 'twoHomes', undefined],
  ['es', 'la operan en el hospital el martes', 'doctor', undefined],
  ['es', 'la abuela y un dragón en el bosque', null, undefined],
  // Italian
  ['it', 'è morto il nonno, le manca tanto', 'missing', 'grandpa'],
  ['it', 'arriva una sorellina nuova', 'newBaby', undefined],
  ['it', 'trasloco nella casa nuova', 'moving', undefined],
  ['it', 'primo giorno di scuola elementare', 'school', undefined],
  ['it', 'ha paura del buio', 'dark', undefined],
  ['it', 'visita dal dottore, ha la febbre', 'doctor', undefined],
  // Dutch
  ['nl', 'opa is overleden, ze mist hem', 'missing', 'grandpa'],
  ['nl', 'er komt een broertje bij', 'newBaby', undefined],
  ['nl', 'we gaan verhuizen naar een ander huis', 'moving', undefined],
  ['nl', 'bang in het donker, monsters onder bed', 'dark', undefined],
  ['nl', 'papa en mama zijn gescheiden', 'twoHomes', undefined],
  // Portuguese
  ['pt', 'a vovó faleceu e ela sente muita saudade', 'missing', 'grandma'],
  ['pt', 'vai nascer o irmãozinho dele', 'newBaby', undefined],
  ['pt', 'primeiro dia na escola nova', 'school', undefined],
  ['pt', 'tem medo do escuro', 'dark', undefined],
  ['pt', 'consulta no médico amanhã, ele tem medo de injeção', 'doctor', undefined],
  // Polish
  ['pl', 'babcia umarła, tęskni za nią', 'missing', 'grandma'],
  ['pl', 'urodził się braciszek', 'newBaby', undefined],
  ['pl', 'przeprowadzka do nowego mieszkania', 'moving', undefined],
  ['pl', 'boi się ciemności', 'dark', undefined],
  ['pl', 'rodzice się rozwiedli, dwa domy', 'twoHomes', undefined],
  // Turkish
  ['tr', 'dedesi vefat etti, onu çok özlüyor', 'missing', 'grandpa'],
  ['tr', 'yeni kardeşi doğdu', 'newBaby', undefined],
  ['tr', 'okulun ilk günü', 'school', undefined],
  ['tr', 'karanlıktan korkuyor', 'dark', undefined],
  ['tr', 'hastaneye gidecek, ameliyat olacak', 'doctor', undefined],
  // Arabic
  ['ar', 'توفيت جدتها وهي تشتاق لها', 'missing', 'grandma'],
  ['ar', 'عنده أخ صغير جديد', 'newBaby', undefined],
  ['ar', 'سننتقل إلى بيت جديد', 'moving', undefined],
  ['ar', 'يخاف من الظلام', 'dark', undefined],
  ['ar', 'انفصل والداه', 'twoHomes', undefined],
  // Hindi
  ['hi', 'दादी का देहांत हो गया, उसे उनकी याद आती है', 'missing', 'grandma'],
  ['hi', 'नया भाई आया है', 'newBaby', undefined],
  ['hi', 'स्कूल का पहला दिन', 'school', undefined],
  ['hi', 'अंधेरे से डर लगता है', 'dark', undefined],
  ['hi', 'डॉक्टर के पास जाना है', 'doctor', undefined],
  // Japanese
  ['ja', 'おじいちゃんが亡くなって寂しがっている', 'missing', 'grandpa'],
  ['ja', '弟が生まれた', 'newBaby', undefined],
  ['ja', '引っ越しする', 'moving', undefined],
  ['ja', '暗いのがこわい、おばけ', 'dark', undefined],
  ['ja', '入学式、はじめての学校', 'school', undefined],
  // Korean
  ['ko', '할머니가 돌아가셔서 보고싶어해요', 'missing', 'grandma'],
  ['ko', '동생이 태어났어요', 'newBaby', undefined],
  ['ko', '이사를 가요', 'moving', undefined],
  ['ko', '어둠이 무서워요', 'dark', undefined],
  ['ko', '병원에 가서 주사 맞아요', 'doctor', undefined],
  // Chinese
  ['zh', '奶奶去世了，她很想奶奶', 'missing', 'grandma'],
  ['zh', '要有一个小妹妹了', 'newBaby', undefined],
  ['zh', '我们要搬家了', 'moving', undefined],
  ['zh', '上幼儿园第一天', 'school', undefined],
  ['zh', '怕黑，怕怪兽', 'dark', undefined],
  ['zh', '爸爸妈妈离婚了，两个家', 'twoHomes', undefined],
  // Mixed languages
  ['de', 'opa died last year, er vermisst ihn', 'missing', 'grandpa'],
  ['en', 'neue schule, first day', 'school', undefined],
];
