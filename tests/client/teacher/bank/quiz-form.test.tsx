import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  FIXED_NEEDS_QUESTIONS_MESSAGE,
  storedClassSettingsSchema,
  type ClassSettingsResponse,
  type ExplanationMode,
  type QuizInput,
} from '../../../../contract';
import { TeacherTopicQuizDetailPage } from '../../../../src/features/teacher/quizzes/teacher-topic-quiz-detail-page';
import { TeacherTopicQuizzesPage } from '../../../../src/features/teacher/quizzes/teacher-topic-quizzes-page';
import { aClass, renderRoutes } from '../../app/helpers/render-routes';
import { aQuestionListItem, aQuiz, aTopic, pageOf } from '../../helpers/bank-builders';
import { server } from '../../msw-server';
import { api } from '../../helpers/api-handlers';

let created: QuizInput[];
let publishedQueries: URLSearchParams[];

const classSettingsWith = (explanation_mode: ExplanationMode): ClassSettingsResponse => {
  const stored = storedClassSettingsSchema.parse({});
  return { ...stored, general: { ...stored.general, explanation_mode }, topics: [] };
};

beforeEach(() => {
  created = [];
  publishedQueries = [];
  server.use(
    http.get(api('classSettings', { classId: 7 }), () =>
      HttpResponse.json(classSettingsWith('immediate')),
    ),
    http.get(api('class', { classId: 7 }), () =>
      HttpResponse.json(aClass({ id: 7, my_roles: [2] })),
    ),
    http.get(api('classTopic', { classId: 7, topicId: 1 }), () => HttpResponse.json(aTopic())),
    http.get(api('topicQuizzes', { classId: 7, topicId: 1 }), () =>
      HttpResponse.json(pageOf([aQuiz()])),
    ),
    http.get(api('classQuestions', { classId: 7 }), ({ request }) => {
      publishedQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json(
        pageOf([
          aQuestionListItem({ id: 41, stem: 'What is a cold front?', status: 'published' }),
          aQuestionListItem({ id: 42, stem: 'What is fog?', status: 'published' }),
        ]),
      );
    }),
    http.post(api('topicQuizzes', { classId: 7, topicId: 1 }), async ({ request }) => {
      created.push((await request.json()) as QuizInput);
      return HttpResponse.json(aQuiz({ id: 55 }), { status: 201 });
    }),
  );
});

const renderQuizzes = () =>
  renderRoutes(
    [
      {
        path: '/teacher/classes/:classId/topics/:topicID/quizzes',
        element: <TeacherTopicQuizzesPage />,
      },
      {
        path: '/teacher/classes/:classId/topics/:topicID/quizzes/:quizid',
        element: <h1>Quiz 55</h1>,
      },
    ],
    '/teacher/classes/7/topics/1/quizzes',
  );

/** "New quiz" is offered once the class's settings (its default explanations) are known. */
async function openNewQuiz(user: ReturnType<typeof userEvent.setup>) {
  const button = await screen.findByRole('button', { name: 'New quiz' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

describe("a topic's quizzes", () => {
  it('lists them with how they get their questions', async () => {
    renderQuizzes();
    const table = await screen.findByRole('table', { name: 'Quizzes' });
    expect(table).toHaveTextContent('Weather basics');
    expect(table).toHaveTextContent('10 random questions');
  });

  it("explains as the class's settings say, unless the teacher chooses", async () => {
    server.use(
      http.get(api('classSettings', { classId: 7 }), () =>
        HttpResponse.json(classSettingsWith('after_submission')),
      ),
    );
    const user = userEvent.setup();
    renderQuizzes();
    await openNewQuiz(user);
    expect(screen.getByRole('combobox', { name: 'Explanations' })).toHaveTextContent(
      'After submission',
    );
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Fronts');
    await user.click(screen.getByRole('button', { name: 'Create quiz' }));
    await screen.findByRole('heading', { name: 'Quiz 55' });
    expect(created[0]).toMatchObject({ explanation_mode: 'after_submission' });
  });

  it('creates a random quiz with the defaults: 70 % to pass, no time limit, a draft', async () => {
    const user = userEvent.setup();
    renderQuizzes();
    await openNewQuiz(user);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Fronts');
    await user.click(screen.getByRole('button', { name: 'Create quiz' }));
    expect(await screen.findByRole('heading', { name: 'Quiz 55' })).toBeInTheDocument();
    expect(created[0]).toMatchObject({
      title: 'Fronts',
      selection: 'random',
      random_count: 10,
      pass_mark: 70,
      time_limit_minutes: null,
      status: 'draft',
    });
  });

  it("a fixed quiz needs picked questions, from the topic's published ones, in picking order", async () => {
    const user = userEvent.setup();
    renderQuizzes();
    await openNewQuiz(user);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Fixed');
    await user.click(screen.getByRole('radio', { name: 'A fixed list I pick' }));
    await user.click(screen.getByRole('button', { name: 'Create quiz' }));
    expect(await screen.findByText(FIXED_NEEDS_QUESTIONS_MESSAGE)).toBeInTheDocument();
    expect(Object.fromEntries(publishedQueries[0] ?? [])).toMatchObject({
      topic_id: '1',
      status: 'published',
    });

    await user.click(screen.getByRole('checkbox', { name: /What is fog/ }));
    await user.click(screen.getByRole('checkbox', { name: /What is a cold front/ }));
    expect(screen.getByText('2 questions picked')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create quiz' }));
    await waitFor(() => expect(created[0]?.question_ids).toEqual([42, 41]));
  });

  it('a time limit must be a whole number of minutes', async () => {
    const user = userEvent.setup();
    renderQuizzes();
    await openNewQuiz(user);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Timed');
    await user.type(screen.getByRole('spinbutton', { name: 'Time limit (minutes)' }), '0');
    await user.click(screen.getByRole('button', { name: 'Create quiz' }));
    expect(await screen.findByText('Time limit must be at least 1 minute.')).toBeInTheDocument();
    expect(created).toEqual([]);
  });
});

describe('a quiz', () => {
  it('publishes with a change of status', async () => {
    const user = userEvent.setup();
    const saved: QuizInput[] = [];
    // The server stamps the change: the quiz read again after saving differs from the one before.
    let current = aQuiz();
    server.use(
      http.get(api('classQuiz', { classId: 7, quizId: 31 }), () => HttpResponse.json(current)),
      http.put(api('classQuiz', { classId: 7, quizId: 31 }), async ({ request }) => {
        saved.push((await request.json()) as QuizInput);
        current = aQuiz({ status: 'published', updated_at: '2026-11-23T09:00:00.000Z' });
        return HttpResponse.json(current);
      }),
    );
    renderRoutes(
      [
        {
          path: '/teacher/classes/:classId/topics/:topicID/quizzes/:quizid',
          element: <TeacherTopicQuizDetailPage />,
        },
        { path: '/teacher/classes/:classId/topics/:topicID/quizzes', element: <h1>Quizzes</h1> },
      ],
      '/teacher/classes/7/topics/1/quizzes/31',
    );
    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Published' }));
    await user.click(screen.getByRole('button', { name: 'Save quiz' }));
    expect(await screen.findByRole('heading', { name: 'Quizzes' })).toBeInTheDocument();
    expect(saved[0]).toMatchObject({ title: 'Weather basics', status: 'published' });
  });
});
