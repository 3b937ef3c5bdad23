import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { QuestionImportPreview } from '../../../../contract';
import { createQueryClient } from '../../../../src/api/query-client';
import { AppProviders } from '../../../../src/app/providers';
import { ImportDialog } from '../../../../src/features/teacher/bank/import-dialog';
import { server } from '../../msw-server';
import { api } from '../../helpers/api-handlers';

const preview = (overrides: Partial<QuestionImportPreview> = {}): QuestionImportPreview => ({
  format: 'gift',
  question_count: 3,
  topics: [
    { name: 'Weather', question_count: 2, exists: true },
    { name: 'Airspace', question_count: 1, exists: false },
  ],
  figure_count: 0,
  questions: [],
  skipped: [{ name: 'Crosswind', reason: 'numerical questions are not supported' }],
  errors: [],
  ...overrides,
});

const file = new File(['::Q1:: Which? {=A ~B}'], 'weather.gift', { type: 'text/plain' });

function renderDialog() {
  const imported: number[] = [];
  render(
    <AppProviders queryClient={createQueryClient()}>
      <ImportDialog
        classId={7}
        kind="questions"
        onClose={() => {}}
        onImported={(n) => imported.push(n)}
      />
    </AppProviders>,
  );
  return imported;
}

describe('importing questions', () => {
  it('previews what would be created, new topics and skips, before anything is written', async () => {
    const user = userEvent.setup();
    const commits: unknown[] = [];
    server.use(
      http.post(api('questionImportPreview', { classId: 7 }), () => HttpResponse.json(preview())),
      http.post(api('questionImportCommit', { classId: 7 }), () => {
        commits.push(1);
        return HttpResponse.json({ created: 3, topics_created: [], skipped: [] }, { status: 201 });
      }),
    );
    renderDialog();
    await user.upload(screen.getByTestId('import-file'), file);
    expect(await screen.findByText('3 questions would be imported from GIFT.')).toBeInTheDocument();
    expect(screen.getByText('1 question · new topic')).toBeInTheDocument();
    expect(screen.getByText('numerical questions are not supported')).toBeInTheDocument();
    expect(commits).toEqual([]);
  });

  it('lists the questions themselves: name, status, stem, choices with the correct marked, figure', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(api('questionImportPreview', { classId: 7 }), () =>
        HttpResponse.json(
          preview({
            questions: [
              {
                line: 5,
                name: 'Stall angle',
                topic: 'Aerodynamics',
                stem: 'The wing stalls beyond its critical **angle**',
                choices: [
                  { text: 'angle of attack', correct: true },
                  { text: 'airspeed', correct: false },
                ],
                multiple_response: false,
                status: 'draft',
                figure: 'wing.png',
              },
            ],
          }),
        ),
      ),
    );
    renderDialog();
    await user.upload(screen.getByTestId('import-file'), file);
    const question = await screen.findByRole('article', { name: 'Stall angle' });
    expect(question).toHaveTextContent('Draft');
    expect(question).toHaveTextContent('Line 5 · Aerodynamics · figure wing.png');
    expect(within(question).getByText('angle', { selector: 'strong' })).toBeInTheDocument();
    const choices = within(question).getByRole('list', { name: 'Choices of Stall angle' });
    expect(
      within(choices)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A. angle of attack (correct)', 'B. airspeed']);
    expect(screen.getByText('The first 1 of 3.')).toBeInTheDocument();
  });

  it('shows the CSV header and offers a sample file', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'How to lay out a CSV file' }));
    expect(
      screen.getByText('topic,stem,choices,correct,explanation,reference,objective,status'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download a sample file' })).toBeInTheDocument();
  });

  it('sends the file as base64 with its name and commits it in one step', async () => {
    const user = userEvent.setup();
    const bodies: { data_base64: string; filename: string }[] = [];
    server.use(
      http.post(api('questionImportPreview', { classId: 7 }), () => HttpResponse.json(preview())),
      http.post(api('questionImportCommit', { classId: 7 }), async ({ request }) => {
        bodies.push((await request.json()) as { data_base64: string; filename: string });
        return HttpResponse.json({ created: 3, topics_created: [], skipped: [] }, { status: 201 });
      }),
    );
    const imported = renderDialog();
    await user.upload(screen.getByTestId('import-file'), file);
    await user.click(await screen.findByRole('button', { name: 'Import 3 questions' }));
    await waitFor(() => expect(imported).toEqual([3]));
    expect(bodies[0]?.filename).toBe('weather.gift');
    expect(atob(bodies[0]?.data_base64 ?? '')).toBe('::Q1:: Which? {=A ~B}');
  });

  it('lists every error with its line and will not import a file with errors', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(api('questionImportPreview', { classId: 7 }), () =>
        HttpResponse.json(
          preview({ question_count: 0, errors: [{ line: 4, message: 'Unbalanced braces.' }] }),
        ),
      ),
    );
    renderDialog();
    await user.upload(screen.getByTestId('import-file'), file);
    expect(await screen.findByText('Unbalanced braces.')).toBeInTheDocument();
    expect(screen.getByText('Line 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('says clearly when the file cannot be read at all', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(api('questionImportPreview', { classId: 7 }), () =>
        HttpResponse.json(
          { detail: { error_code: 2, message: 'This is not Moodle XML: the XML is broken.' } },
          { status: 422 },
        ),
      ),
    );
    renderDialog();
    await user.upload(screen.getByTestId('import-file'), file);
    expect(
      await screen.findByText('This is not Moodle XML: the XML is broken.'),
    ).toBeInTheDocument();
  });
});
