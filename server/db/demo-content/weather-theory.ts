import { right, wrong, type DemoTopic } from './types';

export const weatherTheory: DemoTopic = {
  name: 'Weather Theory',
  description:
    'The standard atmosphere, stability, clouds and cloud bases, fronts, fog, thunderstorms, microbursts and structural icing.',
  questions: [
    {
      stem: 'What are the sea-level temperature and pressure of the International Standard Atmosphere?',
      choices: [
        right('15 °C and 29.92 inches of mercury'),
        wrong('59 °C and 1013.2 hectopascals'),
        wrong('0 °C and 29.92 inches of mercury'),
      ],
      explanation:
        'Standard sea-level conditions are 15 °C (59 °F) and 29.92 inHg (1013.2 hPa). Temperature falls about 2 °C per 1,000 ft in the standard atmosphere.',
      reference: 'PHAK ch. 12',
      learningObjective: 'PA.I.C.K3a',
    },
    {
      stem: 'Which characteristics are typical of a stable air mass?',
      choices: [
        wrong('Cumuliform clouds, showery precipitation, turbulence and good visibility'),
        right('Stratiform clouds, steady precipitation, smooth air and fair to poor visibility'),
        wrong('Towering cumulus, gusty surface winds and excellent visibility'),
      ],
      explanation:
        'Stable air resists vertical motion, so clouds spread out in layers, precipitation is steady, and haze and smoke are trapped near the surface. Unstable air gives cumuliform clouds, showers, turbulence and good visibility.',
      reference: 'PHAK ch. 12',
      learningObjective: 'PA.I.C.K3a',
    },
    {
      stem: 'Which conditions are necessary for a thunderstorm to form? Select all that apply.',
      multipleResponse: true,
      choices: [
        right('Sufficient water vapor'),
        right('An unstable lapse rate'),
        wrong('A temperature inversion near the surface'),
        right('An initial lifting force'),
      ],
      explanation:
        'A thunderstorm needs moisture, unstable air, and something to start the air rising (heating, terrain or a front). An inversion is a sign of *stable* air.',
      reference: 'PHAK ch. 12',
      learningObjective: 'PA.I.C.K3h',
    },
    {
      stem: 'Which stage of a thunderstorm begins when precipitation starts falling at the surface?',
      choices: [
        wrong('The cumulus stage'),
        right('The mature stage'),
        wrong('The dissipating stage'),
      ],
      explanation:
        'Rain at the surface marks the mature stage, when updrafts and downdrafts exist side by side and the storm is most intense. The cumulus stage is dominated by updrafts, the dissipating stage by downdrafts.',
      reference: 'PHAK ch. 12',
      learningObjective: 'PA.I.C.K3h',
    },
    {
      stem: 'Radiation fog is most likely to form',
      choices: [
        wrong('when moist air moves over a colder surface with winds of up to about 15 knots'),
        wrong('when cold air moves over much warmer water'),
        right('on clear, calm, humid nights over land'),
      ],
      explanation:
        'Radiation fog forms when the ground cools by radiation on clear, nearly calm nights and chills the humid air above it to its dewpoint. Moist air moving over a colder surface gives advection fog; cold air over warm water gives steam fog.',
      reference: 'PHAK ch. 12',
      learningObjective: 'PA.I.C.K3j',
    },
    {
      stem: 'The surface temperature is 24 °C and the dewpoint is 16 °C. About how high are the bases of cumulus clouds likely to be?',
      choices: [wrong('1,800 ft AGL'), right('3,200 ft AGL'), wrong('6,400 ft AGL')],
      explanation:
        'In rising unsaturated air, temperature and dewpoint converge about 2.5 °C (4.4 °F) per 1,000 ft. A spread of 8 °C ÷ 2.5 ≈ 3.2, so the bases are near 3,200 ft above the ground.',
      reference: 'PHAK ch. 12',
      learningObjective: 'PA.I.C.K3f',
    },
    {
      stem: 'You encounter freezing rain. What does this tell you about the air above you?',
      choices: [
        right('There is a layer of above-freezing air at a higher altitude'),
        wrong('The air above is colder, so climbing will turn the rain to dry snow'),
        wrong('The freezing level is at the surface everywhere in the area'),
      ],
      explanation:
        'Freezing rain falls as rain from a warmer layer aloft into below-freezing air, where it stays liquid until it strikes the airplane. It signals a temperature inversion above you.',
      reference: 'PHAK ch. 12',
      learningObjective: 'PA.I.C.K3i',
    },
    {
      stem: 'An airplane on final approach flies through a microburst. In what order does it meet the winds?',
      choices: [
        wrong('A sudden tailwind first, then an updraft, then a headwind'),
        wrong('A steady crosswind that reverses direction in the center'),
        right('An increasing headwind, then a strong downdraft, then an increasing tailwind'),
      ],
      explanation:
        'The outflow first gives a headwind that improves performance and tempts the pilot to reduce power; then comes the downdraft, then a tailwind that robs airspeed and lift close to the ground.',
      reference: 'PHAK ch. 12',
      learningObjective: 'PA.I.C.K3h',
    },
    {
      stem: 'Why must even a thin layer of frost be removed from the wings before takeoff?',
      status: 'draft',
      choices: [
        right(
          'It roughens the wing surface, disrupting the airflow, reducing lift and raising the stall speed',
        ),
        wrong('Its weight usually puts the airplane over its maximum takeoff weight'),
        wrong('It blocks the static ports on the wing'),
      ],
      explanation:
        'Frost spoils the smooth flow of air over the upper surface: lift falls, drag rises and the wing stalls at a lower angle of attack. It may even prevent the airplane from becoming airborne.',
      reference: 'PHAK ch. 12',
      learningObjective: 'PA.I.C.K3k',
    },
  ],
  flashcards: [
    {
      front: 'Standard lapse rates',
      back: 'Temperature: about 2 °C (3.5 °F) per 1,000 ft. Pressure: about 1 inHg per 1,000 ft in the lower atmosphere.',
    },
    {
      front: 'Dewpoint',
      back: 'The temperature to which air must be cooled to become saturated.',
    },
    {
      front: 'Three ingredients of a thunderstorm',
      back: 'Sufficient water vapor, an unstable lapse rate and an initial lifting force.',
    },
    {
      front: 'Advection fog',
      back: 'Moist air moving over a colder surface. Common along coasts; it can form with wind and can persist for long periods.',
    },
    {
      front: 'What structural icing needs',
      back: 'Visible moisture (clouds, rain, drizzle) and an airframe temperature at or below 0 °C.',
    },
    {
      front: 'Circulation around pressure systems (Northern Hemisphere)',
      back: 'Clockwise and outward around a **high**; counterclockwise and inward around a **low**.',
    },
  ],
};
