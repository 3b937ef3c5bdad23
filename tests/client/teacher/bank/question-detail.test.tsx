import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { QuestionReport, QuestionStatistics, VersionDistribution } from '../../../../contract';
import { TeacherQuestionDetailPage } from '../../../../src/features/teacher/questions/teacher-question-detail-page';
import { aClass, renderRoutes } from '../../app/helpers/render-routes';
import { aQuestionDetail } from '../../helpers/bank-builders';
import { server } from '../../msw-server';
import { api } from '../../helpers/api-handlers';

const aReport = (overrides: Partial<QuestionReport> = {}): QuestionReport => ({
  id: 5,
  question_id: 11,
  question_stem: 'Which clouds bring hail?',
  kind: 'wrong_answer',
  comment: 'Cirrus can too',
  status: 'open',
  reporter_name: 'Sofia Martinez',
  created_at: '2026-11-20T10:00:00.000Z',
  resolved_at: null,
  resolution_note: null,
  ...overrides,
});

beforeEach(() => {
  server.use(
    http.get(api('class', { classId: 7 }), () =>
      HttpResponse.json(aClass({ id: 7, my_roles: [2] })),
    ),
    http.get(api('classQuestion', { classId: 7, questionId: 11 }), () =>
      HttpResponse.json(
        aQuestionDetail({
          version: 2,
          versions: [
            { ...aQuestionDetail(), version: 2, frozen: false, created_at: '2026-11-02T00:00:00Z' },
            {
              ...aQuestionDetail(),
              stem: 'Old stem',
              version: 1,
              frozen: true,
              created_at: '2026-11-01T00:00:00Z',
            },
          ],
        }),
      ),
    ),
    http.get(api('classQuestionReports', { classId: 7 }), () => HttpResponse.json([aReport()])),
    http.get(api('questionStatistics', { classId: 7, questionId: 11 }), () =>
      HttpResponse.json(statistics([currentVersion])),
    ),
  );
});

const currentVersion: VersionDistribution = {
  version: 2,
  current: true,
  answers: 12,
  choices: [
    { text: 'Cumulonimbus', correct: true, picked: 1 },
    { text: 'Cirrus', correct: false, picked: 11 },
  ],
};

const statistics = (versions: VersionDistribution[]): QuestionStatistics => ({
  item: {
    question_id: 11,
    attempts: 12,
    facility: 8.3,
    standard_deviation: 28.9,
    discrimination_index: -12.5,
    discriminative_efficiency: -20,
    hint: 'Students who do well overall tend to get this one wrong: check that the right choice is marked correct.',
  },
  versions,
});

const renderDetail = () =>
  renderRoutes(
    [
      {
        path: '/teacher/classes/:classId/questions/:quesID',
        element: <TeacherQuestionDetailPage />,
      },
    ],
    '/teacher/classes/7/questions/11',
  );

describe("a question's detail page", () => {
  it('shows its statistics, a hint when they look wrong, and how often each choice is picked', async () => {
    renderDetail();
    const statistics = await screen.findByRole('region', { name: 'Statistics' });
    expect(
      await within(statistics).findByText(/check that the right choice is marked/),
    ).toBeInTheDocument();
    const distribution = within(statistics).getByRole('table', { name: 'Answer distribution' });
    expect(
      within(distribution).getByRole('row', { name: /B\. Cirrus 11 \(92 %\)/ }),
    ).toBeInTheDocument();
  });

  it('names the facility as counting first attempts and says why it differs from % right', async () => {
    renderDetail();
    const statistics = await screen.findByRole('region', { name: 'Statistics' });
    expect(await within(statistics).findByText('Facility (first attempts)')).toBeInTheDocument();
    expect(statistics).toHaveTextContent('Facility (first attempts)8.3 %');
    expect(statistics).toHaveTextContent(/first finished attempt .*“% right over all answers”/);
  });

  it('shows answers to an earlier version beside that wording, apart from the current one', async () => {
    server.use(
      http.get(api('questionStatistics', { classId: 7, questionId: 11 }), () =>
        HttpResponse.json(
          statistics([
            currentVersion,
            {
              version: 1,
              current: false,
              answers: 6,
              choices: [
                { text: 'Stratus', correct: false, picked: 2 },
                { text: 'Cumulonimbus', correct: true, picked: 4 },
              ],
            },
          ]),
        ),
      ),
    );
    renderDetail();
    const current = await screen.findByRole('table', {
      name: 'Answer distribution, version 2 (current wording)',
    });
    const earlier = screen.getByRole('table', {
      name: 'Answer distribution, version 1 (earlier wording, 6 answers)',
    });
    expect(
      within(current).getByRole('row', { name: /A\. Cumulonimbus \(correct\) 1 \(8 %\)/ }),
    ).toBeInTheDocument();
    expect(
      within(earlier).getByRole('row', { name: /A\. Stratus 2 \(33 %\)/ }),
    ).toBeInTheDocument();
    expect(
      within(earlier).getByRole('row', { name: /B\. Cumulonimbus \(correct\) 4 \(67 %\)/ }),
    ).toBeInTheDocument();
  });

  it('shows the question as students see it, then its answer key', async () => {
    renderDetail();
    const preview = await screen.findByRole('region', { name: 'As students see it' });
    expect(within(preview).getByRole('radio', { name: /Cumulonimbus/ })).not.toBeChecked();
    expect(within(preview).getByRole('list', { name: 'Correct choices' })).toHaveTextContent(
      'A. Cumulonimbus',
    );
  });

  it('is headed by the question’s name when it has one', async () => {
    server.use(
      http.get(api('classQuestion', { classId: 7, questionId: 11 }), () =>
        HttpResponse.json(aQuestionDetail({ name: 'Hail 1' })),
      ),
    );
    renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hail 1 (question 11)' }),
    ).toBeInTheDocument();
  });

  it('lists every version, the answered one marked', async () => {
    renderDetail();
    const versions = await screen.findByRole('region', { name: 'Version history' });
    expect(versions).toHaveTextContent('Version 2 (current)');
    expect(versions).toHaveTextContent('answered by students');
  });

  it('resolves an open problem report with a note', async () => {
    const user = userEvent.setup();
    const notes: unknown[] = [];
    server.use(
      http.post(api('questionReportResolve', { reportId: 5 }), async ({ request }) => {
        notes.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderDetail();
    const report = await screen.findByRole('article', { name: 'Report by Sofia Martinez' });
    expect(report).toHaveTextContent('The marked answer is wrong');
    await user.type(
      within(report).getByRole('textbox', { name: 'Note to the student' }),
      'Checked: A stands.',
    );
    await user.click(within(report).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(notes).toEqual([{ note: 'Checked: A stands.' }]));
  });
});
