/**
 * The printable PDF picture book keepsake, made with PDFKit (fontkit shaping, font
 * subsetting): a cover page (title, cover picture) and then one landscape spread per story page,
 * the picture on one side and the page's words on the other, on A4 or US Letter paper.
 *
 * Fonts: the site's faces (page-frame.ts fontFor: Nunito for Latin scripts, Noto Sans for Arabic,
 * Devanagari, Japanese, Korean and Chinese) are embedded as subsets, so the book prints the same
 * everywhere. Arabic is laid out right to left (picture on the right, text right-aligned) with
 * the Unicode bidi algorithm for Latin names and digits inside it (bidi-lines.ts).
 *
 * CPU-bound (PDFKit is synchronous): run through picture-book-pool.ts, never on the web thread.
 */
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { LanguageCode } from '../../shared/catalog.ts';
import { visualPieces, wrapRtl, type VisualPiece } from './bidi-lines.ts';
import { fontFor } from './page-frame.ts';

/** Paper sizes in PostScript points (1/72 in), landscape. */
export const PAPER_SIZES = { a4: { width: 841.89, height: 595.28 }, letter: { width: 792, height: 612 } } as const;
export type Paper = keyof typeof PAPER_SIZES;

export interface PictureBookInput {
  title: string;
  language: LanguageCode;
  paper: Paper;
  /** Cover picture (any format sharp reads), or null. */
  cover: Uint8Array | null;
  /** Story pages in reading order; a page without a picture gets a drawn moon. */
  pages: { image: Uint8Array | null; text: string }[];
}

const MARGIN = 42;
const GAP = 32;
const INK = '#1e1748';
const MUTED = '#6b6796';
const PAPER_TINT = '#fdf8ef';
const TEXT_SIZES = [22, 20, 18, 17, 16, 15, 14, 13, 12, 11, 10];
const TITLE_SIZES = [40, 36, 32, 28, 24, 20];

/** Print resolution the pictures are kept at, at most (dots per inch of paper). */
const PRINT_DPI = 300;

/**
 * A JPEG for print: the picture at its own resolution (1024 px from the built-in illustrator,
 * about 160 dpi as drawn on A4), never enlarged, and never more than PRINT_DPI at the largest
 * size a picture is drawn on `paper` (its height; ~2,480 px on A4), so a vendor's 4096 px
 * picture does not make a 100 MB book.
 */
