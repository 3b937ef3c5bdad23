import type { FastifyReply, FastifyRequest } from 'fastify';
import { Scope } from '../../../../server/course-platforms/lti/claims';
import type { PlatformModule } from './index';
import { grantedScopes } from './token-endpoint';

const SCORE_TYPE = 'application/vnd.ims.lis.v1.score+json';
const LINE_ITEM_TYPE = 'application/vnd.ims.lis.v2.lineitem+json';
const CONTAINER_TYPE = 'application/vnd.ims.lis.v2.lineitemcontainer+json';
/** Moodle's LTI services answer under this path and carry the tool type in a query string. */
const SERVICES = '/mod/lti/services.php';
const TYPE_QUERY = '?type_id=1';

export type FakeLineItem = {
  id: string;
  course: string;
  itemId: number;
  label: string;
  scoreMaximum: number;
  resourceId?: string;
  resourceLinkId?: string;
  tag?: string;
};

export type FakeScore = {
  lineItem: string;
  userId: string;
  scoreGiven?: number;
  scoreMaximum?: number;
  activityProgress: string;
  gradingProgress: string;
  timestamp: string;
  comment?: string;
};

/**
 * The platform's gradebook as Moodle's gradebook services keep it: line items per course
 * (`/mod/lti/services.php/<course>/lineitems?type_id=1`), and the latest score of each user on each.
 */
export class FakeGradebook {
  readonly lineItems: FakeLineItem[] = [];
  /** Every score accepted, oldest first. */
  readonly scores: FakeScore[] = [];
  /** Off: every AGS request is answered 503 (an outage). */
  available = true;
  private nextItemId = 1;

  constructor(private readonly base: () => string) {}

  lineItemsUrl(course: string) {
    return `${this.base()}${SERVICES}/${course}/lineitems${TYPE_QUERY}`;
  }

  /** A column as the platform makes one (deep linking's `lineItem`, or by hand). */
  addLineItem(fields: Omit<FakeLineItem, 'id' | 'itemId'>) {
    const itemId = this.nextItemId++;
    const item = {
      ...fields,
      itemId,
      id: `${this.base()}${SERVICES}/${fields.course}/lineitems/${itemId}/lineitem${TYPE_QUERY}`,
    };
    this.lineItems.push(item);
    return item;
  }

  /** The score the gradebook shows for a user on a line item (the latest accepted). */
  scoreOf(lineItem: string, userId: string) {
    return this.scores.findLast((score) => score.lineItem === lineItem && score.userId === userId);
  }
}

const lineItemBody = ({ course: _course, itemId: _itemId, ...item }: FakeLineItem) => item;

/** 401 unless the bearer token is one the token endpoint issued; 403 without one of `scopes`. */
function refusedAccess(reply: FastifyReply, scopes: readonly string[], granted: string[] | null) {
  if (granted === null) return reply.code(401).send({ error: 'invalid_token' });
  if (!scopes.some((scope) => granted.includes(scope))) {
    return reply.code(403).send({ error: 'insufficient_scope', scope: scopes.join(' ') });
  }
  return null;
}

/**
 * Assignment and Grade Services 2.0 as Moodle answers them: line items listed (filtered by
 * `resource_link_id`) and created, scores taken in the score media type only, each with the
 * required fields and a timestamp later than the one held.
 */
export const agsEndpoints: PlatformModule = (app, platform) => {
  const gradebook = platform.gradebook;
  const guard = (request: FastifyRequest, reply: FastifyReply, scopes: readonly string[]) => {
    if (!gradebook.available) return reply.code(503).send('Service Unavailable');
    return refusedAccess(reply, scopes, grantedScopes(platform, request.headers.authorization));
  };
  const typeOf = (request: FastifyRequest) => request.headers['content-type']?.split(';')[0];
  const itemAt = (params: unknown) => {
    const { course, itemId } = params as { course: string; itemId: string };
    return gradebook.lineItems.find(
      (item) => item.course === course && item.itemId === Number(itemId),
    );
  };
  app.addContentTypeParser(
    [SCORE_TYPE, LINE_ITEM_TYPE],
    { parseAs: 'string' },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch (error) {
        done(error as Error);
      }
    },
  );

  app.get(`${SERVICES}/:course/lineitems`, async (request, reply) => {
    const refused = guard(request, reply, [Scope.lineItem, Scope.lineItemReadOnly]);
    if (refused) return refused;
    const { course } = request.params as { course: string };
    const query = request.query as Record<string, string | undefined>;
    reply.type(CONTAINER_TYPE);
    return gradebook.lineItems
      .filter((item) => item.course === course)
      .filter((item) => !query.resource_link_id || item.resourceLinkId === query.resource_link_id)
      .map(lineItemBody);
  });

  app.post(`${SERVICES}/:course/lineitems`, async (request, reply) => {
    const refused = guard(request, reply, [Scope.lineItem]);
    if (refused) return refused;
    if (typeOf(request) !== LINE_ITEM_TYPE) return reply.code(415).send('Unsupported Media Type');
    const body = request.body as Partial<FakeLineItem>;
    if (!body.label || typeof body.scoreMaximum !== 'number' || body.scoreMaximum <= 0) {
      return reply.code(400).send('Incorrect payload: label and scoreMaximum are required');
    }
    const { course } = request.params as { course: string };
    const item = gradebook.addLineItem({
      course,
      label: body.label,
      scoreMaximum: body.scoreMaximum,
      ...(body.resourceId ? { resourceId: body.resourceId } : {}),
      ...(body.resourceLinkId ? { resourceLinkId: body.resourceLinkId } : {}),
      ...(body.tag ? { tag: body.tag } : {}),
    });
    return reply.code(201).type(LINE_ITEM_TYPE).send(lineItemBody(item));
  });

  app.get(`${SERVICES}/:course/lineitems/:itemId/lineitem`, async (request, reply) => {
    const refused = guard(request, reply, [Scope.lineItem, Scope.lineItemReadOnly]);
    if (refused) return refused;
    const item = itemAt(request.params);
    if (!item) return reply.code(404).send('Not Found');
    return reply.type(LINE_ITEM_TYPE).send(lineItemBody(item));
  });

  app.post(`${SERVICES}/:course/lineitems/:itemId/lineitem/scores`, async (request, reply) => {
    const refused = guard(request, reply, [Scope.score]);
    if (refused) return refused;
    if ((request.query as Record<string, string | undefined>).type_id !== '1') {
      return reply.code(400).send('No tool type in the request');
    }
    if (typeOf(request) !== SCORE_TYPE) return reply.code(415).send('Unsupported Media Type');
    const item = itemAt(request.params);
    if (!item) return reply.code(404).send('Not Found');
    const score = request.body as Partial<FakeScore>;
    if (
      !score.userId ||
      !score.activityProgress ||
      !score.gradingProgress ||
      !score.timestamp ||
      Number.isNaN(Date.parse(score.timestamp)) ||
      (score.scoreGiven !== undefined && typeof score.scoreMaximum !== 'number')
    ) {
      return reply.code(400).send('Incorrect score received');
    }
    const held = gradebook.scoreOf(item.id, score.userId);
    if (held && Date.parse(held.timestamp) >= Date.parse(score.timestamp)) {
      return reply.code(409).send('Refusing score with an earlier timestamp for item');
    }
    gradebook.scores.push({ ...(score as FakeScore), lineItem: item.id });
    return reply.code(200).send();
  });
};
