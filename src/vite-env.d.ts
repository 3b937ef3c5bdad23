/// <reference types="vite/client" />

/** The build-time settings of the SPA (see .env.example). */
interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_LOGTO_ENDPOINT?: string;
  readonly VITE_LOGTO_APP_ID?: string;
  readonly VITE_LOGTO_RESOURCE?: string;
  readonly VITE_COURSE_PLATFORM_HOST?: string;
  readonly VITE_COURSE_PLATFORM_LOGOUT_URL?: string;
  readonly VITE_SENTRY_DSN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
