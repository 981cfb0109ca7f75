/**
 * French words of each boundary: what a story told to avoid water, animals, … must not say
 * (syntax in boundaries/word-lists.ts).
 */
import type { BoundaryWordList } from '../schema.ts';

export const boundaries: BoundaryWordList = {
  scary: ['mechant*', 'monstre*', 'sorciere*', 'troll*', 'ogre*', 'fantome*', 'loup', 'loups', 'pirate*', 'voleur*',
    'perdu', 'perdue', 'perdus', 'se perdre', 's’est perdu*', 'egare*', 'obscurit*', 'dans le noir', 'peur du noir', 'encore plus noir', 'ombres'],
  water: ['eau', 'eaux', 'mer', 'mers', 'ocean*', 'lac', 'lacs', 'riviere*', 'fleuve*', 'ruisseau*', 'etang*', 'mare', 'bain', 'bains', 'baignoire*', 'nag*', 'bateau*', 'barque*', 'voile', 'voiles', 'navigu*', 'vague*',
    'eclabouss*', 'flaque*', 'pluie*', 'pleut', 'pleuvait', 'pleuvoir', 'plage*', 'rivage*', 'rive', 'barbot*', 'goutte*', 'bouilloire*', 'fontaine*', 'chut, chut'],
  animals: ['animaux', 'chien*', 'chiot*', 'chat', 'chats', 'chaton*', 'minou', 'lapin*', 'chouette*', 'hibou*', 'renard*', 'tortue*', 'dragon*', 'oiseau*', 'pic-vert', 'mouette*', 'canard*', 'caneton*', 'poule*', 'poussin*', 'vache*', 'cheval', 'chevaux',
    'poney*', 'cochon*', 'mouton*', 'agneau*', 'chevre*', 'souris', 'ecureuil*', 'herisson*', 'grenouille*', 'abeille*', 'papillon*', 'sauterelle*', 'libellule*', 'scarabee*', 'fourmi*', 'grillon*', 'coccinelle*', 'escargot*', 'ver de terre',
    'poisson*', 'meugl*', 'croa*', 'ouaf', 'miaou', 'patte*', 'queue*', 'plume*', 'nid', 'nids', 'petit dernier'],
  separation: ['perdu', 'perdue', 'egare*', 'manquait', 'lui manqu*', 'loin de sa famille', 'famille loin', 'tout seul', 'toute seule', 'seul', 'seule', 'sans sa maman', 'sans son papa', 'au revoir', 'ou es-tu', 'appelait et appelait'],
  loud: ['bruit*', 'tonnerre*', 'orage*', 'tambour*', 'boum', 'bang', 'crac', 'fracas*', 'cri', 'cris', 'cria', 'criai*', 'crier', 'hurl*', 'rugi*', 'trompette*', 'feux d’artifice', 'sirene*', 'siffl*', 'tape*', 'claqu*', 'toc-toc', 'toc, toc'],
  food: ['oignon*', 'pomme de terre', 'pommes de terre', 'soupe*', 'fromage*', 'oeuf*', 'nourriture', 'biscuit*', 'gateau*', 'cookie*', 'bonbon*', 'sucre*', 'chocolat*', 'cacao', 'miel', 'confiture*', 'cuire', 'cuit*', 'four', 'fours', 'boulanger*', 'patiss*', 'pain', 'beurre', 'cannelle',
    'tartine*', 'petit-dejeuner', 'petit dejeuner', 'dejeuner', 'gouter', 'diner', 'souper', 'pique-nique*', 'sandwich*', 'pomme*', 'tarte*', 'sucette*', 'manger', 'mange', 'mangerent', 'gouter', 'gout', 'gouta', 'delicieux', 'lait', 'fruit*', 'crepe*', 'carotte*', 'bouillie'],
};
