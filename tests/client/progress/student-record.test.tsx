import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Role, type ClassSummary, type StudentRecord } from '../../../contract';
import { endorsementText } from '../../../src/components/student-record/endorsement-text';
import { StudentRecordPage } from '../../../src/features/student/record/student-record-page';
import { TeacherStudentRecordPage } from '../../../src/features/teacher/students/teacher-student-record-page';
import { aClass, renderRoutes, signInAs } from '../app/helpers/render-routes';
import { api } from '../helpers/api-handlers';
import { server } from '../msw-server';

const aRecord = (overrides: Partial<StudentRecord> = {}): StudentRecord => ({
  student: { id: 7, name: 'Sofia Martinez' },
  class: { id: 1, name: 'Private Pilot Ground School' },
  generated_at: '2026-11-27T08:00:00.000Z',
  time_zone: 'UTC',
  readiness: {
    predicted: 74,
    low: 66,
    high: 82,
    ready: false,
    answers: 60,
    unanswered_topics: 0,
    pass_mark: 70,
  },
  topics: [{ topic_id: 1, name: 'Weather', answers: 30, correct: 24, accuracy: 80, weak: false }],
  acs_areas: [
    { code: 'PA.I.C', answers: 22, correct: 21, accuracy: 95, mastered: true, weak: false },
    { code: 'PA.III.A', answers: 8, correct: 3, accuracy: 38, mastered: false, weak: true },
  ],
  uncoded_answers: 2,
  study: {
    minutes: 95,
    days_studied: 4,
    streak: { current: 1, longest: 3 },
    weeks: [
      {
        week_start: '2026-11-23',
        days_studied: 3,
        minutes: 80,
        answers: 40,
        flashcard_reviews: 12,
      },
    ],
  },
  quizzes: [
    {
      quiz_id: 3,
      title: 'Weather basics',
      kind: 'practice',
      attempts: 2,
      best: 90,
      last: 80,
      last_at: '2026-11-25T10:00:00.000Z',
      passed: true,
    },
  ],
  final_exam: {
    pass_mark: 70,
    attempts: [
      {
        attempt_id: 9,
        submitted_at: '2026-11-26T10:00:00.000Z',
        score_percent: 76,
        passed: true,
        time_used_seconds: 5400,
      },
    ],
  },
  knowledge_test_codes: [
    {
      code: 'PA.III.A.K2',
      added_at: '2026-11-20T10:00:00.000Z',
      reviewed_at: '2026-11-22T10:00:00.000Z',
      reviewed_by_name: 'Tessa Tran',
      questions: 2,
    },
  ],
  endorsement: null,
  instructor: {
    name: 'Tessa Tran',
    certificate_number: '987654321CFI',
    certificate_expires: '2027-12-31',
  },
  knowledge_test_name: 'Private Pilot Airplane (PAR)',
  ...overrides,
});

const teacherRoutes = [
  {
    path: '/teacher/classes/:classId/students/:stdID/record',
    element: <TeacherStudentRecordPage />,
  },
];

function serveRecord(
  record: StudentRecord,
  userId = 7,
  myRoles: ClassSummary['my_roles'] = [Role.TEACHER],
) {
  server.use(
    http.get(api('studentRecord', { classId: 1, userId }), () => HttpResponse.json(record)),
    http.get(api('class', { classId: 1 }), () => HttpResponse.json(aClass({ my_roles: myRoles }))),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the endorsement text', () => {
  it("is AC 61-65's A.32 and, with a report's codes, A.2, signed with the certificate", () => {
    const text = endorsementText(aRecord());
    expect(text).toContain(
      'I certify that Sofia Martinez has received the required training in accordance with § 61.105. I have determined [he or she] is prepared for the Private Pilot Airplane (PAR) knowledge test.',
    );
    expect(text).toContain(
      'I certify that Sofia Martinez has demonstrated satisfactory knowledge of the subject areas in which [he or she] was deficient on the Private Pilot Airplane (PAR) airman knowledge test.',
    );
    expect(text).toContain('/s/ [date] Tessa Tran 987654321CFI Exp. 12-31-2027');
  });

  it('leaves blanks for what the record does not know, and no A.2 without codes', () => {
    const text = endorsementText(
      aRecord({ knowledge_test_codes: [], instructor: null, knowledge_test_name: null }),
    );
    expect(text).not.toContain('A.2');
    expect(text).toContain('prepared for the [name of the] knowledge test.');
    expect(text).toContain('/s/ [date] [instructor name] [certificate number]');
  });
});

