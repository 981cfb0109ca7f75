/**
 * German: how a next episode begins, and the companion's callback to what happened last time
 * (the plot's key object or moment, with the place where the plot had one).
 */
import type { EpisodeWords } from '../schema.ts';

export const episodes: EpisodeWords = {
  callback: {
    memory: {
      fear: (at) => `die wackelige Brücke, über die wir ${at} gegangen sind`,
      friend: (at) => `die Blumenkrone, die wir ${at} geflochten haben`,
      sharing: (at) => `den Regenbogendrachen, den wir ${at} zusammen haben steigen lassen`,
      mistake: (at) => `das kleine rote Boot, das wir ${at} repariert haben`,
      family: (at) => `unseren Abendspaziergang mit Oma ${at}`,
      feeling: (at) => `das kleine Stöckchenhaus, das wir ${at} gebaut haben`,
      habit: () => `das große Aufräumen und den Ball unter dem allerletzten Kissen`,
      nature: (at) => `die durstige kleine Blume, der wir ${at} geholfen haben`,
      lost: (at) => `das Kleine, das wir ${at} zu seiner Mama zurückgebracht haben`,
      campfire: (at) => `unsere Nacht im Zelt mit Opa ${at}`,
      missing: (at) => `die Blume, die wir ${at} neben die alte Bank gepflanzt haben`,
      cookies: (at) => `die Plätzchen, die wir ${at} gebacken haben`,
      book: (at) => `das Buch vom Mond, das wir ${at} gefunden haben`,
      race: (at) => `das Wettrennen zum großen Baum ${at}, als wir zum Schluss Hand in Hand gelaufen sind`,
      garden: (at) => `den Samen, den wir ${at} gepflanzt haben, und die rosa Blume daraus`,
      truth: (at) => `den roten Ball mit dem weißen Streifen, den wir ${at} zurückgegeben haben`,
      askHelp: (at) => `den Tag, an dem du ${at} Fahrrad fahren gelernt hast`,
      different: (at) => `die kleine Trommel und das neue Kind, das wir ${at} kennengelernt haben`,
      promise: (at) => `die Samen, die wir ${at} gegossen haben, wie versprochen`,
    },
    line: (c, m) => `„${c.name}, erinnerst du dich noch an ${m}?“, fragte ${c.co.name}. ${c.name} lächelte. Und ob ${c.name} sich daran erinnerte!`,
    short: (c, m) => `„${c.name}, erinnerst du dich an ${m}?“, fragte ${c.co.name}.`,
  },
  opening: (c) => `Hier kommt noch eine Geschichte von ${c.name}.`,
};
