import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownDisplay } from '../../../../src/features/student/quiz/taking/countdown-display';

const START = Date.parse('2026-05-04T10:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'Date'] });
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

const deadlineIn = (ms: number) => new Date(START + ms).toISOString();
const announced = () => screen.getByRole('status').textContent;

describe('the countdown on the quiz page', () => {
  it('shows the time left by the server’s deadline', () => {
    render(
      <CountdownDisplay deadlineAt={deadlineIn(12 * 60_000)} offsetMs={0} onTimeUp={() => {}} />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('12:00');
  });

  it('announces 10 minutes left once, and nothing in between', () => {
    render(
      <CountdownDisplay
        deadlineAt={deadlineIn(10 * 60_000 + 2_000)}
        offsetMs={0}
        onTimeUp={() => {}}
      />,
    );
    expect(announced()).toBe('');
    act(() => vi.advanceTimersByTime(3_000));
    expect(announced()).toBe('10 minutes left.');
    act(() => vi.advanceTimersByTime(60_000));
    expect(announced()).toBe('10 minutes left.');
  });

  it('announces politely in a region of its own, and the ticking clock is not live', () => {
    render(
      <CountdownDisplay deadlineAt={deadlineIn(12 * 60_000)} offsetMs={0} onTimeUp={() => {}} />,
    );
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('timer')).not.toHaveAttribute('aria-live');
    expect(screen.getByRole('timer').closest('[aria-live]')).toBeNull();
  });

  it('announces 5 and 1 minutes left as each mark passes', () => {
    render(
      <CountdownDisplay
        deadlineAt={deadlineIn(5 * 60_000 + 1_000)}
        offsetMs={0}
        onTimeUp={() => {}}
      />,
    );
    act(() => vi.advanceTimersByTime(2_000));
    expect(announced()).toBe('5 minutes left.');
    act(() => vi.advanceTimersByTime(3 * 60_000));
    expect(announced()).toBe('5 minutes left.');
    act(() => vi.advanceTimersByTime(60_000));
    expect(announced()).toBe('1 minute left.');
  });

  it('does not drift in a background tab: after a long pause it shows the true time left', () => {
    render(
      <CountdownDisplay deadlineAt={deadlineIn(30 * 60_000)} offsetMs={0} onTimeUp={() => {}} />,
    );
    // The browser ran no timer for 7 minutes (background tab), then one tick.
    vi.setSystemTime(START + 7 * 60_000);
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent('22:59');
  });

  it("uses the server's clock: a device 1 minute slow still ends on time", () => {
    const onTimeUp = vi.fn();
    render(
      <CountdownDisplay
        deadlineAt={deadlineIn(2 * 60_000)}
        offsetMs={60_000}
        onTimeUp={onTimeUp}
      />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('1:00');
    act(() => vi.advanceTimersByTime(61_000));
    expect(onTimeUp).toHaveBeenCalledTimes(1);
  });

  it('submits once at zero', () => {
    const onTimeUp = vi.fn();
    render(<CountdownDisplay deadlineAt={deadlineIn(3_000)} offsetMs={0} onTimeUp={onTimeUp} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onTimeUp).toHaveBeenCalledTimes(1);
  });
});
