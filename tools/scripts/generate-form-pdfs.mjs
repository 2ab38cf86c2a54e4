// Writes the download-form PDFs the help centre links to (libs/site-core/public/files/forms/), one
// page each with the form's name, so every seeded form downloads as a real PDF. The PDF is written
// by hand (one page, Helvetica), so no PDF library is needed for a single line of text.
// Run: node tools/scripts/generate-form-pdfs.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORKSPACE_ROOT } from './lib/stack.mjs';

const seed = readFileSync(join(WORKSPACE_ROOT, 'tools/seed/pages/download-forms.ts'), 'utf8');
const files = [...seed.matchAll(/'([a-z0-9-]+\.pdf)'/g)].map(([, file]) => file);
const outDir = join(WORKSPACE_ROOT, 'libs/site-core/public/files/forms');
mkdirSync(outDir, { recursive: true });

const titleOf = (file) => file.replace(/\.pdf$/, '').split('-').map((word) => (word.length <= 3 && /\d/.test(word) ? word.toUpperCase() : word[0].toUpperCase() + word.slice(1))).join(' ');
const escape = (text) => text.replace(/[\\()]/g, (char) => `\\${char}`);

const pdfOf = (title) => {
  const lines = [
    ['BT /F1 20 Tf 72 760 Td', `(${escape(title)}) Tj ET`],
    ['BT /F1 11 Tf 72 732 Td', '(Harbourfront Securities Limited - SFC CE No. BHF293) Tj ET'],
    ['BT /F1 11 Tf 72 712 Td', '(Complete the form in block letters, sign it and return it to any branch or by post.) Tj ET'],
  ];
  const stream = lines.map((line) => line.join(' ')).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
};

for (const file of files) writeFileSync(join(outDir, file), pdfOf(titleOf(file)));
console.log(`Wrote ${files.length} forms to ${outDir}`);
