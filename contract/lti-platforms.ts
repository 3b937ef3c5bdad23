import { z } from 'zod/mini';
import { idTextSchema } from './ids';
import { textField } from './text';
import { webAddressField } from './web-address';

// The superuser's "Course platforms" screen: LTI 1.3 registrations, the tool's own URLs, its keys
// and the launches platforms sent that were refused.

/** `POST /admin/lti/platforms` and `PUT /admin/lti/platforms/:platformId` (superuser). */
export const ltiPlatformBodySchema = z.strictObject({
  issuer: webAddressField('Issuer'),
  client_id: textField({ label: 'Client id', min: 1, max: 255 }),
  auth_url: webAddressField('Authentication URL'),
  token_url: webAddressField('Token URL'),
  jwks_url: webAddressField('Key set URL'),
  /** What the screen calls it (optional). */
  name: z.optional(textField({ label: 'Name', max: 120 })),
  deployment_ids: z.array(textField({ label: 'Deployment id', min: 1, max: 255 })).check(
    z.maxLength(50, 'At most 50 deployment ids.'),
    z.refine((ids) => new Set(ids).size === ids.length, 'Each deployment id may appear only once.'),
  ),
});
export type LtiPlatformBody = z.infer<typeof ltiPlatformBodySchema>;

export const ltiPlatformParamsSchema = z.object({ platformId: idTextSchema });

export const ltiPlatformSchema = z.object({
  id: z.int(),
  issuer: z.string(),
  client_id: z.string(),
  auth_url: z.string(),
  token_url: z.string(),
  jwks_url: z.string(),
  name: z.string(),
  deployment_ids: z.array(z.string()),
  /** 'manual' (typed here) or 'dynamic' (the platform registered itself). */
  registered_by: z.enum(['manual', 'dynamic']),
  /** ISO 8601. */
  updated_at: z.string(),
});
export type LtiPlatform = z.infer<typeof ltiPlatformSchema>;

/** A launch a platform sent that the tool refused (kept 30 days). */
export const ltiLaunchFailureSchema = z.object({
  id: z.int(),
  issuer: z.nullable(z.string()),
  client_id: z.nullable(z.string()),
  deployment_id: z.nullable(z.string()),
  reason: z.string(),
  message: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
});
export type LtiLaunchFailure = z.infer<typeof ltiLaunchFailureSchema>;

/** The tool's addresses, to paste into a platform. */
export const ltiToolUrlsSchema = z.object({
  login: z.string(),
  launch: z.string(),
  jwks: z.string(),
  registration: z.string(),
  deep_linking: z.string(),
});
export type LtiToolUrls = z.infer<typeof ltiToolUrlsSchema>;

export const ltiToolKeySchema = z.object({
  kid: z.string(),
  created_at: z.string(),
  /** Set: no longer signs; published until a week after. */
  retired_at: z.nullable(z.string()),
});
export type LtiToolKey = z.infer<typeof ltiToolKeySchema>;

/** `GET /admin/lti/platforms`: everything the Course platforms screen shows. */
export const ltiPlatformsOverviewSchema = z.object({
  platforms: z.array(ltiPlatformSchema),
  launch_failures: z.array(ltiLaunchFailureSchema),
  tool_urls: ltiToolUrlsSchema,
  tool_keys: z.array(ltiToolKeySchema),
  /** Origins that may register by Dynamic Registration ('*': any; empty: none). */
  registration_origins: z.array(z.string()),
});
export type LtiPlatformsOverview = z.infer<typeof ltiPlatformsOverviewSchema>;

/** `POST /admin/lti/tool-keys/rotate`: the keys after the rotation. */
export const ltiToolKeysSchema = z.object({ tool_keys: z.array(ltiToolKeySchema) });
export type LtiToolKeys = z.infer<typeof ltiToolKeysSchema>;
