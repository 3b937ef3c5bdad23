/**
 * `npm run check:import-fixtures`: the import dry run over the reference files in
 * ../shared/fixtures/import (Moodle's and a GIFT grammar's own files, not part of the project),
 * printed as a table. Not part of `npm test`: a fresh clone has no ../shared.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readQuestionFile } from './import-dry-run';
import { detectImportFormat } from '../server/services/imports/detect-format';

const folder = fileURLToPath(new URL('../../shared/fixtures/import/', import.meta.url));

if (!existsSync(folder)) {
  console.log(`No reference files in ${folder}: nothing to check.`);
  process.exit(0);
}

const cell = (text: string) => text.replaceAll('|', '\\|').replace(/\s+/g, ' ');
const rows = ['| file | format | imported | skipped | errors |', '|---|---|---|---|---|'];
for (const name of readdirSync(folder).sort()) {
  if (!detectImportFormat(name)) continue;
  const { report } = readQuestionFile(join(folder, name));
  const reasons = new Map<string, number>();
  for (const { reason } of report.skipped) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  const skipped = [...reasons].map(([reason, count]) => `${count} × ${reason}`).join('; ');
  const errors = report.errors.map((error) => `line ${error.line}: ${error.message}`).join('; ');
  rows.push(
    `| ${name} | ${report.format ?? '?'} | ${report.imported} | ${report.skipped.length}${skipped ? `: ${cell(skipped)}` : ''} | ${report.errors.length}${errors ? `: ${cell(errors)}` : ''} |`,
  );
}
console.log(rows.join('\n'));
