import { render, screen } from '@testing-library/react';
import { ReadinessCard } from '../../../src/components/progress/readiness-card';

const readiness = {
  predicted: 62,
  low: 40,
  high: 84,
  ready: false,
  pass_mark: 70,
  unanswered_topics: 0,
};

describe('the readiness card', () => {
  it('says how many recent answers the prediction rests on, one in the singular', () => {
    render(<ReadinessCard readiness={{ ...readiness, answers: 1 }} />);
    expect(screen.getByText(/from 1 recent answer\./)).toBeInTheDocument();
  });

  it('says that topics without answers count as 50 %, which is why 0 of 12 right predicts 32 %', () => {
    render(<ReadinessCard readiness={{ ...readiness, answers: 12, unanswered_topics: 3 }} />);
    expect(
      screen.getByText(/3 final-exam topics without answers yet count as 50 % until answered\./),
    ).toBeInTheDocument();
  });

  it('says nothing of unanswered topics once every topic has answers', () => {
    render(<ReadinessCard readiness={{ ...readiness, answers: 12 }} />);
    expect(screen.queryByText(/without answers yet/)).not.toBeInTheDocument();
  });

  it('counts several answers in the plural', () => {
    render(<ReadinessCard readiness={{ ...readiness, answers: 12 }} />);
    expect(screen.getByText(/from 12 recent answers\./)).toBeInTheDocument();
  });
});
