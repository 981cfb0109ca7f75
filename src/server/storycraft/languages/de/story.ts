/** German templates of the built-in writer. */
import { alt, cap, cx, gx, type LanguagePack, type Line, type StoryContext } from '../../writer/story-types.ts';
import { garden } from './plots/garden.ts';
import { truth } from './plots/truth.ts';
import { askHelp } from './plots/askHelp.ts';
import { race } from './plots/race.ts';
import { different } from './plots/different.ts';
import { promise } from './plots/promise.ts';
import { missing } from './plots/missing.ts';
import { book } from './plots/book.ts';

const coEr = (c: StoryContext) => cx(c, 'er', 'sie');

function heroNoun(c: StoryContext): string {
  // Ages 10-12: never 'little', for animal and toy heroes too.
  if (c.kind === 'animal') return c.band === 3 ? 'ein kluges, neugieriges Tier' : 'ein kleines, freundliches Tier';
  if (c.kind === 'object') return c.band === 3 ? 'ein ganz besonderes Spielzeug' : 'ein ganz besonderes kleines Spielzeug';
  if (c.band === 3) return gx(c, 'ein Junge', 'ein Mädchen', 'ein Kind'); // ages 10-12: never 'little'
  return gx(c, 'ein kleiner Junge', 'ein kleines Mädchen', 'ein kleines Kind');
}

/**
 * One spoken sentence with its speech tag, the words and the verb chosen independently, so a
 * shared quote never stands alone as a sentence of its own (larger frame banks). Words
 * carry no sentence stop of their own (a stop inside would split the sentence in two).
 */
function said(c: StoryContext, slot: number, who: string, words: readonly string[], verbs: readonly string[] = SAY): string {
  const w = alt(c, slot, words),
    verb = alt(c, slot + 1000, verbs);
  // The name follows the verb's first word: 'sagte Mia leise', 'dit Mia en souriant', 'dijo Mia bajito'.
  const [first, ...rest] = verb.split(' ');
  const v = rest.length ? `${first} ${who} ${rest.join(' ')}` : verb;
  return rest.length ? `„${w}“, ${v}.` : `„${w}“, ${v} ${who}.`;
}
const SAY = ['sagte', 'sagte leise', 'murmelte', 'flüsterte', 'meinte'] as const;
/** Evening sky clauses (no moon or stars: the walk home and the sunset are not yet night). */
const EVENING_SKY = [
  'die Sonne sank hinter die Dächer',
  'das Abendlicht färbte alles honiggelb',
  'lange Schatten legten sich über den Weg',
  'der Himmel wurde orange, dann rosa',
  'die Wolken bekamen rosa Ränder',
  'das Licht wurde weich und golden',
  'die letzten warmen Sonnenstrahlen rutschten von den Hecken',
  'die Schatten wurden lang und blau',
  'die Sonne tauchte langsam hinter den Hügeln weg',
  'mit dem Abend kam ein kühler Wind',
  'die Vögel sangen ihr Abendlied',
  'der Himmel wurde pfirsichfarben',
  'die Sonne ging in einem orangen Leuchten unter',
] as const;

