/**
 * Dutch words of each boundary: what a story told to avoid water, animals, … must not say
 * (syntax in boundaries/word-lists.ts).
 */
import type { BoundaryWordList } from '../schema.ts';

export const boundaries: BoundaryWordList = {
  scary: ['schurk*', 'monster*', 'heks*', 'trol', 'trollen', 'reus', 'spook*', 'geest*', 'wolf', 'wolven', 'piraat*', 'piraten', 'rover*', 'dief', 'dieven',
    'verdwaald*', 'verdwalen', 'kwijt', 'weggelopen', 'afgedwaald', 'in het donker', 'duisternis', 'bang voor het donker', 'nog donkerder', 'schaduwen'],
  water: ['water*', 'zee', 'zeeen', 'oceaan*', 'het meer', 'het meertje', 'meren', 'aan het meer', 'bij het meer', 'naar het meer', 'rivier*', 'beek*', 'vijver*', 'bad', 'badje', 'ligbad', 'zwem*', 'boot*', 'bootje*', 'zeil*', 'golf', 'golven', 'golfje*', 'spat*', 'plons*', 'plas', 'plassen', 'regen', 'regende', 'regent', 'regendruppel*',
    'strand*', 'oever*', 'peddel*', 'druppel*', 'drup*', 'waterkoker*', 'fontein*', 'sjoe, sjoe'],
  animals: ['dieren', 'hond*', 'puppy*', 'kat', 'katten', 'poes*', 'katje*', 'konijn*', 'uil', 'uilen', 'uiltje*', 'vos', 'vossen', 'vosje*', 'schildpad*', 'draak', 'draken', 'draakje*', 'vogel*', 'merel*', 'specht*', 'meeuw*', 'eend*', 'kip', 'kippen',
    'kuiken*', 'koe', 'koeien', 'paard*', 'pony*', 'varken*', 'schaap', 'schapen', 'lam', 'lammetje*', 'geit*', 'muis', 'muizen', 'eekhoorn*', 'egel*', 'kikker*', 'bijen', 'bijtje*', 'vlinder*', 'sprinkhan*', 'libel*', 'kever*', 'mier', 'mieren',
    'krekel*', 'lieveheersbeest*', 'slak', 'slakken', 'worm', 'wormen', 'vis', 'vissen', 'visje*', 'hert*', 'loeide', 'kwaak*', 'waf', 'miauw', 'poot', 'poten', 'pootje*', 'staart*', 'veren', 'veer', 'nest', 'nesten', 'moeder uil'],
  separation: ['verdwaald*', 'kwijt', 'miste', 'mist haar', 'mist hem', 'heimwee', 'familie ver', 'helemaal alleen', 'alleen gelaten', 'zonder mama', 'zonder papa', 'afscheid', 'dag zeggen', 'tot ziens', 'waar ben je', 'riep en riep'],
  loud: ['lawaai*', 'luid*', 'donder*', 'onweer*', 'trommel*', 'trom', 'boem', 'knal*', 'krak', 'geraas', 'schreeuw*', 'gil*', 'brul*', 'trompet*', 'vuurwerk*', 'sirene*', 'fluit*', 'stampt*', 'stampte*', 'klop, klop', 'klop-klop'],
  food: ['ui', 'uien', 'aardappel*', 'soep*', 'kaas*', 'ei', 'eieren', 'eten', 'koekje*', 'koek', 'taart*', 'cake', 'snoep*', 'zoetigheid', 'chocola*', 'cacao', 'suiker*', 'honing', 'jam', 'bak*', 'oven*', 'bakker*', 'brood*', 'boter', 'kaneel',
    'toast', 'ontbijt*', 'lunch*', 'avondeten', 'diner', 'picknick*', 'boterham*', 'appel*', 'ijsje*', 'lolly*', 'gegeten', 'at', 'proef*', 'smaak*', 'melk', 'fruit', 'pannenkoek*', 'worteltje*', 'pap', 'havermout'],
};
