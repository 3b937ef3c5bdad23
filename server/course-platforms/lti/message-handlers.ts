import type { FastifyReply } from 'fastify';
import { handleDeepLinkingRequest } from './deep-linking';
import { openResourceLink } from './resource-link';
import type { VerifiedLaunch } from './verified-launch';

export type MessageHandler = (reply: FastifyReply, launch: VerifiedLaunch) => Promise<unknown>;

/** What each verified message type does; the launch route hands every verified launch here. */
export const messageHandlers: Record<VerifiedLaunch['messageType'], MessageHandler> = {
  LtiResourceLinkRequest: openResourceLink,
  LtiDeepLinkingRequest: handleDeepLinkingRequest,
};
