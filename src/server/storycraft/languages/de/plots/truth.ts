/** Deutsch: der gefundene Ball, der jemand anderem gehört, und die Wahrheit. */
import { alt, cap, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

const er = (c: StoryContext) => gx(c, 'er', 'sie');
const sein = (c: StoryContext) => gx(c, 'sein', 'ihr');

export const truth: ShapeText = {
  title: (c) =>
    alt(c, 701, [
      `${c.name} und der Ball mit dem weißen Streifen`,
      `${c.name} sagt die Wahrheit`,
      `Der rote Ball, der nicht ${c.name} gehörte`,
      `${c.name} und das Finderglück`,
    ]),
  problem: (c) => [
    [0, `${cap(c.place.at)} fand ${c.name} einen roten Ball mit einem weißen Streifen.`],
    [0, `Es war nicht der Ball von ${c.name}.`],
    [1, `Niemand war in der Nähe. „Wer’s findet, dem gehört’s“, flüsterte eine kleine Stimme in ${c.name}.`],
    [2, `${c.co.name} schnupperte am Ball. „Wem gehört der?“ „Jetzt mir“, sagte ${c.name}, ein bisschen zu schnell.`],
    [
      3,
      `${c.name} drehte den Ball in den Händen. Es war genau der Ball, den ${er(c)} sich immer gewünscht hatte – und genau das war das Problem: Wenn man etwas sehr will, vergisst man leicht, wem es gehört.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `${c.name} versteckte den Ball im Korb, unter einem Tuch.`],
      [1, `„Jetzt sieht ihn keiner“, sagte ${er(c)}. ${c.co.name} sagte gar nichts.`],
      [3, `Verstecken war leicht. Zu vergessen, dass etwas versteckt war, war viel schwerer.`],
    ],
    (c) => [
      [0, `${c.name} spielte mit dem neuen Ball, aber es machte keinen Spaß.`],
      [1, `${cap(sein(c))} Bauch fühlte sich schwer an, als läge der Ball darin.`],
      ['t', `Hopp … hopp … kein Spaß.`],
      [2, `„Warum macht es keinen Spaß?“, fragte ${c.co.name}. ${c.name} zuckte mit den Schultern, aber ${er(c)} wusste es genau.`],
    ],
    (c) => [
      [0, `Da sah ${c.name} bei den Bäumen ein Kind, das überall suchte.`],
      [0, `„Mein Ball! Hat jemand meinen roten Ball mit dem weißen Streifen gesehen?“`],
      [1, `Die Augen des Kindes waren nass, und ${c.name} bekam ganz heiße Wangen.`],
      [
        3,
        `${c.name} kannte dieses Gefühl von innen: An dem Tag, als ${sein(c)} Teddy verschwunden war, hatte die ganze Welt falsch ausgesehen, bis er wieder da war. Jetzt konnte ${er(c)} jemandem die Welt wieder richtig machen.`,
      ],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} holte den Ball aus dem Korb und gab ihn zurück.`],
    [0, `„Ich hab ihn gefunden“, sagte ${er(c)}. „Und ich wollte ihn behalten. Es tut mir leid.“`],
    [1, `Bei der Wahrheit wackelte die Stimme von ${c.name}, aber ${er(c)} sagte jedes Wort.`],
    [
      3,
      `Seltsam: Der Ball war weg, und trotzdem fühlte sich ${c.name} so leicht wie eine Feder, als hätte ${er(c)} etwas Schweres abgestellt, das ${er(c)} den ganzen Nachmittag getragen hatte.`,
    ],
  ],
  resolution: (c) => [
    [0, `Das Kind drückte den Ball an sich und lachte.`],
    [0, `„Danke, dass du es mir gesagt hast! Komm, wir spielen zusammen!“`],
    [0, `Und so kickten sie den roten Ball mit dem weißen Streifen hin und her, hin und her.`],
    [1, `${c.co.name} rannte zwischen ihnen hin und her, und ${c.name} fühlte sich leicht wie eine Seifenblase.`],
    [2, `„Du darfst immer zuerst schießen“, sagte das Kind, und ${c.name} grinste.`],
  ],
};
