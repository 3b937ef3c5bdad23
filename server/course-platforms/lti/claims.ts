import { z } from 'zod';

/** The claim names of LTI 1.3 and its Advantage services (1EdTech LTI Core 1.3, AGS 2.0, NRPS 2.0, DL 2.0). */
export const Claim = {
  messageType: 'https://purl.imsglobal.org/spec/lti/claim/message_type',
  version: 'https://purl.imsglobal.org/spec/lti/claim/version',
  deploymentId: 'https://purl.imsglobal.org/spec/lti/claim/deployment_id',
  targetLinkUri: 'https://purl.imsglobal.org/spec/lti/claim/target_link_uri',
  resourceLink: 'https://purl.imsglobal.org/spec/lti/claim/resource_link',
  roles: 'https://purl.imsglobal.org/spec/lti/claim/roles',
  context: 'https://purl.imsglobal.org/spec/lti/claim/context',
  toolPlatform: 'https://purl.imsglobal.org/spec/lti/claim/tool_platform',
  launchPresentation: 'https://purl.imsglobal.org/spec/lti/claim/launch_presentation',
  custom: 'https://purl.imsglobal.org/spec/lti/claim/custom',
  ags: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  nrps: 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice',
  deepLinkingSettings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  deepLinkingContentItems: 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items',
  deepLinkingData: 'https://purl.imsglobal.org/spec/lti-dl/claim/data',
  deepLinkingMessage: 'https://purl.imsglobal.org/spec/lti-dl/claim/msg',
  deepLinkingErrorMessage: 'https://purl.imsglobal.org/spec/lti-dl/claim/errormsg',
} as const;

export const LTI_VERSION = '1.3.0';

export const MessageType = {
  resourceLink: 'LtiResourceLinkRequest',
  deepLinkingRequest: 'LtiDeepLinkingRequest',
  deepLinkingResponse: 'LtiDeepLinkingResponse',
} as const;

/** AGS and NRPS scopes. */
export const Scope = {
  lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  lineItemReadOnly: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly',
  resultReadOnly: 'https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly',
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
  contextMembershipReadOnly:
    'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
} as const;

/** The Advantage service claims a launch may carry (each optional). */
export const agsClaim = z.object({
  scope: z.array(z.string()).default([]),
  lineitems: z.string().url().optional(),
  lineitem: z.string().url().optional(),
});

export const nrpsClaim = z.object({
  context_memberships_url: z.string().url(),
  service_versions: z.array(z.string()).optional(),
});

export const deepLinkingSettingsClaim = z.object({
  deep_link_return_url: z.string().url(),
  accept_types: z.array(z.string()),
  accept_presentation_document_targets: z.array(z.string()).optional(),
  accept_multiple: z.boolean().optional(),
  auto_create: z.boolean().optional(),
  title: z.string().optional(),
  text: z.string().optional(),
  data: z.string().optional(),
});

export type AgsClaim = z.infer<typeof agsClaim>;
export type NrpsClaim = z.infer<typeof nrpsClaim>;
export type DeepLinkingSettings = z.infer<typeof deepLinkingSettingsClaim>;
