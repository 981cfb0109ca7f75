/** Colour arithmetic on '#rrggbb' strings, shared by the scene, the styles and the hero parser. */

export type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full =
    h.length === 3
      ? h
          .split('')
          .map((c) => c + c)
          .join('')
      : h.padEnd(6, '0').slice(0, 6);
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex([r, g, b]: Rgb): string {
  const c = (v: number): string =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix: t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
export const darken = (c: string, t: number): string => mix(c, '#000000', t);

/** Relative luminance in [0, 1] (sRGB weights, no gamma: good enough for ordering). */
export function luma(c: string): number {
  const [r, g, b] = parseHex(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function rgbToHsl([r, g, b]: Rgb): [number, number, number] {
  const R = r / 255;
  const G = g / 255;
  const B = b / 255;
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h = max === R ? (G - B) / d + (G < B ? 6 : 0) : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
  h *= 60;
  return [h, s, l];
}

export function hslToHex(h: number, s: number, l: number): string {
  const k = (n: number): number => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number): number => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return toHex([f(0) * 255, f(8) * 255, f(4) * 255]);
}

/** Scales saturation by `factor` (1 = unchanged). */
export function saturate(c: string, factor: number): string {
  const [h, s, l] = rgbToHsl(parseHex(c));
  return hslToHex(h, Math.max(0, Math.min(1, s * factor)), l);
}

export function colorDistance(a: string, b: string): number {
  const x = parseHex(a);
  const y = parseHex(b);
  // Weighted so greens/blues that look alike count as close (redmean approximation).
  const rm = (x[0] + y[0]) / 2;
  const dr = x[0] - y[0];
  const dg = x[1] - y[1];
  const db = x[2] - y[2];
  return Math.sqrt((2 + rm / 256) * dr * dr + 4 * dg * dg + (2 + (255 - rm) / 256) * db * db);
}

/**
 * Colour words a parent may write, in the story languages that use Latin script plus a few
 * common forms, mapped to friendly drawing colours (not the harsh CSS ones).
 */
export const COLOR_WORDS: Record<string, string> = {
  red: '#d9413a',
  ginger: '#c8602c',
  auburn: '#8f3b22',
  orange: '#f08a2c',
  yellow: '#f6cd3c',
  golden: '#e0b04a',
  gold: '#e0b04a',
  blonde: '#ecc872',
  blond: '#ecc872',
  green: '#4fa35a',
  blue: '#3f7fd6',
  navy: '#24386b',
  purple: '#8a5ac8',
  violet: '#8a5ac8',
  lilac: '#b79ce0',
  pink: '#f08cb4',
  brown: '#7a4b2a',
  chestnut: '#6e3a1f',
  black: '#2a2426',
  dark: '#3a2a22',
  white: '#f7f4ef',
  grey: '#9a9aa2',
  gray: '#9a9aa2',
  silver: '#c4c8d0',
  turquoise: '#36b8b0',
  teal: '#2f8f8c',
  beige: '#d8c3a0',
  cream: '#f3e6c8',
  hazel: '#8e6a36',
  amber: '#c98a26',
  // Spanish / Portuguese / Italian / French / German / Dutch / Polish / Turkish basics.
  rojo: '#d9413a',
  roja: '#d9413a',
  rojos: '#d9413a',
  vermelho: '#d9413a',
  vermelha: '#d9413a',
  rosso: '#d9413a',
  rossa: '#d9413a',
  rouge: '#d9413a',
  rouges: '#d9413a',
  rot: '#d9413a',
  rote: '#d9413a',
  roten: '#d9413a',
  rood: '#d9413a',
  rode: '#d9413a',
  czerwony: '#d9413a',
  czerwone: '#d9413a',
  czerwona: '#d9413a',
  kırmızı: '#d9413a',
  azul: '#3f7fd6',
  azules: '#3f7fd6',
  blu: '#3f7fd6',
  bleu: '#3f7fd6',
  bleue: '#3f7fd6',
  bleus: '#3f7fd6',
  blau: '#3f7fd6',
  blaue: '#3f7fd6',
  blauen: '#3f7fd6',
  blauw: '#3f7fd6',
  blauwe: '#3f7fd6',
  niebieski: '#3f7fd6',
  niebieskie: '#3f7fd6',
  mavi: '#3f7fd6',
  verde: '#4fa35a',
  verdes: '#4fa35a',
  vert: '#4fa35a',
  verte: '#4fa35a',
  grün: '#4fa35a',
  grüne: '#4fa35a',
  groen: '#4fa35a',
  groene: '#4fa35a',
  zielony: '#4fa35a',
  zielone: '#4fa35a',
  yeşil: '#4fa35a',
  amarillo: '#f6cd3c',
  amarilla: '#f6cd3c',
  amarelo: '#f6cd3c',
  amarela: '#f6cd3c',
  giallo: '#f6cd3c',
  gialla: '#f6cd3c',
  jaune: '#f6cd3c',
  gelb: '#f6cd3c',
  gelbe: '#f6cd3c',
  geel: '#f6cd3c',
  gele: '#f6cd3c',
  żółty: '#f6cd3c',
  sarı: '#f6cd3c',
  rubio: '#ecc872',
  rubia: '#ecc872',
  loiro: '#ecc872',
  loira: '#ecc872',
  biondo: '#ecc872',
  bionda: '#ecc872',
  blonds: '#ecc872',
  blondes: '#ecc872',
  blonden: '#ecc872',
  negro: '#2a2426',
  negra: '#2a2426',
  preto: '#2a2426',
  preta: '#2a2426',
  nero: '#2a2426',
  nera: '#2a2426',
  noir: '#2a2426',
  noirs: '#2a2426',
  noire: '#2a2426',
  schwarz: '#2a2426',
  schwarze: '#2a2426',
  zwart: '#2a2426',
  zwarte: '#2a2426',
  czarny: '#2a2426',
  siyah: '#2a2426',
  marrón: '#7a4b2a',
  castaño: '#6e3a1f',
  castaña: '#6e3a1f',
  castanho: '#6e3a1f',
  marrom: '#7a4b2a',
  marrone: '#7a4b2a',
  castano: '#6e3a1f',
  brun: '#7a4b2a',
  brune: '#7a4b2a',
  bruns: '#7a4b2a',
  marron: '#7a4b2a',
  châtain: '#6e3a1f',
  braun: '#7a4b2a',
  braune: '#7a4b2a',
  braunen: '#7a4b2a',
  bruin: '#7a4b2a',
  bruine: '#7a4b2a',
  brązowy: '#7a4b2a',
  brązowe: '#7a4b2a',
  kahverengi: '#7a4b2a',
  rosa: '#f08cb4',
  rose: '#f08cb4',
  roze: '#f08cb4',
  różowy: '#f08cb4',
  pembe: '#f08cb4',
  morado: '#8a5ac8',
  morada: '#8a5ac8',
  roxo: '#8a5ac8',
  roxa: '#8a5ac8',
  viola: '#8a5ac8',
  lila: '#b79ce0',
  paars: '#8a5ac8',
  mor: '#8a5ac8',
  naranja: '#f08a2c',
  laranja: '#f08a2c',
  arancione: '#f08a2c',
  orangen: '#f08a2c',
  oranje: '#f08a2c',
  turuncu: '#f08a2c',
  blanco: '#f7f4ef',
  blanca: '#f7f4ef',
  branco: '#f7f4ef',
  branca: '#f7f4ef',
  bianco: '#f7f4ef',
  bianca: '#f7f4ef',
  blanc: '#f7f4ef',
  blanche: '#f7f4ef',
  weiß: '#f7f4ef',
  weiße: '#f7f4ef',
  weiss: '#f7f4ef',
  wit: '#f7f4ef',
  witte: '#f7f4ef',
  biały: '#f7f4ef',
  beyaz: '#f7f4ef',
  gris: '#9a9aa2',
  grigio: '#9a9aa2',
  cinza: '#9a9aa2',
  grau: '#9a9aa2',
  grijs: '#9a9aa2',
  szary: '#9a9aa2',
  gri: '#9a9aa2',
  // German neuter and French plural forms ("ein rotes Kleid", "des bottes vertes").
  rotes: '#d9413a',
  blaues: '#3f7fd6',
  grünes: '#4fa35a',
  gelbes: '#f6cd3c',
  schwarzes: '#2a2426',
  weißes: '#f7f4ef',
  braunes: '#7a4b2a',
  graues: '#9a9aa2',
  rosanes: '#f08cb4',
  verts: '#4fa35a',
  vertes: '#4fa35a',
  jaunes: '#f6cd3c',
  roses: '#f08cb4',
  grises: '#9a9aa2',
  blanches: '#f7f4ef',
  noires: '#2a2426',
  pelirrojo: '#c8602c',
  pelirroja: '#c8602c',
  roux: '#c8602c',
  rousse: '#c8602c',
  ruivo: '#c8602c',
  ruiva: '#c8602c',
};

/** A colour word's drawing colour, or undefined. */
export function colorWord(word: string): string | undefined {
  return COLOR_WORDS[word.toLowerCase()];
}
