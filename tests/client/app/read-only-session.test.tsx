import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ErrorCode, Header, NO_ACCOMMODATIONS } from '../../../contract';
import { UNKNOWN_ERROR_MESSAGE } from '../../../src/api/error-messages';
import {
  startImpersonation,
  useImpersonationStore,
} from '../../../src/lib/session/impersonation-store';
import { api, errorResponse, makeUser, meHandler } from '../helpers/api-handlers';
import { resetLogtoMock, signedInWithLogto } from '../helpers/logto-mock';
import { resetSession } from '../helpers/session';
import { server } from '../msw-server';
import { aClass } from './helpers/render-routes';
import { renderAppShell } from './helpers/render-app-shell';

vi.mock('@logto/react', () => import('../helpers/logto-mock'));
vi.mock('../../../src/lib/sentry', () => ({
  setErrorReportingUser: vi.fn(),
  reportError: vi.fn(),
}));

beforeEach(() => {
  refusedCalls = [];
  resetSession();
  resetLogtoMock();
});

const teacher = makeUser({ name: 'Tessa Tran', roles: [{ role: 2, class_id: 7 }] });
const impersonated = (request: Request) => request.headers.get(Header.IMPERSONATED_ID) !== null;
/** Teacher calls made while viewing as a student, which the server refuses (403 code 102). */
let refusedCalls: string[] = [];
const refused = (request: Request) => {
  refusedCalls.push(new URL(request.url).pathname);
  return errorResponse(403, ErrorCode.FORBIDDEN, '');
};

/** A teacher of class 7 (one student, Sofia Martinez); teacher data is refused while impersonating. */
function signedInTeacher() {
  signedInWithLogto();
  server.use(
    meHandler(teacher),
    http.get(api('classes'), ({ request }) =>
      HttpResponse.json([aClass({ id: 7, my_roles: impersonated(request) ? [1] : [2] })]),
    ),
    http.get(api('class', { classId: 7 }), ({ request }) =>
      impersonated(request)
        ? refused(request)
        : HttpResponse.json(aClass({ id: 7, my_roles: [2] })),
    ),
    http.get(api('classStudents', { classId: 7 }), ({ request }) =>
      impersonated(request)
        ? refused(request)
        : HttpResponse.json([
            { id: 11, name: 'Sofia Martinez', email: null, accommodations: NO_ACCOMMODATIONS },
          ]),
    ),
    http.get(api('classInvitations', { classId: 7 }), () => HttpResponse.json([])),
    http.get(api('classTeachers', { classId: 7 }), () => HttpResponse.json([])),
    http.get(api('classOverview', { classId: 7 }), ({ request }) =>
      impersonated(request) ? refused(request) : HttpResponse.json({ topics: [], students: [] }),
    ),
  );
}

/** The teacher opens the class's students and clicks "View as student" on Sofia's row. */
async function viewAsSofiaFromTheStudentsPage() {
  const user = userEvent.setup();
  signedInTeacher();
  renderAppShell('/teacher/classes/7/students');
  await user.click(
    await screen.findByRole(
      'button',
      { name: 'View as student Sofia Martinez' },
      { timeout: 3000 },
    ),
  );
  return user;
}

const findHeading = (name: string) => screen.findByRole('heading', { name }, { timeout: 3000 });

describe('viewing the app as a student (read-only)', () => {
  it('starts without an error toast from the teacher page it leaves', async () => {
    await viewAsSofiaFromTheStudentsPage();
    expect(await screen.findByText('Viewing as Sofia Martinez — read-only')).toBeInTheDocument();
    expect(await findHeading('My classes')).toBeInTheDocument();
    expect(refusedCalls).toEqual([]);
    expect(screen.queryByText(UNKNOWN_ERROR_MESSAGE)).not.toBeInTheDocument();
  });

  it('does not offer the teaching area in the main navigation', async () => {
    signedInTeacher();
    startImpersonation({ id: 11, name: 'Sofia Martinez' });
    renderAppShell('/student');
    const main = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 3000 });
    expect(within(main).getByRole('link', { name: 'My classes' })).toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: 'Teaching' })).not.toBeInTheDocument();
  });

  it("sends a teacher's page to the student's home", async () => {
    signedInTeacher();
    startImpersonation({ id: 11, name: 'Sofia Martinez' });
    renderAppShell('/teacher/classes/7/students');
    await waitFor(() => expect(window.location.pathname).toBe('/student'));
    expect(await findHeading('My classes')).toBeInTheDocument();
  });

  it('Stop goes back to the page where the viewing began', async () => {
    const user = await viewAsSofiaFromTheStudentsPage();
    await findHeading('My classes');

    await user.click(screen.getByRole('button', { name: 'Stop' }));

    await waitFor(() => expect(window.location.pathname).toBe('/teacher/classes/7/students'));
    expect(useImpersonationStore.getState().impersonatedStudent).toBeNull();
    expect(await findHeading('Students')).toBeInTheDocument();
  });
});
