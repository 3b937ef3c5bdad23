/** Gets the logto access token for the API resource; registered by the AuthProvider. */
type AccessTokenGetter = () => Promise<string | null | undefined>;

let getter: AccessTokenGetter | null = null;

export function registerAccessTokenGetter(next: AccessTokenGetter | null) {
  getter = next;
}

export async function getAccessToken(): Promise<string | null> {
  if (!getter) return null;
  try {
    return (await getter()) ?? null;
  } catch {
    return null;
  }
}
