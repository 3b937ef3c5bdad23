import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/client';
import { Claim, LTI_VERSION, MessageType } from '../claims';
import type { LtiPlatform } from '../platforms';
import { signAsTool } from '../tool-keys';
import type { Choice } from './choices';
import { TARGET_PARAMETER } from './target';

/** Scores go to the platform as a percentage of this. */
export const SCORE_MAXIMUM = 100;

export type ContentItem = {
  type: 'ltiResourceLink';
  title: string;
  text: string;
  url: string;
  custom: Record<string, string>;
  lineItem?: { scoreMaximum: number; label: string; resourceId: string; tag: string };
};

/**
 * A placed link (Deep Linking 2.0 §3.4.1): it launches the tool's launch URL and carries its
 * target in a custom parameter; a graded one asks the platform for a gradebook column.
 */
export function contentItemOf(choice: Choice, launchUrl: string): ContentItem {
  const item: ContentItem = {
    type: 'ltiResourceLink',
    title: choice.title,
    text: choice.detail,
    url: launchUrl,
    custom: { [TARGET_PARAMETER]: choice.key },
  };
  if (choice.graded) {
    item.lineItem = {
      scoreMaximum: SCORE_MAXIMUM,
      label: choice.title,
      resourceId: choice.key,
      tag: choice.group === 'final' ? 'final-exam' : 'quiz',
    };
  }
  return item;
}

export type DeepLinkingAnswer = {
  platform: LtiPlatform;
  deploymentId: string;
  data?: string | undefined;
  items: ContentItem[];
  /** Shown by the platform to the teacher (`msg`), or an error it logs (`errormsg`). */
  message?: { text: string; error: boolean };
};

/** The signed `LtiDeepLinkingResponse` (Deep Linking 2.0 §4.2): iss = client id, aud = issuer. */
export function signDeepLinkingResponse(db: Database, answer: DeepLinkingAnswer, now: Date) {
  const claims: Record<string, unknown> = {
    iss: answer.platform.clientId,
    aud: answer.platform.issuer,
    nonce: randomUUID(),
    [Claim.deploymentId]: answer.deploymentId,
    [Claim.messageType]: MessageType.deepLinkingResponse,
    [Claim.version]: LTI_VERSION,
    [Claim.deepLinkingContentItems]: answer.items,
  };
  if (answer.data !== undefined) claims[Claim.deepLinkingData] = answer.data;
  if (answer.message) {
    const claim = answer.message.error ? Claim.deepLinkingErrorMessage : Claim.deepLinkingMessage;
    claims[claim] = answer.message.text;
  }
  return signAsTool(db, claims, { now });
}
