import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  FIGURE_SVG_MESSAGE,
  NO_CORRECT_MESSAGE,
  OBJECTIVE_FORMAT_MESSAGE,
  type QuestionInput,
} from '../../../../contract';
import { TeacherQuestionAddPage } from '../../../../src/features/teacher/questions/teacher-question-add-page';
import { TeacherQuestionEditPage } from '../../../../src/features/teacher/questions/teacher-question-edit-page';
import { aClass, renderRoutes } from '../../app/helpers/render-routes';
import { aQuestionDetail, aTopic, pageOf } from '../../helpers/bank-builders';
import { api, errorResponse } from '../../helpers/api-handlers';
import { server } from '../../msw-server';

const HASH = 'a'.repeat(64);
let sent: QuestionInput[];

beforeEach(() => {
  sent = [];
  server.use(
    http.get(api('class', { classId: 7 }), () =>
      HttpResponse.json(aClass({ id: 7, my_roles: [2] })),
    ),
    http.get(api('classTopics', { classId: 7 }), () =>
      HttpResponse.json(pageOf([aTopic(), aTopic({ id: 2, name: 'Navigation', position: 2 })])),
    ),
    http.post(api('classQuestions', { classId: 7 }), async ({ request }) => {
      sent.push((await request.json()) as QuestionInput);
      return HttpResponse.json(aQuestionDetail({ id: 99 }), { status: 201 });
    }),
  );
});

const renderAdd = (path = '/teacher/classes/7/questions/add') =>
  renderRoutes(
    [
      { path: '/teacher/classes/:classId/questions/add', element: <TeacherQuestionAddPage /> },
      { path: '/teacher/classes/:classId/questions/:quesID', element: <h1>Question page</h1> },
      { path: '/teacher/classes/:classId/questions', element: <h1>Questions list</h1> },
    ],
    path,
  );

async function fillMinimalQuestion(user: ReturnType<typeof userEvent.setup>) {
  await user.type(
    await screen.findByRole('textbox', { name: 'Question' }),
    'Which clouds bring hail?',
  );
  await user.type(screen.getByRole('textbox', { name: 'Choice A' }), 'Cumulonimbus');
  await user.type(screen.getByRole('textbox', { name: 'Choice B' }), 'Cirrus');
  await user.click(screen.getByRole('button', { name: 'Remove choice D' }));
  await user.click(screen.getByRole('button', { name: 'Remove choice C' }));
}

