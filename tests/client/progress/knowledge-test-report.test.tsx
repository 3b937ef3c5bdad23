import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { KnowledgeCode } from '../../../contract';
import { KnowledgeTestReport } from '../../../src/components/progress/knowledge-test-report';
import { renderRoutes } from '../app/helpers/render-routes';
import { server } from '../msw-server';
import { api } from '../helpers/api-handlers';

const aCode = (overrides: Partial<KnowledgeCode> = {}): KnowledgeCode => ({
  code: 'PA.I.B.K1',
  added_at: '2026-11-20T10:00:00.000Z',
  reviewed_at: null,
  reviewed_by_name: null,
  questions: 3,
  ...overrides,
});

const CODES = api('knowledgeTestCodes', { classId: 1, userId: 7 });

const renderReport = (as: 'student' | 'instructor') =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <KnowledgeTestReport
            classId={1}
            studentId={7}
            as={as}
            practiseTo="/student/classes/1/quiz/9?focus=knowledge_test"
          />
        ),
      },
    ],
    '/',
  );

describe('the knowledge-test report', () => {
  it('the student pastes the codes; they are saved as a list', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    server.use(
      http.get(CODES, () => HttpResponse.json([])),
      http.put(CODES, async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json([aCode(), aCode({ code: 'PLT123', questions: 0 })]);
      }),
    );
    renderReport('student');
    await user.type(
      await screen.findByRole('textbox', { name: 'Codes from your report' }),
      'PA.I.B.K1, plt123',
    );
    await user.click(screen.getByRole('button', { name: 'Save codes' }));
    await waitFor(() => expect(saved).toEqual([{ codes: ['PA.I.B.K1', 'PLT123'] }]));
    expect(await screen.findByText('3 matching questions')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Practise these codes' })).toHaveAttribute(
      'href',
      '/student/classes/1/quiz/9?focus=knowledge_test',
    );
  });

  it('grows the codes field with what is pasted by CSS, without a hidden copy measuring it', async () => {
    server.use(http.get(CODES, () => HttpResponse.json([])));
    const { container } = renderReport('student');
    const field = await screen.findByRole('textbox', { name: 'Codes from your report' });
    // MUI's autosizing field keeps a hidden second textarea and measures it as it mounts.
    expect(container.querySelectorAll('textarea')).toHaveLength(1);
    expect(getComputedStyle(field).getPropertyValue('field-sizing')).toBe('content');
  });

  it('names a code the report cannot print and sends nothing', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    server.use(
      http.get(CODES, () => HttpResponse.json([])),
      http.put(CODES, async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json([]);
      }),
    );
    renderReport('student');
    await user.type(
      await screen.findByRole('textbox', { name: 'Codes from your report' }),
      'weather',
    );
    await user.click(screen.getByRole('button', { name: 'Save codes' }));
    expect(
      await screen.findByText(/^weather: Enter the codes as the report prints them/),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('the instructor marks the open codes reviewed', async () => {
    const user = userEvent.setup();
    const reviewed: unknown[] = [];
    server.use(
      http.get(CODES, () => HttpResponse.json([aCode()])),
      http.post(api('knowledgeTestCodesReview', { classId: 1, userId: 7 }), async ({ request }) => {
        reviewed.push(await request.json());
        return HttpResponse.json([
          aCode({ reviewed_at: '2026-11-23T09:00:00.000Z', reviewed_by_name: 'Tessa Tran' }),
        ]);
      }),
    );
    renderReport('instructor');
    await user.click(await screen.findByRole('button', { name: 'Mark 1 code reviewed' }));
    expect(await screen.findByText(/reviewed by Tessa Tran/)).toBeInTheDocument();
    expect(reviewed).toEqual([{ codes: ['PA.I.B.K1'] }]);
  });
});
