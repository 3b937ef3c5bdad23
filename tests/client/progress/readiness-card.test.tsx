import { render, screen } from '@testing-library/react';
import { ReadinessCard } from '../../../src/components/progress/readiness-card';

const readiness = { predicted: 62, low: 40, high: 84, ready: false, pass_mark: 70 };

describe('the readiness card', () => {
  it('says how many recent answers the prediction rests on, one in the singular', () => {
    render(<ReadinessCard readiness={{ ...readiness, answers: 1 }} />);
    expect(screen.getByText(/from 1 recent answer\./)).toBeInTheDocument();
  });

  it('counts several answers in the plural', () => {
    render(<ReadinessCard readiness={{ ...readiness, answers: 12 }} />);
    expect(screen.getByText(/from 12 recent answers\./)).toBeInTheDocument();
  });
});
