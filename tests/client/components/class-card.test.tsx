import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ClassSummary } from '../../../contract';
import { ClassCard } from '../../../src/components/class-card/class-card';
import { aClass } from '../app/helpers/render-routes';

const renderCard = (summary: ClassSummary) =>
  render(
    <RouterProvider
      router={createMemoryRouter([
        { path: '/', element: <ClassCard classSummary={summary} to="/x" /> },
      ])}
    />,
  );

describe('the class card', () => {
  it("shows a student's flashcards due and new today", () => {
    renderCard(aClass({ due_flashcards: 4, new_flashcards_left: 20 }));
    expect(screen.getByText('4 due · 20 new today')).toBeInTheDocument();
  });

  it('says when the flashcards are done for the day', () => {
    renderCard(aClass({ due_flashcards: 0, new_flashcards_left: 0 }));
    expect(screen.getByText('Flashcards done for today')).toBeInTheDocument();
  });

  it('shows no flashcard figure without the counts (teachers)', () => {
    renderCard(aClass());
    expect(screen.queryByText(/due ·/)).not.toBeInTheDocument();
  });
});