const printJpeg = (image: Uint8Array, paper: { height: number }) => {
  const most = Math.ceil((paper.height / 72) * PRINT_DPI);
  return sharp(image)
    .rotate()
    .resize(most, most, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer();
};

/** Renders the book; returns the PDF bytes. Throws when there are no pages or a picture cannot be read. */
export async function composePictureBook(input: PictureBookInput): Promise<Buffer> {
  if (input.pages.length === 0) throw new Error('a picture book needs at least one page');
  const size = PAPER_SIZES[input.paper];
  const rtl = input.language === 'ar';
  const face = fontFor(input.language);
  const latin = fontFor('en');
  const [cover, ...pictures] = await Promise.all([
    input.cover ? printJpeg(input.cover, size) : null,
    ...input.pages.map((p) => (p.image ? printJpeg(p.image, size) : null)),
  ]);

  const doc = new PDFDocument({
    size: [size.width, size.height],
    margin: 0,
    autoFirstPage: false,
    lang: input.language,
    displayTitle: true,
    info: { Title: input.title, Author: 'Bedtime Hero', Creator: 'Bedtime Hero', Subject: 'A bedtime story picture book' },
  });
  doc.registerFont('body', face.regular);
  doc.registerFont('title', face.bold);
  doc.registerFont('latin', latin.regular);
  doc.registerFont('latin-bold', latin.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  /** The face of a piece of right-to-left text: Arabic words in the Arabic face, the rest in Nunito. */
  const pieceFont = (piece: VisualPiece, font: 'body' | 'title') => (piece.arabic || piece.space ? font : font === 'title' ? 'latin-bold' : 'latin');
  /** Width of a piece; an Arabic word is shaped whole (`features: []` makes PDFKit shape it at once). */
  const pieceWidth = (piece: VisualPiece, font: 'body' | 'title', fontSize: number) =>
    doc
      .font(pieceFont(piece, font))
      .fontSize(fontSize)
      .widthOfString(piece.text, piece.arabic ? { features: [] } : {});
  /** Width of a right-to-left line drawn piece by piece. */
  const rtlWidth = (line: string, font: 'body' | 'title', fontSize: number) => visualPieces(line).reduce((w, p) => w + pieceWidth(p, font, fontSize), 0);
  /**
   * Width of a candidate line while wrapping: the sum of its words (each measured once) and
   * spaces. Order does not change a width, so this equals rtlWidth without re-running bidi.
   */
  const wordWidths = new Map<string, number>();
  const wrapWidth = (line: string, font: 'body' | 'title', fontSize: number) =>
    line.split(' ').reduce((w, word, i) => {
      const key = `${font}|${fontSize}|${word}`;
      let width = wordWidths.get(key);
      if (width === undefined) wordWidths.set(key, (width = rtlWidth(word, font, fontSize)));
      return w + width + (i > 0 ? rtlWidth(' ', font, fontSize) : 0);
    }, 0);

  /**
   * Lays out `text` in the box at the largest size that fits; returns the height used. Right-to-left
   * text is wrapped and bidi-ordered here, everything else by PDFKit (which breaks CJK lines too).
   */
  const textBlock = (
    text: string,
    box: { x: number; y: number; width: number; height: number },
    opts: { font: 'body' | 'title'; sizes: number[]; color: string; align: 'left' | 'right' | 'center'; valign?: 'top' | 'middle'; draw?: boolean },
  ) => {
    const lineGap = (s: number) => s * (opts.font === 'title' ? 0.2 : face.lineGap + 0.2);
    let chosen = opts.sizes.at(-1)!;
    let lines: string[][] = [];
    let height = 0;
    for (const s of opts.sizes) {
      chosen = s;
      if (rtl) {
        lines = wrapRtl(text, box.width, (l) => wrapWidth(l, opts.font, s));
        const count = lines.reduce((n, p) => n + p.length, 0);
        height = count * doc.font(opts.font).fontSize(s).currentLineHeight(true) + (count - 1) * lineGap(s) + (lines.length - 1) * s * 0.6;
      } else {
        height = doc
          .font(opts.font)
          .fontSize(s)
          .heightOfString(text, { width: box.width, lineGap: lineGap(s), paragraphGap: s * 0.6, align: opts.align });
      }
      if (height <= box.height) break;
    }
    if (opts.draw === false) return height;
    const top = box.y + (opts.valign === 'middle' ? Math.max(0, (box.height - height) / 2) : 0);
    doc.fillColor(opts.color);
    if (!rtl) {
      doc
        .font(opts.font)
        .fontSize(chosen)
        .text(text, box.x, top, {
          width: box.width,
          lineGap: lineGap(chosen),
          paragraphGap: chosen * 0.6,
          align: opts.align,
          height: box.height + chosen,
          ellipsis: true,
        });
      return height;
    }
    let y = top;
    const lineHeight = doc.font(opts.font).fontSize(chosen).currentLineHeight(true);
    for (const paragraph of lines) {
      for (const line of paragraph) {
        const width = rtlWidth(line, opts.font, chosen);
        let x = opts.align === 'center' ? box.x + (box.width - width) / 2 : opts.align === 'left' ? box.x : box.x + box.width - width;
        // All pieces on one baseline, whatever their face's ascent.
        const baseline = y + doc.font(opts.font).fontSize(chosen).currentLineHeight() * 0.8;
        for (const piece of visualPieces(line)) {
          const w = pieceWidth(piece, opts.font, chosen);
          if (!piece.space) doc.text(piece.text, x, baseline, { lineBreak: false, baseline: 'alphabetic', ...(piece.arabic ? { features: [] } : {}) });
          x += w;
        }
        y += lineHeight + lineGap(chosen);
      }
      y += chosen * 0.6;
    }
    return height;
  };

  const drawPicture = (jpeg: Buffer | null, x: number, y: number, side: number) => {
    doc.save();
    doc.roundedRect(x, y, side, side, 18).clip();
    if (jpeg) doc.image(jpeg, x, y, { width: side, height: side });
    else {
      // No picture on this page: a night sky with a moon, drawn, so the spread still looks whole.
      doc.rect(x, y, side, side).fill(INK);
      doc.circle(x + side * 0.5, y + side * 0.5, side * 0.22).fill('#f9c74f');
      doc.circle(x + side * 0.58, y + side * 0.44, side * 0.2).fill(INK);
    }
    doc.restore();
  };

  // Cover: the title above, the cover picture below, the site's name at the foot.
  doc.addPage();
  doc.rect(0, 0, size.width, size.height).fill(PAPER_TINT);
  const titleBox = { x: MARGIN * 2, y: MARGIN, width: size.width - MARGIN * 4, height: size.height * 0.22 };
  const titleHeight = textBlock(input.title, titleBox, { font: 'title', sizes: TITLE_SIZES, color: INK, align: 'center', draw: false });
  textBlock(input.title, { ...titleBox, height: titleHeight + 4 }, { font: 'title', sizes: TITLE_SIZES, color: INK, align: 'center' });
  const coverTop = MARGIN + titleHeight + 24;
  const coverSide = size.height - coverTop - MARGIN - 28;
  drawPicture(cover ?? pictures.find(Boolean) ?? null, (size.width - coverSide) / 2, coverTop, coverSide);
  doc
    .font('latin')
    .fontSize(11)
    .fillColor(MUTED)
    .text('Bedtime Hero', 0, size.height - MARGIN - 12, { width: size.width, align: 'center', lineBreak: false });

  // One spread per page.
  const side = Math.min(size.height - 2 * MARGIN, size.width * 0.55);
  const textWidth = size.width - 2 * MARGIN - side - GAP;
  for (const [i, page] of input.pages.entries()) {
    doc.addPage();
    const pictureX = rtl ? size.width - MARGIN - side : MARGIN;
    const textX = rtl ? MARGIN : MARGIN + side + GAP;
    const top = (size.height - side) / 2;
    drawPicture(pictures[i] ?? null, pictureX, top, side);
    textBlock(
      page.text,
      { x: textX, y: top, width: textWidth, height: side - 30 },
      { font: 'body', sizes: TEXT_SIZES, color: INK, align: rtl ? 'right' : 'left', valign: 'middle' },
    );
    doc
      .font('latin')
      .fontSize(10)
      .fillColor(MUTED)
      .text(`${i + 1} / ${input.pages.length}`, textX, top + side - 12, { width: textWidth, align: rtl ? 'left' : 'right', lineBreak: false });
  }
  doc.end();
  return done;
}
