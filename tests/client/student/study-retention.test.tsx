import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ErrorCode,
  STUDENT_RETENTION_MESSAGE,
  type StudyRetention,
  type StudyRetentionBody,
} from '../../../contract';
import { StudyRetentionCard } from '../../../src/features/student/flashcards/study-retention-card';
import {
  initialImpersonationState,
  startImpersonation,
  useImpersonationStore,
} from '../../../src/lib/session/impersonation-store';
import { readOnlyReason } from '../../../src/lib/session/use-read-only';
import { renderRoutes } from '../app/helpers/render-routes';
import { api } from '../helpers/api-handlers';
import { server } from '../msw-server';
import { aStudyRetention } from '../helpers/flashcard-builders';

const withTest: StudyRetention['knowledge_test'] = {
  date: '2026-12-15',
  decks: [
    { topic_id: 1, name: 'Weather', card_count: 40, studied_count: 30, predicted_retention: 0.724 },
    { topic_id: 2, name: 'Navigation', card_count: 0, studied_count: 0, predicted_retention: null },
  ],
};

let saved: StudyRetentionBody[];
const onChanged = vi.fn();

function serve(retention: StudyRetention) {
  server.use(
    http.get(api('studyRetention', { classId: 7 }), () => HttpResponse.json(retention)),
    http.put(api('studyRetention', { classId: 7 }), async ({ request }) => {
      const body = (await request.json()) as StudyRetentionBody;
      saved.push(body);
      const own = body.own_retention;
      return HttpResponse.json({ ...retention, own_retention: own, retention: own ?? 90 });
    }),
  );
}

const renderCard = (topicId?: number) =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <StudyRetentionCard
            classId={7}
            {...(topicId === undefined ? {} : { topicId })}
            onChanged={onChanged}
          />
        ),
      },
    ],
    '/',
  );

beforeEach(() => {
  saved = [];
  onChanged.mockClear();
});
afterEach(() => useImpersonationStore.setState(initialImpersonationState));

describe("the student's desired retention beside the flashcards", () => {
  it("shows the class's default, and no forecast without a test date", async () => {
    serve(aStudyRetention());
    renderCard();
    expect(
      await screen.findByRole('heading', { name: 'Desired retention: 90 %' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^The class's default\./)).toBeInTheDocument();
    expect(screen.queryByText(/Predicted on your knowledge test/)).not.toBeInTheDocument();
  });

  it('says when the retention is the student’s own choice', async () => {
    serve(aStudyRetention({ own_retention: 85, retention: 85 }));
    renderCard();
    expect(await screen.findByText(/Your choice \(the class's default is 90 %\)/)).toBeVisible();
  });

  it('lets the student choose within the limits with the keyboard, then restarts the session', async () => {
    serve(aStudyRetention());
    renderCard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desired retention' });
    await user.click(
      within(dialog).getByRole('switch', { name: "Use the class's default (90 %)" }),
    );
    const slider = within(dialog).getByRole('slider', { name: /Your desired retention/ });
    expect(slider).toHaveAttribute('aria-valuemin', '80');
    expect(slider).toHaveAttribute('aria-valuemax', '97');
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuetext', '92 %');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Desired retention saved.')).toBeInTheDocument();
    expect(saved).toEqual([{ own_retention: 92 }]);
    expect(onChanged).toHaveBeenCalledOnce();
    expect(await screen.findByRole('heading', { name: 'Desired retention: 92 %' })).toBeVisible();
  });

  it('goes back to the class default', async () => {
    serve(aStudyRetention({ own_retention: 85, retention: 85 }));
    renderCard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desired retention' });
    await user.click(within(dialog).getByRole('switch', { name: /Use the class's default/ }));
    expect(within(dialog).getByRole('slider')).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Desired retention saved.');
    expect(saved).toEqual([{ own_retention: null }]);
  });

  it("shows the server's refusal on the field", async () => {
    serve(aStudyRetention({ own_retention: 85, retention: 85 }));
    server.use(
      http.put(api('studyRetention', { classId: 7 }), () =>
        HttpResponse.json(
          {
            detail: {
              error_code: ErrorCode.VALIDATION_FAILED,
              message: 'Validation failed.',
              fields: [{ path: 'body.own_retention', message: STUDENT_RETENTION_MESSAGE }],
            },
          },
          { status: 422 },
        ),
      ),
    );
    renderCard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desired retention' });
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Save' }).closest('form')!);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(STUDENT_RETENTION_MESSAGE);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('cannot be changed while a teacher views the app as the student', async () => {
    startImpersonation({ id: 11, name: 'Sofia Martinez' });
    serve(aStudyRetention());
    renderCard();
    expect(await screen.findByRole('button', { name: 'Change' })).toBeDisabled();
    expect(screen.getByText(readOnlyReason('Sofia Martinez'))).toBeVisible();
  });
});

describe('the forecast for the knowledge-test day', () => {
  it("shows each deck's predicted retention and how much of it is studied", async () => {
    serve(aStudyRetention({ knowledge_test: withTest }));
    renderCard();
    expect(
      await screen.findByRole('heading', { name: /Predicted on your knowledge test, .*2026/ }),
    ).toBeVisible();
    expect(screen.getByText(/Cards you have not studied yet count as forgotten/)).toBeVisible();
    const weather = screen.getByRole('progressbar', { name: 'Weather' });
    expect(weather).toHaveAttribute('aria-valuenow', '72');
    expect(weather).toHaveAttribute('aria-valuetext', '72 % predicted');
    expect(screen.getByText('30 of 40 cards studied')).toBeVisible();
    expect(screen.getByText('No cards')).toBeVisible();
  });

  it("on a topic's deck, shows that deck only", async () => {
    serve(aStudyRetention({ knowledge_test: withTest }));
    renderCard(2);
    expect(await screen.findByText('Navigation')).toBeVisible();
    expect(screen.queryByText('Weather')).not.toBeInTheDocument();
  });
});
