/** Portuguese (European) templates of the built-in writer. Adjectives and participles agree with the hero. */
import { alt, cap, cx, gx, type LanguagePack, type Line, type StoryContext } from '../../writer/story-types.ts';
import { garden } from './plots/garden.ts';
import { truth } from './plots/truth.ts';
import { askHelp } from './plots/askHelp.ts';
import { race } from './plots/race.ts';
import { different } from './plots/different.ts';
import { promise } from './plots/promise.ts';
import { missing } from './plots/missing.ts';
import { book } from './plots/book.ts';

const o = (c: StoryContext) => gx(c, 'o', 'a', 'o');
const co = (c: StoryContext) => cx(c, 'o', 'a');

function heroNoun(c: StoryContext): string {
  // Ages 10-12: never 'little', for animal heroes too.
  if (c.kind === 'animal')
    return c.band === 3
      ? gx(c, 'um animal muito esperto', 'uma criatura muito esperta', 'um animal muito esperto')
      : gx(c, 'um bichinho muito simpático', 'uma bichinha muito simpática', 'um bichinho muito simpático');
  if (c.kind === 'object') return gx(c, 'um brinquedo muito especial', 'uma boneca muito especial', 'um brinquedo muito especial');
  return gx(c, 'um menino', 'uma menina', 'uma criança');
}

