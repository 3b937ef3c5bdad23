import type Provider from 'oidc-provider';

export const OIDC_SCOPES = ['openid', 'offline_access', 'profile', 'email'] as const;

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

const asList = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (item): item is string => typeof item === 'string' && item !== '',
  );

/**
 * Consent for our own app is given without asking: the grant holds every OIDC scope and claim the
 * app requested and the resource (API) indicators it named. Returns the grant id.
 */
export async function grantRequestedAccess(
  provider: Provider,
  interaction: Interaction,
  accountId: string,
): Promise<string> {
  const { params, prompt } = interaction;
  const clientId = String(params.client_id);
  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant =
    existing && existing.accountId === accountId && existing.clientId === clientId
      ? existing
      : new provider.Grant({ accountId, clientId });

  const requested = new Set(String(params.scope ?? '').split(' '));
  grant.addOIDCScope(OIDC_SCOPES.filter((scope) => requested.has(scope)));

  const details = prompt.details as {
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const resource of asList(params.resource)) {
    grant.addResourceScope(resource, details.missingResourceScopes?.[resource] ?? []);
  }
  return grant.save();
}