describe('the training record page', () => {
  it('shows each section of the record and says the app does not endorse', async () => {
    serveRecord(aRecord());
    renderRoutes(teacherRoutes, '/teacher/classes/1/students/7/record');
    expect(
      await screen.findByRole('heading', { name: 'Training record: Sofia Martinez' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/It is not an endorsement/)).toBeInTheDocument();
    const acs = screen.getByRole('table', { name: 'ACS areas' });
    expect(within(acs).getByRole('row', { name: /PA\.I\.C .* Mastered/ })).toBeInTheDocument();
    expect(within(acs).getByRole('row', { name: /PA\.III\.A .* Weak/ })).toBeInTheDocument();
    expect(screen.getByText(/2 answers to questions without a code/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Study by week' })).toHaveTextContent('1 h 20 min');
    expect(screen.getByRole('table', { name: 'Quizzes' })).toHaveTextContent('Weather basics');
    expect(screen.getByRole('table', { name: 'Final exam' })).toHaveTextContent('Passed');
    expect(
      within(screen.getByRole('table', { name: 'Knowledge-test report' })).getByRole('row', {
        name: /PA\.III\.A\.K2 .* Tessa Tran/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Predicted final-exam score 74 %/)).toBeInTheDocument();
  });

  it('edits the endorsement text, prints it as edited, and restores the AC wording', async () => {
    const user = userEvent.setup();
    serveRecord(aRecord({ knowledge_test_codes: [] }));
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderRoutes(teacherRoutes, '/teacher/classes/1/students/7/record');
    const field = await screen.findByRole('textbox', { name: 'Endorsement text' });
    expect(field).toHaveValue(endorsementText(aRecord({ knowledge_test_codes: [] })));
    await user.clear(field);
    await user.type(field, 'I certify that Sofia Martinez is ready.');
    // The copy printed in place of the field holds the text as edited.
    expect(
      screen.getByText('I certify that Sofia Martinez is ready.', {
        selector: '.record-print-only',
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Restore the AC 61-65 text' }));
    expect(field).toHaveValue(endorsementText(aRecord({ knowledge_test_codes: [] })));
  });

  it('asks an instructor without a certificate on file to add it', async () => {
    serveRecord(
      aRecord({
        instructor: { name: 'Tessa Tran', certificate_number: null, certificate_expires: null },
      }),
    );
    renderRoutes(teacherRoutes, '/teacher/classes/1/students/7/record');
    expect(await screen.findByText(/Add your certificate number and expiry/)).toBeInTheDocument();
  });

  it('does not ask a superuser for a certificate: the line is the class teacher’s', async () => {
    serveRecord(
      aRecord({
        instructor: { name: 'Tessa Tran', certificate_number: null, certificate_expires: null },
      }),
      7,
      [],
    );
    renderRoutes(teacherRoutes, '/teacher/classes/1/students/7/record');
    const field = await screen.findByRole('textbox', { name: 'Endorsement text' });
    expect((field as HTMLTextAreaElement).value).toContain(
      '/s/ [date] Tessa Tran [certificate number]',
    );
    expect(screen.queryByText(/Add your certificate number/)).not.toBeInTheDocument();
  });

  it("opens the student's own record, with a way back to the class home", async () => {
    signInAs({ id: 7, name: 'Sofia Martinez', roles: [{ role: 1, class_id: 1 }] });
    serveRecord(aRecord({ instructor: null }));
    renderRoutes(
      [{ path: '/student/classes/:classId/record', element: <StudentRecordPage /> }],
      '/student/classes/1/record',
    );
    expect(
      await screen.findByRole('heading', { name: 'Training record: Sofia Martinez' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the class home' })).toHaveAttribute(
      'href',
      '/student/classes/1/performance',
    );
    expect(screen.queryByText(/Add your certificate number/)).not.toBeInTheDocument();
  });
});
