import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiRoute,
  classIdParamsSchema,
  createTopicBodySchema,
  deleteTopicQuerySchema,
  reorderTopicsBodySchema,
  topicListQuerySchema,
  topicPageSchema,
  topicParamsSchema,
  topicSchema,
  updateTopicBodySchema,
} from '../../contract';
import type { Database } from '../db/client';
import { getTopic, listTopics } from '../repositories/topics';
import { createTopic } from '../services/topics/create-topic';
import { deleteTopic } from '../services/topics/delete-topic';
import { reorderTopics } from '../services/topics/reorder-topics';
import { updateTopic } from '../services/topics/update-topic';
import { noContentSchema, routeSchema } from './responses';
import { pageWindow, toTopic } from '../services/shapes/question-bank';
import { notFound } from '../errors/api-error';
import { access, grantedClassAccess } from '../auth/route-access';

async function loadTopic(db: Database, classId: number, topicId: number, teaches: boolean) {
  const row = await getTopic(db, classId, topicId, teaches ? 'authoring' : 'published');
  if (!row) throw notFound('topic');
  return toTopic(row);
}

/** A class's topics: members read them; its teachers and superusers author them. */
export async function topicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    ApiRoute.classTopics,
    {
      config: { access: access.inClass() },
      schema: routeSchema(
        "The class's topics in order, with question, flashcard and quiz counts (members).",
        { params: classIdParamsSchema, querystring: topicListQuerySchema },
        { 200: topicPageSchema },
      ),
    },
    async (request) => {
      const { classId } = request.params;
      const { teaches } = grantedClassAccess(request);
      const scope = teaches ? 'authoring' : 'published';
      const { items, total } = await listTopics(db, classId, scope, pageWindow(request.query));
      return { items: items.map(toTopic), total, ...request.query };
    },
  );

  app.post(
    ApiRoute.classTopics,
    {
      config: { access: access.inClass() },
      schema: routeSchema(
        'Add a topic after the last one (teachers).',
        { params: classIdParamsSchema, body: createTopicBodySchema },
        { 201: topicSchema },
      ),
    },
    async (request, reply) => {
      const { classId } = request.params;
      const { actor } = grantedClassAccess(request);
      const topicId = await createTopic(db, actor, classId, request.body);
      return reply.code(201).send(await loadTopic(db, classId, topicId, true));
    },
  );

  app.put(
    ApiRoute.classTopicOrder,
    {
      config: { access: access.inClass() },
      schema: routeSchema(
        "Put the class's topics in a new order: every topic id once (teachers).",
        { params: classIdParamsSchema, body: reorderTopicsBodySchema },
        { 204: noContentSchema },
      ),
    },
    async (request, reply) => {
      const { classId } = request.params;
      const { actor } = grantedClassAccess(request);
      await reorderTopics(db, actor, classId, request.body.topic_ids);
      return reply.code(204).send(null);
    },
  );

  app.get(
    ApiRoute.classTopic,
    {
      config: { access: access.inClass() },
      schema: routeSchema(
        'One topic with its counts (members).',
        { params: topicParamsSchema },
        { 200: topicSchema },
      ),
    },
    async (request) => {
      const { classId, topicId } = request.params;
      const { teaches } = grantedClassAccess(request);
      return loadTopic(db, classId, topicId, teaches);
    },
  );

  app.patch(
    ApiRoute.classTopic,
    {
      config: { access: access.inClass() },
      schema: routeSchema(
        "Change a topic's name or description (teachers).",
        { params: topicParamsSchema, body: updateTopicBodySchema },
        { 200: topicSchema },
      ),
    },
    async (request) => {
      const { classId, topicId } = request.params;
      const { actor } = grantedClassAccess(request);
      await updateTopic(db, actor, classId, topicId, request.body);
      return loadTopic(db, classId, topicId, true);
    },
  );

  app.delete(
    ApiRoute.classTopic,
    {
      config: { access: access.inClass() },
      schema: routeSchema(
        'Delete a topic (teachers). 409 while it has questions, unless move_questions_to names ' +
          'another topic of the class: its questions and flashcards move there in the same step.',
        { params: topicParamsSchema, querystring: deleteTopicQuerySchema },
        { 204: noContentSchema },
      ),
    },
    async (request, reply) => {
      const { classId, topicId } = request.params;
      const { actor } = grantedClassAccess(request);
      await deleteTopic(db, actor, classId, topicId, request.query.move_questions_to);
      return reply.code(204).send(null);
    },
  );
}
