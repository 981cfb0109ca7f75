/**
 * Worker-thread entry for the PDF picture book (run through picture-book-pool.ts, never imported
 * by the web thread directly): PDFKit lays out and subsets fonts synchronously, so it runs here.
 */
import { composePictureBook, type PictureBookInput } from './compose-picture-book.ts';

export default async function pictureBookTask(input: PictureBookInput): Promise<Uint8Array> {
  return new Uint8Array(await composePictureBook(input));
}
