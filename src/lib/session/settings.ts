import { configuredApiBase } from '../../api/api-url';
/** The sign-in settings (Vite environment), read when used so tests can stub them. */
export type AuthSettings = {
  apiBaseUrl: string;
  logtoEndpoint: string;
  logtoAppId: string;
  logtoResource: string;
  /** Host of the course platform (teachable method), e.g. `school.example.com`; '' when none. */
  coursePlatformHost: string;
  /** The course platform's sign-out page; '' when none. */
  coursePlatformLogoutUrl: string;
};

const trimmed = (value: string | undefined) => (value ?? '').trim();

export function readAuthSettings(): AuthSettings {
  const env = import.meta.env;
  const origin = window.location.origin;
  const coursePlatformHost = trimmed(env.VITE_COURSE_PLATFORM_HOST);
  return {
    apiBaseUrl: configuredApiBase(),
    logtoEndpoint: trimmed(env.VITE_LOGTO_ENDPOINT) || origin,
    logtoAppId: trimmed(env.VITE_LOGTO_APP_ID) || 'groundschool-spa',
    logtoResource: trimmed(env.VITE_LOGTO_RESOURCE) || `${origin}/api`,
    coursePlatformHost,
    coursePlatformLogoutUrl:
      trimmed(env.VITE_COURSE_PLATFORM_LOGOUT_URL) ||
      (coursePlatformHost ? `https://${coursePlatformHost}/sign_out` : ''),
  };
}
