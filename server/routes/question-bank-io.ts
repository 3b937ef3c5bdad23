import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiRoute,
  classIdParamsSchema,
  flashcardImportBodySchema,
  flashcardImportPreviewSchema,
  flashcardImportResultSchema,
  IMPORT_MAX_BYTES,
  importFileBodySchema,
  questionExportQuerySchema,
  questionImportPreviewSchema,
  questionImportResultSchema,
} from '../../contract';
import { commitQuestionImport } from '../services/question-bank-io/commit-question-import';
import { EXPORT_TYPES, exportQuestions } from '../services/question-bank-io/export-questions';
import { parseUpload, previewUpload } from '../services/question-bank-io/import-file';
import {
  commitFlashcardImport,
  parseFlashcardUpload,
  previewFlashcardUpload,
} from '../services/question-bank-io/import-flashcards';
import type { UploadBodyName } from '../services/imports/worker/import-job';
import { readUploadBody, ReadingTurn } from '../services/imports/worker/read-off-loop';
import { receivedUploadBody } from '../services/imports/worker/received-file';
import { routeSchema } from './responses';
import { bodyChunks } from '../http/body-chunks';
import { access, grantedClassAccess } from '../auth/route-access';

const IMPORT_BODY_LIMIT = Math.ceil((IMPORT_MAX_BYTES * 4) / 3) + 64 * 1024;
const questionUploadBody = receivedUploadBody(importFileBodySchema);
const flashcardUploadBody = receivedUploadBody(flashcardImportBodySchema);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Which upload an import route takes (its body is checked in an import worker). */
    upload?: UploadBodyName;
  }
}

/** Import (preview, then commit in one transaction) and export of a class's question bank. */
export async function questionBankIoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const budgetMs = app.config.importParseBudgetMs;
  // In this plugin only (the import routes): the upload takes its turn with the import workers
  // before its JSON body is parsed and checked there, and keeps it until its file is read or it is
  // answered.
  const turns = new WeakMap<FastifyRequest, ReadingTurn>();
  const turnOf = (request: FastifyRequest) => {
    const turn = turns.get(request);
    if (!turn) throw new Error('An import route was reached without its reading turn.');
    return turn;
  };
  const endTurn = async (request: FastifyRequest) => turns.get(request)?.end();
  app.addHook('onResponse', endTurn);
  app.addHook('onRequestAbort', endTurn);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    async (request: FastifyRequest, payload: IncomingMessage) => {
      const upload = request.routeOptions.config.upload;
      if (!upload) throw new Error(`${request.routeOptions.url} declares no upload`);
      const body = await bodyChunks(payload, IMPORT_BODY_LIMIT);
      const turn = await ReadingTurn.take(budgetMs);
      turns.set(request, turn);
      return readUploadBody(turn, body, upload);
    },
  );

  app.post(
    ApiRoute.questionImportPreview,
    {
      config: { access: access.inClass('class.teach'), upload: 'questions' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: routeSchema(
        'What importing a CSV, Moodle XML or GIFT file would create (teachers). Writes nothing.',
        { params: classIdParamsSchema, body: questionUploadBody },
        { 200: questionImportPreviewSchema },
      ),
    },
    async (request) => {
      const { classId } = request.params;
      const { data_base64, filename, format } = request.body;
      const upload = { file: data_base64, filename, format };
      return previewUpload(db, classId, upload, turnOf(request));
    },
  );

  app.post(
    ApiRoute.questionImportCommit,
    {
      config: { access: access.inClass('class.teach'), upload: 'questions' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: routeSchema(
        'Import the file (teachers): every question, figure and missing topic in one ' +
          'transaction; a file with errors answers 422 and writes nothing.',
        { params: classIdParamsSchema, body: questionUploadBody },
        { 201: questionImportResultSchema },
      ),
    },
    async (request, reply) => {
      const { classId } = request.params;
      const { actor } = grantedClassAccess(request);
      const { data_base64, filename, format } = request.body;
      const parsed = await parseUpload(data_base64, filename, format, turnOf(request));
      return reply.code(201).send(await commitQuestionImport(db, actor, classId, parsed));
    },
  );

  app.post(
    ApiRoute.flashcardImportPreview,
    {
      config: { access: access.inClass('class.teach'), upload: 'flashcards' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: routeSchema(
        'What importing a flashcard CSV (front, back, topic; or an Anki text export) would create.',
        { params: classIdParamsSchema, body: flashcardUploadBody },
        { 200: flashcardImportPreviewSchema },
      ),
    },
    async (request) => {
      const { classId } = request.params;
      const file = request.body.data_base64;
      return previewFlashcardUpload(db, classId, file, turnOf(request));
    },
  );

  app.post(
    ApiRoute.flashcardImportCommit,
    {
      config: { access: access.inClass('class.teach'), upload: 'flashcards' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: routeSchema(
        'Import a flashcard CSV (teachers), all or nothing.',
        { params: classIdParamsSchema, body: flashcardUploadBody },
        { 201: flashcardImportResultSchema },
      ),
    },
    async (request, reply) => {
      const { classId } = request.params;
      const { actor } = grantedClassAccess(request);
      const parsed = await parseFlashcardUpload(request.body.data_base64, turnOf(request));
      return reply.code(201).send(await commitFlashcardImport(db, actor, classId, parsed));
    },
  );

  app.get(
    ApiRoute.questionExport,
    {
      config: { access: access.inClass() },
      schema: routeSchema(
        'The question bank as a CSV or Moodle XML download (teachers).',
        { params: classIdParamsSchema, querystring: questionExportQuerySchema },
        { 200: z.string().describe('The file (text/csv or application/xml).') },
      ),
    },
    async (request, reply) => {
      const { classId } = request.params;
      const { actor } = grantedClassAccess(request);
      const { format, topic_id } = request.query;
      const text = await exportQuestions(db, actor, classId, format, topic_id);
      const type = EXPORT_TYPES[format];
      return reply
        .type(type.contentType)
        .header(
          'content-disposition',
          `attachment; filename="questions-class-${classId}.${type.extension}"`,
        )
        .send(text);
    },
  );
}
