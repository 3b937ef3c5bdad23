import type { JWTPayload } from 'jose';
import type { LtiLinkTarget } from '../../db/schema';
import type { AgsClaim, DeepLinkingSettings, NrpsClaim } from './claims';
import type { LtiPlatform } from './platforms';

/**
 * A launch whose id_token passed every check of the 1EdTech Security Framework, after the person,
 * the class and the roles it names were provisioned (`provision.ts`). What the message-type
 * handlers (resource link → lms token; deep linking → the picker) receive.
 */
export type VerifiedLaunch = {
  platform: LtiPlatform;
  deploymentId: string;
  messageType: 'LtiResourceLinkRequest' | 'LtiDeepLinkingRequest';
  /** Every claim as the platform sent it. */
  claims: JWTPayload & Record<string, unknown>;
  subject: string;
  userId: number;
  /** The class of the launch's course context; null for a launch without a context. */
  classId: number | null;
  /** `lti_contexts.id` of that course; null without a context. */
  contextRowId: number | null;
  /** Whether this launch's roles make the person a teacher of that class. */
  isTeacher: boolean;
  resourceLink: { id: string; title?: string } | null;
  /** What the launched resource link opens, once placed (deep linking); null otherwise. */
  linkTarget: LtiLinkTarget | null;
  ags: AgsClaim | null;
  nrps: NrpsClaim | null;
  deepLinking: DeepLinkingSettings | null;
};
