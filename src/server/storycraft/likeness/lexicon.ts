/**
 * Per-language lexicon of the description parser (issue 15): the words a parent uses for colours,
 * hair, skin, clothes, hats, glasses, beards, ages, animals and objects, in the 14 story languages.
 * Each language is written as `meaning=word|word;…`. A word ending in `*` matches any word that
 * starts with it (inflections: rot* → rote, roten). Meanings:
 *   c:<Colour>  hair  skin  eyes  fur  hc:<HairColour>  len:<HairLength>  tex:<HairTexture>
 *   sty:<HairStyle>  hw:<Headwear>  glasses  scarf  top:<Top>  bottom  beard
 *   tone:<SkinTone>  age:<AgeBand>  sp:<Species>  obj:<ObjectCategory>
 */
import type { LanguageCode } from '../../../shared/catalog.ts';

/** Languages written without spaces between words (or with particles glued on): matched as substrings. */
export const SUBSTRING_LANGUAGES: ReadonlySet<LanguageCode> = new Set(['zh', 'ja', 'ko', 'ar', 'hi']);

/** Languages whose adjectives usually follow the noun ("pelo rojo"). */
export const NOUN_FIRST_LANGUAGES: ReadonlySet<LanguageCode> = new Set(['es', 'fr', 'it', 'pt', 'ar']);

