/** Portuguese text of the plots 'lost', 'campfire' and 'cookies' (issue 16), written natively. */
import { alt, cap, cx, gx, type StoryContext } from '../../story-types.ts';
import type { ExtraPack } from './types.ts';

const o = (c: StoryContext) => gx(c, 'o', 'a', 'o');
const co = (c: StoryContext) => cx(c, 'o', 'a');

export const ptExtra: ExtraPack = {
  settings: {
    campsite: { at: 'no acampamento', to: 'para o acampamento ao pé da mata', detail: 'Debaixo dos pinheiros havia uma barraca verde, e uma roda de pedras esperava a fogueira da noite.' },
    kitchen: { at: 'na cozinha da avó', to: 'para a casa da avó', detail: 'A cozinha cheirava a manteiga e canela, e a chaleira cantarolava no fogão.' },
  },
  shapes: {
    lost: {
      title: (c) => alt(c, 40, [`${c.name} e o filhotinho perdido`, `${c.name} e a busca silenciosa`]),
      problem: (c) => [
        [0, `${cap(c.place.at)}, a mamãe de ${c.co.name} chamava e chamava.`],
        [0, `«O meu filhotinho sumiu!», disse a mamãe.`],
        [1, `«Nós vamos encontrá-lo», prometeu ${c.name}. «Vamos procurar em todo canto.»`],
        [2, `${c.co.name} não dizia nada. Nunca tinha ficado tão calad${co(c)}.`],
        [3, `Pairava no ar aquele silêncio pesado que vem antes da chuva. Em algum lugar ali perto, alguém bem pequeno esperava ser encontrado, e ${c.name} estava decidid${o(c)} a ser quem o encontraria.`],
      ],
      tries: [
        (c) => [[0, `${c.name} olhou atrás da velha árvore.`], [1, `Só musgo, e um besouro que não gostou nada de ser incomodado.`], ['t', `Achou? Não tem ninguém!`]],
        (c) => [[0, `${c.name} procurou entre as flores altas e chamou: «Filhotinho, cadê você?»`], [1, `Mas quanto mais alto ${c.name} chamava, mais quieto tudo ficava.`]],
        (c) => [[0, `${c.name} seguiu umas pegadas pequeninas, dando voltas e voltas.`], [1, `Até perceber que eram as próprias pegadas: estava andando em círculo!`]],
      ],
      turn: (c) => [
        [0, `${c.name} ficou paradinh${o(c)}. «Psiu», sussurrou. «Vamos escutar.»`],
        [0, `E lá estava: um roncozinho, vindo de uma velha cesta de piquenique.`],
        ['t', `Ronc, ronc, ronc!`],
        [1, `Enroladinho dentro da cesta estava o filhote, dormindo a sono solto.`],
        [3, `${c.name} quase riu. Tanta correria, tanto grito, e a resposta estava ali o tempo todo, esperando alguém ficar quiet${o(c)} o bastante para ouvi-la.`],
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
        [3, `${c.name} não tinha tanta certeza. De dia, a mata era lugar de subir em árvore e catar pinhas; agora era um muro de vultos que pareciam chegar mais perto quando ninguém estava olhando.`],
      ],
      tries: [
        (c) => [[0, `${c.name} entrou na barraca e se escondeu no saco de dormir.`], [1, `Mas dentro da barraca estava ainda mais escuro.`], ['t', `Escuro, escuro, escurinho!`]],
        (c) => [[0, `${c.name} ligou o lampião.`], [1, `A luz fez as sombras pularem e se esticarem, maiores do que antes.`]],
        (c) => [[0, `${c.name} apertou bem os olhos.`], [1, `Mas de olhos fechados, cada farfalhar parecia duas vezes mais alto.`]],
      ],
      turn: (c) => [
        [0, `Então ${c.name} olhou para cima.`],
        [0, `O céu estava cheio de estrelas, mais do que ${c.name} já tinha visto na vida.`],
        [1, `«Vamos descobrir de que é feito o escuro», sussurrou ${c.name}.`],
        [1, `Um grilo cricrilou. Uma folha farfalhou. Lá longe, um sapo disse «croac».`],
        [2, `«Isso não dá medo», disse ${c.co.name}. «É só a noite dizendo olá.»`],
        [3, `Depois que ${c.name} deu nome aos barulhos, eles deixaram de ser monstros e viraram vizinhos: o grilo, a folha, o sapo de voz grossa. O escuro não tinha mudado nada. Quem tinha mudado era ${c.name}.`],
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
        [3, `${c.name} sabia, de um jeito geral, que as coisas boas levam tempo. Só que nunca tinha gostado dessa regra, e com uma assadeira de biscoitos no forno gostava menos ainda.`],
      ],
      tries: [
        (c) => [[0, `${c.name} espiou pelo vidro do forno.`], [0, `«Já estão prontos?» «Ainda não», disse a vovó.`]],
        (c) => [[0, `${c.name} contou até dez, bem devagar.`], [1, `Mas o dez chegou num instante, e os biscoitos continuavam branquinhos.`], ['t', `Um, dois, três… e nada ainda!`]],
        (c) => [[0, `${c.name} sentou na frente do forno e só pensava em biscoitos.`], [1, `Assim a espera ficava ainda mais comprida.`]],
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
  },
};
