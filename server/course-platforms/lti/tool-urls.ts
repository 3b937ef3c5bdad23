/** The tool's own addresses, as a platform administrator pastes them (all under PUBLIC_URL). */
export function toolUrls(publicUrl: string) {
  return {
    /** OpenID Connect third-party login initiation. */
    login: `${publicUrl}/lti/login`,
    /** The redirect URI the id_token is form-posted to; also the target link of every message. */
    launch: `${publicUrl}/lti/launch`,
    jwks: `${publicUrl}/lti/jwks`,
    /** Dynamic Registration's initiation URL (Moodle 4.x, Canvas). */
    registration: `${publicUrl}/lti/register`,
    /** Where deep-linking requests go: the launch URL (the message type tells them apart). */
    deepLinking: `${publicUrl}/lti/launch`,
  };
}

export type ToolUrls = ReturnType<typeof toolUrls>;
