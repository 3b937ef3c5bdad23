import { mkdirSync } from 'node:fs';
import { parseIdText, Role } from '../contract';
import { ApiError } from '../server/errors/api-error';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { classExists } from '../server/repositories/classes';
import { commitQuestionImport } from '../server/services/question-bank-io/commit-question-import';
import type { ParsedQuestionFile } from '../server/services/imports/types';

/** The command line acts with a superuser's rights: whoever runs it has the database. */
const COMMAND_LINE_ACTOR = { roles: [{ role: Role.SUPERUSER, class_id: null }] };

/**
 * `npm run import -- --class ID FILE`: writes the parsed file into the class through the same
 * all-or-nothing service as the API. On PostgreSQL the server may be running; an embedded PGlite
 * data directory can only be opened by one process, so stop the server first there.
 */
export async function importIntoClass(classIdText: string, parsed: ParsedQuestionFile) {
  const classId = parseIdText(classIdText);
  if (classId === null) {
    console.error(`--class must be a class id (a positive integer), not "${classIdText}".`);
    return 1;
  }
  const config = loadConfig();
  if (config.database.kind === 'pglite') mkdirSync(config.database.dataDir, { recursive: true });
  const connection = await openDatabase(config.database);
  try {
    if (!(await classExists(connection.db, classId))) {
      console.error(`There is no class ${classId}.`);
      return 1;
    }
    const result = await commitQuestionImport(connection.db, COMMAND_LINE_ACTOR, classId, parsed);
    const topics = result.topics_created.map((topic) => topic.name).join(', ');
    console.log(
      `Imported ${result.created} questions into class ${classId}` +
        (topics ? ` (new topics: ${topics}).` : '.'),
    );
    return 0;
  } catch (error) {
    if (error instanceof ApiError) {
      console.error(error.message);
      for (const field of error.fields ?? []) console.error(`${field.path}: ${field.message}`);
      return 1;
    }
    throw error;
  } finally {
    await connection.close();
  }
}
