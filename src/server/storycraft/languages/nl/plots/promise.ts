/** Nederlands: de belofte om de zaadjes water te geven, de vlieger die roept, en het gehouden woord. */
import { alt, cap, type ShapeText } from '../../../writer/story-types.ts';

export const promise: ShapeText = {
  title: (c) =>
    alt(c, 731, [
      `${c.name} houdt een belofte`,
      `${c.name} en de dorstige zaadjes`,
      `Een belofte, een vlieger en ${c.name}`,
      `${c.name} en het eerste groene sprietje`,
    ]),
  problem: (c) => [
    [0, `${cap(c.place.at)} plantten ${c.name} en ${c.co.name} piepkleine zaadjes.`],
    [0, `‘Ik beloof dat ik ze elke dag water geef,’ zei ${c.name}, en pakte de emmer.`],
    [1, `${c.co.name} klopte de aarde aan. ‘Elke dag,’ zei ${c.co.name}. ‘Vanaf vandaag.’`],
    [3, `De belofte voelde makkelijk en groots, zoals beloftes voelen zolang er nog niets aan de andere kant aan trekt.`],
  ],
  tries: [
    (c) => [
      [0, `Net op dat moment rende een vriend voorbij met een vlieger.`],
      [0, `‘Kom mee! De wind is perfect!’`],
      [1, `${c.name} liep een paar passen achter de vlieger aan. Hij danste en trok in de lucht.`],
    ],
    (c) => [
      [0, `${c.name} bleef staan en keek naar de vlieger, en toen naar de lege emmer.`],
      [1, `‘De zaadjes kunnen wel wachten,’ zei een klein stemmetje. ‘Alleen deze keer.’`],
      [
        3,
        `Het was een heel redelijk stemmetje. Dat was juist het lastige: het klonk altijd het redelijkst wanneer het om iets vroeg wat niet helemaal klopte.`,
      ],
    ],
    (c) => [
      [0, `${c.name} keek naar het zaadbedje. De aarde was droog en gebarsten.`],
      [1, `De piepkleine zaadjes wachtten. Ze konden zelf geen water halen.`],
      [2, `${c.co.name} zei niets. ${c.co.name} keek alleen naar ${c.name}, en wachtte ook.`],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} vulde de emmer tot de rand en droeg hem naar de zaadjes.`],
    [0, `‘Beloofd is beloofd,’ zei ${c.name}, en gaf ze allemaal water, één voor één.`],
    [1, `Het spelen kon even wachten. De zaadjes niet.`],
    [
      3,
      `De belofte houden kostte vijf minuten en een klein beetje wachten. Haar breken had iets gekost wat moeilijker te zeggen was: het gevoel dat het woord van ${c.name} iets betekent.`,
    ],
  ],
  resolution: (c) => [
    [0, `De vriend had gewacht, en samen lieten ze de vlieger hoog de lucht in gaan.`],
    [0, `En beneden in de natte aarde piepte het eerste groene sprietje naar boven.`],
    [1, `${c.co.name} juichte. ‘Je hebt je belofte gehouden, en kijk, de zaadjes ook!’`],
  ],
};
