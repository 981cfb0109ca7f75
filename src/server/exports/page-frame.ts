/**
 * One still frame per story page for the video export: the illustration on the left
 * over a blurred, darkened copy of itself, and the page text as a caption panel on the right
 * (the story title above the text on the first page). Text is laid out by Pango through sharp,
 * which wraps, shapes (Devanagari, Arabic joining) and right-aligns RTL text with the bundled
 * fonts, so all 14 languages render without system fonts.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import type { LanguageCode } from '../../shared/catalog.ts';

/** Output frame size in pixels (720p, the export's minimum). */
export const FRAME_WIDTH = 1280;
export const FRAME_HEIGHT = 720;

const MARGIN = 40;
const PICTURE = FRAME_HEIGHT - 2 * MARGIN; // square illustration, 640 px
const PANEL_X = MARGIN + PICTURE + MARGIN;
const PANEL_W = FRAME_WIDTH - PANEL_X - MARGIN;
const PANEL_H = FRAME_HEIGHT - 2 * MARGIN;
const PAD = 34;
const TEXT_W = PANEL_W - 2 * PAD;
const FOOTER_H = 40;

const CREAM = '#fdf8ef';
const MOON = '#fcd98a';
const MUTED = '#d3cffb';

interface FontFace {
  family: string;
  regular: string;
  bold: string;
  /** Extra space between body lines, as a share of the size: the Noto faces for Arabic and
   * Devanagari already carry tall line metrics and look double-spaced with the Latin gap. */
  lineGap: number;
}

const require = createRequire(import.meta.url);

function face(pkg: string, family: string, file: string, lineGap = 0.38): FontFace {
  const dir = dirname(require.resolve(`@expo-google-fonts/${pkg}/package.json`));
  return {
    family,
    regular: join(dir, '500Medium', `${file}_500Medium.ttf`),
    bold: join(dir, '800ExtraBold', `${file}_800ExtraBold.ttf`),
    lineGap,
  };
}

const faces = new Map<string, FontFace>();

/** Nunito (the site's rounded face) for Latin scripts, a Noto face for the others. */
export function fontFor(language: LanguageCode): FontFace {
  const key = language === 'ar' || language === 'hi' || language === 'ja' || language === 'ko' || language === 'zh' ? language : 'latin';
  let found = faces.get(key);
  if (!found) {
    found = {
      latin: () => face('nunito', 'Nunito', 'Nunito'),
      ar: () => face('noto-sans-arabic', 'Noto Sans Arabic', 'NotoSansArabic', 0.02),
      hi: () => face('noto-sans-devanagari', 'Noto Sans Devanagari', 'NotoSansDevanagari', 0.12),
      ja: () => face('noto-sans-jp', 'Noto Sans JP', 'NotoSansJP'),
      ko: () => face('noto-sans-kr', 'Noto Sans KR', 'NotoSansKR'),
      zh: () => face('noto-sans-sc', 'Noto Sans SC', 'NotoSansSC'),
    }[key]!();
    faces.set(key, found);
  }
  return found;
}

const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface TextBlock {
  png: Buffer;
  width: number;
  height: number;
}

async function renderText(text: string, font: FontFace, bold: boolean, sizePx: number, color: string): Promise<TextBlock> {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${color}">${escapeMarkup(text)}</span>`,
      font: `${font.family}${bold ? ' ExtraBold' : ' Medium'} ${sizePx}`,
      fontfile: bold ? font.bold : font.regular,
      width: TEXT_W,
      dpi: 72,
      rgba: true,
      wrap: 'word-char',
      // Airy lines for reading along, tight ones for the title.
      spacing: Math.round(sizePx * (bold ? Math.min(0.08, font.lineGap) : font.lineGap)),
    },
  })
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

