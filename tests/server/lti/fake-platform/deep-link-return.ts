import { randomBytes } from 'node:crypto';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import { Claim, LTI_VERSION, MessageType } from '../../../../server/course-platforms/lti/claims';
import type { FakePlatform, PlatformModule } from './index';

export const DEEP_LINK_RETURN_PATH = '/mod/lti/contentitem_return.php';

type ContentItem = Record<string, unknown> & { type: string; title?: string };
type LineItemRequest = { scoreMaximum: number; label: string; resourceId?: string; tag?: string };

/** A gradebook column the platform made for a placed item that asked for one. */
export type CreatedLineItem = LineItemRequest & { id: string; placedTitle: string | undefined };

export type DeepLinkingState = {
  /** `data` values the platform sent in its requests, each accepted back once. */
  sentData: Set<string>;
  /** Items the platform placed in the course, oldest first. */
  placed: ContentItem[];
  /** Line items created for placed items carrying `lineItem`, as Moodle does. */
  createdLineItems: CreatedLineItem[];
  /** The `msg` / `errormsg` the tool sent back, last first. */
  messages: { msg?: string; errormsg?: string }[];
  /** Why returns were refused, oldest first. */
  refusals: string[];
};

export const newDeepLinkingState = (): DeepLinkingState => ({
  sentData: new Set(),
  placed: [],
  createdLineItems: [],
  messages: [],
  refusals: [],
});

/**
 * The `deep_linking_settings` claim of a request this platform sends, Moodle-shaped: its return
 * URL, ltiResourceLink accepted, and an opaque `data` it expects back.
 */
export function deepLinkingSettingsOf(
  platform: FakePlatform,
  options: { acceptTypes?: string[]; acceptMultiple?: boolean; data?: string | null } = {},
) {
  const data = options.data === undefined ? randomBytes(12).toString('hex') : options.data;
  if (data !== null) platform.deepLinking.sentData.add(data);
  return {
    deep_link_return_url: `${platform.address}${DEEP_LINK_RETURN_PATH}?course=2&id=7`,
    accept_types: options.acceptTypes ?? ['ltiResourceLink'],
    accept_presentation_document_targets: ['frame', 'iframe', 'window'],
    accept_multiple: options.acceptMultiple ?? true,
    auto_create: false,
    ...(data === null ? {} : { data }),
  };
}

/**
 * Moodle's `mod/lti/contentitem_return.php`: the tool's `LtiDeepLinkingResponse` by form_post of
 * `JWT`, verified against the tool's key set (iss = client id, aud = this issuer, a nonce used
 * once, message type, version, a deployment of this client, the request's `data` echoed); each
 * `ltiResourceLink` placed, a line item made for each that carries `lineItem`.
 */
export const deepLinkReturn: PlatformModule = (app, platform) => {
  const usedNonces = new Set<string>();
  app.post(DEEP_LINK_RETURN_PATH, async (request, reply) => {
    const refuse = (reason: string) => {
      platform.deepLinking.refusals.push(reason);
      return reply.code(400).type('text/html').send(`<p>Invalid JWT: ${reason}</p>`);
    };
    const jwt = (request.body as Record<string, string | undefined> | undefined)?.JWT;
    if (!jwt) return refuse('no JWT parameter');
    let claims: JWTPayload;
    try {
      const keySet = createLocalJWKSet((await platform.toolKeySet()) as JSONWebKeySet);
      ({ payload: claims } = await jwtVerify(jwt, keySet, {
        issuer: platform.clientId,
        audience: platform.issuer,
        algorithms: ['RS256'],
      }));
    } catch (error) {
      return refuse(`signature or claims: ${(error as Error).message}`);
    }
    if (typeof claims.nonce !== 'string' || usedNonces.has(claims.nonce)) {
      return refuse('nonce missing or used');
    }
    usedNonces.add(claims.nonce);
    if (claims[Claim.messageType] !== MessageType.deepLinkingResponse) {
      return refuse('wrong message_type');
    }
    if (claims[Claim.version] !== LTI_VERSION) return refuse('wrong version');
    const deploymentId = claims[Claim.deploymentId];
    if (typeof deploymentId !== 'string' || !platform.deploymentIds.includes(deploymentId)) {
      return refuse('unknown deployment_id');
    }
    const data = claims[Claim.deepLinkingData];
    if (data !== undefined) {
      if (typeof data !== 'string' || !platform.deepLinking.sentData.has(data)) {
        return refuse('data not sent by this platform');
      }
      platform.deepLinking.sentData.delete(data);
    }
    const items = claims[Claim.deepLinkingContentItems] ?? [];
    if (!Array.isArray(items)) return refuse('content_items is not a list');
    const course = new URL(request.url, platform.address).searchParams.get('course') ?? '2';
    for (const item of items as ContentItem[]) {
      if (item.type !== 'ltiResourceLink') continue;
      // The platform makes a resource link for each placed item; launches of it carry this id.
      const resourceLinkId = `placed-${platform.deepLinking.placed.length + 1}`;
      platform.deepLinking.placed.push({ ...item, resourceLinkId });
      const lineItem = item.lineItem as LineItemRequest | undefined;
      if (lineItem) {
        const column = platform.gradebook.addLineItem({ course, resourceLinkId, ...lineItem });
        platform.deepLinking.createdLineItems.push({
          ...lineItem,
          id: column.id,
          placedTitle: item.title,
        });
      }
    }
    const message: { msg?: string; errormsg?: string } = {};
    if (typeof claims[Claim.deepLinkingMessage] === 'string')
      message.msg = claims[Claim.deepLinkingMessage] as string;
    if (typeof claims[Claim.deepLinkingErrorMessage] === 'string')
      message.errormsg = claims[Claim.deepLinkingErrorMessage] as string;
    platform.deepLinking.messages.unshift(message);
    return reply.type('text/html').send(`<p>${items.length} items added to the course.</p>`);
  });
};
