// Writes the valuable books as PDFs (libs/site-core/public/files/books/{name}-{lang}.pdf), one per book
// and language, from the seed's own texts, so a book's "Download PDF" gives the same words as its page.
// Chromium prints them: it lays out Chinese text and embeds only the glyphs used (Noto Sans CJK, from
// Debian's fonts-noto-cjk), which a hand-written PDF like the download forms' cannot do.
// Run after changing a book in tools/seed/official/books.ts:
//   node --import tsx tools/scripts/generate-book-pdfs.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { books } from '../seed/official/books.ts';
import { SEED_LANGS, toHtml } from '../seed/official/localise.ts';
import { bookPdfPath } from '../seed/official/book-pdf.ts';
import { WORKSPACE_ROOT } from './lib/stack.mjs';

const outDir = join(WORKSPACE_ROOT, 'libs/site-core/public');
const HTML_LANG = { en: 'en', 'zh-hk': 'zh-Hant-HK', 'zh-cn': 'zh-Hans-CN' };
const LABELS = {
  en: { contents: 'Contents', broker: 'Harbourfront Securities Limited · SFC CE No. BHF293', education: 'For investor education only. Investment involves risks.' },
  'zh-hk': { contents: '目錄', broker: '港灣證券有限公司 · 證監會中央編號 BHF293', education: '只作投資者教育用途。投資涉及風險。' },
  'zh-cn': { contents: '目录', broker: '港湾证券有限公司 · 香港证监会中央编号 BHF293', education: '仅作投资者教育用途。投资涉及风险。' },
};
const escape = (text) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

const htmlOf = (book, lang) => {
  const labels = LABELS[lang];
  const chapters = book.chapters.map((chapter, index) => `<li><b>${index + 1}. ${escape(chapter.title[lang])}</b><span>${escape(chapter.summary[lang])}</span></li>`).join('');
  return `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><title>${escape(book.title[lang])}</title><style>
    @page { size: A5; margin: 18mm 16mm; }
    body { font-family: 'Noto Sans CJK TC', 'Noto Sans CJK SC', 'Noto Sans', sans-serif; color: #1b2330; font-size: 10.5pt; line-height: 1.7; }
    :lang(zh-Hans) { font-family: 'Noto Sans CJK SC', sans-serif; }
    .cover { height: 170mm; display: flex; flex-direction: column; justify-content: center; border-top: 6px solid #c8102e; break-after: page; }
    h1 { font-size: 22pt; line-height: 1.3; margin: 0 0 6mm; }
    .subtitle { font-size: 12pt; color: #4a5568; margin: 0 0 12mm; }
    .author { font-weight: 600; margin: 0; }
    .broker { margin-top: auto; font-size: 8.5pt; color: #4a5568; }
    h2 { font-size: 13pt; border-bottom: 1px solid #d5dbe3; padding-bottom: 2mm; }
    ol { list-style: none; padding: 0; }
    .lead { font-size: 12pt; font-weight: 600; margin: 8mm 0 4mm; }
    li { margin: 0 0 3mm; } li span { display: block; color: #4a5568; }
    .notice { margin-top: 10mm; font-size: 8.5pt; color: #4a5568; border-top: 1px solid #d5dbe3; padding-top: 3mm; }
  </style></head><body>
    <section class="cover"><h1>${escape(book.title[lang])}</h1><p class="subtitle">${escape(book.subtitle[lang])}</p><p class="author">${escape(book.author[lang])}</p><p class="broker">${labels.broker}</p></section>
    <h2>${labels.contents}</h2><ol>${chapters}</ol>
    <p class="lead">${escape(book.summary[lang])}</p>${toHtml(book.body, lang)}
    <p class="notice">${labels.education} ${labels.broker}</p>
  </body></html>`;
};

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  for (const book of books) {
    for (const lang of SEED_LANGS) {
      await page.setContent(htmlOf(book, lang), { waitUntil: 'load' });
      const file = join(outDir, bookPdfPath(book.name, lang));
      mkdirSync(join(file, '..'), { recursive: true });
      // Chromium stamps the time into the PDF; without it a regenerated book with the same words is the same file.
      const pdf = Buffer.from(await page.pdf({ preferCSSPageSize: true, printBackground: true, tagged: true }))
        .toString('latin1')
        .replace(/\/(CreationDate|ModDate) \(D:[^)]*\)/g, '/$1 (D:20260101000000Z)');
      writeFileSync(file, Buffer.from(pdf, 'latin1'));
    }
  }
  console.log(`Wrote ${books.length * SEED_LANGS.length} book PDFs under ${join(outDir, 'files/books')}`);
} finally {
  await browser.close();
}