describe('adding a question', () => {
  it('says what is missing on each field and sends nothing', async () => {
    const user = userEvent.setup();
    renderAdd();
    await user.click(await screen.findByRole('button', { name: 'Save question' }));
    expect(await screen.findByText('Question is required.')).toBeInTheDocument();
    expect(screen.getAllByText('Choice is required.').length).toBeGreaterThan(0);
    expect(sent).toEqual([]);
  });

  it('saves the question and opens it', async () => {
    const user = userEvent.setup();
    renderAdd();
    await fillMinimalQuestion(user);
    await user.click(screen.getByRole('button', { name: 'Save question' }));
    expect(await screen.findByRole('heading', { name: 'Question page' })).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      topic_id: 1,
      stem: 'Which clouds bring hail?',
      choices: [
        { text: 'Cumulonimbus', correct: true },
        { text: 'Cirrus', correct: false },
      ],
      multiple_response: false,
      status: 'draft',
      figure_hash: null,
    });
  });

  it('saves the name the teacher gives the question', async () => {
    const user = userEvent.setup();
    renderAdd();
    await fillMinimalQuestion(user);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Hail 1');
    await user.click(screen.getByRole('button', { name: 'Save question' }));
    await screen.findByRole('heading', { name: 'Question page' });
    expect(sent[0]?.name).toBe('Hail 1');
  });

  it('starts in the topic the address names', async () => {
    renderAdd('/teacher/classes/7/questions/add?topic=2');
    expect(await screen.findByRole('combobox', { name: 'Topic' })).toHaveTextContent('Navigation');
  });

  it('marks one correct choice at a time for a single best answer', async () => {
    const user = userEvent.setup();
    renderAdd();
    await user.click(await screen.findByRole('radio', { name: 'Choice B is correct' }));
    expect(screen.getByRole('radio', { name: 'Choice A is correct' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Choice B is correct' })).toBeChecked();
  });

  it('lets a multiple-response question have several correct choices, and needs one', async () => {
    const user = userEvent.setup();
    renderAdd();
    await fillMinimalQuestion(user);
    await user.click(screen.getByRole('switch', { name: /Multiple response/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Choice A is correct' }));
    expect(await screen.findByText(NO_CORRECT_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Choice A is correct' }));
    await user.click(screen.getByRole('checkbox', { name: 'Choice B is correct' }));
    await user.click(screen.getByRole('button', { name: 'Save question' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.multiple_response).toBe(true);
    expect(sent[0]?.choices.map((choice) => choice.correct)).toEqual([true, true]);
  });

  it('keeps between 2 and 6 choices', async () => {
    const user = userEvent.setup();
    renderAdd();
    const add = await screen.findByRole('button', { name: 'Add choice' });
    await user.click(add);
    await user.click(add);
    expect(screen.getByRole('textbox', { name: 'Choice F' })).toBeInTheDocument();
    expect(add).toBeDisabled();
    for (const letter of ['F', 'E', 'D', 'C']) {
      await user.click(screen.getByRole('button', { name: `Remove choice ${letter}` }));
    }
    expect(screen.getByRole('button', { name: 'Remove choice B' })).toBeDisabled();
  });

  it('checks the learning-objective code on the form', async () => {
    const user = userEvent.setup();
    renderAdd();
    await user.type(await screen.findByRole('textbox', { name: 'Learning objective' }), 'weather');
    await user.tab();
    expect(await screen.findByText(OBJECTIVE_FORMAT_MESSAGE)).toBeInTheDocument();
  });

  it("shows the server's message on its field and keeps what was typed", async () => {
    const user = userEvent.setup();
    server.use(
      http.post(api('classQuestions', { classId: 7 }), () =>
        HttpResponse.json(
          {
            detail: {
              error_code: 2,
              message: 'Invalid data',
              fields: [{ path: 'body.reference', message: 'Reference is too long.' }],
            },
          },
          { status: 422 },
        ),
      ),
    );
    renderAdd();
    await fillMinimalQuestion(user);
    await user.click(screen.getByRole('button', { name: 'Save question' }));
    expect(await screen.findByText('Reference is too long.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Question' })).toHaveValue(
      'Which clouds bring hail?',
    );
  });

  it('renders the Markdown stem in the live preview, without raw HTML', async () => {
    const user = userEvent.setup();
    renderAdd();
    await user.type(
      await screen.findByRole('textbox', { name: 'Question' }),
      'A **bold** claim <img src=x onerror=alert(1)>',
    );
    const preview = screen.getByRole('region', { name: 'Question: preview' });
    expect((await within(preview).findByText('bold')).tagName).toBe('STRONG');
    expect(preview.querySelector('img')).toBeNull();
  });

  it('refuses an SVG figure before uploading it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const uploads: unknown[] = [];
    server.use(
      http.post(api('classFigures', { classId: 7 }), () => {
        uploads.push(1);
        return HttpResponse.json({});
      }),
    );
    renderAdd();
    await user.upload(
      await screen.findByTestId('figure-file'),
      new File(['<svg/>'], 'wind.svg', { type: 'image/svg+xml' }),
    );
    expect(await screen.findByText(FIGURE_SVG_MESSAGE)).toBeInTheDocument();
    expect(uploads).toEqual([]);
  });

  it('uploads a PNG figure at once and saves the question with it', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(api('classFigures', { classId: 7 }), () =>
        HttpResponse.json(
          { hash: HASH, media_type: 'image/png', size: 4, url: `/figures/${HASH}` },
          { status: 201 },
        ),
      ),
    );
    renderAdd();
    await fillMinimalQuestion(user);
    await user.upload(
      screen.getByTestId('figure-file'),
      new File([new Uint8Array([137, 80, 78, 71])], 'wind.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('button', { name: 'Remove figure' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save question' }));
    await waitFor(() => expect(sent[0]?.figure_hash).toBe(HASH));
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    const { router } = renderAdd();
    await user.type(await screen.findByRole('textbox', { name: 'Question' }), 'Half a thought');
    await router.navigate('/teacher/classes/7/questions');
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
  });
});

describe('editing a question', () => {
  const renderEdit = (question = aQuestionDetail()) => {
    server.use(
      http.get(api('classQuestion', { classId: 7, questionId: 11 }), () =>
        HttpResponse.json(question),
      ),
    );
    return renderRoutes(
      [
        {
          path: '/teacher/classes/:classId/questions/:quesID/edit',
          element: <TeacherQuestionEditPage />,
        },
        { path: '/teacher/classes/:classId/questions/:quesID', element: <h1>Question page</h1> },
      ],
      '/teacher/classes/7/questions/11/edit',
    );
  };

  it('says that saving an answered question makes a new version', async () => {
    renderEdit(
      aQuestionDetail({
        version: 2,
        versions: [
          { ...aQuestionDetail(), version: 2, frozen: true, created_at: '2026-11-02T00:00:00Z' },
        ],
      }),
    );
    expect(await screen.findByText(/Saving makes version 3/)).toBeInTheDocument();
  });

  it('sends the whole question with the change', async () => {
    const user = userEvent.setup();
    const put: QuestionInput[] = [];
    server.use(
      http.put(api('classQuestion', { classId: 7, questionId: 11 }), async ({ request }) => {
        put.push((await request.json()) as QuestionInput);
        return HttpResponse.json(aQuestionDetail());
      }),
    );
    renderEdit();
    const reference = await screen.findByRole('textbox', { name: 'Reference' });
    await user.clear(reference);
    await user.type(reference, 'PHAK 12-3');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Question page' })).toBeInTheDocument();
    expect(put[0]).toMatchObject({ reference: 'PHAK 12-3', stem: 'Which clouds bring hail?' });
  });

  it('shows a load error with a retry when the question cannot be loaded', async () => {
    server.use(
      http.get(api('classQuestion', { classId: 7, questionId: 11 }), () =>
        errorResponse(500, 1, 'Boom'),
      ),
    );
    renderRoutes(
      [
        {
          path: '/teacher/classes/:classId/questions/:quesID/edit',
          element: <TeacherQuestionEditPage />,
        },
      ],
      '/teacher/classes/7/questions/11/edit',
    );
    expect(
      await screen.findByText('The question could not be loaded.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
