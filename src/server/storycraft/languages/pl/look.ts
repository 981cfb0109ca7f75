/**
 * Polish look words. `describe`: the words a parent uses for hair, skin, clothes, hats,
 * animals and objects, as `meaning=word|word;…` (a word ending in `*` matches any word starting with it;
 * meanings are listed in likeness/lexicon.ts). `phrase`: how a story says the hero's look from its fields.
 */
import type { LookWords } from '../schema.ts';

export const look: LookWords = {
  describe: `c:black=czarn*;c:white=biał*;c:grey=szar*;c:brown=brązow*;c:beige=beżow*;c:red=czerwon*;c:orange=pomarańczow*;c:yellow=żółt*;c:green=zielon*;c:blue=niebiesk*;c:navy=granatow*;c:purple=fioletow*;c:pink=różow*;c:gold=złot*;c:silver=srebrn*;
hair=włosy|włosami|włosów|fryzur*;skin=skóra|skórę|cera|cerę;eyes=oczy;fur=futro|futerko|pióra;hc:blonde=blond|jasnowłos*;hc:red=ruda|rudy|rude|rudymi;hc:grey=siw*;
len:long=długi*|długie;len:short=krótk*;len:bald=łys*;tex:curly=kręcon*|loki|lokami;tex:straight=prost*;tex:wavy=falowan*;tex:coily=afro;
sty:braids=warkocz*;sty:ponytail=kucyk|kitka;sty:bun=kok;sty:pigtails=kucyki;
hw:hat=kapelusz*;hw:cap=czapk*|czapeczk*;hw:beanie=czapka zimowa|wełniana czapka;hw:crown=koron*;hw:helmet=kask*;hw:headscarf=chust*;
glasses=okular*;scarf=szalik*;top:shirt=koszulk*|koszul*|bluzk*;top:dress=sukienk*|sukien*;top:coat=płaszcz*|kurtk*;top:jumper=sweter*|sweterek;top:hoodie=bluza|bluzę;top:uniform=mundur*;
bottom=spodnie|spodniach|dżinsy|spódnic*|spodenki;beard=brod*|wąs*;
tone:dark=ciemn*;tone:light=jasn*;tone:very-light=blad*;tone:tan=opalon*|śniad*;
age:toddler=niemowl*|bobas;age:child=dziewczynka|chłopiec|dziecko;age:teen=nastolat*;age:adult=mężczyzna|kobieta|mama|tata|pan|pani;age:older-adult=babcia|dziadek|star*;
sp:cat=kot|kotek|kotka;sp:dog=pies|piesek|szczeniak;sp:rabbit=królik*|zając*;sp:bear=niedźwied*|miś;sp:fox=lis|lisek;sp:owl=sowa|sówka;sp:mouse=mysz*;sp:lion=lew|lwem;sp:tiger=tygrys*;sp:panda=panda;sp:penguin=pingwin*;sp:raccoon=szop*;sp:frog=żab*;sp:pig=śwink*|prosiaczek;sp:monkey=małp*;sp:elephant=słoń|słonik;sp:horse=koń|konik|kucyk pony;sp:unicorn=jednoroż*;sp:cow=krow*;sp:sheep=owc*|owieczk*;sp:giraffe=żyraf*;sp:zebra=zebr*;sp:bird=ptak*|ptaszek;sp:parrot=papug*;sp:duck=kacz*;sp:fish=ryb*|rybk*;sp:turtle=żółw*;sp:hedgehog=jeż*;sp:wolf=wilk*;sp:squirrel=wiewiór*;sp:dinosaur=dinozaur*;sp:dragon=smok*;
obj:airplane=samolot*;obj:car=samochód|samochodzik|auto;obj:bus=autobus*;obj:truck=ciężarówk*;obj:train=pociąg*;obj:boat=łódk*|łódź|statek;obj:bicycle=rower*;obj:rocket=rakiet*;obj:teddy=pluszak*|miś pluszowy;obj:doll=lalk*;obj:robot=robot*;obj:ball=piłk*;obj:balloon=balon*;obj:kite=latawiec;obj:book=książk*;obj:star=gwiazd*`,
  others: `pre=jej|jego|ich|swoj*|swoim|swoją|swoimi|z|ze|kocha|lubi;post=;who=siostr*|brat|brata|bratem|bratu|braci*|braciszek*|przyjaci*|kuzyn*|koleg*|koleżank*|zabawk*|babci*|dziadk*`,
  phrase: {
    colour: {
      black: ['czarny', 'czarna', 'czarne'],
      white: ['biały', 'biała', 'białe'],
      grey: ['szary', 'szara', 'szare'],
      brown: ['brązowy', 'brązowa', 'brązowe'],
      beige: ['beżowy', 'beżowa', 'beżowe'],
      red: ['czerwony', 'czerwona', 'czerwone'],
      orange: ['pomarańczowy', 'pomarańczowa', 'pomarańczowe'],
      yellow: ['żółty', 'żółta', 'żółte'],
      green: ['zielony', 'zielona', 'zielone'],
      blue: ['niebieski', 'niebieska', 'niebieskie'],
      navy: ['granatowy', 'granatowa', 'granatowe'],
      purple: ['fioletowy', 'fioletowa', 'fioletowe'],
      pink: ['różowy', 'różowa', 'różowe'],
      gold: ['złoty', 'złota', 'złote'],
      silver: ['srebrny', 'srebrna', 'srebrne'],
    },
    hairColour: {
      black: 'czarne',
      'dark-brown': 'ciemnobrązowe',
      brown: 'brązowe',
      auburn: 'kasztanowe',
      red: 'rude',
      blonde: 'jasne',
      grey: 'siwe',
      white: 'białe',
    },
    curly: 'kręcone',
    long: 'długie',
    short: 'krótkie',
    hair: 'włosy',
    bald: 'błyszcząca łysina',
    braids: 'warkocze',
    bun: 'kok',
    ponytail: 'kucyk',
    glasses: 'okrągłe okulary',
    beard: 'miękka broda',
    hat: {
      hat: ['kapelusz', 0],
      cap: ['czapka', 1],
      beanie: ['wełniana czapka', 1],
      crown: ['korona', 1],
      helmet: ['kask', 0],
      headscarf: ['chustka', 1],
      'sun-hat': ['słomkowy kapelusz', 0],
    },
    top: { shirt: ['koszulka', 1], dress: ['sukienka', 1], coat: ['płaszcz', 0], jumper: ['sweter', 0], hoodie: ['bluza', 1], uniform: ['mundur', 0] },
    scarf: ['szalik', 0],
    fur: 'futerko',
    feathers: 'piórka',
    and: 'i',
    item: (a, [n]) => `${a} ${n}`,
    hairPhrase: (c, curly, len) => [len, curly ? 'kręcone' : undefined, c, 'włosy'].filter(Boolean).join(' '),
  },
};
