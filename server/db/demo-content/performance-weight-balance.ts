import { right, wrong, type DemoTopic } from './types';

export const performanceWeightBalance: DemoTopic = {
  name: 'Performance, Weight & Balance',
  description:
    'Pressure and density altitude, what they do to takeoff and climb, crosswind components, useful load, and weight-and-balance arithmetic: moments, CG and weight shift.',
  questions: [
    {
      stem: 'Which of these raise the density altitude? Select all that apply.',
      multipleResponse: true,
      choices: [
        right('A higher outside air temperature'),
        wrong('A higher altimeter setting'),
        right('Higher humidity'),
        right('A higher field elevation'),
      ],
      explanation:
        '*High, hot and humid* all thin the air. A higher altimeter setting means higher pressure, which *lowers* the pressure altitude and therefore the density altitude.',
      reference: 'PHAK ch. 11',
      learningObjective: 'PA.I.F.K2a',
    },
    {
      stem: 'The field elevation is 4,300 ft and the altimeter setting is 29.62 inHg. What is the pressure altitude?',
      choices: [wrong('4,000 ft'), wrong('4,300 ft'), right('4,600 ft')],
      explanation:
        'Pressure altitude ≈ elevation + (29.92 − altimeter setting) × 1,000 ft = 4,300 + (0.30 × 1,000) = 4,600 ft. A setting below 29.92 gives a pressure altitude above the field elevation.',
      reference: 'PHAK ch. 11',
      learningObjective: 'PA.I.F.K1',
    },
    {
      stem: 'How does a high density altitude affect takeoff performance?',
      choices: [
        right('The takeoff roll is longer and the rate of climb is lower'),
        wrong(
          'The takeoff roll is shorter because the airplane lifts off at a lower indicated airspeed',
        ),
        wrong('The airplane lifts off at a higher indicated airspeed but climbs better'),
      ],
      explanation:
        'Thin air reduces engine power, propeller thrust and wing lift. The airplane lifts off at the same *indicated* airspeed but a higher true airspeed and groundspeed, so it needs more runway and climbs more slowly.',
      reference: 'PHAK ch. 11',
      learningObjective: 'PA.I.F.K2a',
    },
    {
      stem: 'An airplane is loaded as follows: basic empty weight 1,480 lb at 38.5 in; pilot and front passenger 350 lb at 37.0 in; 38 gallons of fuel (228 lb) at 48.0 in; baggage 40 lb at 95.0 in. What are the total weight and the center of gravity?',
      choices: [
        wrong('1,870 lb, CG 39.4 in aft of datum'),
        right('2,098 lb, CG 40.4 in aft of datum'),
        wrong('2,098 lb, CG 54.6 in aft of datum'),
      ],
      explanation:
        'Moments: 56,980 + 12,950 + 10,944 + 3,800 = 84,674 lb-in. CG = total moment ÷ total weight = 84,674 ÷ 2,098 ≈ 40.4 in. Averaging the arms (54.6 in) ignores how much each item weighs.',
      reference: 'PHAK ch. 10',
      learningObjective: 'PA.I.F.K2f',
    },
    {
      stem: 'An airplane weighs 2,400 lb with its CG at 47.5 in, but the aft limit is 47.0 in. How much baggage must be moved from the baggage area (arm 120 in) to the rear seats (arm 72 in) to bring the CG to the limit?',
      choices: [wrong('15 lb'), right('25 lb'), wrong('48 lb')],
      explanation:
        'Weight to move = total weight × CG change ÷ distance moved = 2,400 × 0.5 ÷ (120 − 72) = 1,200 ÷ 48 = 25 lb.',
      reference: 'PHAK ch. 10',
      learningObjective: 'PA.I.F.K2f',
    },
    {
      stem: 'The tower reports the wind from 250° at 20 knots and you are landing on runway 28. About how strong is the crosswind component?',
      choices: [right('10 knots'), wrong('17 knots'), wrong('20 knots')],
      explanation:
        'The wind is 30° off the runway: crosswind = 20 × sin 30° = 10 knots, and the headwind is 20 × cos 30° ≈ 17 knots.',
      reference: 'PHAK ch. 11',
      learningObjective: 'PA.I.F.K1',
    },
    {
      stem: 'What is useful load?',
      choices: [
        wrong('The basic empty weight plus the unusable fuel'),
        right(
          'The maximum weight minus the basic empty weight: pilot, passengers, baggage and usable fuel',
        ),
        wrong('The maximum weight allowed in the baggage compartment'),
      ],
      explanation:
        'Useful load is everything you may add to the basic empty weight without exceeding the maximum weight. Unusable fuel and full oil are already part of the basic empty weight.',
      reference: 'PHAK ch. 10',
      learningObjective: 'PA.I.F.K2f',
    },
    {
      stem: 'What is the danger of loading an airplane with its CG aft of the aft limit?',
      choices: [
        wrong('It stalls at a higher airspeed and needs more runway to lift off'),
        wrong('It becomes so stable that the nose cannot be raised in the flare'),
        right(
          'It becomes less stable, and recovery from a stall or spin may be difficult or impossible',
        ),
      ],
      explanation:
        'An aft CG shortens the tail’s lever arm and reduces longitudinal stability; the elevator may not have enough authority to lower the nose in a stall or spin. A CG too far forward causes the other two problems.',
      reference: 'PHAK ch. 10',
      learningObjective: 'PA.I.F.K2e',
    },
  ],
  flashcards: [
    {
      front: 'Density altitude',
      back: 'Pressure altitude corrected for nonstandard temperature. *High, hot and humid* → high density altitude → poorer performance.',
    },
    {
      front: 'Pressure altitude',
      back: 'The altitude shown with 29.92 in the Kollsman window. About: elevation + (29.92 − altimeter setting) × 1,000 ft.',
    },
    {
      front: 'Center of gravity',
      back: 'CG = total moment ÷ total weight, where moment = weight × arm.',
    },
    {
      front: 'Weight-shift formula',
      back: 'Weight moved ÷ total weight = CG change ÷ distance moved.',
    },
    {
      front: 'Standard weights',
      back: 'Avgas 6 lb/gal · oil 7.5 lb/gal · water 8.35 lb/gal.',
    },
    {
      front: 'Crosswind rule of thumb',
      back: 'Wind 30° off the runway: ½ of it is crosswind · 45°: about ¾ · 60°: about 0.9 · 90°: all of it.',
    },
  ],
};
