import type { FastifyReply } from 'fastify';
import { renderPage } from '../../auth/identity-provider/html';
import { openResourceLink } from './resource-link';
import type { VerifiedLaunch } from './verified-launch';

export type MessageHandler = (reply: FastifyReply, launch: VerifiedLaunch) => Promise<unknown>;

/** Until the content picker is connected (`./deep-linking`'s handleDeepLinkingRequest). */
const deepLinkingUnavailable: MessageHandler = async (reply) =>
  reply.type('text/html; charset=utf-8').send(
    renderPage({
      title: 'Groundschool',
      body: '<h1>Choosing Groundschool content is not available yet</h1><p>Add Groundschool to the course as a plain link for now.</p>',
    }),
  );

/** What each verified message type does; the launch route hands every verified launch here. */
export const messageHandlers: Record<VerifiedLaunch['messageType'], MessageHandler> = {
  LtiResourceLinkRequest: openResourceLink,
  LtiDeepLinkingRequest: deepLinkingUnavailable,
};
