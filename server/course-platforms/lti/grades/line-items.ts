import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { ltiResourceLinks } from '../../../db/schema';
import { getQuizById } from '../../../repositories/quizzes';
import { Scope } from '../claims';
import type { LtiPlatform } from '../platforms';
import type { ServiceTokens } from '../service-token';
import { callService, PlatformServiceError } from './service-call';
import { targetKey } from '../deep-linking/target';

const LINE_ITEM_MEDIA_TYPE = 'application/vnd.ims.lis.v2.lineitem+json';
const LINE_ITEM_CONTAINER_MEDIA_TYPE = 'application/vnd.ims.lis.v2.lineitemcontainer+json';
/** Created gradebook columns count in percent; scores are sent as correct of asked, which platforms scale. */
const CREATED_SCORE_MAXIMUM = 100;

const lineItemSchema = z.object({ id: z.string().url(), resourceLinkId: z.string().optional() });

type Link = typeof ltiResourceLinks.$inferSelect;
type LinkContext = { lineItemsUrl: string | null };

/** The quiz a link opens, as the tag of its column (`resourceId`), as deep linking names it. */
const resourceIdOf = (link: Link) => (link.target ? targetKey(link.target) : undefined);

async function labelOf(db: Database, link: Link) {
  if (link.title) return link.title;
  const quiz = link.target?.kind === 'quiz' ? await getQuizById(db, link.target.quizId) : undefined;
  return quiz?.title ?? 'Groundschool quiz';
}

async function findLineItem(
  tokens: ServiceTokens,
  platform: LtiPlatform,
  link: Link,
  lineItemsUrl: string,
) {
  const url = new URL(lineItemsUrl);
  url.searchParams.set('resource_link_id', link.resourceLinkId);
  const response = await callService(tokens, platform, [Scope.lineItem], url.toString(), {
    method: 'GET',
    accept: LINE_ITEM_CONTAINER_MEDIA_TYPE,
  });
  const items = z.array(lineItemSchema).safeParse(await response.json());
  if (!items.success) throw new PlatformServiceError('the platform sent line items we cannot read');
  return items.data.find((item) => item.resourceLinkId === link.resourceLinkId)?.id;
}

async function createLineItem(
  db: Database,
  tokens: ServiceTokens,
  platform: LtiPlatform,
  link: Link,
  lineItemsUrl: string,
) {
  const response = await callService(tokens, platform, [Scope.lineItem], lineItemsUrl, {
    method: 'POST',
    accept: LINE_ITEM_MEDIA_TYPE,
    contentType: LINE_ITEM_MEDIA_TYPE,
    body: {
      scoreMaximum: CREATED_SCORE_MAXIMUM,
      label: await labelOf(db, link),
      resourceId: resourceIdOf(link),
      resourceLinkId: link.resourceLinkId,
    },
  });
  const item = lineItemSchema.safeParse(await response.json());
  if (!item.success)
    throw new PlatformServiceError('the platform created a line item without an id');
  return item.data.id;
}

/**
 * The gradebook column a link's scores go to: the one its launch or deep linking named, else the
 * platform's column for that link, else a new one; stored on the link once known.
 */
export async function lineItemFor(
  db: Database,
  tokens: ServiceTokens,
  platform: LtiPlatform,
  link: Link,
  context: LinkContext,
) {
  if (link.lineItemUrl) return link.lineItemUrl;
  if (!context.lineItemsUrl) {
    throw new PlatformServiceError(
      'the course offers no gradebook to this tool (its launches carry no line items address)',
    );
  }
  const url =
    (await findLineItem(tokens, platform, link, context.lineItemsUrl)) ??
    (await createLineItem(db, tokens, platform, link, context.lineItemsUrl));
  await db
    .update(ltiResourceLinks)
    .set({ lineItemUrl: url })
    .where(and(eq(ltiResourceLinks.id, link.id), isNull(ltiResourceLinks.lineItemUrl)));
  return url;
}
