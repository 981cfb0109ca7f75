/** Deutsch: weitere Titel, und wo eine Geschichte zu Hause beginnt und endet (siehe ../schema.ts NightWords). */
import type { NightWords } from '../schema.ts';

/** Linas, aber Max’: der Name im Genitiv. */
const gen = (name: string) => (/[sßxz]$/i.test(name) ? `${name}’` : `${name}s`);
/** Jeder Satzanfang mit jedem Rest (Verb an zweiter Stelle: „An diesem Morgen saß …“). */
const each = (leads: readonly string[], rests: readonly string[]) => leads.flatMap((lead) => rests.map((rest) => `${lead} ${rest}`));
const MORNING = ['An diesem Morgen', 'Früh am Morgen', 'An jenem hellen Morgen'];
const NIGHT = ['An diesem Abend', 'In dieser Nacht', 'Später am Abend'];

export const nights: NightWords = {
  titles: (c) => {
    const N = c.name,
      C = c.co.name,
      at = c.place.at;
    return [
      `${N} und ${C} ${at}`,
      `Ein Tag ${at} mit ${C}`,
      `${C}, ${N} und der große Ausflug`,
      `Was ${at} geschah`,
      `${gen(N)} Tag ${at}`,
      `${N}, ${C} und ein kleines Abenteuer`,
    ];
  },
  opening: {
    home: (c) =>
      each(MORNING, [
        `baute ${c.name} im Wohnzimmer einen Turm aus Kissen.`,
        `saß ${c.name} auf dem Wohnzimmerteppich und sortierte Buntstifte nach Farben.`,
        `puzzelte ${c.name} auf dem Wohnzimmerboden.`,
      ]),
    kitchen: (c) =>
      each(MORNING, [
        `saß ${c.name} am Küchentisch und bestrich ein Brötchen mit Butter.`,
        `rührte ${c.name} in der Küche Honig in den Haferbrei.`,
        `zählte ${c.name} in der Küche die Rosinen im Müsli.`,
      ]),
    garden: (c) =>
      each(MORNING, [
        `suchte ${c.name} in Gummistiefeln im Garten nach Schnecken.`,
        `goss ${c.name} im Garten die Blumentöpfe.`,
        `lauschte ${c.name} im Garten der Amsel auf dem Zaun.`,
      ]),
    windowSeat: (c) =>
      each(MORNING, [
        `saß ${c.name} eingekuschelt auf der Fensterbank und sah zu, wie die Straße aufwachte.`,
        `drückte ${c.name} auf der Fensterbank die Nase an die Scheibe und zählte Vögel.`,
        `malte ${c.name} auf der Fensterbank Gesichter an die beschlagene Scheibe.`,
      ]),
    doorstep: (c) =>
      each(MORNING, [
        `saß ${c.name} auf der Stufe vor der Haustür und band sich die Schuhe zu.`,
        `winkte ${c.name} von der Haustür aus dem Briefträger zu.`,
        `saß ${c.name} in der Sonne vor der Haustür und aß einen Apfel.`,
      ]),
  },
  ending: {
    bedroom: (c) =>
      each(NIGHT, [
        `malte das Nachtlicht in ${gen(c.name)} Zimmer einen kleinen gelben Mond an die Wand.`,
        `waren in ${gen(c.name)} Zimmer die Vorhänge zu, und die Kuscheltiere saßen in einer Reihe.`,
        `war es in ${gen(c.name)} Zimmer still, dämmrig und warm.`,
      ]),
    bunkBed: (c) =>
      each(NIGHT, [
        `schlief ${c.name} im unteren Etagenbett, gemütlich wie ein Bär in seiner Höhle.`,
        `kroch ${c.name} ins untere Etagenbett, das obere Bett darüber wie ein Dach.`,
        `kuschelte sich ${c.name} ins untere Etagenbett und zählte die Latten darüber.`,
      ]),
    attic: (c) =>
      each(NIGHT, [
        `wartete ${gen(c.name)} Bett oben im Dachzimmer, unter der schrägen Decke beim runden Fenster.`,
        `leuchteten oben im Dachzimmer die Papierlaternen über ${gen(c.name)} Bett.`,
        `hörte ${c.name} oben im Dachzimmer den Wind leise über das Dach summen.`,
      ]),
  },
};
