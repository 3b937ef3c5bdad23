import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  storedClassSettingsSchema,
  WEIGHTS_SUM_MESSAGE,
  type ClassSettingsResponse,
} from '../../../contract';
import { FinalExamSettingsPage } from '../../../src/features/teacher/settings/final-exam-settings-page';
import { WeakAreasSettingsPage } from '../../../src/features/teacher/settings/weak-areas-settings-page';
import { InviteStudents } from '../../../src/features/teacher/students/invite-students';
import { aClass, renderRoutes } from '../app/helpers/render-routes';
import { server } from '../msw-server';
import { aQuiz, pageOf } from '../helpers/bank-builders';
import { api } from '../helpers/api-handlers';

const settings = (
  topics: ClassSettingsResponse['topics'] = [
    { id: 1, name: 'Weather', published_question_count: 40 },
    { id: 2, name: 'Navigation', published_question_count: 5 },
  ],
): ClassSettingsResponse => ({ ...storedClassSettingsSchema.parse({}), topics });
const useSettings = (topics: ClassSettingsResponse['topics']) =>
  server.use(
    http.get(api('classSettings', { classId: 7 }), () => HttpResponse.json(settings(topics))),
  );

beforeEach(() => {
  server.use(
    http.get(api('class', { classId: 7 }), () =>
      HttpResponse.json(aClass({ id: 7, my_roles: [2] })),
    ),
    http.get(api('classSettings', { classId: 7 }), () => HttpResponse.json(settings())),
    http.get(api('classQuizzes', { classId: 7 }), () =>
      HttpResponse.json(pageOf([aQuiz({ id: 40, kind: 'final', topic_id: null })])),
    ),
    http.get(api('quizStatistics', { classId: 7, quizId: 40 }), () =>
      HttpResponse.json({
        attempts: 14,
        mean: 71.5,
        standard_deviation: 12.2,
        internal_consistency: 41.3,
        items: [
          {
            question_id: 5,
            attempts: 14,
            facility: 12,
            standard_deviation: 30,
            discrimination_index: 25,
            discriminative_efficiency: 30,
            hint: 'Very few students get this right: check the marked answer and the wording.',
          },
        ],
      }),
    ),
  );
});

describe('final-exam settings', () => {
  it("shows the exam's results so far and warns of a low internal consistency", async () => {
    render();
    // Three requests one after another (class, its quizzes, the exam's statistics): more than the
    // default second when the machine is busy.
    const slow = { timeout: 5_000 };
    const results = await screen.findByRole('region', { name: 'Results so far' }, slow);
    expect(await within(results).findByText('71.5 %', {}, slow)).toBeInTheDocument();
    expect(results).toHaveTextContent("Internal consistency (Cronbach's alpha)41.3 %");
    expect(within(results).getByText(/low internal consistency/)).toBeInTheDocument();
  });

  it("names a flagged question's figure as its facility over first attempts", async () => {
    render();
    const flagged = await screen.findByRole(
      'list',
      { name: 'Questions to check' },
      { timeout: 5_000 },
    );
    expect(flagged).toHaveTextContent('Question 5: facility 12 % (first attempts)');
  });

  const render = () =>
    renderRoutes(
      [
        {
          path: '/teacher/classes/:classId/final-exam-settings',
          element: <FinalExamSettingsPage />,
        },
      ],
      '/teacher/classes/7/final-exam-settings',
    );

  it('shows the running total of the weights and refuses to save unless it is 100 %', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    server.use(
      http.put(api('classFinalExamSettings', { classId: 7 }), async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json(settings());
      }),
    );
    render();
    const weather = await screen.findByRole('spinbutton', { name: 'Weight of Weather (%)' });
    await user.clear(weather);
    await user.type(weather, '60');
    expect(screen.getByText(/Total 60 % — the weights must add up to 100 %/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(WEIGHTS_SUM_MESSAGE)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('spreads the weights evenly and warns about a topic with too few published questions', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Spread evenly' }));
    expect(screen.getByRole('spinbutton', { name: 'Weight of Weather (%)' })).toHaveValue(50);
    expect(screen.getByRole('spinbutton', { name: 'Weight of Navigation (%)' })).toHaveValue(50);
    expect(screen.getByText('Total 100 %')).toBeInTheDocument();
    // 60 questions at 50 %: Navigation's 30 exceed its 5 published questions.
    expect(
      screen.getByText(/30 questions in the exam · 5 published — not enough published questions/),
    ).toBeInTheDocument();
  });

  it('with no weights, shows the share each topic with published questions gets, as the exam draws it', async () => {
    useSettings([
      { id: 1, name: 'Weather', published_question_count: 40 },
      { id: 2, name: 'Airspace', published_question_count: 0 },
      { id: 3, name: 'Navigation', published_question_count: 35 },
    ]);
    render();
    expect(
      await screen.findByText('No weights: every topic with published questions counts alike.'),
    ).toBeInTheDocument();
    expect(screen.getByText('30 questions in the exam · 40 published')).toBeInTheDocument();
    expect(screen.getByText('0 questions in the exam · 0 published')).toBeInTheDocument();
    expect(screen.getByText('30 questions in the exam · 35 published')).toBeInTheDocument();
  });

  it('spreads the weights only over the topics with published questions', async () => {
    const user = userEvent.setup();
    useSettings([
      { id: 1, name: 'Weather', published_question_count: 40 },
      { id: 2, name: 'Airspace', published_question_count: 0 },
      { id: 3, name: 'Navigation', published_question_count: 5 },
    ]);
    render();
    await user.click(await screen.findByRole('button', { name: 'Spread evenly' }));
    expect(screen.getByRole('spinbutton', { name: 'Weight of Weather (%)' })).toHaveValue(50);
    expect(screen.getByRole('spinbutton', { name: 'Weight of Airspace (%)' })).toHaveValue(0);
    expect(screen.getByRole('spinbutton', { name: 'Weight of Navigation (%)' })).toHaveValue(50);
    expect(screen.getByText('Total 100 %')).toBeInTheDocument();
  });

  it('says beside the fields that the class has fewer published questions than the exam asks', async () => {
    useSettings([
      { id: 1, name: 'Weather', published_question_count: 8 },
      { id: 2, name: 'Navigation', published_question_count: 3 },
    ]);
    render();
    expect(
      await screen.findByText(
        'This class has 11 published questions; the exam asks 60 — students get at most 11, ' +
          'with the whole 150 minutes. 60 questions in 150 minutes are the defaults: set what ' +
          'suits your class.',
      ),
    ).toBeInTheDocument();
  });

  it('drops the note once the exam asks no more than the class has', async () => {
    const user = userEvent.setup();
    useSettings([{ id: 1, name: 'Weather', published_question_count: 11 }]);
    render();
    const questions = await screen.findByRole('spinbutton', { name: 'Questions' });
    expect(screen.getByText(/the exam asks 60/)).toBeInTheDocument();
    await user.clear(questions);
    await user.type(questions, '10');
    expect(screen.queryByText(/the exam asks/)).not.toBeInTheDocument();
    expect(screen.queryByText(/are the defaults/)).not.toBeInTheDocument();
  });

  it('shows the sample exam questions as formatted text, not raw Markdown', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(api('finalExamPreview', { classId: 7 }), () =>
        HttpResponse.json({
          topics: [{ topic_id: 1, name: 'Weather', wanted: 1, drawn: 1, available: 40 }],
          questions: [
            {
              id: 5,
              topic_id: 1,
              stem: 'What makes **hail**?\n\n| Cloud | Top |\n| --- | --- |\n| Cb | 40000 ft |',
            },
          ],
        }),
      ),
    );
    render();
    await user.click(await screen.findByRole('button', { name: 'Preview a sample exam' }));
    const sample = await screen.findByRole('region', { name: 'Sample exam' });
    expect((await within(sample).findByText('hail')).tagName).toBe('STRONG');
    expect(within(sample).getByRole('table')).toHaveTextContent('Cb40000 ft');
    expect(sample).not.toHaveTextContent('**');
    expect(sample).not.toHaveTextContent('|');
  });

  it('saves weights that add up, and says so', async () => {
    const user = userEvent.setup();
    const saved: { topic_weights: unknown }[] = [];
    server.use(
      http.put(api('classFinalExamSettings', { classId: 7 }), async ({ request }) => {
        saved.push((await request.json()) as { topic_weights: unknown });
        return HttpResponse.json(settings());
      }),
    );
    render();
    await user.click(await screen.findByRole('button', { name: 'Spread evenly' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saved[0]?.topic_weights).toEqual([
        { topic_id: 1, weight: 50 },
        { topic_id: 2, weight: 50 },
      ]),
    );
    expect(await screen.findByText('Final-exam settings saved.')).toBeInTheDocument();
  });
});

