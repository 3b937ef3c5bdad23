import { apiPath } from '../../../contract';

/** Where Teachable sends the person back after its consent page (the same for every school). */
export const teachableRedirectUrl = (publicUrl: string) => `${publicUrl}/auth/teachable/callback`;

/**
 * A connected school's addresses, as its owner pastes them into Teachable and embeds the app (all
 * under PUBLIC_URL): the one place they are written.
 */
export function teachableSchoolUrls(
  publicUrl: string,
  school: { schoolId: string; webhookToken: string },
) {
  return {
    /** The OAuth app's redirect URL (the same for every school: the state names the school). */
    redirectUrl: teachableRedirectUrl(publicUrl),
    /** Enrollment.created / Enrollment.disabled deliveries; the token finds the school. */
    webhookUrl: `${publicUrl}/api${apiPath('teachableWebhook', { token: school.webhookToken })}`,
    /** What a lecture embeds: the SPA signs in through this school when framed there. */
    embedUrl: `${publicUrl}/?teachable=${encodeURIComponent(school.schoolId)}`,
  };
}

export type TeachableSchoolUrls = ReturnType<typeof teachableSchoolUrls>;
