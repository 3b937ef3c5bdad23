/**
 * The origin of a platform's address, for a page's Content-Security-Policy: only a plain http(s)
 * origin, else null (a host may hold characters such as `;` that would end the policy's directive).
 */
export function plainOriginOf(url: string | undefined) {
  try {
    const origin = url ? new URL(url).origin : '';
    return /^https?:\/\/[a-z0-9.\-[\]:]+$/i.test(origin) ? origin : null;
  } catch {
    return null;
  }
}
