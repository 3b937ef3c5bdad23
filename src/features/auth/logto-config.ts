import type { LogtoConfig } from '@logto/react';
import type { AuthSettings } from '../../lib/session/settings';

/** The LogtoProvider config; the SDK adds the openid and offline_access scopes itself. */
export const createLogtoConfig = (settings: AuthSettings): LogtoConfig => ({
  endpoint: settings.logtoEndpoint,
  appId: settings.logtoAppId,
  resources: [settings.logtoResource],
  scopes: ['profile', 'email'],
});

export const callbackUri = () => `${window.location.origin}/auth/callback`;
export const postLogoutUri = () => `${window.location.origin}/login`;