export const story: LanguagePack = {
  code: 'pt',
  sep: ' ',
  settings: {
    library: { at: 'na biblioteca', to: 'para a biblioteca', detail: 'As estantes subiam até o teto, e tudo tinha cheiro de papel e de silêncio.' },
    campsite: {
      at: 'no acampamento',
      to: 'para o acampamento ao pé da mata',
      detail: 'Debaixo dos pinheiros havia uma barraca verde, e uma roda de pedras esperava a fogueira da noite.',
    },
    kitchen: { at: 'na cozinha da avó', to: 'para a casa da avó', detail: 'A cozinha cheirava a manteiga e canela, e a chaleira cantarolava no fogão.' },
    garden: { at: 'no jardim', to: 'para o jardim', detail: 'As abelhas zumbiam entre as rosas, e a relva cheirava a verão.' },
    forest: { at: 'na floresta', to: 'para a floresta', detail: 'As árvores altas sussurravam, e os raios de sol dançavam entre as folhas.' },
    meadow: { at: 'no prado', to: 'para o grande prado', detail: 'Os malmequeres baloiçavam com a brisa, e os gafanhotos cantavam a sua canção.' },
    seaside: { at: 'na praia', to: 'para a praia', detail: 'As ondinhas faziam chuá, chuá na areia, e as gaivotas pairavam lá no alto.' },
    mountain: { at: 'na montanha', to: 'para a montanha verde', detail: 'O caminho subia e subia, e lá em baixo o vale parecia uma manta de retalhos.' },
    farm: {
      at: 'na quinta',
      to: 'para a quinta ao fundo do caminho',
      detail: 'As galinhas cacarejavam, uma vaca mugia devagarinho, e o celeiro cheirava a feno quentinho.',
    },
    park: { at: 'no parque', to: 'para o parque', detail: 'Os patos chapinhavam no lago, e os baloiços rangiam alegremente.' },
    lake: { at: 'à beira do lago', to: 'para o lago', detail: 'A água estava lisa como um espelho, e as libélulas voavam por cima dos juncos.' },
    snowyVillage: {
      at: 'na aldeia coberta de neve',
      to: 'pela aldeia coberta de neve',
      detail: 'A neve brilhava em todos os telhados, e o ar cheirava a chocolate quente.',
    },
    castle: {
      at: 'no jardim do castelo',
      to: 'para o velho castelo no alto da colina',
      detail: 'As bandeiras ondulavam nas torres, e as rosas trepavam pelos velhos muros de pedra.',
    },
  },
  companions: {
    puppy: { name: 'Pip', intro: 'um cãozinho chamado Pip', g: 'm' },
    kitten: { name: 'Mimi', intro: 'uma gatinha fofinha chamada Mimi', g: 'f' },
    bunny: { name: 'Saltitão', intro: 'um coelhinho chamado Saltitão', g: 'm' },
    owl: { name: 'Olga', intro: 'uma corujinha muito sábia chamada Olga', g: 'f' },
    fox: { name: 'Ruivo', intro: 'uma raposinha ruiva chamada Ruivo', g: 'm' },
    turtle: { name: 'Tina', intro: 'uma tartaruga sorridente chamada Tina', g: 'f' },
    teddy: { name: 'Bruno', intro: 'um ursinho de peluche chamado Bruno', g: 'm' },
    robot: { name: 'Bip', intro: 'um robô pequenino chamado Bip', g: 'm' },
    dragon: { name: 'Faísca', intro: 'uma dragãozinha minúscula e muito meiga chamada Faísca', g: 'f' },
  },

  home: (c) => {
    const N = c.name,
      C = c.co.name;
    const lines: Line[] = [
      [
        0,
        `Era uma vez ${heroNoun(c)} chamad${gx(c, 'o', 'a', 'a')} ${N}.`.replace(/(brinquedo muito especial|bichinho muito simpático) chamada/, '$1 chamado'),
      ],
    ];
    if (c.trait) lines.push([0, `Reconhecia-se ${N} logo à primeira vista: ${c.trait}.`]);
    lines.push(
      [
        1,
        alt(c, 2, [
          `${N} morava numa casinha aconchegante, com uma porta vermelha e uma janela cheia de sol.`,
          `${N} morava numa casinha ao fundo de uma rua sossegada, onde as manhãs cheiravam a torradas.`,
        ]),
      ],
      [2, `Todas as manhãs, ${N} abria a janela, dava os bons-dias ao dia e perguntava-se o que ele traria.`],
      [3, `«Hoje», pensou ${N}, «vai acontecer uma coisa boa. Sinto-o até à ponta dos pés.» E, nessas coisas, ${N} raramente se enganava.`],
    );
    if (!c.meet) {
      lines.push(
        [0, `${N} tinha ${cx(c, 'um melhor amigo', 'uma melhor amiga')}: ${c.co.intro}.`],
        [1, `${C} ia com ${N} para todo o lado.`],
        ['t', `Olá, ${N}! Olá, ${C}!`],
      );
    }
    return lines;
  },
  meet: (c) => [
    [0, `De repente, bateram à porta: truz, truz, truz!`],
    [0, `Era ${c.co.intro}.`],
    [1, `— Bom dia! — disse ${c.co.name}. — O que vamos fazer hoje?`],
    [2, `${c.name} levantou-se de um salto. — Vamos à aventura!`],
    [
      3,
      `${c.co.name} estava tão content${co(c)} que deu três voltas sobre si mesm${co(c)} e quase caiu, e ${c.name} riu-se tanto que teve de se sentar outra vez.`,
    ],
  ],
  go: (c) => [
    [0, `${c.name} e ${c.co.name} foram ${c.place.to}.`],
    [1, c.place.detail],
    [
      2,
      alt(c, 3, [
        `— Olha! — disse ${c.co.name}. — Hoje está tudo a brilhar!`,
        `${c.name} ia aos saltinhos a cantarolar, e ${c.co.name} cantarolava também, um bocadinho desafinad${co(c)}.`,
      ]),
    ],
    [
      3,
      `${c.name} respirava o ar fresco e reparava em tudo: nas cores, nos sons, no escaravelho minúsculo que atravessava o caminho como um soldadinho em desfile. O mundo parecia grande e simpático, e ${c.name} sentia-se pront${o(c)} para tudo.`,
    ],
  ],
  afterProblem: (c) => [
    [2, `${c.co.name} olhou para ${c.name}. — E agora, o que fazemos?`],
    [
      3,
      `${c.name} franziu a testa e pensou com muita força. Tinha de haver uma maneira. Há sempre uma maneira, se a procurarmos durante tempo suficiente: era nisso que ${c.name} acreditava.`,
    ],
  ],
  afterTry: (c, i) =>
    (
      [
        [
          [1, `— Hum — disse ${c.name}. — Não é assim.`],
          [2, `— Não faz mal — disse ${c.co.name}. — Vamos tentar outra coisa.`],
          [
            3,
            `${c.name} coçou a cabeça. Uma primeira tentativa é só uma primeira tentativa, pensou, e ninguém acerta em tudo à primeira, nem mesmo os crescidos.`,
          ],
        ],
        [
          [1, `— Ai, ai — suspirou ${c.name}. — Assim também não.`],
          [2, `${c.co.name} encostou-se devagarinho a ${c.name}, só para dizer: estou aqui.`],
          [
            3,
            `Uma nuvenzinha de preocupação entrou no peito de ${c.name}. E se desistissem e voltassem para casa? Mas, lá no fundo, ${c.name} não queria desistir.`,
          ],
        ],
        [
          [1, `Nada, outra vez.`],
          [2, `— Já são três tentativas! — disse ${c.co.name}. — Se calhar precisamos de outro tipo de ideia.`],
          [
            3,
            `${c.name} ficou calad${o(c)} um momento, a ouvir a brisa. Às vezes, pensou, a resposta não está em tentar com mais força, mas em tentar de outra maneira.`,
          ],
        ],
      ] as Line[][]
    )[i]!,
  low: (c) => [
    [0, `${c.name} sentou-se numa pedra lisa e morna e deu um longo suspiro.`],
    [1, `${c.co.name} sentou-se também, muito pertinho.`],
    [2, `— Não sei o que fazer — sussurrou ${c.name}. — Não faz mal — disse ${c.co.name}. — Podemos pensar juntos.`],
    [
      3,
      `${c.name} ficou a ver as nuvens passar, lentas e tranquilas. Uma parecia uma baleia a dormir; outra, um bule de chá. Pouco a pouco, os pensamentos zumbidores foram pousando, como folhas num lago. E então, muito baixinho, uma ideia começou a crescer, tal como uma semente quando ninguém está a olhar.`,
    ],
  ],
  beforeTurn: (c) => [
    [2, `De repente, os olhos de ${c.name} brilharam.`],
    [3, `— Espera — disse ${c.name} devagar. — Acho que já sei o que fazer.`],
  ],
  afterResolution: (c) => [
    [2, `${c.name} e ${c.co.name} riram-se até lhes fazer cócegas na barriga.`],
    [3, `${c.name} sentia um quentinho por dentro, como uma caneca de chocolate num dia de inverno. Tinha sido um bom dia. Um dia mesmo muito bom.`],
  ],
  sunset: () => [[0, `Depois o sol pôs-se, todo cor-de-rosa e dourado.`]],
  homeward: (c) => [
    [0, `O sol pôs-se, todo cor-de-rosa e dourado. Eram horas de voltar para casa.`],
    [1, `${c.name} e ${c.co.name} voltaram devagarinho, lado a lado.`],
    [2, `— Que dia! — bocejou ${c.co.name}. — Que dia! — bocejou ${c.name}.`],
    [
      3,
      `As janelas acenderam-se uma a uma, e algures um melro cantava a última canção do dia. ${c.name} tinha os pés cansados, da maneira mais bonita que há.`,
    ],
  ],
  bedtime: (c) => {
    const N = c.name,
      C = c.co.name;
    const lines: Line[] = [
      [0, `Nessa noite, ${N} aconchegou-se na cama.`],
      ['t', `Ó-ó, ó-ó, ó-ó.`],
      [1, `${C} enroscou-se aos pés da cama, e a lua espreitou pela janela.`],
    ];
    if (c.traitBed) lines.push([2, `${N} (${c.traitBed}) estava quentinh${o(c)} debaixo do cobertor.`]);
    lines.push([2, `— Boa noite, ${C} — sussurrou ${N}. — Boa noite, ${N} — sussurrou ${C}.`]);
    if (c.moral) lines.push([0, `Antes de fechar os olhos, ${N} sussurrou: «${c.moral}»`]);
    lines.push(
      [
        3,
        `Lá fora, as estrelas guardavam o mundo adormecido, como fazem sempre. A respiração de ${N} ficou lenta e suave, e em breve ${N} já sonhava com o dia seguinte.`,
      ],
      [0, `Boa noite, ${N}.`],
    );
    return lines;
  },

  shapes: {
    truth,
    askHelp,
    different,
    promise,
    missing,
    // 'lost', 'campfire' and 'cookies': the plots with the campsite and Grandma's kitchen.
    lost: {
      title: (c) => alt(c, 40, [`${c.name} e o filhotinho perdido`, `${c.name} e a busca silenciosa`]),
      problem: (c) => [
        [0, `${cap(c.place.at)}, a mamãe de ${c.co.name} chamava e chamava.`],
        [0, `«O meu filhotinho sumiu!», disse a mamãe.`],
        [1, `«Nós vamos encontrá-lo», prometeu ${c.name}. «Vamos procurar em todo canto.»`],
        [2, `${c.co.name} não dizia nada. Nunca tinha ficado tão calad${co(c)}.`],
        [
          3,
          `Pairava no ar aquele silêncio pesado que vem antes da chuva. Em algum lugar ali perto, alguém bem pequeno esperava ser encontrado, e ${c.name} estava decidid${o(c)} a ser quem o encontraria.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} olhou atrás da velha árvore.`],
          [1, `Só musgo, e um besouro que não gostou nada de ser incomodado.`],
          ['t', `Achou? Não tem ninguém!`],
        ],
        (c) => [
          [0, `${c.name} procurou entre as flores altas e chamou: «Filhotinho, cadê você?»`],
          [1, `Mas quanto mais alto ${c.name} chamava, mais quieto tudo ficava.`],
        ],
        (c) => [
          [0, `${c.name} seguiu umas pegadas pequeninas, dando voltas e voltas.`],
          [1, `Até perceber que eram as próprias pegadas: estava andando em círculo!`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} ficou paradinh${o(c)}. «Psiu», sussurrou. «Vamos escutar.»`],
        [0, `E lá estava: um roncozinho, vindo de uma velha cesta de piquenique.`],
        ['t', `Ronc, ronc, ronc!`],
        [1, `Enroladinho dentro da cesta estava o filhote, dormindo a sono solto.`],
        [
          3,
          `${c.name} quase riu. Tanta correria, tanto grito, e a resposta estava ali o tempo todo, esperando alguém ficar quiet${o(c)} o bastante para ouvi-la.`,
        ],
      ],
      resolution: (c) => [
        [0, `${c.name} levou o filhote de volta para a mamãe de ${c.co.name}, devagarinho.`],
        [0, `A mamãe abraçou o filhote bem apertado.`],
        [1, `«Obrigada», disse ela a ${c.name}. «Você encontrou o meu filhote escutando.»`],
      ],
    },
    campfire: {
      title: (c) => alt(c, 41, [`${c.name} e a noite na barraca`, `${c.name} acampa com o vovô`]),
      problem: (c) => [
        [0, `Naquela tarde, ${c.name} e o vovô armaram uma barraca ${c.place.at}.`],
        [0, `Quando o sol se pôs, as árvores ficaram escuras e cochichantes.`],
        [1, `«Quero ir para dentro», disse ${c.name} bem baixinho.`],
        [2, `O vovô apertou a mão de ${c.name}. «A noite é só o dia de olhos fechados», disse ele.`],
        [
          3,
          `${c.name} não tinha tanta certeza. De dia, a mata era lugar de subir em árvore e catar pinhas; agora era um muro de vultos que pareciam chegar mais perto quando ninguém estava olhando.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} entrou na barraca e se escondeu no saco de dormir.`],
          [1, `Mas dentro da barraca estava ainda mais escuro.`],
          ['t', `Escuro, escuro, escurinho!`],
        ],
        (c) => [
          [0, `${c.name} ligou o lampião.`],
          [1, `A luz fez as sombras pularem e se esticarem, maiores do que antes.`],
        ],
        (c) => [
          [0, `${c.name} apertou bem os olhos.`],
          [1, `Mas de olhos fechados, cada farfalhar parecia duas vezes mais alto.`],
        ],
      ],
      turn: (c) => [
        [0, `Então ${c.name} olhou para cima.`],
        [0, `O céu estava cheio de estrelas, mais do que ${c.name} já tinha visto na vida.`],
        [1, `«Vamos descobrir de que é feito o escuro», sussurrou ${c.name}.`],
        [1, `Um grilo cricrilou. Uma folha farfalhou. Lá longe, um sapo disse «croac».`],
        [2, `«Isso não dá medo», disse ${c.co.name}. «É só a noite dizendo olá.»`],
        [
          3,
          `Depois que ${c.name} deu nome aos barulhos, eles deixaram de ser monstros e viraram vizinhos: o grilo, a folha, o sapo de voz grossa. O escuro não tinha mudado nada. Quem tinha mudado era ${c.name}.`,
        ],
      ],
      resolution: (c) => [
        [0, `O vovô fez uma fogueirinha na roda de pedras.`],
        [0, `${c.name} sentou num tronco, um passo atrás, e esquentou as mãos.`],
        [1, `Tomaram chocolate quente e deram nomes engraçados às estrelas mais brilhantes.`],
      ],
      homeward: (c) => [
        [0, `No fim, o vovô jogou um balde de água na fogueira. Chiii!`],
        [1, `«Hora de dormir, campista», disse ele, e os dois voltaram para casa de mãos dadas.`],
        [2, `${c.name} virou-se mais uma vez e deu tchau para o escuro.`],
        [3, `${c.co.name} já estava meio dormindo, e ${c.name} sentia aquele cansaço especial que só vem depois de um dia maior do que o esperado.`],
      ],
    },
    cookies: {
      title: (c) => alt(c, 42, [`${c.name} e os vinte minutos mais compridos`, `Os biscoitos de ${c.name}`]),
      problem: (c) => [
        [0, `${c.name} e a vovó estavam fazendo biscoitos ${c.place.at}.`],
        [0, `«Agora eles precisam assar vinte minutos», disse a vovó.`],
        [1, `Vinte minutos! Para ${c.name}, aquilo parecia uma eternidade.`],
        [2, `${c.co.name} cheirou o ar quentinho e doce e suspirou.`],
        [
          3,
          `${c.name} sabia, de um jeito geral, que as coisas boas levam tempo. Só que nunca tinha gostado dessa regra, e com uma assadeira de biscoitos no forno gostava menos ainda.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} espiou pelo vidro do forno.`],
          [0, `«Já estão prontos?» «Ainda não», disse a vovó.`],
        ],
        (c) => [
          [0, `${c.name} contou até dez, bem devagar.`],
          [1, `Mas o dez chegou num instante, e os biscoitos continuavam branquinhos.`],
          ['t', `Um, dois, três… e nada ainda!`],
        ],
        (c) => [
          [0, `${c.name} sentou na frente do forno e só pensava em biscoitos.`],
          [1, `Assim a espera ficava ainda mais comprida.`],
        ],
      ],
      turn: (c) => [
        [0, `Então ${c.name} teve uma ideia: «Enquanto isso, eu faço uma coisa!»`],
        [0, `${c.name} desenhou um cartão com um sol amarelo bem grande para a amiga da casa ao lado.`],
        [1, `${c.name} pintava com tanto capricho que até esqueceu do relógio.`],
        [3, `Esperar, descobriu ${c.name}, fica muito mais curto quando as mãos estão ocupadas fazendo alguma coisa para outra pessoa.`],
      ],
      resolution: (c) => [
        [0, `Plim! Os biscoitos ficaram prontos.`],
        [0, `No jardim, ${c.name} dividiu tudo com a vovó e a amiga vizinha.`],
        [1, `«Ficaram ainda mais gostosos porque esperamos», disse ${c.name}, e o cartão fez o maior sucesso.`],
      ],
    },
    fear: {
      title: (c) => `${c.name} e a ponte que abanava`,
      problem: (c) => [
        [0, `${cap(c.place.at)} havia uma pontezinha de madeira sobre um ribeiro a cantar.`],
        [1, `Do outro lado brilhavam as flores mais bonitas do mundo.`],
        [0, `Mas a ponte abanava, e ${c.name} tinha medo.`],
        [2, `As tábuas faziam nhec, nhec, e os joelhos de ${c.name} também tremiam.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} pôs um pé na ponte.`],
          [0, `Abana! ${c.name} deu um salto para trás.`],
        ],
        (c) => [
          [0, `${c.name} experimentou fechar os olhos.`],
          [1, `Mas, de olhos fechados, não via onde pôr os pés, e isso ainda metia mais medo.`],
        ],
        (c) => [
          [0, `${c.name} esperou que a coragem chegasse sozinha.`],
          [1, `Esperou e esperou. Mas o medo ficava ali, como um gato em cima de uma almofada.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} respirou fundo, muito devagar, e agarrou-se bem a ${c.co.name}.`],
        [0, `— Um passinho — disse ${c.name}. — E mais outro.`],
        ['t', `Passo, passo, passo!`],
        [1, `Devagarinho, ${c.name} atravessou a ponte. Ainda abanava um pouco, e não fazia mal.`],
      ],
      resolution: (c) => [
        [0, `${c.name} conseguiu!`],
        [0, `Do outro lado, as flores brilhavam como pequenas lanternas.`],
        [1, `— Tive medo e fiz na mesma — disse ${c.name}, e ${c.co.name} bateu palmas.`],
      ],
    },
    friend: {
      title: (c) => `${c.name} e o suspiro pequenino`,
      problem: (c) => [
        [0, `${cap(c.place.at)}, ${c.co.name} estava sentad${co(c)} sozinh${co(c)}, com ar triste.`],
        [0, `— O que se passa? — perguntou ${c.name}. Mas ${c.co.name} só suspirou.`],
        [1, `Até os passarinhos pareciam cantar mais baixinho.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} fez rolar uma bola até ${c.co.name}.`],
          [1, `Mas ${c.co.name} não tinha vontade de brincar.`],
        ],
        (c) => [
          [0, `${c.name} fez a careta mais engraçada do mundo inteiro.`],
          [1, `${c.co.name} deu um sorrisinho, mas o ar triste voltou logo.`],
        ],
        (c) => [
          [0, `${c.name} falou e falou de todas as brincadeiras que podiam fazer.`],
          [1, `Mas ${c.co.name} ficou ainda mais calad${co(c)}.`],
        ],
      ],
      turn: (c) => [
        [0, `Então ${c.name} sentou-se ao lado de ${c.co.name} e, simplesmente, escutou.`],
        [1, `Pouco a pouco, ${c.co.name} contou tudo: tinha saudades da família, que vivia longe, e hoje sentia-se muito pequenin${co(c)}.`],
        [0, `${c.name} deu a ${c.co.name} um abraço grande e quentinho.`],
      ],
      resolution: (c) => [
        [0, `Juntos, fizeram uma coroa de flores.`],
        [0, `${c.co.name} sorriu um sorriso a sério.`],
        [1, `— Obrigad${co(c)} por me ouvires — disse ${c.co.name}. — Foi a melhor ajuda de todas.`],
      ],
    },
    sharing: {
      title: (c) => `${c.name} e o papagaio arco-íris`,
      problem: (c) => [
        [0, `${cap(c.place.at)}, ${c.name} tinha um papagaio de papel novinho, com todas as cores do arco-íris.`],
        [0, `— Também posso brincar? — perguntou ${c.co.name}.`],
        [0, `— Não, é meu — disse ${c.name}, agarrando-o com força.`],
        [1, `${c.co.name} baixou a cabeça e afastou-se devagar.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} correu e correu, mas o papagaio só saltitava pelo chão.`],
          ['t', `Bum, bum, bum!`],
        ],
        (c) => [
          [0, `${c.name} atirou o papagaio bem alto.`],
          [0, `Plof! Caiu outra vez.`],
        ],
        (c) => [
          [0, `${c.name} tentou segurar o fio, correr e lançar, tudo ao mesmo tempo.`],
          [1, `Que trapalhada! Num instante, ${c.name} ficou enrolad${o(c)} no fio como um embrulho.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} olhou para ${c.co.name}, que observava de longe.`],
        [0, `— Queres lançá-lo comigo? — perguntou ${c.name}.`],
        [1, `${c.co.name} segurou o papagaio bem alto, e ${c.name} correu com o fio.`],
      ],
      resolution: (c) => [
        [0, `Zuuum! O papagaio subiu, subiu, lá para o alto do céu.`],
        [1, `— A dois voa muito melhor! — riu-se ${c.name}. E seguraram o fio à vez.`],
      ],
    },
    mistake: {
      title: (c) => `${c.name} e o barquinho vermelho`,
      problem: (c) => [
        [0, `${cap(c.place.at)}, ${c.co.name} tinha um barquinho vermelho com uma vela branca.`],
        [1, `Enquanto ${c.co.name} procurava pedrinhas brilhantes, ${c.name} brincou com o barquinho.`],
        [0, `Crac! O mastro partiu-se.`],
        [1, `${c.name} ficou com um nó na barriga. Oh, não.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} escondeu o barquinho atrás das costas.`],
          [1, `Mas escondê-lo deixava o coração pesado, como um bolso cheio de pedras.`],
        ],
        (c) => [
          [0, `${c.name} tentou arranjar o mastro com uma folha.`],
          [1, `A folha dobrou-se. O mastro continuava partido.`],
        ],
        (c) => [
          [0, `Quando ${c.co.name} voltou, ${c.name} quase disse: «Não sei o que aconteceu».`],
          [1, `Mas as palavras ficaram presas. Não eram verdade.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} respirou fundo. — Parti o teu barquinho. Desculpa.`],
        [1, `${c.co.name} ficou calad${co(c)} um momento. Depois disse: — Obrigad${co(c)} por me dizeres a verdade.`],
        [2, `— Arranjamo-lo juntos? — propôs ${c.name}.`],
      ],
      resolution: (c) => [
        [0, `Juntos, ataram o mastro com um bocadinho de cordel.`],
        [0, `O barquinho vermelho voltou a navegar!`],
        [1, `E o coração de ${c.name} ficou leve como uma pena.`],
      ],
    },
    family: {
      title: () => `Um presente para a avó`,
      problem: (c) => [
        [0, `${cap(c.place.at)}, ${c.name} lembrou-se de repente: «A avó vem cá hoje à noite!»`],
        [0, `${c.name} queria encontrar-lhe o presente mais maravilhoso.`],
        [1, `Uma coisa especial. Uma coisa que nunca ninguém lhe tivesse dado.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} apanhou um ramo de flores.`],
          [1, `Mas o vento levou as pétalas, uma a uma.`],
        ],
        (c) => [
          [0, `Com um pauzinho, ${c.name} fez um desenho na terra.`],
          [1, `Mas ${c.co.name} pisou-o sem querer. — Ups! — disse ${c.co.name}.`],
        ],
        (c) => [
          [0, `${c.name} procurou a pedra mais brilhante do mundo.`],
          [1, `Mas todas as pedras eram cinzentas e banais.`],
        ],
      ],
      turn: (c) => [
        [0, `Então ${c.name} pensou no que a avó mais gostava.`],
        [0, `Não eram coisas. A avó gostava era de estarem juntos!`],
        [1, `— Já sei! — disse ${c.name}. — Vou levar a avó a passear e mostrar-lhe tudo o que vimos hoje.`],
      ],
      resolution: (c) => [
        [0, `Nessa tarde, a avó e ${c.name} passearam de mão dada.`],
        [1, `${c.name} mostrou-lhe todos os cantinhos secretos, ${c.place.at}.`],
        [0, `A avó deu a ${c.name} um abraço apertado. — Este é o melhor presente de todos — disse ela.`],
      ],
    },
    feeling: {
      title: (c) => `${c.name} e a casinha de pauzinhos`,
      problem: (c) => [
        [0, `${cap(c.place.at)}, ${c.name} queria construir uma casinha de pauzinhos e folhas para ${c.co.name}.`],
        [0, `Mas todas as vezes caía. Catrapum!`],
        [1, `${c.name} sentia-se zangad${o(c)} e afoguead${o(c)}, como uma chaleira prestes a apitar.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} construiu cada vez mais depressa.`],
          [1, `Abana, escorrega, e lá foi tudo abaixo outra vez.`],
        ],
        (c) => [
          [0, `${c.name} bateu com os pés e gritou: «Pauzinhos tontos!»`],
          [1, `${c.co.name} deu um pulo. Os pauzinhos ficaram ali, muito quietos.`],
        ],
        (c) => [
          [0, `${c.name} sentou-se de braços cruzados e testa franzida.`],
          [1, `Mas amuar não construía nada, e a zanga crescia ainda mais.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} respirou três vezes, muito devagar: inspira… expira.`],
        [0, `— Estou zangad${o(c)} — disse ${c.name}. — E não faz mal.`],
        [1, `Com o coração mais calmo, ${c.name} voltou a olhar e percebeu: a casinha precisava de uma base mais larga e mais forte.`],
      ],
      resolution: (c) => [
        [0, `Devagar e com cuidado, ${c.name} voltou a construir a casinha.`],
        [0, `Ficou de pé! ${c.co.name} entrou e espreitou pela janela.`],
        [1, `— Está perfeita! — disse ${c.co.name}, e ${c.name} sorriu, chei${o(c)} de orgulho.`],
      ],
    },
    habit: {
      title: (c) => `${c.name} e a grande arrumação`,
      problem: (c) => [
        [0, `${c.name} queria jogar à bola com ${c.co.name}. Mas onde estava a bola?`],
        [0, `Havia brinquedos por todo o lado: debaixo da cama, na cadeira, até dentro de um sapato!`],
        [1, `${c.name} deixava sempre as coisas onde calhava.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} espreitou debaixo da cama.`],
          [1, `Só uma meia e um lápis de cor perdido.`],
        ],
        (c) => [
          [0, `${c.name} procurou na caixa dos brinquedos.`],
          [1, `Estava tudo enrolado como esparguete.`],
        ],
        (c) => [
          [0, `— Bola! Onde estás? — chamou ${c.name}.`],
          [1, `Mas as bolas não respondem. ${c.co.name} deu uma risadinha.`],
        ],
      ],
      turn: (c) => [
        [0, `— Já sei — disse ${c.name}. — Vamos arrumar, uma coisa de cada vez.`],
        [0, `Os livros na prateleira. Os blocos na caixa. As meias no cesto.`],
        ['t', `Arruma, arruma, arruma!`],
        [1, `${c.name} fez disso uma brincadeira e cantou uma cantiga de arrumar.`],
      ],
      resolution: (c) => [
        [0, `E ali estava a bola, debaixo da última almofada!`],
        [0, `${c.name} e ${c.co.name} foram brincar ${c.place.at}.`],
        [1, `No regresso, ${c.name} guardou a bola no seu lugar, pronta para amanhã.`],
      ],
    },
    nature: {
      title: (c) => `${c.name} e a flor com sede`,
      problem: (c) => [
        [0, `${cap(c.place.at)}, ${c.name} encontrou uma florzinha de cabeça caída.`],
        [1, `À volta dela havia papéis de rebuçados e caricas.`],
        [0, `— Pobre florzinha — disse ${c.name}. — Precisas de ajuda.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} levou água nas mãos.`],
          [1, `Mas a água escorria por entre os dedos, pinga, pinga, antes de lá chegar.`],
        ],
        (c) => [
          [0, `${c.name} começou a apanhar o lixo, um bocadinho de cada vez.`],
          [1, `Mas havia tanto que, num instante, ficou com os braços cheios.`],
        ],
        (c) => [
          [0, `${c.name} pediu ao vento que levasse o lixo.`],
          [1, `Fuuu! O vento só o pôs a rodopiar. ${c.co.name} riu-se e correu atrás de um saco de papel.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} pensou e pensou, e por fim teve um plano.`],
        [0, `${c.name} arranjou um cesto para o lixo e uma folha grande, em forma de taça, para a água.`],
        [1, `— Tu seguras no cesto e eu apanho — disse ${c.name}, e ${c.co.name} acenou que sim.`],
      ],
      resolution: (c) => [
        [0, `Em pouco tempo, estava tudo limpo e a brilhar.`],
        [0, `A florzinha levantou a cabeça para o sol.`],
        [1, `Uma borboleta pousou nela, como quem diz obrigada.`],
      ],
    },
    garden,
    race,
    book,
  },
};
