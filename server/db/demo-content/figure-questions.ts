import type { DemoFigureName } from './figures.generated';
import { right, wrong, type DemoQuestion } from './types';

/** Questions on figures drawn for this project (SVG sources in ./figures), by topic name. */
export const FIGURE_QUESTIONS: Readonly<
  Record<string, readonly (DemoQuestion & { figure: DemoFigureName })[]>
> = {
  'Navigation & Flight Planning': [
    {
      figure: 'wind-triangle',
      stem: 'Using the wind triangle in the figure (true course 090°, TAS 100 kt, wind from 180° at 20 kt), what true heading should you fly?',
      choices: [right('About 102°'), wrong('About 078°'), wrong('About 110°')],
      explanation:
        'The wind from the south pushes the airplane north, so you correct to the right (south): sin WCA = 20 ÷ 100, WCA ≈ 12°, so the true heading is about 090° + 12° = 102°.',
      reference: 'PHAK ch. 16',
      learningObjective: 'PA.I.D.K3a',
    },
  ],
  'Performance, Weight & Balance': [
    {
      figure: 'loading-graph',
      stem: 'Using the loading graph in the figure, what is the load moment of 340 pounds in the front seats?',
      choices: [
        right('About 12.6 (× 1000 lb-in)'),
        wrong('About 16.3 (× 1000 lb-in)'),
        wrong('About 24.8 (× 1000 lb-in)'),
      ],
      explanation:
        'Follow 340 lb across to the *front seats* line and read down: about 12.6. (The front-seat arm is 37 in: 340 × 37 = 12,580 lb-in.) 16.3 is the fuel line and 24.8 the rear-seat line.',
      reference: 'FAA-H-8083-1 ch. 5',
      learningObjective: 'PA.I.F.K1',
    },
    {
      figure: 'density-altitude',
      stem: 'Using the chart in the figure, what is the density altitude at a pressure altitude of 4,000 feet and an outside air temperature of 30 °C?',
      choices: [right('About 6,800 feet'), wrong('About 4,000 feet'), wrong('About 9,500 feet')],
      explanation:
        'Go up from 30 °C to the *PA 4,000* line and across: about 6,800 ft. ISA at 4,000 ft is 7 °C, so the air is 23 °C warmer than standard; each degree adds roughly 120 ft.',
      reference: 'PHAK ch. 11',
      learningObjective: 'PA.I.F.K2',
    },
    {
      figure: 'crosswind',
      stem: 'As the figure shows, you land on runway 36 with the wind from 030° at 20 knots. What is the crosswind component?',
      choices: [right('10 knots'), wrong('17 knots'), wrong('20 knots')],
      explanation:
        'The wind is 30° off the runway: crosswind = 20 × sin 30° = 10 kt (the headwind is 20 × cos 30° ≈ 17 kt).',
      reference: 'PHAK ch. 11',
      learningObjective: 'PA.I.F.K1',
    },
  ],
  'Airspace & Airport Operations': [
    {
      figure: 'taxiway-signs',
      stem: 'What do the taxiway signs in the figure tell you?',
      choices: [
        right('You are on taxiway B; taxiway A is to the right'),
        wrong('You are on taxiway A; taxiway B is to the left'),
        wrong('Hold short of runway B; taxiway A is ahead'),
      ],
      explanation:
        'A *location sign* is yellow on black and names the taxiway you are on (B). A *direction sign* is black on yellow, with an arrow to the taxiway it names (A, to the right).',
      reference: 'AIM 2-3-9, 2-3-10',
      learningObjective: 'PA.II.D.K1',
    },
  ],
};
