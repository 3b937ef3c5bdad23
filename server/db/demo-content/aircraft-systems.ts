import { right, wrong, type DemoTopic } from './types';

export const aircraftSystems: DemoTopic = {
  name: 'Aircraft Systems & Flight Instruments',
  description:
    'Pitot-static and gyroscopic instruments, the magnetic compass, the reciprocating engine and its ignition, carburetor ice, fuel grades and the airspeed indicator markings.',
  questions: [
    {
      stem: 'Which instruments give wrong indications if the static port becomes blocked?',
      choices: [
        wrong('The airspeed indicator only'),
        wrong('The attitude indicator, heading indicator and turn coordinator'),
        right('The altimeter, vertical speed indicator and airspeed indicator'),
      ],
      explanation:
        'All three pitot-static instruments use static pressure: the altimeter freezes, the VSI shows zero, and the airspeed indicator (which compares pitot and static pressure) becomes inaccurate. The gyroscopic instruments are unaffected.',
      reference: 'PHAK ch. 8',
      learningObjective: 'PA.I.G.K1h',
    },
    {
      stem: "Ice blocks both the pitot tube's ram-air inlet and its drain hole while the static port stays open. How will the airspeed indicator behave?",
      choices: [
        right('Like an altimeter: the indicated airspeed increases as the airplane climbs'),
        wrong('It drops to zero at once and stays there'),
        wrong('It keeps showing the correct airspeed, because the static port is still open'),
      ],
      explanation:
        'With the pitot pressure trapped, only the static pressure changes. As the airplane climbs the static pressure falls, so the difference — and the indicated airspeed — grows even though the real airspeed does not.',
      reference: 'PHAK ch. 8',
      learningObjective: 'PA.I.G.K2',
    },
    {
      stem: 'Flying on an easterly heading in the Northern Hemisphere, you accelerate. What does the magnetic compass briefly show?',
      choices: [
        wrong('A turn toward the south'),
        right('A turn toward the north'),
        wrong('No change, because acceleration error only occurs on north and south headings'),
      ],
      explanation:
        'Acceleration error is greatest on east and west headings. Remember **ANDS**: Accelerate — North, Decelerate — South.',
      reference: 'PHAK ch. 8',
      learningObjective: 'PA.I.G.K1h',
    },
    {
      stem: 'In an airplane with a fixed-pitch propeller, what is the first indication of carburetor ice?',
      choices: [
        wrong('A rise in oil temperature'),
        wrong('An increase in manifold pressure'),
        right('A loss of RPM'),
      ],
      explanation:
        'Ice restricts the airflow through the carburetor, so power and RPM drop. Applying carburetor heat makes the RPM drop further at first, then rise gradually as the ice melts.',
      reference: 'PHAK ch. 7',
      learningObjective: 'PA.I.G.K2',
    },
    {
      stem: 'Which of these is most likely to cause detonation?',
      choices: [
        right('Using fuel of a lower grade than the engine manufacturer specifies'),
        wrong('Climbing with a slightly rich mixture'),
        wrong('Climbing with the cowl flaps open'),
      ],
      explanation:
        'Detonation is the explosive, uncontrolled burning of the fuel-air charge. It is promoted by low-grade fuel, an overly lean mixture and high cylinder temperatures; a richer mixture and open cowl flaps both help cool the engine.',
      reference: 'PHAK ch. 7',
      learningObjective: 'PA.I.G.K1c',
    },
    {
      stem: 'On the airspeed indicator, what does the upper end of the white arc mark?',
      choices: [
        wrong('The power-off stall speed in the landing configuration (VSO)'),
        right('The maximum speed with the flaps extended (VFE)'),
        wrong('The maximum structural cruising speed (VNO)'),
      ],
      explanation:
        'The white arc is the flap operating range: it runs from VSO at its lower end to VFE at its upper end. VNO is the top of the green arc.',
      reference: 'PHAK ch. 8',
      learningObjective: 'PA.I.F.K1',
    },
    {
      stem: 'Why should the heading indicator be compared with the magnetic compass about every 15 minutes in flight?',
      choices: [
        wrong('It suffers from acceleration and turning errors'),
        wrong('The avionics disturb its internal magnet'),
        right('Precession makes it drift away from the correct heading'),
      ],
      explanation:
        'The heading indicator is a gyroscopic instrument with no magnetic sense of north; friction causes precession, so it slowly drifts and must be reset to the compass in straight, unaccelerated flight.',
      reference: 'PHAK ch. 8',
      learningObjective: 'PA.I.G.K1h',
    },
    {
      stem: 'The alternator fails in flight and the battery later runs flat. What happens to a typical piston engine with magneto ignition?',
      choices: [
        right('It keeps running, because the magnetos do not depend on the electrical system'),
        wrong('It stops as soon as the battery is exhausted'),
        wrong('It runs rough, because it can now fire only one spark plug per cylinder'),
      ],
      explanation:
        'Magnetos generate their own current from engine rotation, so the ignition is independent of the battery and alternator. Electrically powered equipment — radios, lights, electric flaps — will fail.',
      reference: 'PHAK ch. 7',
      learningObjective: 'PA.I.G.K1f',
    },
  ],
  flashcards: [
    {
      front: 'Pitot-static instruments',
      back: 'Airspeed indicator (pitot + static), altimeter (static), vertical speed indicator (static).',
    },
    {
      front: 'Compass acceleration error (Northern Hemisphere)',
      back: '**ANDS** — Accelerate North, Decelerate South. Largest on east and west headings.',
    },
    {
      front: 'Compass turning error (Northern Hemisphere)',
      back: '**UNOS** — Undershoot North, Overshoot South when rolling out of a turn by the compass.',
    },
    {
      front: 'Airspeed indicator markings',
      back: 'White arc: flap range (VSO–VFE). Green arc: normal range (VS1–VNO). Yellow arc: caution, smooth air only (VNO–VNE). Red line: VNE.',
    },
    {
      front: 'Carburetor heat applied with ice present',
      back: 'RPM drops further at first (warmer, less dense air), then rises gradually as the ice melts.',
    },
    {
      front: 'Avgas colors',
      back: '100LL is **blue**, 100 is green, 80 is red. Jet A is clear or straw colored.',
    },
  ],
};
