/**
 * Italian words of each boundary: what a story told to avoid water, animals, … must not say
 * (syntax in boundaries/word-lists.ts).
 */
import type { BoundaryWordList } from '../schema.ts';

export const boundaries: BoundaryWordList = {
  scary: ['cattiv*', 'mostro*', 'mostri', 'strega*', 'streghe', 'troll*', 'orco*', 'fantasm*', 'lupo', 'lupi', 'pirat*', 'ladr*',
    'perso', 'persa', 'persi', 'perdersi', 'smarrit*', 'allontanat*', 'al buio', 'nel buio', 'oscurita', 'paura del buio', 'ombre'],
  water: ['acqua*', 'mare', 'mari', 'ocean*', 'lago', 'laghi', 'laghetto*', 'fiume*', 'ruscello*', 'stagno*', 'bagno', 'bagnetto', 'vasca*', 'nuot*', 'barca*', 'barche*', 'barchetta*', 'vela', 'vele', 'naviga*', 'onda', 'onde', 'ondina*',
    'schizz*', 'pozzanghera*', 'pioggia*', 'piov*', 'spiaggia*', 'riva', 'rive', 'sguazz*', 'goccia*', 'gocciol*', 'bollitore*', 'teiera*', 'fontana*', 'sciuff'],
  animals: ['animali', 'cane', 'cani', 'cagnolin*', 'cucciol*', 'gatto', 'gatti', 'gattin*', 'micio', 'coniglio*', 'coniglietto*', 'civetta*', 'gufo*', 'volpe*', 'tartarug*', 'drago', 'draghi', 'draghett*', 'uccell*', 'picchio*', 'gabbian*', 'anatra*', 'anatre',
    'anatroccol*', 'gallina*', 'galline', 'pulcin*', 'mucca*', 'mucche', 'cavall*', 'maial*', 'pecor*', 'agnell*', 'capra*', 'topo', 'topi', 'topolin*', 'scoiattol*', 'riccio', 'rana', 'rane', 'ape', 'api', 'farfall*', 'cavallett*',
    'libellul*', 'scarabe*', 'formic*', 'grillo', 'grilli', 'coccinell*', 'lumac*', 'verme', 'vermi', 'pesce', 'pesci', 'pesciolin*', 'cervo*', 'muggi*', 'cra cra', 'bau', 'miao', 'zampa*', 'zampe', 'coda', 'piume', 'piuma', 'nido', 'nidi', 'cucciolo perduto'],
  separation: ['perso', 'persa', 'smarrit*', 'allontanat*', 'mancava', 'mancavano', 'lontano dalla famiglia', 'famiglia lontana', 'tutto solo', 'tutta sola', 'da solo', 'da sola', 'senza la mamma', 'senza il papa', 'arrivederci', 'addio', 'dove sei', 'chiamava e chiamava'],
  loud: ['rumor*', 'tuono*', 'tuoni', 'temporale*', 'tamburo*', 'tamburi', 'bum', 'bang', 'crac', 'fracasso*', 'grid*', 'url*', 'rugg*', 'tromba*', 'trombe', 'fuochi d’artificio', 'sirena*', 'fischi*', 'pest*', 'sbattere la porta', 'sbatté la porta', 'toc toc', 'toc-toc'],
  food: ['cipoll*', 'patat*', 'zuppa*', 'formaggi*', 'uovo', 'uova', 'cibo', 'biscott*', 'torta*', 'dolcetti', 'dolciumi', 'caramell*', 'cioccolat*', 'cacao', 'zucchero*', 'miele', 'marmellata*', 'cuocere', 'forno', 'fornaio*', 'panetter*', 'pasticc*', 'pane', 'burro', 'cannella',
    'colazione', 'pranzo', 'merenda', 'cena', 'picnic', 'panino*', 'mela', 'mele', 'gelato*', 'lecca-lecca', 'mangia*', 'sapore*', 'buonissim*', 'latte', 'frutta', 'frutto', 'frittell*', 'carota*', 'pappa'],
};
