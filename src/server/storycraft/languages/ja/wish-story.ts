/** Japanese sentences for wished places, friends and things (see WishStoryWords). */
import type { WishStoryWords } from '../../wishes/lexicon-types.ts';

export const wishStory: WishStoryWords = {
  indef: (n, name) => (name ? `${name}という${n.name}` : n.name),
  def: (n, name) => name ?? n.name,
  thing: (n) => n.name,
  at: (n) => `${n.name}で`,
  to: (n) => `${n.name}へ`,
  placeDetail: (at) => `${at}は、みるものも、さがすものも、いっぱいありました。`,
  arrive: (who) => `そこでは、${who}がまっていました。`,
  help: (who) => `${who}も、てつだってくれました。`,
  laugh: (who) => `${who}は、うれしそうにわらいました。`,
  sleep: (who) => `${who}も、すやすやねむりました。`,
  takeAlong: (hero, thing) => `${hero}は、${thing}をもっていきました。`,
  useful: (what) => `${what}が、ちょうどやくにたちました。`,
  special: (what) => `${what}のおかげで、とくべつな一日になりました。`,
};
