import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryStates } from '../../../src/components/query-states/query-states';

const queryIn = (state: Partial<UseQueryResult<string[]>>) =>
  ({
    isPending: false,
    isError: false,
    data: undefined,
    refetch: vi.fn(),
    ...state,
  }) as UseQueryResult<string[]>;

const renderStates = (query: UseQueryResult<string[]>) =>
  render(
    <QueryStates
      query={query}
      what="The students"
      loading={<p>Loading…</p>}
      empty={<p>No students yet</p>}
    >
      {(names) => <p>{names.join(', ')}</p>}
    </QueryStates>,
  );

describe('list page states', () => {
  it('shows the loading placeholder while pending', () => {
    renderStates(queryIn({ isPending: true }));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('says what failed and retries on request', async () => {
    const query = queryIn({ isError: true });
    renderStates(query);
    expect(await screen.findByText('The students could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty state for an empty list', () => {
    renderStates(queryIn({ data: [] }));
    expect(screen.getByText('No students yet')).toBeInTheDocument();
  });

  it('renders the content otherwise', () => {
    renderStates(queryIn({ data: ['Sofia', 'Liam'] }));
    expect(screen.getByText('Sofia, Liam')).toBeInTheDocument();
  });
});
