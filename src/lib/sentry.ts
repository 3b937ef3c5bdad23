/** STUB — replaced by the client-platform work. */
export type ErrorReportingUser = { id: number; name: string; email: string | null };

/** Loads error reporting after first paint (production with a DSN only). */
export function startErrorReporting(): void {}

/** Attach (after sign-in) or remove (null, on sign-out) the user on error reports. */
export function setErrorReportingUser(_user: ErrorReportingUser | null): void {}

/** Forward an error (e.g. the one shown on the generic error page). */
export function reportError(_error: unknown): void {}
