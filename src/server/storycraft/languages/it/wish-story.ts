/** Italian sentences for wished places, friends and things (see WishStoryWords). */
import type { ConceptName } from '../../wishes/concepts/types.ts';
import { vowelStart } from '../../wishes/grammar.ts';
import type { WishStoryWords } from '../../wishes/lexicon-types.ts';

const sImpure = (w: string) => /^(s[^aeiou]|z|gn|ps|x|y)/i.test(w);
const il = (n: ConceptName) => {
  if (n.gender === 'f') return n.plural ? `le ${n.name}` : vowelStart(n.name, 'it') ? `l’${n.name}` : `la ${n.name}`;
  if (n.plural) return vowelStart(n.name, 'it') || sImpure(n.name) ? `gli ${n.name}` : `i ${n.name}`;
  return vowelStart(n.name, 'it') ? `l’${n.name}` : sImpure(n.name) ? `lo ${n.name}` : `il ${n.name}`;
};
const un = (n: ConceptName) => {
  if (n.plural) return `${n.gender === 'f' ? 'delle' : 'dei'} ${n.name}`;
  if (n.gender === 'f') return vowelStart(n.name, 'it') ? `un’${n.name}` : `una ${n.name}`;
  return sImpure(n.name) ? `uno ${n.name}` : `un ${n.name}`;
};
/** a + article: al, allo, alla, all’, ai, agli, alle. */
const al = (n: ConceptName) => {
  const art = il(n);
  return art
    .replace(/^il /, 'al ')
    .replace(/^lo /, 'allo ')
    .replace(/^la /, 'alla ')
    .replace(/^l’/, 'all’')
    .replace(/^i /, 'ai ')
    .replace(/^gli /, 'agli ')
    .replace(/^le /, 'alle ');
};

export const wishStory: WishStoryWords = {
  indef: (n, name) => (name ? `${un(n)} di nome ${name}` : un(n)),
  def: (n, name) => name ?? il(n),
  thing: un,
  at: al,
  to: al,
  placeDetail: (at) => `C’erano tante cose da vedere e da scoprire ${at}.`,
  arrive: (who) => `Lì li aspettava già ${who}.`,
  help: (who) => `Anche ${who} diede una mano.`,
  laugh: (who) => `${who} rise di gioia.`,
  sleep: (who) => `Anche ${who} si accoccolò per dormire.`,
  takeAlong: (hero, thing) => `${hero} portò con sé ${thing}.`,
  useful: (what) => `${what} si rivelò proprio ciò che serviva.`,
  special: (what) => `${what} rese la giornata davvero speciale.`,
};
