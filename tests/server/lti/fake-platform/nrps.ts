import { Scope } from '../../../../server/course-platforms/lti/claims';
import type { FakePlatform, PlatformModule } from './index';
import { grantedScopes } from './token-endpoint';

const MEMBERSHIP_MEDIA_TYPE = 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json';
const LIS = 'http://purl.imsglobal.org/vocab/lis/v2/';

/** Role arrays as Moodle and Canvas really send them in NRPS answers. */
export const RosterRoles = {
  moodleTeacher: [`${LIS}membership#Instructor`],
  moodleStudent: [`${LIS}membership#Learner`],
  /** A Moodle site administrator enrolled as a teacher. */
  moodleSiteAdminTeaching: [
    `${LIS}institution/person#Administrator`,
    `${LIS}membership#Instructor`,
    `${LIS}system/person#Administrator`,
  ],
  canvasTeacher: [`${LIS}membership#Instructor`],
  canvasTeachingAssistant: [`${LIS}membership/Instructor#TeachingAssistant`],
  canvasStudent: [`${LIS}membership#Learner`],
  canvasObserver: [`${LIS}membership#Mentor`],
  /** A member whose job is "instructor" at the school, enrolled in this course as a student. */
  institutionInstructorLearning: [
    `${LIS}institution/person#Instructor`,
    `${LIS}membership#Learner`,
  ],
} as const;

/** One member as NRPS 2.0 lists it; names and e-mail missing when the platform keeps them private. */
export type RosterMember = {
  user_id: string;
  roles: readonly string[];
  status?: 'Active' | 'Inactive' | 'Deleted';
  name?: string;
  given_name?: string;
  family_name?: string;
  email?: string;
};

export type RosterState = {
  members: RosterMember[];
  /** Members per page; the rest follow by `Link: rel="next"` (Moodle pages with `limit`). */
  pageSize: number;
};

export const newRosterState = (): RosterState => ({ members: [], pageSize: 2 });

/** Where this platform serves a course's memberships (Moodle's services.php shape). */
export const membershipsUrlOf = (platform: FakePlatform, courseId = '2') =>
  `${platform.address}/mod/lti/services.php/CourseSection/${courseId}/bindings/tool/1/memberships`;

/**
 * Moodle's NRPS memberships service: a bearer token granting `contextmembership.readonly`, the
 * membership container media type, and pages of `pageSize` members chained by a `Link` header
 * with `rel="next"` (Moodle's `limit` and `from` query parameters).
 */
export const nrps: PlatformModule = (app, platform) => {
  app.get(
    '/mod/lti/services.php/CourseSection/:courseId/bindings/tool/:toolId/memberships',
    async (request, reply) => {
      const scopes = grantedScopes(platform, request.headers.authorization);
      if (!scopes) return reply.code(401).send({ error: 'invalid_token' });
      if (!scopes.includes(Scope.contextMembershipReadOnly)) {
        return reply.code(403).send({ error: 'insufficient_scope' });
      }
      const accept = request.headers.accept ?? '';
      if (!accept.includes(MEMBERSHIP_MEDIA_TYPE) && !accept.includes('*/*')) {
        return reply.code(406).send('Not Acceptable');
      }
      const { courseId } = request.params as { courseId: string };
      const query = request.query as { from?: string };
      const limit = platform.roster.pageSize;
      const from = Number(query.from ?? 0);
      const page = platform.roster.members.slice(from, from + limit);
      const base = membershipsUrlOf(platform, courseId);
      if (from + limit < platform.roster.members.length) {
        reply.header('link', `<${base}?limit=${limit}&from=${from + limit}>; rel="next"`);
      }
      return reply.type(MEMBERSHIP_MEDIA_TYPE).send({
        id: `${base}?limit=${limit}&from=${from}`,
        context: { id: courseId, label: 'PPL', title: 'Private pilot licence' },
        members: page.map((member) => ({ status: 'Active', ...member })),
      });
    },
  );
};
