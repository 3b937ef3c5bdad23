import { aeromedicalAdm } from './aeromedical-adm';
import { airspaceAirportOperations } from './airspace-airport-operations';
import { aircraftSystems } from './aircraft-systems';
import { navigation } from './navigation';
import { performanceWeightBalance } from './performance-weight-balance';
import { principlesOfFlight } from './principles-of-flight';
import { regulations } from './regulations';
import { FIGURE_QUESTIONS } from './figure-questions';
import type { DemoTopic } from './types';
import { weatherServices } from './weather-services';
import { weatherTheory } from './weather-theory';

export type { DemoChoice, DemoFlashcard, DemoQuestion, DemoTopic } from './types';

export const DEMO_CLASS_DESCRIPTION =
  'Ground school for the FAA Private Pilot (Airplane) knowledge test: aerodynamics, systems, weather, navigation, regulations, airspace, performance and human factors. Questions are original, FAA-style, and each comes with an explanation, a reference (PHAK, AIM, 14 CFR) and its ACS code.';

/** Preferred join code of the demo class; a suffix is added if another class already uses it. */
export const DEMO_JOIN_CODE = 'PPL-DEMO';

export const DEMO_CLASS_SETTINGS = {
  points_enabled: true,
  badges_enabled: true,
  new_flashcards_per_day: 20,
  explanation_mode: 'immediate',
} as const;

/** The demo class's topics, in syllabus order (position 1..N). */
const SYLLABUS: readonly DemoTopic[] = [
  principlesOfFlight,
  aircraftSystems,
  weatherTheory,
  weatherServices,
  navigation,
  regulations,
  airspaceAirportOperations,
  performanceWeightBalance,
  aeromedicalAdm,
];

/** The demo class's topics, in syllabus order (position 1..N), with the questions on figures. */
export const DEMO_TOPICS: readonly DemoTopic[] = SYLLABUS.map((topic) => ({
  ...topic,
  questions: [...topic.questions, ...(FIGURE_QUESTIONS[topic.name] ?? [])],
}));

export { DEMO_FIGURES_PNG_BASE64, type DemoFigureName } from './figures.generated';
