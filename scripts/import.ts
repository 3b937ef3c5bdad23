/**
 * `npm run import -- --dry-run [--json] [--format csv|moodle-xml|gift] FILE`: what importing the
 * question file would do, without touching any database. Exit code 0 when the file could be read
 * (even with errors in it, which the report lists), 1 when it could not.
 * `--class ID` without `--dry-run` will import into that class (not wired yet).
 */
import { parseArgs } from 'node:util';
import { readQuestionFile, type DryRunReport } from './import-dry-run';
import type { ParsedQuestionFile } from '../server/services/imports/types';

const USAGE =
  'Usage: npm run import -- --dry-run [--json] [--format csv|moodle-xml|gift] FILE\n' +
  '       npm run import -- --class ID [--format …] FILE   (not available yet)';

function printReport(report: DryRunReport, json: boolean) {
  if (json) {
    console.log(JSON.stringify(report));
    return;
  }
  console.log(`Format: ${report.format ?? 'unknown'}`);
  console.log(`Questions that would be imported: ${report.imported}`);
  for (const { name, reason } of report.skipped) console.log(`Skipped "${name}": ${reason}`);
  for (const { line, message } of report.errors) console.log(`Error on line ${line}: ${message}`);
}

/** The one place where a parsed file is written into a class (the question bank service). */
async function importIntoClass(_classId: string, _parsed: ParsedQuestionFile): Promise<number> {
  console.error(
    'Importing into a class from the command line is not available yet: run with --dry-run to check a file.',
  );
  return 1;
}

async function main(argv: string[]): Promise<number> {
  let options;
  try {
    options = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'dry-run': { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        format: { type: 'string' },
        class: { type: 'string' },
      },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 1;
  }
  const { values, positionals } = options;
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) {
    console.error(USAGE);
    return 1;
  }
  const read = readQuestionFile(file, values.format);
  if (values['dry-run']) {
    printReport(read.report, values.json);
    return read.ok ? 0 : 1;
  }
  if (!values.class) {
    console.error(`Give --dry-run, or --class ID to import into a class.\n${USAGE}`);
    return 1;
  }
  if (!read.ok) {
    printReport(read.report, values.json);
    return 1;
  }
  return importIntoClass(values.class, read.parsed);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
