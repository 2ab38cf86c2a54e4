// `nx run i18n:catalogs`: fails when the Lingui catalogs (.po) are out of step with the source, so a
// text written in code but never extracted or translated cannot ship (it would show in English on a
// Chinese page). Runs `lingui extract` and compares the message ids and translations before and
// after; the catalogs are put back as they were, and every missing id or translation is listed.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WORKSPACE_ROOT } from './lib/stack.mjs';

const LOCALES_DIR = join(WORKSPACE_ROOT, 'libs/i18n/src/locales');

/** `{ "zh-hk/site.po": Map(msgid → msgstr) }` of every catalog under `dir`. */
function readCatalogs(dir) {
  const catalogs = {};
  const unquote = (lines) => [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => JSON.parse(`"${match[1]}"`)).join('');
  for (const locale of readdirSync(dir)) {
    for (const file of readdirSync(join(dir, locale)).filter((name) => name.endsWith('.po'))) {
      const entries = new Map();
      for (const match of readFileSync(join(dir, locale, file), 'utf8').matchAll(/^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/gm)) {
        const id = unquote(match[1]);
        if (id) entries.set(id, unquote(match[2]));
      }
      catalogs[`${locale}/${file}`] = entries;
    }
  }
  return catalogs;
}

const backup = mkdtempSync(join(tmpdir(), 'catalogs-'));
cpSync(LOCALES_DIR, backup, { recursive: true });
const before = readCatalogs(LOCALES_DIR);
let after;
try {
  // A file Lingui cannot read is reported and skipped: its texts would look unused.
  const run = spawnSync(join(WORKSPACE_ROOT, 'node_modules/.bin/lingui'), ['extract', '--clean', '--workers', '1'], { cwd: WORKSPACE_ROOT, encoding: 'utf8' });
  const unreadable = (run.stderr ?? '').split('\n').filter((line) => line.startsWith('Cannot process file'));
  if (run.status !== 0 || unreadable.length > 0) throw new Error(`lingui extract failed:\n${unreadable.join('\n') || run.stderr}`);
  after = readCatalogs(LOCALES_DIR);
} finally {
  cpSync(backup, LOCALES_DIR, { recursive: true });
  rmSync(backup, { recursive: true, force: true });
}

const problems = [];
for (const [catalog, entries] of Object.entries(after)) {
  const known = before[catalog] ?? new Map();
  for (const id of entries.keys()) if (!known.has(id)) problems.push(`${catalog}: "${id}" is in the code but not in the catalog`);
  for (const id of known.keys()) if (!entries.has(id)) problems.push(`${catalog}: "${id}" is in the catalog but no longer in the code`);
  for (const [id, text] of known) if (entries.has(id) && !text.trim()) problems.push(`${catalog}: "${id}" has no translation`);
}

if (problems.length > 0) {
  console.error(`The Lingui catalogs are out of step with the code (run \`npm run i18n:extract\`, then translate):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Catalogs in step with the code: ${Object.keys(after).length} catalogs, ${Object.values(after).reduce((sum, entries) => sum + entries.size, 0)} entries, all translated.`);