/** Renders `text` at the largest size from `sizes` whose height fits in `maxHeight` (the smallest otherwise). */
async function fitText(text: string, font: FontFace, sizes: number[], maxHeight: number, bold = false, color = CREAM): Promise<TextBlock> {
  let block: TextBlock | undefined;
  for (const size of sizes) {
    block = await renderText(text, font, bold, size, color);
    if (block.height <= maxHeight) return block;
  }
  return block!;
}

const roundedMask = (w: number, h: number, r: number) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" rx="${r}" ry="${r}"/></svg>`);

export interface PageFrameInput {
  /** The page illustration (any format sharp reads). */
  image: Buffer;
  /** The page text, shown in full. */
  text: string;
  language: LanguageCode;
  /** 0-based page index and page count, for the small 'n / N' footer. */
  index: number;
  total: number;
  /** Set on the first page only: drawn above the text. */
  title?: string;
}

const TEXT_SIZES = [34, 32, 30, 28, 26, 24, 22, 20, 18, 16];
const TITLE_SIZES = [44, 40, 36, 32, 28];

/** Composes one 1280x720 frame as PNG (fast compression: ffmpeg reads it once). */
export async function composePageFrame(input: PageFrameInput): Promise<Buffer> {
  const font = fontFor(input.language);
  const rtl = input.language === 'ar';

  // Blur a tiny copy: a 64-px blur of the full frame costs ~10x more and looks the same.
  const background = await sharp(input.image)
    .resize(160, 90, { fit: 'cover' })
    .blur(6)
    .modulate({ brightness: 0.55, saturation: 0.8 })
    .resize(FRAME_WIDTH, FRAME_HEIGHT, { kernel: 'cubic' })
    .raw()
    .toBuffer({ resolveWithObject: true });

  const picture = await sharp(input.image)
    .resize(PICTURE, PICTURE, { fit: 'cover' })
    .composite([{ input: roundedMask(PICTURE, PICTURE, 28), blend: 'dest-in' }])
    .png({ compressionLevel: 1 })
    .toBuffer();

  const panel = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PANEL_W}" height="${PANEL_H}"><rect width="${PANEL_W}" height="${PANEL_H}" rx="28" ry="28" fill="#1e1748" fill-opacity="0.82"/></svg>`,
  );

  let top = PAD;
  const layers: OverlayOptions[] = [];
  const available = PANEL_H - 2 * PAD - FOOTER_H;
  if (input.title) {
    const title = await fitText(input.title, font, TITLE_SIZES, available / 3, true, MOON);
    layers.push({ input: title.png, left: PANEL_X + PAD + (rtl ? TEXT_W - title.width : 0), top: MARGIN + top });
    top += title.height + 22;
  }
  const body = await fitText(input.text, font, TEXT_SIZES, available - (top - PAD));
  // Centre the text vertically in the space left, so short pages do not hug the top.
  const slack = Math.max(0, available - (top - PAD) - body.height);
  const bodyTop = top + (input.title ? 0 : Math.round(slack / 2));
  layers.push({ input: body.png, left: PANEL_X + PAD + (rtl ? TEXT_W - body.width : 0), top: MARGIN + bodyTop });

  const footer = await renderText(`${input.index + 1} / ${input.total}`, font, false, 20, MUTED);
  layers.push({ input: footer.png, left: PANEL_X + PAD + (rtl ? 0 : TEXT_W - footer.width), top: MARGIN + PANEL_H - PAD - footer.height });

  const pictureX = rtl ? FRAME_WIDTH - MARGIN - PICTURE : MARGIN;
  const panelX = rtl ? MARGIN : PANEL_X;
  const shift = panelX - PANEL_X;
  return sharp(background.data, { raw: background.info })
    .composite([
      { input: picture, left: pictureX, top: MARGIN },
      { input: panel, left: panelX, top: MARGIN },
      ...layers.map((l) => ({ ...l, left: (l.left ?? 0) + shift })),
    ])
    .png({ compressionLevel: 1 })
    .toBuffer();
}
