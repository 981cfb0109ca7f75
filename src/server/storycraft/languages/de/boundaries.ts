/**
 * German words of each boundary: what a story told to avoid water, animals, … must not say
 * (syntax in boundaries/word-lists.ts).
 */
import type { BoundaryWordList } from '../schema.ts';

export const boundaries: BoundaryWordList = {
  scary: ['bosewicht*', 'schurke*', 'monster*', 'hexe*', 'troll*', 'oger*', 'gespenst*', 'geist', 'geister', 'wolf', 'wolfe', 'pirat*', 'rauber*', 'dieb*',
    'verlaufen', 'verirrt*', 'verloren', 'davongelaufen', 'weggelaufen', 'ausgebuxt', 'im dunkeln', 'dunkelheit', 'angst vor der dunkelheit', 'noch dunkler', 'schatten'],
  water: ['wasser*', 'meer', 'meere', 'meeres*', 'ozean*', 'see', 'seen', 'seeufer', 'fluss*', 'bach', 'bach*', 'teich*', 'bad', 'baden', 'badewanne*', 'schwimm*', 'boot*', 'segel*', 'welle*', 'platsch*', 'pfutze*', 'regen', 'regnet*', 'regentropf*', 'regenschauer', 'strand*', 'ufer*', 'paddel*', 'tropf*', 'brunnen*', 'wusch, wasch'],
  animals: ['tiere', 'tieren', 'hund*', 'welpe*', 'katze*', 'katzchen*', 'kater*', 'hase*', 'hasen*', 'haschen*', 'kaninchen*', 'eule*', 'fuchs*', 'fuchse*', 'schildkrote*', 'drache', 'drachin*', 'drachenkind*', 'drachenmädchen', 'vogel*', 'vogel', 'amsel*', 'specht*', 'mowe*', 'ente*', 'entchen*',
    'huhn*', 'huhner*', 'kuken*', 'kuh', 'kuhe', 'pferd*', 'pony*', 'schwein*', 'schaf*', 'lamm*', 'ziege*', 'maus', 'mause*', 'eichhorn*', 'igel*', 'frosch*', 'frosche*', 'biene*', 'schmetterling*', 'grashupfer*', 'libelle*', 'kafer*',
    'ameise*', 'grille*', 'marienkafer*', 'schnecke*', 'wurm', 'wurmer', 'fisch*', 'reh', 'rehe', 'muhte', 'quak*', 'wau', 'miau', 'pfote*', 'schwanz*', 'fell', 'feder*', 'nest', 'nester', 'mama eule', 'kleinste'],
  separation: ['verlaufen', 'verirrt*', 'verloren', 'vermisst*', 'vermisste', 'familie weit', 'ganz allein', 'allein', 'alleine', 'ohne mama', 'ohne papa', 'abschied*', 'auf wiedersehen', 'wo bist du', 'rief und rief'],
  loud: ['laut', 'laute', 'lauter', 'lautes', 'lauten', 'lautstark*', 'lärm', 'larm*', 'donner*', 'gewitter*', 'trommel*', 'pauke*', 'peng', 'bumm', 'krach*', 'schrie', 'schrien', 'schreien', 'schreit', 'geschrei', 'schrei', 'brull*', 'trompete*', 'feuerwerk*', 'sirene*', 'pfiff*', 'pfeif*', 'stampf*', 'knall*', 'poch*', 'tock-tock', 'klopf, klopf'],
  food: ['kartoffel*', 'bratkartoffel*', 'zwiebel*', 'brutzel*', 'suppe*', 'käse*', 'ei', 'eier', 'essen', 'kekse', 'keks', 'platzchen', 'kuchen*', 'torte*', 'susses', 'sussigkeit*', 'bonbon*', 'schokolade*', 'kakao', 'zucker*', 'honig', 'marmelade*', 'back*', 'ofen*', 'backer*', 'brot*', 'butter', 'zimt',
    'toast', 'fruhstuck*', 'mittagessen', 'abendessen', 'abendbrot', 'picknick*', 'apfel*', 'apfel', 'eiscreme', 'eistüte*', 'lutscher*', 'gegessen', 'schmeck*', 'lecker*', 'milch', 'obst', 'frucht*', 'pfannkuchen*', 'mohre*', 'karotte*', 'brei', 'zwieback'],
};
