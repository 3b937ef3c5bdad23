import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ClassOverview, OverviewStudent } from '../../../contract';
import { overviewCsv, sortOverview } from '../../../src/features/teacher/students/overview-rows';
import { getContrastRatio } from '@mui/material/styles';
import { heatColour, TopicHeatMap } from '../../../src/features/teacher/students/topic-heat-map';

const aStudentRow = (overrides: Partial<OverviewStudent> = {}): OverviewStudent => ({
  user_id: 1,
  name: 'Ana',
  last_activity: '2026-11-20T10:00:00.000Z',
  finished_attempts: 3,
  average: 80,
  best_final: null,
  readiness: null,
  endorsed: false,
  points: 120,
  missed_queue: 2,
  topics: [
    { answers: 10, accuracy: 90 },
    { answers: 0, accuracy: null },
  ],
  ...overrides,
});

const overview = (): ClassOverview => ({
  topics: [
    { id: 1, name: 'Weather' },
    { id: 2, name: 'Navigation, charts' },
  ],
  students: [
    aStudentRow(),
    aStudentRow({
      user_id: 2,
      name: 'Ben',
      average: null,
      topics: [
        { answers: 4, accuracy: 25 },
        { answers: 5, accuracy: 60 },
      ],
    }),
  ],
});

describe('sorting the class overview', () => {
  it('sorts by a column either way, students without a value last', () => {
    const rows = [
      aStudentRow({ name: 'Cy', average: 50 }),
      aStudentRow({ name: 'Ana', average: null }),
      aStudentRow({ name: 'Bo', average: 90 }),
    ];
    expect(sortOverview(rows, 'average', 'desc').map((row) => row.name)).toEqual([
      'Bo',
      'Cy',
      'Ana',
    ]);
    expect(sortOverview(rows, 'average', 'asc').map((row) => row.name)).toEqual([
      'Cy',
      'Bo',
      'Ana',
    ]);
    expect(sortOverview(rows, 'name', 'asc').map((row) => row.name)).toEqual(['Ana', 'Bo', 'Cy']);
  });

  it("sorts by the size of each student's missed-question queue", () => {
    const rows = [
      aStudentRow({ name: 'Cy', missed_queue: 0 }),
      aStudentRow({ name: 'Bo', missed_queue: 7 }),
    ];
    expect(sortOverview(rows, 'missed_queue', 'desc').map((row) => row.name)).toEqual(['Bo', 'Cy']);
  });
});

describe('the class results as CSV', () => {
  it('has a row per student and a column per topic, quoting commas', () => {
    const lines = overviewCsv(overview()).split('\r\n');
    expect(lines[0]).toContain('"Navigation, charts accuracy %"');
    expect(lines[0]).toContain('Points,Missed questions queued,');
    expect(lines[1]).toBe('Ana,2026-11-20T10:00:00.000Z,3,80,,,no,no,120,2,90,');
    expect(lines).toHaveLength(3);
  });
});

describe('the topic heat map', () => {
  it('names each cell with the student’s accuracy and answers', () => {
    render(<TopicHeatMap overview={overview()} />);
    const grid = screen.getByRole('grid', { name: 'Topic heat map' });
    const ben = within(grid).getByRole('row', { name: /Ben/ });
    expect(
      within(ben).getByRole('gridcell', { name: 'Weather: 25 %, 4 answers' }),
    ).toHaveTextContent('25');
    expect(
      within(grid).getByRole('gridcell', { name: 'Navigation, charts: no answers yet, 0 answers' }),
    ).toHaveTextContent('—');
  });

  it('is one tab stop; the arrow keys move between cells', () => {
    render(<TopicHeatMap overview={overview()} />);
    const cells = screen.getAllByRole('gridcell');
    expect(cells.filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
    cells[0]!.focus();
    fireEvent.keyDown(cells[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cells[2]);
    fireEvent.keyDown(cells[2]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cells[3]);
    fireEvent.keyDown(cells[3]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cells[3]);
  });

  it('colours from red to green by accuracy, none without answers', () => {
    expect(heatColour(null)).toBeNull();
    expect(heatColour(10)).not.toEqual(heatColour(95));
    expect(heatColour(69)).not.toEqual(heatColour(70));
  });

  it('tells 0 % from 67 % at a glance: their colours differ in lightness by at least 3:1', () => {
    const [none, twoThirds] = [heatColour(0)!, heatColour(67)!];
    expect(getContrastRatio(none.background, twoThirds.background)).toBeGreaterThanOrEqual(3);
  });

  it("keeps each band's number readable on its colour (WCAG AA, 4.5:1)", () => {
    for (const accuracy of [0, 60, 80, 100]) {
      const colour = heatColour(accuracy)!;
      expect(getContrastRatio(colour.background, colour.text)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('explains the colours in a key', () => {
    render(<TopicHeatMap overview={overview()} />);
    const key = screen.getByRole('list', { name: 'Colour key' });
    expect(key).toHaveTextContent('below 50 %');
    expect(key).toHaveTextContent('85 % and more');
  });
});