describe('weak-area settings', () => {
  it('explains the rule in plain words as the values change', async () => {
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: '/teacher/classes/:classId/weak-areas-settings',
          element: <WeakAreasSettingsPage />,
        },
      ],
      '/teacher/classes/7/weak-areas-settings',
    );
    const threshold = await screen.findByRole('spinbutton', { name: 'Accuracy threshold (%)' });
    expect(screen.getByRole('status')).toHaveTextContent(/last 20 answers .* fewer than 70 %/);
    await user.clear(threshold);
    await user.type(threshold, '80');
    expect(screen.getByRole('status')).toHaveTextContent(/fewer than 80 %/);
  });
});

describe('inviting students', () => {
  it('invites the addresses of a pasted list and names each entry not invited, with why', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      http.get(api('classInvitations', { classId: 7 }), () => HttpResponse.json([])),
      http.post(api('classInvitations', { classId: 7 }), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          invited: ['ada@example.test'],
          already_invited: ['cy@example.test'],
          already_members: ['bob@example.test'],
        });
      }),
    );
    renderRoutes([{ path: '/', element: <InviteStudents classId={7} /> }], '/');
    const box = await screen.findByRole('textbox', { name: 'E-mail addresses' });
    await user.type(
      box,
      'Ada <ada@example.test>, bob@example.test; ADA@example.test, dee.example.test, cy@example.test',
    );
    await user.click(screen.getByRole('button', { name: 'Invite' }));

    const outcome = await screen.findByRole('alert');
    expect(outcome).toHaveTextContent('Invited 1 person. Not invited: 4.');
    expect(
      within(outcome)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'ada@example.test: given twice in the list',
      'dee.example.test: not an e-mail address',
      'bob@example.test: already in the class',
      'cy@example.test: already invited',
    ]);
    expect(sent).toEqual([{ emails: ['ada@example.test', 'bob@example.test', 'cy@example.test'] }]);
  });

  it('sends nothing when no entry is an e-mail address, and names them', async () => {
    const user = userEvent.setup();
    server.use(http.get(api('classInvitations', { classId: 7 }), () => HttpResponse.json([])));
    renderRoutes([{ path: '/', element: <InviteStudents classId={7} /> }], '/');
    const box = await screen.findByRole('textbox', { name: 'E-mail addresses' });
    await user.type(box, 'broken@, Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const form = box.closest('form');
    expect(
      await within(form as HTMLElement).findByText('Not an e-mail address: broken@, Ada Lovelace'),
    ).toBeInTheDocument();
  });
});