export const story: LanguagePack = {
  code: 'de',
  sep: ' ',
  settings: {
    library: { at: 'in der Bücherei', to: 'in die Bücherei', detail: 'Hohe Regale reichten bis unter die Decke, und es roch nach Papier und Stille.' },
    garden: { at: 'im Garten', to: 'in den Garten', detail: 'Bienen summten zwischen den Rosen, und das Gras duftete nach Sommer.' },
    forest: { at: 'im Wald', to: 'in den Wald', detail: 'Die hohen Bäume flüsterten, und Sonnenstrahlen tanzten zwischen den Blättern.' },
    meadow: { at: 'auf der Wiese', to: 'auf die große Wiese', detail: 'Gänseblümchen nickten im Wind, und die Grashüpfer zirpten ihr Lied.' },
    seaside: { at: 'am Meer', to: 'ans Meer', detail: 'Kleine Wellen machten wusch, wasch über den Sand, und Möwen schwebten hoch oben.' },
    mountain: {
      at: 'auf dem Berg',
      to: 'auf den grünen Berg',
      detail: 'Der Weg schlängelte sich hinauf, und unten lag das ganze Tal wie eine bunte Flickendecke.',
    },
    farm: {
      at: 'auf dem Bauernhof',
      to: 'zum Bauernhof am Ende des Weges',
      detail: 'Die Hühner gackerten, eine Kuh muhte lang und langsam, und die Scheune roch nach warmem Heu.',
    },
    park: { at: 'im Park', to: 'in den Park', detail: 'Enten paddelten auf dem Teich, und die Schaukeln quietschten fröhlich.' },
    lake: { at: 'am See', to: 'zum See', detail: 'Das Wasser war glatt wie Glas, und Libellen sausten über das Schilf.' },
    snowyVillage: {
      at: 'im verschneiten Dorf',
      to: 'durch das verschneite Dorf',
      detail: 'Auf allen Dächern glitzerte der Schnee, und die Luft duftete nach heißem Kakao.',
    },
    campsite: {
      at: 'auf dem Zeltplatz',
      to: 'zum Zeltplatz am Waldrand',
      detail: 'Unter den Kiefern stand ein grünes Zelt, und ein Kreis aus Steinen wartete auf das Abendfeuer.',
    },
    kitchen: { at: 'in Omas Küche', to: 'zu Omas Küche', detail: 'In der Küche duftete es nach Butter und Zimt, und der Wasserkessel summte auf dem Herd.' },
    castle: {
      at: 'im Schlossgarten',
      to: 'zum alten Schloss auf dem Hügel',
      detail: 'Auf den Türmen flatterten Fahnen, und Rosen rankten an den alten Mauern empor.',
    },
  },
  companions: {
    puppy: { name: 'Pip', intro: 'ein kleiner Welpe namens Pip', g: 'm' },
    kitten: { name: 'Mimi', intro: 'ein flauschiges Kätzchen namens Mimi', g: 'f' },
    bunny: { name: 'Hoppel', intro: 'ein hüpfendes Häschen namens Hoppel', g: 'm' },
    owl: { name: 'Olga', intro: 'eine kluge kleine Eule namens Olga', g: 'f' },
    fox: { name: 'Flitz', intro: 'ein kleiner roter Fuchs namens Flitz', g: 'm' },
    turtle: { name: 'Tilda', intro: 'eine lächelnde Schildkröte namens Tilda', g: 'f' },
    teddy: { name: 'Bruno', intro: 'ein weicher Teddybär namens Bruno', g: 'm' },
    robot: { name: 'Bip', intro: 'ein kleiner Roboter namens Bip', g: 'm' },
    dragon: { name: 'Funki', intro: 'ein winzig kleiner, freundlicher Drache namens Funki', g: 'm' },
  },

  home: (c) => {
    const N = c.name,
      C = c.co.name;
    const lines: Line[] = [
      [
        0,
        `Es war einmal${alt(c, 1, ['', ', gar nicht so lange her,', ' in einer kleinen Stadt mit einem schiefen Kirchturm', ' am Ende einer Straße voller Apfelbäume'])} ${heroNoun(c)}, das hieß ${N}.`.replace(
          /(Junge), das/,
          '$1, der',
        ),
      ],
    ];
    if (!c.meet) {
      lines.push(
        [0, alt(c, 4, [`${N} hatte ${cx(c, 'einen besten Freund', 'eine beste Freundin')}: ${c.co.intro}.`, `Immer mit dabei war ${c.co.intro}.`])],
        [
          1,
          alt(c, 7, [
            `${C} ging überallhin mit.`,
            `Wo ${N} war, war auch ${C}.`,
            `${N} und ${C} machten fast alles zusammen.`,
            `${C} war nie weit weg von ${N}.`,
            `${N} und ${C} teilten Geheimnisse und Regenschirme.`,
          ]),
        ],
      );
    }
    if (c.trait) lines.push([0, `${N} erkannte man sofort: ${c.trait}.`]);
    lines.push(
      [
        1,
        `${N} wohnte in ${alt(c, 2, [`einem gemütlichen kleinen Haus mit einer roten Tür`, `einem kleinen Haus am Ende einer stillen Straße`, `einem schmalen blauen Haus mit einem krummen Schornstein`, `dem Haus mit dem grünen Gartentor`, `einem Haus mit einem runden Dachfenster`, `einem kleinen weißen Haus mit schiefem Schornstein`, `einem gelben Haus mit einem quietschenden Tor`, `einem Backsteinhaus mit Efeu um die Tür`, `einem kleinen Haus oben an einer steilen Gasse`, `einem Haus mit einer Sonnenblume, die größer war als der Zaun`, `einem hohen, dünnen Haus zwischen zwei breiten`, `einem Häuschen mit einer wackeligen Gartenmauer`])}${alt(c, 102, [``, `, wo es morgens nach frischen Brötchen duftete`, `, auf dessen Dachrinne sich jeden Morgen die Spatzen zankten`, `, von dessen Fenster aus man die ganze Straße sah`, `, wo der Wasserkessel fast immer sang`, `, wo jede Treppenstufe anders knarrte`, `, wo der Briefträger jeden Morgen fröhlich klapperte`])}.`,
      ],
      [
        2,
        alt(c, 3, [
          `Jeden Morgen öffnete ${N} das Fenster, sagte dem Tag Guten Morgen und fragte sich, was er wohl bringen würde.`,
          `An diesem Morgen war ${N} in Rekordzeit mit dem Frühstück fertig, denn irgendetwas lag in der Luft.`,
          `${N} zog die Schuhe an, wie immer zuerst den linken, und schaute zum Himmel hinauf, um zu raten, was für ein Tag es werden würde.`,
        ]),
      ],
      [
        3,
        alt(c, 6, [
          `„Heute“, dachte ${N}, „passiert etwas Schönes. Das spüre ich bis in die Zehenspitzen.“ Und mit solchen Dingen hatte ${N} meistens recht.`,
          `${N} war jemand, dem Dinge auffielen: welcher Nachbar pfiff, welche Katze neu auf der Mauer saß, welche Wolke wie eine beleidigte Teekanne aussah. Das sollte sich heute noch als nützlich erweisen.`,
          `In letzter Zeit dachte ${N} oft über große Fragen nach, die, auf die Erwachsene so tun, als wüssten sie die Antwort. Heute sollte eine davon eine kleine, überraschende Antwort bekommen.`,
        ]),
      ],
    );
    if (!c.meet) lines.push(['t', `Hallo, ${N}! Hallo, ${C}!`]);
    return lines;
  },
  meet: (c) => [
    [0, `Da klopfte es an der Tür: klopf, klopf, klopf!`],
    [0, `Es war ${c.co.intro}.`],
    [1, `„Guten Morgen!“, rief ${c.co.name}. „Was machen wir heute?“`],
    [2, `${c.name} sprang sofort auf. „Wir gehen auf Abenteuerreise!“`],
    [
      3,
      `${c.co.name} freute sich so sehr, dass ${coEr(c)} sich dreimal im Kreis drehte und beinahe umfiel. Da musste ${c.name} so lachen, dass ${gx(c, 'er', 'sie', c.name)} sich wieder hinsetzen musste.`,
    ],
  ],
  go: (c) => [
    [0, `${c.name} und ${c.co.name} gingen ${c.place.to}.`],
    [
      1,
      alt(c, 130, [
        c.place.detail,
        `${c.name} und ${c.co.name} schauten sich um: ${c.place.detail}`,
        `${c.name} und ${c.co.name} blieben kurz stehen und staunten: ${c.place.detail}`,
        `Unterwegs merkten ${c.name} und ${c.co.name}: ${c.place.detail}`,
      ]),
    ],
    [
      2,
      alt(c, 3, [
        said(
          c,
          203,
          c.co.name,
          [
            'Schau mal, heute glitzert alles',
            'Hör mal, die Vögel unterhalten sich',
            'Dieser Weg ist mein liebster',
            'Lass uns unterwegs die Wolken zählen',
            'Heute wird bestimmt ein guter Tag',
            'Riech mal, das riecht nach Abenteuer',
            'Warte auf mich, meine Beine sind kürzer',
            'Komm, wir gehen im Gleichschritt',
          ],
          ['sagte', 'rief', 'sagte fröhlich'],
        ),
        `${c.name} hüpfte los und summte ein Liedchen, und ${c.co.name} summte mit, ein bisschen schief.`,
      ]),
    ],
    [
      3,
      alt(c, 140, [
        `${c.name} atmete die frische Luft ein und bemerkte alles: die Farben, die Geräusche, den winzigen Käfer, der wie ein Soldat bei der Parade über den Weg marschierte. Die Welt fühlte sich groß und freundlich an, und ${c.name} war zu allem bereit.`,
        `${c.name} hatte eine Art zu gehen, die halb Gehen und halb Schauen war: nach Zaunpfählen, nach Schnecken, nach dem Augenblick, in dem eine Wolke die Sonne verdeckte. Als sie ankamen, hatte ${c.name} eine ganze Tasche voll Kleinigkeiten gesammelt, die es wert waren, sie zu behalten.`,
        `Es war einer dieser Tage, an denen sogar die Luft aufzupassen scheint. ${c.name} ging ein wenig aufrechter als sonst, ohne genau zu wissen, warum, als hätte der Tag etwas vor und ${c.name} wäre eingeladen.`,
      ]),
    ],
  ],
  afterProblem: (c) => [
    [
      2,
      said(
        c,
        220,
        c.co.name,
        [
          'Wir müssen doch etwas tun',
          'Da brauchen wir einen Plan',
          'Das ist eine knifflige Sache',
          'Das kriegen wir schon irgendwie hin',
          'Oje, das ist nicht so einfach',
          'Lass uns gut überlegen',
          'Zusammen schaffen wir das bestimmt',
          'Das gefällt mir gar nicht',
        ],
        ['flüsterte', 'sagte', 'sagte leise', 'murmelte'],
      ),
    ],
    [
      3,
      alt(c, 21, [
        `${c.name} runzelte die Stirn und dachte angestrengt nach. Es musste einen Weg geben. Es gibt immer einen Weg, wenn man nur lange genug sucht – davon war ${c.name} überzeugt.`,
        `Ein Problem, hatte ${c.name} einmal beschlossen, ist eine Tür, die noch keiner aufgemacht hat. Man muss nur herausfinden, in welche Richtung sich die Klinke dreht.`,
        `${c.name} spürte zweierlei zugleich: einen Knoten aus Sorge im Bauch und darunter einen kleinen, sturen Funken, der einfach nicht ausgehen wollte.`,
        `${c.name} betrachtete das Problem wie ein Puzzleteil, das nirgends passen will: drehte es hin und her und weigerte sich zu glauben, dass es keinen Platz dafür gab.`,
        `Es wäre leicht gewesen zu beschließen, dass das eine Aufgabe für jemand Größeren sei. ${c.name} prüfte den Gedanken kurz, fand ihn etwas zu bequem und legte ihn beiseite.`,
      ]),
    ],
  ],
  afterTry: (c, i) =>
    (
      [
        [
          [
            1,
            said(
              c,
              222,
              c.name,
              [
                'Hm, so geht das nicht',
                'Na ja, ein Anfang war es',
                'Nicht ganz',
                'So also nicht',
                'Knapp daneben',
                'Das war’s wohl nicht',
                'Hm, nicht auf diese Art',
                'Jetzt wissen wir wenigstens, wie es nicht geht',
                'Also weiter nachdenken',
                'Das war noch nicht der Trick',
                'Fast, aber eben nur fast',
                'Erster Versuch, erster Fehlschlag',
              ],
              ['sagte', 'seufzte', 'murmelte', 'brummte', 'meinte achselzuckend'],
            ),
          ],
          [
            2,
            said(c, 223, c.co.name, [
              'Macht nichts, versuchen wir etwas anderes',
              'Das war trotzdem ein guter Versuch',
              'Keine Sorge, wir finden einen Weg',
              'Das war doch erst der erste Anlauf',
              'Probieren wir es anders',
              'Wir haben ja gerade erst angefangen',
              'Vielleicht geht es mit etwas Kleinerem',
              'Dann eben noch einmal',
              'Schauen wir es uns von der anderen Seite an',
              'Beim ersten Mal klappt es fast nie',
              'Aller Anfang ist schwer',
              'Ich glaube, der nächste Versuch wird besser',
            ]),
          ],
          [
            3,
            alt(c, 24, [
              `${c.name} kratzte sich am Kopf. Ein erster Versuch ist eben nur ein erster Versuch, dachte ${c.name}. Niemand schafft alles beim ersten Mal, nicht einmal die Großen.`,
              `Es piekste ein bisschen, so wie jeder misslungene erste Versuch. Aber jetzt wusste ${c.name} immerhin, wie es nicht ging, und das war auch etwas wert.`,
              `${c.name} legte den Fehlversuch in die Schublade ‚Geht so nicht‘, die zum Glück viel kleiner war als die andere.`,
              `Der erste Versuch war schnell und gründlich danebengegangen, was wenigstens den Vorteil hatte, eindeutig zu sein. Ein klarer Fehler war ${c.name} lieber als ein verworrener.`,
            ]),
          ],
        ],
        [
          [
            1,
            said(
              c,
              225,
              c.name,
              [
                'Oje, so auch nicht',
                'Wieder daneben',
                'Nein, das auch nicht',
                'Immer noch nicht richtig',
                'Hm, so geht es auch nicht',
                'Ach, so knapp',
                'Das war es auch nicht',
                'Auch das ging schief',
                'Schon wieder nichts',
                'Tja, das war Versuch Nummer zwei',
                'Es will einfach nicht',
                'Hm, das war es wohl auch nicht',
              ],
              ['seufzte', 'sagte', 'brummte', 'murmelte', 'sagte stirnrunzelnd'],
            ),
          ],
          [
            2,
            alt(c, 26, [
              `${c.co.name} lehnte sich sanft an ${c.name}, nur um zu sagen: Ich bin da.`,
              `„Wir sind schon nah dran“, meinte ${c.co.name}, obwohl keiner von beiden sicher war.`,
              said(
                c,
                226,
                c.co.name,
                [
                  'Nicht aufhören',
                  'Ich bin ja da',
                  'Weiter geht’s',
                  'Du machst das gut',
                  'Immer mit der Ruhe',
                  'Erst mal tief durchatmen',
                  'Zwei haben wir schon',
                  'Schauen wir noch mal ganz genau hin',
                  'Wir sind ein gutes Team',
                  'Aus jedem Fehlversuch lernt man was',
                ],
                ['sagte', 'flüsterte', 'sagte warm', 'meinte'],
              ),
            ]),
          ],
          [
            3,
            alt(c, 27, [
              `Eine kleine Sorgenwolke schob sich in das Herz von ${c.name}. Ob es einfacher wäre, aufzugeben und nach Hause zu gehen? Aber eigentlich wollte ${c.name} das gar nicht.`,
              `${c.name} merkte, dass die Hände zu Fäusten geballt waren, und ließ sie wieder locker. Mit Fäusten, hatte ${c.name} gelernt, kommen einem nur ungeschickte Ideen.`,
              `Zwei Versuche. ${c.name} spürte das bekannte Kribbeln, dasselbe noch einmal zu machen, nur fester, und erkannte es: Ungeduld, die sich als Mut verkleidet hatte.`,
              `${c.name} ertappte sich beim Stirnrunzeln und musste fast lachen. Stirnrunzeln hatte noch nie etwas repariert, und heute würde es bestimmt nicht damit anfangen.`,
            ]),
          ],
        ],
        [
          [
            1,
            said(
              c,
              228,
              c.name,
              [
                'Immer noch nichts',
                'Wieder nichts',
                'Es stimmt immer noch nicht',
                'Diesmal auch nicht',
                'Drei Versuche und immer noch nichts',
                'Tja, das waren drei',
                'Hm, wir kommen nicht weiter',
                'Es klappt einfach nicht',
                'Ach, das auch nicht',
                'Immer noch nicht das Richtige',
                'Drei Anläufe, und kein Stück weiter',
                'Das ist heute aber ein Dickkopf von Problem',
              ],
              ['seufzte', 'sagte', 'sagte leise', 'brummte', 'murmelte'],
            ),
          ],
          [
            2,
            said(
              c,
              229,
              c.co.name,
              [
                'Vielleicht brauchen wir eine ganz andere Idee',
                'Noch mal dasselbe hilft wohl nicht',
                'Vielleicht versuchen wir das Falsche',
                'Probieren wir etwas ganz anderes',
                'Fester hilft nicht, vielleicht sanfter',
                'Drehen wir die Sache doch einmal um',
                'Lass uns erst mal in Ruhe nachdenken',
                'Ein viertes Mal dasselbe bringt nichts',
                'Da muss eine neue Idee her',
                'Es gibt bestimmt noch einen anderen Weg',
                'Vielleicht liegt die Lösung da, wo wir noch nicht gesucht haben',
                'Setzen wir uns hin und überlegen',
              ],
              ['sagte', 'sagte langsam', 'meinte nachdenklich', 'schlug vor', 'sagte sanft'],
            ),
          ],
          [
            3,
            alt(c, 30, [
              `${c.name} war einen Moment lang still und lauschte dem Wind. Manchmal, dachte ${c.name}, liegt die Antwort nicht darin, es stärker zu versuchen, sondern anders.`,
              `Drei Versuche, dreimal daneben. ${c.name} blieb stehen, so wie man in einem Irrgarten stehen bleibt, um sich die Wände anzusehen, statt immer wieder dagegenzulaufen.`,
              `${c.name} hatte das seltsame Gefühl, an jede Tür eines Flurs geklopft zu haben, nur nicht an die letzte, die so gewöhnlich aussah, dass man sie leicht übersah.`,
              `Dreimal schon. Langsam ahnte ${c.name}, dass das Problem gar nicht stur war; es wartete bloß darauf, dass man ihm eine andere Frage stellte.`,
            ]),
          ],
        ],
      ] as Line[][]
    )[i]!,
  low: (c) => [
    [
      0,
      alt(c, 31, [
        `${c.name} setzte sich auf einen glatten, warmen Stein und seufzte tief.`,
        `${c.name} setzte sich ins Gras, das Kinn in die Hände gestützt.`,
        `${c.name} ließ sich auf den Boden plumpsen und starrte auf die eigenen Schuhe.`,
      ]),
    ],
    [1, alt(c, 32, [`${c.co.name} setzte sich dazu, ganz nah.`, `${c.co.name} kuschelte sich wortlos daneben.`])],
    [
      2,
      alt(c, 33, [
        `„Ich weiß nicht, was ich tun soll“, flüsterte ${c.name}. „Das ist nicht schlimm“, sagte ${c.co.name}. „Wir können zusammen nachdenken.“`,
        `„Vielleicht kann ich das einfach nicht“, sagte ${c.name}. ${c.co.name} schüttelte den Kopf. „Du weißt nur noch nicht, wie.“`,
      ]),
    ],
    [
      3,
      alt(c, 34, [
        `${c.name} sah einer Ameisenstraße zu: Jede trug einen Krümel, doppelt so groß wie sie selbst, geduldig und ohne Aufregung. Nach und nach kamen die summenden Gedanken zur Ruhe, wie Blätter, die auf einen Teich sinken. Und dann, ganz leise, begann eine Idee zu wachsen – so wie ein Samenkorn, wenn keiner hinschaut.`,
        `Eine Weile ließ ${c.name} die Enttäuschung einfach da sein, schwer wie ein nasser Mantel. Seltsam: Sobald ${c.name} aufhörte, dagegen anzukämpfen, wurde sie kleiner, und in den frei gewordenen Platz zog etwas Klareres ein.`,
        `Es entstand eine lange Pause, in der nichts geschah außer dem Wind, einem Vogel irgendwo und dem Atem von ${c.name}, der langsamer wurde. Erstaunlich, wie viel Denken in so eine Pause passt.`,
        `${c.name} dachte ans Aufgeben, sah sich den Gedanken ehrlich an und merkte, dass er nicht passte. Aufgeben war ein Mantel, der für jemand anderen geschneidert war.`,
      ]),
    ],
  ],
  beforeTurn: (c) => [
    [
      2,
      alt(c, 35, [
        `Plötzlich leuchteten die Augen von ${c.name}.`,
        `Auf einmal setzte sich ${c.name} kerzengerade hin.`,
        `Und mit einem Mal wusste ${c.name} es.`,
      ]),
    ],
    [
      3,
      alt(c, 36, [
        `„Warte“, sagte ${c.name} langsam. „Ich glaube, ich weiß, was wir tun können.“`,
        `„Ich habe die ganze Zeit verkehrt herum gedacht“, sagte ${c.name}.`,
        `Es war kein schlauer Trick, der ${c.name} einfiel, sondern etwas Einfacheres, und Mutigeres.`,
      ]),
    ],
  ],
  afterResolution: (c) => [
    [
      2,
      alt(c, 37, [
        `${c.name} und ${c.co.name} lachten, bis ihnen die Bäuche kitzelten.`,
        `${c.co.name} drehte sich vor Freude im Kreis.`,
        `${c.name} grinste so breit, dass die Wangen wehtaten.`,
      ]),
    ],
    [
      3,
      alt(c, 38, [
        `${c.name} fühlte sich ganz warm von innen, wie eine Tasse Kakao an einem Wintertag. Es war ein guter Tag gewesen. Ein richtig guter Tag.`,
        `Es war ein leiser Stolz, einer, der gar nicht laut sein muss. ${c.name} hob ihn gut auf.`,
        `Kaum zu glauben, wie festgefahren vor einer Stunde noch alles ausgesehen hatte. Draußen hatte sich wenig verändert. Innen drin eine ganze Menge.`,
        `Was ${c.name} fühlte, war nicht ganz Triumph. Es war leiser und würde länger halten: das Gefühl, so gewesen zu sein, wie man sein möchte.`,
        `Später würde sich ${c.name} nicht an jede Einzelheit erinnern, wohl aber daran, dass die Antwort von innen gekommen war und die ganze Zeit dagewesen war.`,
      ]),
    ],
  ],
  sunset: (c) => [
    [
      0,
      `${cap(alt(c, 9, EVENING_SKY))}${alt(c, 109, [`.`, `, und ${c.co.name} gähnte einmal lang und laut.`, `, und der Tag wurde müde, und ${c.co.name} auch.`, `, und ${c.name} schaute mit ${c.co.name} eine Weile zu.`, `, und für ${c.name} und ${c.co.name} kam leise der Abend.`])}`,
    ],
  ],
  homeward: (c) => [
    [
      0,
      `${cap(alt(c, 10, EVENING_SKY))}${alt(c, 110, [`, und es war Zeit, nach Hause zu gehen.`, `. ${c.name} und ${c.co.name} machten sich auf den Heimweg.`, `, und zu Hause wartete das Abendbrot auf ${c.name} und ${c.co.name}.`, `: Zeit für ${c.name} und ${c.co.name}, heimzugehen.`, `, und ${c.co.name} kannte den Heimweg auswendig.`, `, und ${c.name} dachte an das Abendbrot und an zu Hause.`])}`,
    ],
    [
      1,
      alt(c, 11, [
        `${c.name} und ${c.co.name} gingen langsam heim, Seite an Seite.`,
        `${c.name} und ${c.co.name} nahmen den langen Weg, an der alten Mauer vorbei.`,
        `Das letzte Stück trug ${c.name} ${c.co.name} auf dem Arm.`,
      ]),
    ],
    [
      2,
      alt(c, 12, [
        said(
          c,
          212,
          c.co.name,
          [
            'Was für ein Tag',
            'Was für ein schöner, langer Tag',
            'Ich bin so schön müde',
            'Das machen wir bald mal wieder',
            'Heute hat mir gefallen',
            'Meine Füße sind müde und ich auch',
            'Das war ein guter Tag',
            'An heute denke ich noch lange',
            'Zu Hause riecht es bestimmt schon nach Abendbrot',
            'Ich könnte eine Woche lang schlafen',
          ],
          ['gähnte', 'sagte gähnend', 'sagte schläfrig', 'murmelte'],
        ),
        said(
          c,
          213,
          c.name,
          [
            'Was für ein Tag',
            'Was für ein schöner, langer Tag',
            'Ich bin so schön müde',
            'Das machen wir bald mal wieder',
            'Heute hat mir gefallen',
            'Meine Füße sind müde und ich auch',
            'Das war ein guter Tag',
            'An heute denke ich noch lange',
            'Zu Hause riecht es bestimmt schon nach Abendbrot',
            'Ich könnte eine Woche lang schlafen',
          ],
          ['gähnte', 'sagte gähnend', 'sagte schläfrig', 'murmelte'],
        ),
        `Viel sagten die beiden nicht. Das mussten sie auch nicht.`,
      ]),
    ],
    [
      3,
      alt(c, 13, [
        `Ein Fenster nach dem anderen leuchtete gelb auf, und irgendwo sang eine Amsel ihr letztes Lied. ${c.name} hatte müde Füße, auf die allerschönste Art.`,
        `Irgendwo brutzelten Zwiebeln, irgendwo übte jemand Klavier, falsch, aber tapfer. ${c.name} fand, das sei das schönste Geräusch der ganzen Straße.`,
        `${c.name} ging den Tag der Reihe nach durch, wie man die Seiten eines Buches umblättert, und blieb beim Mittelteil hängen, wo beinahe alles schiefgegangen wäre.`,
        `Die Straßenlaternen gingen eine nach der anderen an, als reichten sie eine Nachricht die Straße hinunter. ${c.name} ging langsam, damit der Tag noch ein bisschen länger dauerte.`,
        `Aus irgendeiner Küche duftete es nach warmem Brot, und ${c.name} merkte verwundert, wie hungrig ein guter Tag machen kann.`,
      ]),
    ],
  ],
  bedtime: (c) => {
    const N = c.name,
      C = c.co.name;
    const lines: Line[] = [
      [
        0,
        (() => {
          const [v, r] = alt(c, 114, [
            ['kuschelte sich', 'ins Bett'],
            ['schlüpfte', 'unter die Decke'],
            ['krabbelte', 'im Schlafanzug ins warme Bett'],
            ['kroch', 'unter die weiche Bettdecke'],
            ['legte sich', 'in die weichen Kissen'],
          ] as const);
          return `${alt(c, 14, [`An diesem Abend`, `Später, frisch gebadet,`, `Als es Schlafenszeit war,`, `Nach dem Zähneputzen`, `Zur Schlafenszeit`, `Etwas später`])} ${v} ${N} ${r}.`;
        })(),
      ],
      ['t', alt(c, 15, [`Kuschel, kuschel, kuschel.`, `Gähn, gähn, gähn.`, `Leise, leise, leise.`, `Warm und weich, warm und weich.`, `Heia, heia, heia.`])],
      [
        1,
        `${C} ${alt(c, 16, [`rollte sich am Fußende zusammen`, `fand ein warmes Plätzchen am Kopfkissen`, `kuschelte sich ganz nah an ${N}`, `verkroch sich in eine Ecke der Bettdecke`, `machte es sich neben ${N} gemütlich`, `baute sich ein rundes Nest aus der Decke`])}, und der Mond ${alt(c, 116, [`guckte zum Fenster herein`, `leuchtete wie ein Nachtlicht`, `hing rund und still im Fenster`, `lächelte durch einen Spalt im Vorhang`, `hielt draußen leise Wache`])}.`,
      ],
    ];
    if (c.traitBed) lines.push([2, `${N} (${c.traitBed}) lag warm und geborgen unter der Decke.`]);
    lines.push([
      2,
      alt(c, 18, [
        `„Gute Nacht, ${C}“, flüsterte ${N}. „Gute Nacht, ${N}“, flüsterte ${C}.`,
        `„Morgen wieder?“, murmelte ${N}, schon halb im Traum, und ${C} brummte zustimmend.`,
        `${N} streichelte ${C} noch einmal übers Fell. „Schlaf schön.“`,
        `„Danke für heute, ${C}“, nuschelte ${N} ins Kissen.`,
        `${C} schnarchte schon ganz leise, und ${N} lächelte im Dunkeln.`,
      ]),
    ]);
    if (c.moral) lines.push([0, `Bevor ${N} die Augen schloss, flüsterte ${gx(c, 'er', 'sie', N)} noch: „${c.moral}“`]);
    lines.push(
      [
        3,
        `Draußen wachten die Sterne über die schlafende Welt, so wie sie es immer tun. ${N} atmete langsam und ruhig, und bald träumte ${N} schon vom nächsten Tag.`,
      ],
      [0, `Gute Nacht, ${N}.`],
    );
    return lines;
  },

  shapes: {
    truth,
    askHelp,
    different,
    promise,
    missing,
    lost: {
      title: (c) => alt(c, 40, [`${c.name} und das Kleine, das verloren ging`, `${c.name} und die ganz leise Suche`]),
      problem: (c) => [
        [0, `${cap(c.place.at)} rief die Mutter von ${c.co.name} und rief und rief.`],
        [0, `„Mein Kleinstes ist verschwunden!“, sagte sie.`],
        [1, `„Wir finden dein Kleines“, sagte ${c.name}. „Versprochen, wir suchen überall.“`],
        [2, `${c.co.name} sagte kein Wort. So still war ${coEr(c)} noch nie gewesen.`],
        [
          3,
          `Die Sorge hing in der Luft wie die Stille vor einem Regenguss. Irgendwo ganz in der Nähe wartete jemand sehr Kleines darauf, gefunden zu werden, und ${c.name} wollte diejenige Person sein, die es fand.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} schaute hinter den großen alten Baum.`],
          [1, `Nur Moos und ein Käfer, der nicht gestört werden wollte.`],
          ['t', `Guck! Niemand da.`],
        ],
        (c) => [
          [0, `${c.name} suchte in den hohen Blumen und rief: „Kleines! Wo bist du?“`],
          [1, `Aber je lauter ${c.name} rief, desto stiller wurde alles.`],
        ],
        (c) => [
          [0, `${c.name} folgte winzigen Fußspuren, im Kreis herum.`],
          [1, `Rundherum ging es, bis ${c.name} merkte: Es waren die eigenen Fußspuren!`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} blieb ganz still stehen. „Pst“, flüsterte ${gx(c, 'er', 'sie', c.name)}. „Wir hören mal.“`],
        [0, `Und da war es: ein winziges Schnarchen aus einem alten Picknickkorb.`],
        ['t', `Schnarch, schnarch, schnarch!`],
        [1, `Im Korb lag das Kleine, zusammengerollt und fest eingeschlafen.`],
        [
          3,
          `${c.name} musste fast lachen. All das Rennen und Rufen, und die Antwort hatte die ganze Zeit da gelegen und nur darauf gewartet, dass jemand leise genug war, sie zu hören.`,
        ],
      ],
      resolution: (c) => [
        [0, `${c.name} trug das Kleine langsam und vorsichtig zurück zur Mutter von ${c.co.name}.`],
        [0, `Sie drückte ihr Baby fest an sich.`],
        [1, `„Danke“, sagte sie zu ${c.name}. „Du hast mein Kleines gefunden, weil du zugehört hast.“`],
      ],
    },
    cookies: {
      title: (c) => alt(c, 42, [`${c.name} und die längsten zwanzig Minuten`, `${c.name} backt Kekse für alle`]),
      problem: (c) => [
        [
          0,
          alt(c, 500, [
            `${c.name} und Oma backten Kekse ${c.place.at}.`,
            `Mehl auf der Nase, Teig an den Fingern: ${c.name} und Oma backten Kekse ${c.place.at}.`,
            `${cap(c.place.at)} stachen ${c.name} und Oma Herzen und Blumen aus dem Keksteig.`,
          ]),
        ],
        [
          0,
          alt(c, 501, [
            `„Jetzt müssen sie zwanzig Minuten backen“, sagte Oma.`,
            `Oma schob das Blech in den Ofen. „Zwanzig Minuten, dann sind sie fertig.“`,
            `„Und jetzt heißt es warten, zwanzig Minuten lang“, sagte Oma und stellte die Eieruhr.`,
          ]),
        ],
        [
          1,
          alt(c, 502, [
            `Zwanzig Minuten! Für ${c.name} klang das nach einer Ewigkeit.`,
            `Zwanzig Minuten? Das war ja fast so lang wie bis Weihnachten, fand ${c.name}.`,
            `${c.name} seufzte. Zwanzig Minuten sind eine kleine Ewigkeit, wenn es so gut riecht.`,
          ]),
        ],
        [
          2,
          alt(c, 503, [
            `${c.co.name} schnupperte die warme, süße Luft und seufzte.`,
            `${c.co.name} setzte sich vor die Ofentür und rührte sich nicht mehr vom Fleck.`,
            `${c.co.name} leckte sich schon mal vorsorglich die Schnauze.`,
          ]),
        ],
        [
          3,
          `Dass gute Dinge Zeit brauchen, wusste ${c.name} im Grunde schon. Nur hatte ${c.name} diese Regel noch nie gemocht, und mit einem Blech Kekse im Ofen mochte ${c.name} sie noch weniger.`,
        ],
      ],
      tries: [
        (c) => [
          [
            0,
            alt(c, 504, [
              `${c.name} guckte durch die Ofenscheibe.`,
              `${c.name} drückte die Nase an die Ofenscheibe.`,
              `${c.name} spähte alle paar Sekunden in den Ofen.`,
            ]),
          ],
          [
            0,
            alt(c, 505, [
              `„Sind sie fertig?“ – „Noch nicht“, sagte Oma.`,
              `„Jetzt?“ – „Nein, Schatz, noch lange nicht“, lachte Oma.`,
              `„Oma, sind sie braun?“ – „Kein bisschen“, sagte Oma.`,
            ]),
          ],
        ],
        (c) => [
          [
            0,
            alt(c, 506, [
              `${c.name} zählte bis zehn, ganz langsam.`,
              `${c.name} zählte bis hundert, erst langsam und dann immer schneller.`,
              `${c.name} zählte die Fliesen an der Wand, eine nach der anderen.`,
            ]),
          ],
          [
            1,
            alt(c, 507, [
              `Aber zehn war schnell vorbei, und die Kekse waren noch blass.`,
              `Doch das Zählen war vorbei, und die Kekse waren immer noch hell wie Sand.`,
              `Aber die Eieruhr tickte, als hätte sie alle Zeit der Welt, und die Kekse waren noch blass.`,
            ]),
          ],
          ['t', `Eins, zwei, drei … immer noch warten!`],
        ],
        (c) => [
          [
            0,
            alt(c, 508, [
              `${c.name} setzte sich vor den Ofen und dachte an nichts als Kekse.`,
              `${c.name} hockte vor dem Ofen und starrte auf die Kekse, bis die Augen brannten.`,
              `${c.name} lief in der Küche auf und ab, immer an den Keksen vorbei.`,
            ]),
          ],
          [1, alt(c, 509, [`Davon wurde das Warten nur noch länger.`, `Die Zeit kroch dahin wie eine Schnecke.`, `Und jede Minute fühlte sich an wie zwei.`])],
        ],
      ],
      turn: (c) => [
        [
          0,
          alt(c, 510, [
            `Dann hatte ${c.name} eine Idee: „Ich mache etwas, während wir warten!“`,
            `Plötzlich sprang ${c.name} auf. „Ich weiß, was wir in der Zeit machen!“`,
            `„Oma, darf ich die Buntstifte haben?“, fragte ${c.name} auf einmal.`,
          ]),
        ],
        [
          0,
          alt(c, 511, [
            `${c.name} malte eine Karte mit einer großen gelben Sonne für die Freundin von nebenan.`,
            `${c.name} malte für die Freundin von nebenan eine Karte mit einem Keks, der eine Krone trug.`,
            `Für die Freundin von nebenan malte ${c.name} eine Karte voller Herzen und einer großen Sonne.`,
          ]),
        ],
        [
          1,
          alt(c, 512, [
            `${c.name} malte so eifrig, dass die Uhr ganz vergessen war.`,
            `Beim Malen vergaß ${c.name} die Eieruhr ganz und gar.`,
            `${c.name} war so vertieft, dass die Zeit auf einmal flog.`,
          ]),
        ],
        [3, `Warten, entdeckte ${c.name}, ist viel kürzer, wenn die Hände beschäftigt sind und man etwas für jemand anderen macht.`],
      ],
      resolution: (c) => [
        [0, alt(c, 513, [`Pling! Die Kekse waren fertig.`, `Die Eieruhr klingelte: fertig!`, `Endlich waren die Kekse goldbraun.`])],
        [
          0,
          alt(c, 514, [
            `Im Garten teilte ${c.name} sie mit Oma und der Freundin von nebenan.`,
            `Im Garten gab es Kekse für Oma, die Freundin von nebenan und ${c.name}.`,
            `Im Garten verteilte ${c.name} die Kekse an Oma und die Freundin von nebenan.`,
          ]),
        ],
        [
          1,
          alt(c, 515, [
            `„Sie schmecken noch besser, weil wir gewartet haben“, sagte ${c.name}, und die Karte gefiel allen.`,
            `Die Freundin von nebenan hängte die Karte sofort an ihre Tür, und ${c.name} fand, dass Warten sich gelohnt hatte.`,
            `„Die besten Kekse der Welt“, sagte die Freundin, und ${c.name} strahlte über die Karte und die Kekse.`,
          ]),
        ],
      ],
    },
    campfire: {
      title: (c) => alt(c, 41, [`${c.name} und die Nacht im Zelt`, `${c.name} zeltet mit Opa`]),
      problem: (c) => [
        [0, `An diesem Abend bauten ${c.name} und Opa ${c.place.at} ein Zelt auf.`],
        [0, `Als die Sonne unterging, wurden die Bäume dunkel und flüsterten.`],
        [1, `„Ich will lieber rein“, sagte ${c.name} ganz leise.`],
        [2, `Opa drückte ${c.name} die Hand. „Die Nacht ist nur der Tag mit geschlossenen Augen“, sagte er.`],
        [
          3,
          `Da war sich ${c.name} gar nicht so sicher. Am Tag war der Wald zum Klettern und Tannenzapfensammeln da gewesen; jetzt war er eine Wand aus Schatten, die näher zu rücken schien, sobald man nicht hinsah.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} krabbelte ins Zelt und versteckte sich im Schlafsack.`],
          [1, `Aber im Zelt war es noch dunkler.`],
          ['t', `Dunkel, dunkel, dunkel!`],
        ],
        (c) => [
          [0, `${c.name} knipste die Laterne an.`],
          [1, `Doch das Licht ließ die Schatten hüpfen und wachsen, größer als vorher.`],
        ],
        (c) => [
          [0, `${c.name} kniff die Augen fest zu.`],
          [1, `Aber mit geschlossenen Augen klang jedes Rascheln doppelt so laut.`],
        ],
      ],
      turn: (c) => [
        [0, `Dann schaute ${c.name} nach oben.`],
        [0, `Der Himmel war voller Sterne, so viele wie noch nie.`],
        [1, `„Lass uns herausfinden, woraus die Dunkelheit gemacht ist“, flüsterte ${c.name}.`],
        [1, `Eine Grille zirpte. Ein Blatt raschelte. In der Ferne quakte ein Frosch.`],
        [2, `„Das ist gar nicht gruselig“, sagte ${c.co.name}. „Das ist nur die Nacht, die Hallo sagt.“`],
        [
          3,
          `Sobald ${c.name} die Geräusche beim Namen nennen konnte, waren sie keine Ungeheuer mehr, sondern Nachbarn: die Grille, das Blatt, der Frosch mit der tiefen Stimme. Die Dunkelheit hatte sich kein bisschen verändert. ${c.name} schon.`,
        ],
      ],
      resolution: (c) => [
        [0, `Opa machte im Steinkreis ein kleines Lagerfeuer.`],
        [0, `${c.name} saß auf einem Baumstamm, einen sicheren Schritt entfernt, und wärmte sich die Hände.`],
        [1, `Sie tranken warmen Kakao und gaben den hellsten Sternen lustige Namen.`],
      ],
      homeward: (c) => [
        [0, `Zum Schluss goss Opa einen Eimer Wasser über das Lagerfeuer. Zisch!`],
        [
          1,
          `„Ab ins Bett, kleiner Camper“, sagte er, und sie gingen Hand in Hand zurück ins Haus.`.replace(
            'kleiner Camper',
            gx(c, 'kleiner Camper', 'kleine Camperin', 'kleiner Camper'),
          ),
        ],
        [2, `${c.name} drehte sich noch einmal um und winkte der Dunkelheit gute Nacht.`],
        [3, `${c.co.name} schlief schon halb, und ${c.name} spürte diese besondere Müdigkeit, die nur nach einem Tag kommt, der größer war als gedacht.`],
      ],
    },
    fear: {
      title: (c) => `${c.name} und die wackelige Brücke`,
      problem: (c) => [
        [0, `${cap(c.place.at)} gab es eine kleine Holzbrücke über einem plätschernden Bach.`],
        [1, `Auf der anderen Seite leuchteten die schönsten Blumen.`],
        [0, `Aber die Brücke wackelte, und ${c.name} hatte Angst.`],
        [2, `Die Bretter machten knarr, knarr, und die Knie von ${c.name} wackelten auch.`],
        [
          3,
          `Im vernünftigen Teil des Kopfes wusste ${c.name} genau, dass schon Hunderte über diese Brücke gegangen waren. Nur hatte das leider niemand den Knien gesagt. Angst, merkte ${c.name}, lässt sich nicht überreden; sie schaut nur, was man als Nächstes tut.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} stellte einen Fuß auf die Brücke.`],
          [0, `Wackel! ${c.name} sprang zurück.`],
        ],
        (c) => [
          [0, `${c.name} versuchte es mit geschlossenen Augen.`],
          [1, `Aber mit geschlossenen Augen sah ${c.name} nicht, wohin die Füße treten sollten, und das war noch unheimlicher.`],
        ],
        (c) => [
          [0, `${c.name} wartete darauf, dass der Mut ganz von allein kommt.`],
          [1, `${c.name} wartete und wartete. Aber die Angst blieb einfach sitzen, wie eine Katze auf einem Kissen.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} atmete tief und langsam ein und hielt sich an ${c.co.name} fest.`],
        [0, `„Ein kleiner Schritt“, sagte ${c.name}. „Und noch einer.“`],
        ['t', `Tapp, tapp, tapp!`],
        [1, `Ganz langsam ging ${c.name} über die Brücke. Sie wackelte immer noch ein bisschen – und das war in Ordnung.`],
        [
          3,
          `Mitten auf der Brücke merkte ${c.name} etwas Erstaunliches: Die Angst war gar nicht verschwunden. Sie hatte bloß nicht mehr das Sagen. Mut, begriff ${c.name}, heißt nicht, dass nichts mehr wackelt, sondern dass man trotzdem weitergeht.`,
        ],
      ],
      resolution: (c) => [
        [0, `${c.name} hatte es geschafft!`],
        [0, `Auf der anderen Seite leuchteten die Blumen wie kleine Laternen.`],
        [1, `„Ich hatte Angst, und ich hab’s trotzdem gemacht“, sagte ${c.name}, und ${c.co.name} jubelte.`],
      ],
    },
    friend: {
      title: (c) => `${c.name} und der leise Seufzer`,
      problem: (c) => [
        [0, `${cap(c.place.at)} saß ${c.co.name} ganz allein und sah traurig aus.`],
        [0, `„Was ist los?“, fragte ${c.name}. Aber ${c.co.name} seufzte nur.`],
        [1, `Sogar die Vögel schienen leiser zu singen.`],
        [
          3,
          `${c.name} kannte diese Art von Stille. Man trägt sie mit sich herum, wenn innen etwas zu groß zum Sagen und zu schwer zum Abstellen ist. Jemanden aufzumuntern, ahnte ${c.name}, würde schwieriger werden, als es aussah.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} rollte ${c.co.name} einen Ball zu.`],
          [1, `Aber ${c.co.name} wollte nicht spielen.`],
        ],
        (c) => [
          [0, `${c.name} schnitt die lustigste Grimasse der ganzen Welt.`],
          [1, `${c.co.name} lächelte ein winziges bisschen, aber bald war das traurige Gesicht wieder da.`],
        ],
        (c) => [
          [0, `${c.name} redete und redete über all die tollen Spiele, die sie spielen könnten.`],
          [1, `Aber ${c.co.name} wurde nur noch stiller.`],
        ],
      ],
      turn: (c) => [
        [0, `Da setzte sich ${c.name} neben ${c.co.name} und hörte einfach zu.`],
        [
          1,
          `Nach und nach erzählte ${c.co.name} alles: ${coEr(c)} vermisste ${cx(c, 'seine', 'ihre')} Familie, die weit weg wohnte, und fühlte sich heute ganz klein.`,
        ],
        [0, `${c.name} umarmte ${c.co.name} ganz fest und warm.`],
        [
          3,
          `Seltsam: Den ganzen Morgen hatte ${c.name} versucht, die Traurigkeit von ${c.co.name} zu reparieren wie ein kaputtes Spielzeug. Dabei hatte ${c.co.name} keine Reparatur gebraucht, sondern jemanden, der eine Weile mit in der Stille sitzt.`,
        ],
      ],
      resolution: (c) => [
        [0, `Zusammen flochten sie einen Blumenkranz.`],
        [0, `${c.co.name} lächelte – diesmal ein echtes Lächeln.`],
        [1, `„Danke, dass du mir zugehört hast“, sagte ${c.co.name}. „Das war die allerbeste Hilfe.“`],
      ],
    },
    sharing: {
      title: (c) => `${c.name} und der Regenbogendrachen`,
      problem: (c) => [
        [0, `${cap(c.place.at)} hatte ${c.name} einen nagelneuen Regenbogendrachen.`],
        [0, `„Darf ich mitspielen?“, fragte ${c.co.name}.`],
        [0, `„Nein, der gehört mir“, sagte ${c.name} und hielt ihn ganz fest.`],
        [1, `${c.co.name} ließ den Kopf hängen und ging langsam weg.`],
        [
          3,
          `Kaum waren die Worte heraus, spürte ${c.name}, dass sie falsch gelandet waren, wie ein zu fest geworfener Ball. Der Drachen war neu und bunt und gehörte ganz allein ${c.name}, und trotzdem fühlte sich das Festhalten merkwürdig einsam an.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} rannte und rannte, aber der Drachen hüpfte nur über den Boden.`],
          ['t', `Rumpel, pumpel, bums!`],
        ],
        (c) => [
          [0, `${c.name} warf den Drachen hoch in die Luft.`],
          [0, `Plumps! Schon lag er wieder unten.`],
        ],
        (c) => [
          [0, `${c.name} versuchte, die Schnur zu halten, zu rennen und zu werfen, alles gleichzeitig.`],
          [1, `Wirrwarr! Bald war ${c.name} in die Schnur eingewickelt wie ein kleines Päckchen.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} schaute zu ${c.co.name}, ${cx(c, 'der', 'die')} von weitem zusah.`],
        [0, `„Willst du ihn mit mir steigen lassen?“, fragte ${c.name}.`],
        [1, `${c.co.name} hielt den Drachen hoch, und ${c.name} rannte mit der Schnur los.`],
        [
          3,
          `Zu ${c.co.name} hinüberzugehen kostete ${c.name} ein bisschen Stolz, und der war erstaunlich billig zu haben. Manche Dinge, verstand ${c.name}, funktionieren nur zu zweit: eine Wippe, ein Geheimnis, ein Drachen.`,
        ],
      ],
      resolution: (c) => [
        [0, `Wuuusch! Der Drachen stieg hoch, hoch hinauf in den Himmel.`],
        [1, `„Zu zweit fliegt er viel besser!“, lachte ${c.name}. Und sie hielten die Schnur abwechselnd.`],
      ],
    },
    mistake: {
      title: (c) => `${c.name} und das kleine rote Boot`,
      problem: (c) => [
        [0, `${cap(c.place.at)} hatte ${c.co.name} ein kleines rotes Boot mit einem weißen Segel.`],
        [1, `Während ${c.co.name} glänzende Kieselsteine suchte, spielte ${c.name} mit dem Boot.`],
        [0, `Knack! Der kleine Mast brach ab.`],
        [1, `${c.name} bekam ein ganz flaues Gefühl im Bauch. Oh nein.`],
        [
          3,
          `Eine ganze Weile starrte ${c.name} nur auf den abgebrochenen Mast. Niemand hatte es gesehen. Dieser Gedanke schlich sich schnell und leise herein wie eine Katze durch einen Türspalt, und ${c.name} gefiel gar nicht, wie gemütlich er es sich machen wollte.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} versteckte das Boot hinter dem Rücken.`],
          [1, `Aber das Verstecken machte das Herz ganz schwer, wie eine Hosentasche voller Steine.`],
        ],
        (c) => [
          [0, `${c.name} versuchte, den Mast mit einem Blatt zu reparieren.`],
          [1, `Das Blatt knickte um. Der Mast war immer noch kaputt.`],
        ],
        (c) => [
          [0, `Als ${c.co.name} zurückkam, hätte ${c.name} beinahe gesagt: „Ich weiß nicht, was passiert ist.“`],
          [1, `Aber die Worte blieben stecken. Sie waren nicht wahr.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} holte tief Luft. „Ich habe dein Boot kaputt gemacht. Es tut mir leid.“`],
        [1, `${c.co.name} war einen Moment still. Dann sagte ${coEr(c)}: „Danke, dass du mir die Wahrheit gesagt hast.“`],
        [2, `„Wollen wir es zusammen reparieren?“, fragte ${c.name}.`],
        [
          3,
          `Am schwersten war die Sekunde, bevor die Worte herauskamen. Danach wurde alles seltsam leicht. ${c.name} hatte gedacht, die Wahrheit würde alles schlimmer machen; stattdessen machte sie es wieder heil.`,
        ],
      ],
      resolution: (c) => [
        [0, `Zusammen banden sie den Mast mit einem Stück Schnur fest.`],
        [0, `Das kleine rote Boot segelte wieder!`],
        [1, `Und das Herz von ${c.name} war leicht wie eine Feder.`],
      ],
    },
    family: {
      title: () => `Ein Geschenk für Oma`,
      problem: (c) => [
        [0, `${cap(c.place.at)} fiel es ${c.name} plötzlich ein: „Heute Abend kommt Oma!“`],
        [0, `${c.name} wollte ihr das allerschönste Geschenk finden.`],
        [1, `Etwas Besonderes. Etwas, das ihr noch nie jemand geschenkt hatte.`],
        [
          3,
          `Das Geschenk sollte etwas sagen, das schwer in Worte zu fassen war: dass das ganze Haus wärmer wurde, wenn Oma da war, und dass ${c.name} das sehr wohl merkte. Ein Ding zu finden, das groß genug dafür war, würde nicht leicht sein.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} pflückte einen Blumenstrauß.`],
          [1, `Aber der Wind wehte die Blütenblätter davon, eins nach dem anderen.`],
        ],
        (c) => [
          [0, `Mit einem Stock malte ${c.name} ein Bild in die weiche Erde.`],
          [1, `Aber ${c.co.name} trat aus Versehen darauf. „Hoppla!“, sagte ${c.co.name}.`],
        ],
        (c) => [
          [0, `${c.name} suchte den glänzendsten Stein der Welt.`],
          [1, `Aber alle Steine sahen grau und gewöhnlich aus.`],
        ],
      ],
      turn: (c) => [
        [0, `Da dachte ${c.name} daran, was Oma am liebsten mag.`],
        [0, `Keine Sachen. Oma mag es am liebsten, wenn man zusammen ist!`],
        [1, `„Ich weiß!“, rief ${c.name}. „Ich mache mit Oma einen Spaziergang und zeige ihr alles, was wir heute gesehen haben.“`],
        [
          3,
          `Langsam dämmerte es ${c.name}, so wie Morgenlicht über den Fußboden kriecht. Oma hatte sich nie etwas gewünscht. Was sie bei jedem Besuch sammelte, waren Augenblicke: Geschichten, Spaziergänge, das Lachen von ${c.name}.`,
        ],
      ],
      resolution: (c) => [
        [0, `Am Abend gingen Oma und ${c.name} Hand in Hand spazieren.`],
        [1, `${c.name} zeigte ihr alle geheimen Plätze ${c.place.at}.`],
        [0, `Oma drückte ${c.name} ganz fest. „Das ist das allerschönste Geschenk“, sagte sie.`],
      ],
    },
    feeling: {
      title: (c) => `${c.name} und das kleine Stöckchenhaus`,
      problem: (c) => [
        [0, `${cap(c.place.at)} wollte ${c.name} für ${c.co.name} ein kleines Haus aus Stöckchen und Blättern bauen.`],
        [0, `Aber jedes Mal fiel es um. Krach!`],
        [1, `${c.name} wurde heiß und wütend, wie ein Teekessel kurz vorm Pfeifen.`],
        [
          3,
          `${c.name} spürte, wie die Wut aufstieg, heiß und sprudelnd, vom Bauch bis in die Ohren. Ein Teil wollte den ganzen Haufen mit einem Wisch umwerfen. Ein anderer, leiserer Teil schaute neugierig zu und wartete ab, wer gewinnen würde.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} baute schneller und schneller.`],
          [1, `Wackel, rutsch – und schon fiel es wieder zusammen.`],
        ],
        (c) => [
          [0, `${c.name} stampfte mit den Füßen und rief: „Blöde Stöckchen!“`],
          [1, `${c.co.name} zuckte zusammen. Die Stöckchen lagen einfach da.`],
        ],
        (c) => [
          [0, `${c.name} setzte sich hin, mit verschränkten Armen und dicker Stirnfalte.`],
          [1, `Aber vom Schmollen wurde nichts gebaut, und die Wut wurde nur noch größer.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} atmete dreimal ganz langsam: ein … und aus.`],
        [0, `„Ich bin wütend“, sagte ${c.name}. „Und das ist in Ordnung.“`],
        [1, `Mit ruhigerem Herzen schaute ${c.name} noch einmal hin und sah, was fehlte: Das Haus brauchte einen breiteren, festeren Boden.`],
        [
          3,
          `Das Gefühl beim Namen zu nennen, bewirkte etwas Sonderbares: Zwischen ${c.name} und der Wut entstand ein kleiner Abstand, gerade groß genug zum Nachdenken. Die Wut war noch da, aber jetzt war sie etwas, das ${c.name} hatte, nicht etwas, das ${c.name} war.`,
        ],
      ],
      resolution: (c) => [
        [0, `Langsam und sorgfältig baute ${c.name} das Haus noch einmal.`],
        [0, `Es hielt! ${c.co.name} krabbelte hinein und schaute zum Fenster heraus.`],
        [1, `„Es ist perfekt!“, sagte ${c.co.name}, und ${c.name} strahlte vor Stolz.`],
      ],
    },
    habit: {
      title: (c) => `${c.name} und das große Aufräumen`,
      problem: (c) => [
        [0, `${c.name} wollte mit ${c.co.name} Ball spielen. Aber wo war nur der Ball?`],
        [0, `Überall lag Spielzeug: unter dem Bett, auf dem Stuhl, sogar in einem Schuh!`],
        [1, `${c.name} ließ die Sachen immer einfach dort liegen, wo sie gerade hinfielen.`],
        [
          3,
          `${c.name} betrachtete das Zimmer mit dem müden Blick ${gx(c, 'eines Forschers', 'einer Forscherin')} vor einem unerforschten Dschungel. Irgendwo unter den Bergen aus Kleidern, Büchern und Bausteinen lag der Ball. Die Frage war nur, ob ${c.name} die Geduld zum Graben hatte.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} schaute unter das Bett.`],
          [1, `Nur eine Socke und ein verlorener Buntstift.`],
        ],
        (c) => [
          [0, `${c.name} wühlte in der Spielzeugkiste.`],
          [1, `Alles war durcheinander wie Spaghetti.`],
        ],
        (c) => [
          [0, `„Ball! Wo bist du?“, rief ${c.name}.`],
          [1, `Aber Bälle antworten nicht. ${c.co.name} kicherte.`],
        ],
      ],
      turn: (c) => [
        [0, `„Ich weiß“, sagte ${c.name}. „Wir räumen auf, immer eins nach dem anderen.“`],
        [0, `Die Bücher ins Regal. Die Bausteine in die Kiste. Die Socken in den Korb.`],
        ['t', `Aufräumen, aufräumen, aufräumen!`],
        [1, `${c.name} machte ein Spiel daraus und sang ein kleines Aufräumlied.`],
        [
          3,
          `Ungefähr beim dritten Regalbrett merkte ${c.name}, dass Aufräumen weniger einer Strafe glich als einem Rätsel. Jedes Ding hatte einen Platz, an dem es Sinn ergab, und es dorthin zu legen, fühlte sich seltsam gut an.`,
        ],
      ],
      resolution: (c) => [
        [0, `Und da war der Ball – unter dem allerletzten Kissen!`],
        [0, `${c.name} und ${c.co.name} liefen hinaus und spielten ${c.place.at}.`],
        [1, `Danach legte ${c.name} den Ball zurück an seinen Platz, bereit für morgen.`],
      ],
    },
    nature: {
      title: (c) => `${c.name} und die durstige Blume`,
      problem: (c) => [
        [0, `${cap(c.place.at)} fand ${c.name} eine kleine Blume, die den Kopf hängen ließ.`],
        [1, `Rundherum lagen Bonbonpapiere und Flaschendeckel.`],
        [0, `„Arme kleine Blume“, sagte ${c.name}. „Du brauchst Hilfe.“`],
        [
          3,
          `${c.name} spürte eine kleine, heftige Empörung für die Blume. Jemand war hier entlanggegangen und hatte den Ort schlechter hinterlassen, als er ihn vorgefunden hatte. Rückgängig machen konnte ${c.name} das nicht, aber entscheiden, was für ein Gast man selbst sein wollte.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} trug Wasser in den Händen herbei.`],
          [1, `Aber das Wasser tropfte zwischen den Fingern hindurch – plitsch, platsch – noch bevor ${c.name} ankam.`],
        ],
        (c) => [
          [0, `${c.name} fing an, den Müll aufzusammeln, Stück für Stück.`],
          [1, `Aber es war so viel, dass ${c.name} bald beide Arme voll hatte.`],
        ],
        (c) => [
          [0, `${c.name} bat den Wind, den Müll wegzupusten.`],
          [1, `Wuuusch! Der Wind wirbelte alles nur herum. ${c.co.name} lachte und jagte einer Papiertüte hinterher.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} dachte und dachte – und hatte dann einen Plan.`],
        [0, `${c.name} holte einen Korb für den Müll und ein großes, gewölbtes Blatt für das Wasser.`],
        [1, `„Du hältst den Korb, ich sammle“, sagte ${c.name}, und ${c.co.name} nickte.`],
        [
          3,
          `${c.name} begriff, dass die Aufgabe zu groß gewesen war für ein Paar Hände ohne Plan. Mit einem Korb, einem Blatt und einem Freund wurde dieselbe Arbeit etwas ganz anderes: keine lästige Pflicht, sondern eine Rettung.`,
        ],
      ],
      resolution: (c) => [
        [0, `Bald war alles sauber und glänzte.`],
        [0, `Die kleine Blume hob ihren Kopf zur Sonne.`],
        [1, `Ein Schmetterling setzte sich auf sie, als wollte er Danke sagen.`],
      ],
    },
    garden,
    race,
    book,
  },
};