const RAW: Record<LanguageCode, string> = {
  en: `c:black=black;c:white=white;c:grey=grey|gray;c:brown=brown;c:beige=beige|cream;c:red=red;c:orange=orange;c:yellow=yellow;c:green=green;
c:blue=blue|light-blue;c:navy=navy;c:purple=purple|violet|lilac;c:pink=pink;c:gold=gold|golden;c:silver=silver;
hair=hair|hairs;skin=skin|complexion;eyes=eyes|eye;fur=fur|feathers|coat of fur;hc:blonde=blonde|blond;hc:red=ginger|redhead|red-haired;hc:brown=brunette;hc:grey=grey-haired|gray-haired;
len:long=long;len:short=short;len:bald=bald;tex:curly=curly|curls;tex:straight=straight;tex:wavy=wavy;tex:coily=afro|coily;
sty:braids=braids|braid|plaits;sty:ponytail=ponytail;sty:bun=bun;sty:pigtails=pigtails;
hw:hat=hat|top hat;hw:cap=cap|baseball cap;hw:beanie=beanie|woolly hat|bobble hat;hw:crown=crown|tiara;hw:helmet=helmet;hw:headscarf=headscarf|hijab;hw:sun-hat=sun hat|sunhat|straw hat;
glasses=glasses|spectacles|specs;scarf=scarf;top:shirt=shirt|t-shirt|tshirt|top|blouse;top:dress=dress;top:coat=coat|jacket|raincoat;top:jumper=jumper|sweater|pullover|cardigan;top:hoodie=hoodie;top:uniform=uniform;
bottom=trousers|pants|jeans|skirt|shorts|leggings;beard=beard|bearded|moustache|mustache;
tone:dark=dark;tone:light=light|fair;tone:very-light=pale;tone:tan=tan|olive;tone:brown=brown-skinned;tone:medium=medium;
age:toddler=baby|toddler;age:child=girl|boy|child|kid;age:teen=teen|teenager;age:adult=man|woman|mum|mom|dad|daddy|mummy|mommy|uncle|aunt|lady;age:older-adult=grandma|grandpa|granny|grandad|grandfather|grandmother|old|elderly;
sp:cat=cat|kitten|kitty;sp:dog=dog|puppy|doggy;sp:rabbit=rabbit|bunny|hare;sp:bear=bear;sp:fox=fox;sp:owl=owl;sp:mouse=mouse;sp:lion=lion;sp:tiger=tiger;sp:panda=panda;sp:penguin=penguin;sp:raccoon=raccoon;sp:frog=frog;sp:pig=pig|piglet;sp:monkey=monkey;sp:elephant=elephant;sp:horse=horse|pony;sp:unicorn=unicorn;sp:cow=cow;sp:sheep=sheep|lamb;sp:giraffe=giraffe;sp:zebra=zebra;sp:bird=bird|robin|sparrow;sp:parrot=parrot|macaw|budgie;sp:duck=duck|duckling;sp:fish=fish|goldfish;sp:turtle=turtle|tortoise;sp:hedgehog=hedgehog;sp:koala=koala;sp:wolf=wolf;sp:squirrel=squirrel;sp:dinosaur=dinosaur|dino;sp:dragon=dragon;
obj:airplane=airplane|aeroplane|plane|jet;obj:car=car;obj:bus=bus;obj:truck=truck|lorry;obj:train=train|locomotive;obj:boat=boat|ship;obj:bicycle=bicycle|bike;obj:rocket=rocket;obj:teddy=teddy|teddy bear;obj:doll=doll;obj:robot=robot;obj:ball=ball;obj:balloon=balloon;obj:kite=kite;obj:book=book;obj:teapot=teapot;obj:star=star;obj:cloud=cloud`,
  es: `c:black=negro*|negra*;c:white=blanc*;c:grey=gris*;c:brown=marrón|marrones|café;c:beige=beige|crema;c:red=roj*;c:orange=naranja*;c:yellow=amarill*;c:green=verde*;c:blue=azul*;c:navy=azul marino;c:purple=morad*|violeta*|lila;c:pink=rosa*;c:gold=dorad*;c:silver=plateado*;
hair=pelo|cabello|melena;skin=piel|tez;eyes=ojos;fur=pelaje|plumas;hc:blonde=rubi*;hc:red=pelirroj*;hc:brown=castañ*|moren*;hc:grey=canos*;
len:long=larg*;len:short=cort*;len:bald=calv*;tex:curly=rizad*|rizos|rulos;tex:straight=lis*|lacio*;tex:wavy=ondulad*;tex:coily=afro;
sty:braids=trenza*;sty:ponytail=coleta;sty:bun=moño;sty:pigtails=coletas;
hw:hat=sombrero;hw:cap=gorra;hw:beanie=gorro;hw:crown=corona|tiara;hw:helmet=casco;hw:headscarf=pañuelo|hiyab;
glasses=gafas|lentes|anteojos;scarf=bufanda;top:shirt=camiseta|camisa|blusa;top:dress=vestido;top:coat=abrigo|chaqueta|chubasquero|impermeable;top:jumper=jersey|suéter|sudadera;top:uniform=uniforme;
bottom=pantalón|pantalones|falda|vaqueros|shorts;beard=barba|bigote;
tone:dark=oscura;tone:light=clara;tone:very-light=pálida;tone:tan=bronceada|morena;
age:toddler=bebé;age:child=niña|niño;age:teen=adolescente;age:adult=hombre|mujer|mamá|papá|señor|señora;age:older-adult=abuela|abuelo|ancian*|viej*;
sp:cat=gat*;sp:dog=perr*|cachorro;sp:rabbit=conej*;sp:bear=oso|osito;sp:fox=zorr*;sp:owl=búho|lechuza;sp:mouse=ratón|ratoncito;sp:lion=león;sp:tiger=tigre;sp:panda=panda;sp:penguin=pingüino;sp:raccoon=mapache;sp:frog=rana;sp:pig=cerdo|cerdito;sp:monkey=mono;sp:elephant=elefante;sp:horse=caballo|poni;sp:unicorn=unicornio;sp:cow=vaca;sp:sheep=oveja;sp:giraffe=jirafa;sp:zebra=cebra;sp:bird=pájaro|pajarito|ave;sp:parrot=loro|guacamayo|periquito;sp:duck=pato;sp:fish=pez|pececito;sp:turtle=tortuga;sp:hedgehog=erizo;sp:wolf=lobo;sp:squirrel=ardilla;sp:dinosaur=dinosaurio;sp:dragon=dragón;
obj:airplane=avión|avioneta;obj:car=coche|carro|auto;obj:bus=autobús;obj:truck=camión;obj:train=tren;obj:boat=barco|barca|velero;obj:bicycle=bicicleta;obj:rocket=cohete;obj:teddy=peluche;obj:doll=muñeca;obj:robot=robot;obj:ball=pelota|balón;obj:balloon=globo;obj:kite=cometa;obj:book=libro;obj:star=estrella`,
  fr: `c:black=noir*;c:white=blanc*;c:grey=gris*;c:brown=marron|brun*;c:beige=beige|crème;c:red=roug*;c:orange=orange*;c:yellow=jaune*;c:green=vert*;c:blue=bleu*;c:navy=bleu marine;c:purple=violet*|mauve;c:pink=rose*;c:gold=doré*;c:silver=argenté*;
hair=cheveux|chevelure;skin=peau|teint;eyes=yeux;fur=pelage|fourrure|plumes;hc:blonde=blond*;hc:red=roux|rousse;hc:grey=grisonnant*;
len:long=long*;len:short=court*;len:bald=chauve;tex:curly=bouclé*|frisé*|boucles;tex:straight=raide*|lisse*;tex:wavy=ondulé*;tex:coily=crépu*|afro;
sty:braids=tresse*|nattes;sty:ponytail=queue de cheval;sty:bun=chignon;sty:pigtails=couettes;
hw:hat=chapeau;hw:cap=casquette;hw:beanie=bonnet;hw:crown=couronne|diadème;hw:helmet=casque;hw:headscarf=foulard|voile;
glasses=lunettes;scarf=écharpe;top:shirt=t-shirt|chemise|tee-shirt|haut|blouse;top:dress=robe;top:coat=manteau|veste|imperméable|ciré;top:jumper=pull|pullover|gilet;top:hoodie=sweat;top:uniform=uniforme;
bottom=pantalon|jean|jupe|short;beard=barbe|moustache;
tone:dark=foncée|noire;tone:light=claire;tone:very-light=pâle;tone:tan=mate|bronzée;
age:toddler=bébé;age:child=fille|fillette|garçon|enfant;age:teen=ado|adolescent*;age:adult=homme|femme|maman|papa|monsieur|dame;age:older-adult=grand-mère|grand-père|mamie|papi|vieil*|vieux|vieille|âgé*;
sp:cat=chat|chaton|chatte;sp:dog=chien*|chiot;sp:rabbit=lapin*;sp:bear=ours|ourson;sp:fox=renard;sp:owl=hibou|chouette;sp:mouse=souris;sp:lion=lion;sp:tiger=tigre;sp:panda=panda;sp:penguin=pingouin|manchot;sp:raccoon=raton laveur;sp:frog=grenouille;sp:pig=cochon;sp:monkey=singe;sp:elephant=éléphant;sp:horse=cheval|poney;sp:unicorn=licorne;sp:cow=vache;sp:sheep=mouton|agneau;sp:giraffe=girafe;sp:zebra=zèbre;sp:bird=oiseau;sp:parrot=perroquet|ara|perruche;sp:duck=canard;sp:fish=poisson;sp:turtle=tortue;sp:hedgehog=hérisson;sp:wolf=loup;sp:squirrel=écureuil;sp:dinosaur=dinosaure;sp:dragon=dragon;
obj:airplane=avion;obj:car=voiture|auto;obj:bus=bus|autobus;obj:truck=camion;obj:train=train;obj:boat=bateau|voilier;obj:bicycle=vélo|bicyclette;obj:rocket=fusée;obj:teddy=nounours|peluche;obj:doll=poupée;obj:robot=robot;obj:ball=balle|ballon de foot;obj:balloon=ballon;obj:kite=cerf-volant;obj:book=livre;obj:star=étoile`,
  de: `c:black=schwarz*;c:white=weiß*|weiss*;c:grey=grau*;c:brown=braun*;c:beige=beige;c:red=rot|rote|roten|roter|rotes;c:orange=orange*;c:yellow=gelb*;c:green=grün*;c:blue=blau*;c:navy=dunkelblau*|marineblau*;c:purple=lila|violett*;c:pink=rosa|pink*;c:gold=golden*;c:silver=silber*;
hair=haar|haare|haaren;skin=haut|hautfarbe;eyes=augen;fur=fell|federn;hc:blonde=blond*;hc:red=rothaarig*;hc:brown=brünett*;hc:grey=grauhaarig*;hc:blonde=blondschopf;
len:long=lang|lange|langen|langes;len:short=kurz*;len:bald=glatze|kahl*;tex:curly=lockig*|locken|gelockt*;tex:straight=glatt*;tex:wavy=wellig*;tex:coily=afro;
sty:braids=zopf|zöpfe|zöpfen;sty:ponytail=pferdeschwanz;sty:bun=dutt;sty:pigtails=rattenschwänze;
hw:hat=hut;hw:cap=kappe|mütze|cap|schirmmütze;hw:beanie=wollmütze|strickmütze|bommelmütze;hw:crown=krone;hw:helmet=helm;hw:headscarf=kopftuch;hw:sun-hat=sonnenhut|strohhut;
glasses=brille;scarf=schal;top:shirt=t-shirt|shirt|hemd|bluse|oberteil;top:dress=kleid;top:coat=mantel|jacke|regenjacke|regenmantel;top:jumper=pullover|pulli|strickjacke;top:hoodie=hoodie|kapuzenpulli;top:uniform=uniform;
bottom=hose|jeans|rock|shorts;beard=bart|schnurrbart|vollbart;
tone:dark=dunkle|dunkler;tone:light=helle|heller;tone:very-light=blasse;tone:tan=gebräunte;
age:toddler=baby|kleinkind;age:child=mädchen|junge|kind;age:teen=teenager|jugendlich*;age:adult=mann|frau|mama|papa|onkel|tante;age:older-adult=oma|opa|großmutter|großvater|alt|alte|alter;
sp:cat=katze|kater|kätzchen;sp:dog=hund|hündchen|welpe;sp:rabbit=hase|häschen|kaninchen;sp:bear=bär;sp:fox=fuchs;sp:owl=eule;sp:mouse=maus;sp:lion=löwe;sp:tiger=tiger;sp:panda=panda;sp:penguin=pinguin;sp:raccoon=waschbär;sp:frog=frosch;sp:pig=schwein|ferkel;sp:monkey=affe;sp:elephant=elefant;sp:horse=pferd|pony;sp:unicorn=einhorn;sp:cow=kuh;sp:sheep=schaf|lamm;sp:giraffe=giraffe;sp:zebra=zebra;sp:bird=vogel|vögelchen|spatz;sp:parrot=papagei|ara|wellensittich;sp:duck=ente;sp:fish=fisch;sp:turtle=schildkröte;sp:hedgehog=igel;sp:wolf=wolf;sp:squirrel=eichhörnchen;sp:dinosaur=dinosaurier|dino;sp:dragon=drache;
obj:airplane=flugzeug;obj:car=auto;obj:bus=bus;obj:truck=lastwagen|lkw;obj:train=zug|lokomotive;obj:boat=boot|schiff;obj:bicycle=fahrrad;obj:rocket=rakete;obj:teddy=teddy|teddybär;obj:doll=puppe;obj:robot=roboter;obj:ball=ball;obj:balloon=luftballon;obj:kite=drachen;obj:book=buch;obj:star=stern`,
  nl: `c:black=zwart*;c:white=wit|witte;c:grey=grijs|grijze;c:brown=bruin*;c:beige=beige;c:red=rood|rode;c:orange=oranje;c:yellow=geel|gele;c:green=groen*;c:blue=blauw*;c:navy=donkerblauw*|marineblauw*;c:purple=paars*;c:pink=roze;c:gold=goud*;c:silver=zilver*;
hair=haar|haren;skin=huid;eyes=ogen;fur=vacht|veren;hc:blonde=blond*;hc:red=rossig*;hc:grey=grijsharig*;
len:long=lang|lange;len:short=kort|korte;len:bald=kaal;tex:curly=krullend*|krullen|krul;tex:straight=steil*|sluik;tex:wavy=golvend*;tex:coily=kroes*|afro;
sty:braids=vlecht|vlechten|vlechtjes;sty:ponytail=paardenstaart;sty:bun=knot;sty:pigtails=staartjes;
hw:hat=hoed;hw:cap=pet;hw:beanie=muts|mutsje;hw:crown=kroon;hw:helmet=helm;hw:headscarf=hoofddoek;
glasses=bril;scarf=sjaal;top:shirt=shirt|t-shirt|blouse|hemd;top:dress=jurk|jurkje;top:coat=jas|regenjas|jasje;top:jumper=trui|vest;top:hoodie=hoodie;top:uniform=uniform;
bottom=broek|spijkerbroek|rok|rokje|korte broek;beard=baard|snor;
tone:dark=donkere;tone:light=lichte;tone:very-light=bleke;
age:toddler=baby|peuter;age:child=meisje|jongen|kind;age:teen=tiener;age:adult=man|vrouw|mama|papa;age:older-adult=oma|opa|oud|oude;
sp:cat=kat|poes|katje;sp:dog=hond|hondje|puppy;sp:rabbit=konijn|haas;sp:bear=beer|beertje;sp:fox=vos;sp:owl=uil;sp:mouse=muis;sp:lion=leeuw;sp:tiger=tijger;sp:panda=panda;sp:penguin=pinguïn;sp:raccoon=wasbeer;sp:frog=kikker;sp:pig=varken|biggetje;sp:monkey=aap|aapje;sp:elephant=olifant;sp:horse=paard|pony;sp:unicorn=eenhoorn;sp:cow=koe;sp:sheep=schaap;sp:giraffe=giraf;sp:zebra=zebra;sp:bird=vogel|vogeltje;sp:parrot=papegaai|ara|parkiet;sp:duck=eend;sp:fish=vis|visje;sp:turtle=schildpad;sp:hedgehog=egel;sp:wolf=wolf;sp:squirrel=eekhoorn;sp:dinosaur=dinosaurus;sp:dragon=draak;
obj:airplane=vliegtuig;obj:car=auto;obj:bus=bus;obj:truck=vrachtwagen;obj:train=trein;obj:boat=boot|schip;obj:bicycle=fiets;obj:rocket=raket;obj:teddy=knuffelbeer|teddybeer;obj:doll=pop;obj:robot=robot;obj:ball=bal;obj:balloon=ballon;obj:kite=vlieger;obj:book=boek;obj:star=ster`,
  it: `c:black=ner*;c:white=bianc*;c:grey=grigi*;c:brown=marrone|marroni;c:beige=beige|crema;c:red=ross*;c:orange=arancione|arancioni;c:yellow=giall*;c:green=verde|verdi;c:blue=blu|azzurr*;c:navy=blu scuro;c:purple=viola;c:pink=rosa;c:gold=dorat*;c:silver=argentat*;
hair=capelli;skin=pelle|carnagione;eyes=occhi;fur=pelo|pelliccia|piume;hc:blonde=biond*;hc:red=rossi di capelli;hc:brown=castan*|brun*;hc:grey=brizzolat*;
len:long=lungh*|lunga|lungo;len:short=cort*;len:bald=calv*;tex:curly=ricci|riccioli|riccia|ricciolin*;tex:straight=lisci*;tex:wavy=mossi|ondulat*;tex:coily=crespi|afro;
sty:braids=trecc*;sty:ponytail=coda di cavallo|coda;sty:bun=chignon|crocchia;sty:pigtails=codini;
hw:hat=cappello;hw:cap=berretto|cappellino;hw:beanie=cuffia|berretto di lana;hw:crown=corona;hw:helmet=casco;hw:headscarf=foulard|velo;
glasses=occhiali;scarf=sciarpa;top:shirt=maglietta|camicia|maglia;top:dress=vestito|vestitino|abito;top:coat=cappotto|giacca|giubbotto|impermeabile;top:jumper=maglione|felpa;top:uniform=divisa|uniforme;
bottom=pantaloni|jeans|gonna|pantaloncini;beard=barba|baffi;
tone:dark=scura;tone:light=chiara;tone:very-light=pallida;tone:tan=olivastra|abbronzata;
age:toddler=neonat*|bebè;age:child=bambina|bambino|ragazzina|ragazzino;age:teen=adolescente;age:adult=uomo|donna|mamma|papà|signora|signore;age:older-adult=nonna|nonno|anzian*|vecchi*;
sp:cat=gatto|gattino|gatta;sp:dog=cane|cagnolino|cucciolo;sp:rabbit=coniglio|coniglietto;sp:bear=orso|orsetto;sp:fox=volpe;sp:owl=gufo|civetta;sp:mouse=topo|topolino;sp:lion=leone;sp:tiger=tigre;sp:panda=panda;sp:penguin=pinguino;sp:raccoon=procione;sp:frog=rana;sp:pig=maiale|maialino;sp:monkey=scimmia;sp:elephant=elefante;sp:horse=cavallo|pony;sp:unicorn=unicorno;sp:cow=mucca;sp:sheep=pecora;sp:giraffe=giraffa;sp:zebra=zebra;sp:bird=uccello|uccellino;sp:parrot=pappagallo|ara;sp:duck=anatra|papera;sp:fish=pesce|pesciolino;sp:turtle=tartaruga;sp:hedgehog=riccio;sp:wolf=lupo;sp:squirrel=scoiattolo;sp:dinosaur=dinosauro;sp:dragon=drago;
obj:airplane=aereo|aeroplano;obj:car=macchina|automobile;obj:bus=autobus;obj:truck=camion;obj:train=treno;obj:boat=barca|nave;obj:bicycle=bicicletta|bici;obj:rocket=razzo;obj:teddy=orsacchiotto|peluche;obj:doll=bambola;obj:robot=robot;obj:ball=palla|pallone;obj:balloon=palloncino;obj:kite=aquilone;obj:book=libro;obj:star=stella`,
  pt: `c:black=pret*;c:white=branc*;c:grey=cinza|cinzento*;c:brown=marrom|castanh*;c:beige=bege;c:red=vermelh*;c:orange=laranja;c:yellow=amarel*;c:green=verde*;c:blue=azul|azuis;c:navy=azul-marinho|azul marinho;c:purple=roxo*|roxa*|lilás;c:pink=rosa;c:gold=dourad*;c:silver=prateado*;
hair=cabelo|cabelos;skin=pele;eyes=olhos;fur=pelo|pelagem|penas;hc:blonde=loir*|lour*;hc:red=ruiv*;hc:brown=moren*;hc:grey=grisalh*;
len:long=long*|comprid*;len:short=curt*;len:bald=careca|calv*;tex:curly=cacheado*|encaracolado*|cachos;tex:straight=liso*|lisa*;tex:wavy=ondulado*;tex:coily=crespo*|afro;
sty:braids=trança*;sty:ponytail=rabo de cavalo;sty:bun=coque;sty:pigtails=maria-chiquinha;
hw:hat=chapéu;hw:cap=boné;hw:beanie=gorro|touca;hw:crown=coroa;hw:helmet=capacete;hw:headscarf=lenço;
glasses=óculos;scarf=cachecol;top:shirt=camiseta|camisa|blusa;top:dress=vestido;top:coat=casaco|jaqueta|capa de chuva;top:jumper=suéter|blusão|moletom;top:uniform=uniforme|farda;
bottom=calça|calças|saia|shorts|bermuda;beard=barba|bigode;
tone:dark=escura;tone:light=clara;tone:very-light=pálida;tone:tan=morena|bronzeada;
age:toddler=bebê|bebé;age:child=menina|menino|criança;age:teen=adolescente;age:adult=homem|mulher|mamãe|papai|mãe|pai;age:older-adult=avó|avô|vovó|vovô|idos*|velh*;
sp:cat=gato|gatinho|gata;sp:dog=cachorro|cão|cãozinho|cachorrinho;sp:rabbit=coelho|coelhinho;sp:bear=urso|ursinho;sp:fox=raposa;sp:owl=coruja;sp:mouse=rato|ratinho;sp:lion=leão;sp:tiger=tigre;sp:panda=panda;sp:penguin=pinguim;sp:raccoon=guaxinim;sp:frog=sapo|rã;sp:pig=porco|porquinho;sp:monkey=macaco;sp:elephant=elefante;sp:horse=cavalo|pônei;sp:unicorn=unicórnio;sp:cow=vaca;sp:sheep=ovelha;sp:giraffe=girafa;sp:zebra=zebra;sp:bird=pássaro|passarinho;sp:parrot=papagaio|arara|periquito;sp:duck=pato;sp:fish=peixe|peixinho;sp:turtle=tartaruga;sp:hedgehog=ouriço;sp:wolf=lobo;sp:squirrel=esquilo;sp:dinosaur=dinossauro;sp:dragon=dragão;
obj:airplane=avião;obj:car=carro|carrinho;obj:bus=ônibus|autocarro;obj:truck=caminhão;obj:train=trem|comboio;obj:boat=barco|navio;obj:bicycle=bicicleta;obj:rocket=foguete;obj:teddy=pelúcia;obj:doll=boneca;obj:robot=robô;obj:ball=bola;obj:balloon=balão;obj:kite=pipa|papagaio de papel;obj:book=livro;obj:star=estrela`,
  pl: `c:black=czarn*;c:white=biał*;c:grey=szar*;c:brown=brązow*;c:beige=beżow*;c:red=czerwon*;c:orange=pomarańczow*;c:yellow=żółt*;c:green=zielon*;c:blue=niebiesk*;c:navy=granatow*;c:purple=fioletow*;c:pink=różow*;c:gold=złot*;c:silver=srebrn*;
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
  tr: `c:black=siyah*|kara;c:white=beyaz*;c:grey=gri;c:brown=kahverengi*;c:beige=bej;c:red=kırmızı*;c:orange=turuncu*;c:yellow=sarı;c:green=yeşil*;c:blue=mavi*;c:navy=lacivert*;c:purple=mor;c:pink=pembe*;c:gold=altın*;c:silver=gümüş*;
hair=saç|saçlı|saçları|saçlar;skin=ten|tenli|cilt;eyes=göz|gözlü|gözleri;fur=tüy*|kürk*;hc:blonde=sarışın*;hc:red=kızıl*;hc:brown=kumral|esmer;hc:grey=kır saçlı|ak saçlı;
len:long=uzun;len:short=kısa;len:bald=kel;tex:curly=kıvırcık|bukle*;tex:straight=düz;tex:wavy=dalgalı;tex:coily=afro;
sty:braids=örgü*;sty:ponytail=at kuyruğu;sty:bun=topuz;sty:pigtails=iki örgü;
hw:hat=şapka*;hw:cap=kasket*|beyzbol şapkası;hw:beanie=bere*;hw:crown=taç;hw:helmet=kask*;hw:headscarf=başörtü*|eşarp*;
glasses=gözlük*;scarf=atkı*;top:shirt=tişört*|gömlek*|bluz*;top:dress=elbise*;top:coat=mont*|ceket*|palto*|yağmurluk*;top:jumper=kazak*|hırka*;top:hoodie=sweatshirt;top:uniform=üniforma*;
bottom=pantolon*|etek*|şort*|kot;beard=sakal*|bıyık*;
tone:dark=koyu;tone:light=açık;tone:very-light=beyaz tenli|solgun;tone:tan=buğday|esmer tenli;
age:toddler=bebek;age:child=kız|oğlan|çocuk|erkek çocuk;age:teen=genç;age:adult=adam|kadın|anne|baba;age:older-adult=büyükanne|büyükbaba|nine|dede|yaşlı;
sp:cat=kedi*;sp:dog=köpek*|kuçu*;sp:rabbit=tavşan*;sp:bear=ayı*;sp:fox=tilki*;sp:owl=baykuş*;sp:mouse=fare*;sp:lion=aslan*;sp:tiger=kaplan*;sp:panda=panda;sp:penguin=penguen*;sp:raccoon=rakun*;sp:frog=kurbağa*;sp:pig=domuz*;sp:monkey=maymun*;sp:elephant=fil|fili;sp:horse=at|atı|midilli;sp:unicorn=tek boynuzlu at;sp:cow=inek*;sp:sheep=koyun*|kuzu*;sp:giraffe=zürafa*;sp:zebra=zebra*;sp:bird=kuş*;sp:parrot=papağan*|muhabbet kuşu;sp:duck=ördek*;sp:fish=balık*;sp:turtle=kaplumbağa*;sp:hedgehog=kirpi*;sp:wolf=kurt|kurdu;sp:squirrel=sincap*;sp:dinosaur=dinozor*;sp:dragon=ejderha*;
obj:airplane=uçak*;obj:car=araba*;obj:bus=otobüs*;obj:truck=kamyon*;obj:train=tren*;obj:boat=tekne*|gemi*;obj:bicycle=bisiklet*;obj:rocket=roket*;obj:teddy=oyuncak ayı|peluş*;obj:doll=bebek oyuncak;obj:robot=robot*;obj:ball=top|topu;obj:balloon=balon*;obj:kite=uçurtma*;obj:book=kitap*;obj:star=yıldız*`,
  ar: `c:black=أسود|سوداء|السوداء|الأسود;c:white=أبيض|بيضاء|الأبيض;c:grey=رمادي|رمادية;c:brown=بني|بنية;c:beige=بيج;c:red=أحمر|حمراء|الأحمر;c:orange=برتقالي|برتقالية;c:yellow=أصفر|صفراء;c:green=أخضر|خضراء;c:blue=أزرق|زرقاء;c:navy=كحلي|كحلية;c:purple=بنفسجي|بنفسجية|أرجواني;c:pink=وردي|وردية|زهري;c:gold=ذهبي|ذهبية;c:silver=فضي|فضية;
hair=شعر|الشعر|شعرها|شعره;skin=بشرة|البشرة;eyes=عيون|عينين;fur=فرو|ريش;hc:blonde=أشقر|شقراء;hc:red=أصهب|صهباء;hc:grey=أشيب|شيباء;
len:long=طويل|طويلة;len:short=قصير|قصيرة;len:bald=أصلع|صلعاء;tex:curly=مجعد|مجعدة|كيرلي;tex:straight=ناعم|ناعمة|أملس;tex:wavy=مموج|مموجة;tex:coily=أفرو;
sty:braids=ضفائر|ضفيرة|جدائل;sty:ponytail=ذيل حصان;sty:bun=كعكة;
hw:hat=قبعة|قبعته|قبعتها;hw:cap=كاب|طاقية;hw:beanie=قبعة صوفية;hw:crown=تاج;hw:helmet=خوذة;hw:headscarf=حجاب|وشاح رأس;
glasses=نظارة|نظارات;scarf=وشاح|كوفية|لفحة;top:shirt=قميص|تيشيرت|بلوزة;top:dress=فستان;top:coat=معطف|سترة|جاكيت;top:jumper=كنزة|سويتر;top:uniform=زي رسمي;
bottom=بنطال|بنطلون|تنورة|شورت;beard=لحية|شارب;
tone:dark=داكنة|سمراء;tone:light=فاتحة;tone:very-light=شاحبة;tone:tan=قمحية;
age:toddler=رضيع|رضيعة;age:child=طفلة|طفل|بنت|ولد;age:teen=مراهق|مراهقة;age:adult=رجل|امرأة|أم|أب|ماما|بابا;age:older-adult=جدة|جد|عجوز|مسن|مسنة;
sp:cat=قطة|قط|هرة;sp:dog=كلب|جرو;sp:rabbit=أرنب;sp:bear=دب;sp:fox=ثعلب;sp:owl=بومة;sp:mouse=فأر;sp:lion=أسد;sp:tiger=نمر;sp:panda=باندا;sp:penguin=بطريق;sp:raccoon=راكون;sp:frog=ضفدع;sp:pig=خنزير;sp:monkey=قرد;sp:elephant=فيل;sp:horse=حصان|مهر;sp:unicorn=وحيد القرن الخيالي|يونيكورن;sp:cow=بقرة;sp:sheep=خروف|نعجة;sp:giraffe=زرافة;sp:zebra=حمار وحشي;sp:bird=عصفور|طائر;sp:parrot=ببغاء|ببغاوات;sp:duck=بطة;sp:fish=سمكة;sp:turtle=سلحفاة;sp:hedgehog=قنفذ;sp:wolf=ذئب;sp:squirrel=سنجاب;sp:dinosaur=ديناصور;sp:dragon=تنين;
obj:airplane=طائرة;obj:car=سيارة;obj:bus=حافلة|باص;obj:truck=شاحنة;obj:train=قطار;obj:boat=قارب|سفينة;obj:bicycle=دراجة;obj:rocket=صاروخ;obj:teddy=دبدوب|دب محشو;obj:doll=دمية;obj:robot=روبوت|رجل آلي;obj:ball=كرة;obj:balloon=بالون;obj:kite=طائرة ورقية;obj:book=كتاب;obj:star=نجمة`,
  zh: `c:black=黑色|黑;c:white=白色|白;c:grey=灰色|灰;c:brown=棕色|咖啡色|褐色;c:beige=米色;c:red=红色|红;c:orange=橙色|橘色;c:yellow=黄色|黄;c:green=绿色|绿;c:blue=蓝色|蓝;c:navy=深蓝色|藏青色;c:purple=紫色|紫;c:pink=粉色|粉红色|粉红;c:gold=金色;c:silver=银色;
hair=头发|发;skin=皮肤|肤色;eyes=眼睛;fur=毛|羽毛;hc:blonde=金发|金色头发;hc:red=红发;hc:grey=白发|花白;
len:long=长;len:short=短;len:bald=光头|秃头;tex:curly=卷发|卷;tex:straight=直发|直;tex:wavy=波浪;tex:coily=爆炸头;
sty:braids=辫子|麻花辫;sty:ponytail=马尾;sty:bun=丸子头|发髻;sty:pigtails=双马尾;
hw:hat=帽子;hw:cap=棒球帽|鸭舌帽;hw:beanie=毛线帽;hw:crown=皇冠;hw:helmet=头盔;hw:headscarf=头巾;hw:sun-hat=草帽|遮阳帽;
glasses=眼镜;scarf=围巾;top:shirt=T恤|衬衫|上衣;top:dress=裙子|连衣裙;top:coat=外套|夹克|雨衣|大衣;top:jumper=毛衣;top:hoodie=连帽衫|卫衣;top:uniform=制服;
bottom=裤子|牛仔裤|短裤|半身裙;beard=胡子|胡须;
tone:dark=深色皮肤|黝黑;tone:light=白皙|浅色皮肤;tone:tan=小麦色;
age:toddler=宝宝|婴儿;age:child=女孩|男孩|孩子|小朋友;age:teen=少年|少女;age:adult=男人|女人|妈妈|爸爸|叔叔|阿姨;age:older-adult=奶奶|爷爷|外婆|外公|老人|老奶奶|老爷爷;
sp:cat=猫|小猫;sp:dog=狗|小狗;sp:rabbit=兔子|兔;sp:bear=熊;sp:fox=狐狸;sp:owl=猫头鹰;sp:mouse=老鼠;sp:lion=狮子;sp:tiger=老虎;sp:panda=熊猫;sp:penguin=企鹅;sp:raccoon=浣熊;sp:frog=青蛙;sp:pig=猪;sp:monkey=猴子;sp:elephant=大象;sp:horse=马|小马;sp:unicorn=独角兽;sp:cow=奶牛|牛;sp:sheep=绵羊|羊;sp:giraffe=长颈鹿;sp:zebra=斑马;sp:bird=小鸟|鸟;sp:parrot=鹦鹉|金刚鹦鹉;sp:duck=鸭子|鸭;sp:fish=鱼|金鱼;sp:turtle=乌龟;sp:hedgehog=刺猬;sp:wolf=狼;sp:squirrel=松鼠;sp:dinosaur=恐龙;sp:dragon=龙;
obj:airplane=飞机;obj:car=汽车|小汽车;obj:bus=公共汽车|巴士;obj:truck=卡车;obj:train=火车;obj:boat=船|小船;obj:bicycle=自行车;obj:rocket=火箭;obj:teddy=泰迪熊|玩具熊;obj:doll=娃娃;obj:robot=机器人;obj:ball=球;obj:balloon=气球;obj:kite=风筝;obj:book=书;obj:star=星星`,
  ja: `c:black=黒い|黒;c:white=白い|白;c:grey=灰色|グレー;c:brown=茶色|ブラウン;c:beige=ベージュ;c:red=赤い|赤;c:orange=オレンジ;c:yellow=黄色い|黄色;c:green=緑|グリーン;c:blue=青い|青|水色;c:navy=紺色|紺|ネイビー;c:purple=紫;c:pink=ピンク;c:gold=金色|ゴールド;c:silver=銀色|シルバー;
hair=髪の毛|髪|ヘア;skin=肌;eyes=目;fur=毛並み|羽;hc:blonde=金髪|ブロンド;hc:red=赤毛;hc:grey=白髪|グレーヘア;
len:long=長い|ロング;len:short=短い|ショート;len:bald=はげ|スキンヘッド;tex:curly=くるくる|巻き毛|カーリー|くせ毛;tex:straight=ストレート|まっすぐ;tex:wavy=ウェーブ;tex:coily=アフロ;
sty:braids=三つ編み|みつあみ;sty:ponytail=ポニーテール;sty:bun=お団子|おだんご;sty:pigtails=ツインテール;
hw:hat=帽子|ぼうし;hw:cap=キャップ;hw:beanie=ニット帽;hw:crown=王冠|ティアラ;hw:helmet=ヘルメット;hw:headscarf=スカーフ帽|ヒジャブ;hw:sun-hat=麦わら帽子;
glasses=眼鏡|めがね|メガネ;scarf=マフラー;top:shirt=Tシャツ|シャツ|ブラウス;top:dress=ワンピース|ドレス;top:coat=コート|ジャケット|レインコート;top:jumper=セーター;top:hoodie=パーカー;top:uniform=制服;
bottom=ズボン|ジーンズ|スカート|半ズボン;beard=ひげ|髭;
tone:dark=褐色の肌|黒い肌;tone:light=色白|白い肌;tone:tan=日焼け;
age:toddler=赤ちゃん;age:child=女の子|男の子|子ども|子供;age:teen=ティーン;age:adult=男の人|女の人|ママ|パパ|お母さん|お父さん;age:older-adult=おばあちゃん|おじいちゃん|お年寄り;
sp:cat=猫|ねこ|ネコ;sp:dog=犬|いぬ|イヌ|子犬;sp:rabbit=うさぎ|ウサギ|兎;sp:bear=くま|クマ|熊;sp:fox=きつね|キツネ|狐;sp:owl=ふくろう|フクロウ;sp:mouse=ねずみ|ネズミ;sp:lion=ライオン;sp:tiger=とら|トラ|虎;sp:panda=パンダ;sp:penguin=ペンギン;sp:raccoon=アライグマ;sp:frog=かえる|カエル;sp:pig=ぶた|ブタ|豚;sp:monkey=さる|サル|猿;sp:elephant=ぞう|ゾウ|象;sp:horse=うま|ウマ|馬|ポニー;sp:unicorn=ユニコーン;sp:cow=うし|ウシ|牛;sp:sheep=ひつじ|ヒツジ|羊;sp:giraffe=キリン;sp:zebra=シマウマ;sp:bird=小鳥|とり|鳥;sp:parrot=オウム|インコ|コンゴウインコ;sp:duck=アヒル|あひる|カモ;sp:fish=さかな|魚|金魚;sp:turtle=かめ|カメ|亀;sp:hedgehog=ハリネズミ;sp:wolf=オオカミ|狼;sp:squirrel=リス;sp:dinosaur=恐竜;sp:dragon=ドラゴン|竜;
obj:airplane=飛行機|ひこうき;obj:car=車|くるま|自動車;obj:bus=バス;obj:truck=トラック;obj:train=電車|汽車|列車;obj:boat=船|ふね|ボート;obj:bicycle=自転車;obj:rocket=ロケット;obj:teddy=テディベア|くまのぬいぐるみ;obj:doll=人形;obj:robot=ロボット;obj:ball=ボール;obj:balloon=風船;obj:kite=凧|たこあげ;obj:book=本;obj:star=星`,
  ko: `c:black=검은|검정|까만;c:white=흰|하얀|흰색;c:grey=회색;c:brown=갈색;c:beige=베이지;c:red=빨간|빨강|붉은;c:orange=주황;c:yellow=노란|노랑;c:green=초록|녹색;c:blue=파란|파랑|하늘색;c:navy=남색|네이비;c:purple=보라;c:pink=분홍|핑크;c:gold=금색|황금;c:silver=은색;
hair=머리카락|머리;skin=피부;eyes=눈;fur=털|깃털;hc:blonde=금발;hc:red=빨간 머리;hc:grey=흰머리|백발|회색 머리;
len:long=긴|길게;len:short=짧은|단발;len:bald=대머리;tex:curly=곱슬;tex:straight=생머리|직모;tex:wavy=웨이브;tex:coily=아프로;
sty:braids=땋은|땋기;sty:ponytail=포니테일|묶은 머리;sty:bun=똥머리|올림머리;sty:pigtails=양갈래;
hw:hat=모자;hw:cap=야구모자|캡;hw:beanie=비니|털모자;hw:crown=왕관;hw:helmet=헬멧;hw:headscarf=두건|히잡;hw:sun-hat=밀짚모자;
glasses=안경;scarf=목도리|스카프;top:shirt=티셔츠|셔츠|블라우스;top:dress=원피스|드레스;top:coat=코트|재킷|우비|점퍼;top:jumper=스웨터;top:hoodie=후드티;top:uniform=제복|교복;
bottom=바지|청바지|치마|반바지;beard=수염|턱수염;
tone:dark=어두운 피부|까무잡잡;tone:light=하얀 피부|밝은 피부;tone:tan=구릿빛;
age:toddler=아기;age:child=여자아이|남자아이|아이|어린이;age:teen=십대;age:adult=남자|여자|엄마|아빠;age:older-adult=할머니|할아버지|노인;
sp:cat=고양이;sp:dog=강아지|개;sp:rabbit=토끼;sp:bear=곰;sp:fox=여우;sp:owl=부엉이|올빼미;sp:mouse=생쥐|쥐;sp:lion=사자;sp:tiger=호랑이;sp:panda=판다;sp:penguin=펭귄;sp:raccoon=너구리|라쿤;sp:frog=개구리;sp:pig=돼지;sp:monkey=원숭이;sp:elephant=코끼리;sp:horse=말|조랑말;sp:unicorn=유니콘;sp:cow=소|젖소;sp:sheep=양;sp:giraffe=기린;sp:zebra=얼룩말;sp:bird=새;sp:parrot=앵무새|마코앵무;sp:duck=오리;sp:fish=물고기|금붕어;sp:turtle=거북이;sp:hedgehog=고슴도치;sp:wolf=늑대;sp:squirrel=다람쥐;sp:dinosaur=공룡;sp:dragon=용|드래곤;
obj:airplane=비행기;obj:car=자동차|차;obj:bus=버스;obj:truck=트럭;obj:train=기차;obj:boat=배|보트;obj:bicycle=자전거;obj:rocket=로켓;obj:teddy=곰인형;obj:doll=인형;obj:robot=로봇;obj:ball=공;obj:balloon=풍선;obj:kite=연;obj:book=책;obj:star=별`,
  hi: `c:black=काला|काली|काले;c:white=सफ़ेद|सफेद;c:grey=स्लेटी|धूसर|ग्रे;c:brown=भूरा|भूरी|भूरे;c:beige=बेज;c:red=लाल;c:orange=नारंगी|केसरिया;c:yellow=पीला|पीली|पीले;c:green=हरा|हरी|हरे;c:blue=नीला|नीली|नीले;c:navy=गहरा नीला|नेवी;c:purple=बैंगनी;c:pink=गुलाबी;c:gold=सुनहरा|सुनहरी|सुनहरे;c:silver=चाँदी|चांदी;
hair=बाल|बालों;skin=त्वचा|रंगत;eyes=आँखें|आंखें;fur=फर|पंख;hc:blonde=सुनहरे बाल|सुनहरी बाल;hc:grey=सफ़ेद बाल|सफेद बाल;
len:long=लंबे|लंबी|लम्बे;len:short=छोटे|छोटी;len:bald=गंजा|गंजे;tex:curly=घुंघराले|घुँघराले;tex:straight=सीधे;tex:wavy=लहराते;
sty:braids=चोटी|चोटियाँ;sty:ponytail=पोनीटेल;sty:bun=जूड़ा;
hw:hat=टोपी|हैट;hw:cap=कैप;hw:crown=मुकुट|ताज;hw:helmet=हेलमेट;hw:headscarf=दुपट्टा|हिजाब;hw:beanie=ऊनी टोपी;
glasses=चश्मा|चश्मे;scarf=मफ़लर|मफलर|स्कार्फ;top:shirt=कमीज़|कमीज|शर्ट|टी-शर्ट|कुर्ता;top:dress=फ्रॉक|ड्रेस;top:coat=कोट|जैकेट|रेनकोट;top:jumper=स्वेटर;top:uniform=वर्दी;
bottom=पैंट|पतलून|स्कर्ट|जींस;beard=दाढ़ी|मूंछ;
tone:dark=सांवली|साँवली|सांवला|गहरी त्वचा;tone:light=गोरी|गोरा;tone:tan=गेहुँआ|गेहुंआ;
age:toddler=शिशु|बच्चा छोटा;age:child=लड़की|लड़का|बच्ची|बच्चा;age:teen=किशोर|किशोरी;age:adult=आदमी|औरत|माँ|पापा|मम्मी;age:older-adult=दादी|दादा|नानी|नाना|बूढ़ा|बूढ़ी;
sp:cat=बिल्ली;sp:dog=कुत्ता|पिल्ला;sp:rabbit=खरगोश;sp:bear=भालू;sp:fox=लोमड़ी;sp:owl=उल्लू;sp:mouse=चूहा|चुहिया;sp:lion=शेर;sp:tiger=बाघ;sp:panda=पांडा;sp:penguin=पेंगुइन;sp:raccoon=रैकून;sp:frog=मेंढक;sp:pig=सूअर;sp:monkey=बंदर;sp:elephant=हाथी;sp:horse=घोड़ा|टट्टू;sp:unicorn=यूनिकॉर्न;sp:cow=गाय;sp:sheep=भेड़|मेमना;sp:giraffe=जिराफ़|जिराफ;sp:zebra=ज़ेबरा|जेबरा;sp:bird=चिड़िया|पक्षी;sp:parrot=तोता|तोते;sp:duck=बत्तख;sp:fish=मछली;sp:turtle=कछुआ;sp:hedgehog=साही;sp:wolf=भेड़िया;sp:squirrel=गिलहरी;sp:dinosaur=डायनासोर;sp:dragon=ड्रैगन;
obj:airplane=हवाई जहाज़|हवाई जहाज|विमान;obj:car=कार|गाड़ी;obj:bus=बस;obj:truck=ट्रक;obj:train=रेलगाड़ी|ट्रेन;obj:boat=नाव|जहाज़;obj:bicycle=साइकिल;obj:rocket=रॉकेट;obj:teddy=टेडी|टेडी बियर;obj:doll=गुड़िया;obj:robot=रोबोट;obj:ball=गेंद;obj:balloon=गुब्बारा;obj:kite=पतंग;obj:book=किताब;obj:star=तारा`,
};

export interface LexEntry {
  /** Lower-case word or phrase; `prefix` when it ended in `*`. */
  word: string;
  prefix: boolean;
  meaning: string;
}

const cache = new Map<LanguageCode, LexEntry[]>();

/** The language's entries, longest words first (so "azul marino" wins over "azul"). */
export function lexicon(language: LanguageCode): LexEntry[] {
  const hit = cache.get(language);
  if (hit) return hit;
  const entries: LexEntry[] = [];
  for (const part of RAW[language].split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const meaning = part.slice(0, eq).trim();
    for (const w of part.slice(eq + 1).split('|')) {
      const word = w.trim().toLowerCase();
      if (!word) continue;
      entries.push({ word: word.replace(/\*$/, ''), prefix: word.endsWith('*'), meaning });
    }
  }
  entries.sort((a, b) => b.word.length - a.word.length);
  cache.set(language, entries);
  return entries;
}
