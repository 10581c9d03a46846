/**
 * A long construction set for the page picker's e2e test and bench: `pages` A3 landscape sheets,
 * each a plan of a few hundred rooms (so a thumbnail takes as long to draw as a real sheet's),
 * its title "Sheet N" and "Scale 1:N" in its title block, so the page a test imported can be told
 * by the scale it offers. Written with pdfkit, the same on every run.
 *
 * `node scripts/longPdf.mjs out.pdf 200` writes one by hand.
 */
import { createWriteStream } from 'node:fs';
import PDFDocument from 'pdfkit';

const A3 = { width: 1191, height: 842 };

/** Writes the PDF to `path`; resolves once the file is complete. */
export function writeLongPdf(path, pages = 200) {
  const doc = new PDFDocument({ size: [A3.width, A3.height], margin: 0, autoFirstPage: false, info: { Title: `${pages}-sheet set` } });
  const done = new Promise((resolve, reject) => {
    const out = createWriteStream(path);
    out.on('finish', resolve).on('error', reject);
    doc.pipe(out);
  });
  for (let sheet = 1; sheet <= pages; sheet += 1) {
    doc.addPage();
    doc.lineWidth(0.6).strokeColor('#222');
    // 24 × 14 rooms, each split by a wall whose place moves with the sheet number.
    for (let row = 0; row < 14; row += 1) {
      for (let col = 0; col < 24; col += 1) {
        const x = 40 + col * 44;
        const y = 40 + row * 50;
        doc.rect(x, y, 44, 50).stroke();
        const split = 8 + ((sheet * 7 + row * 13 + col * 5) % 28);
        doc.moveTo(x + split, y).lineTo(x + split, y + 30).stroke();
      }
    }
    doc.fontSize(28).fillColor('#000').text(`Sheet ${sheet}`, 40, 760);
    doc.fontSize(14).text(`Scale 1:${sheet}`, 1000, 770);
  }
  doc.end();
  return done;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const [path = 'long.pdf', pages = '200'] = process.argv.slice(2);
  await writeLongPdf(path, Number(pages));
  console.log(`Wrote ${path}`);
}
