import { right, wrong, type DemoTopic } from './types';

export const airspaceAirportOperations: DemoTopic = {
  name: 'Airspace & Airport Operations',
  description:
    'Airspace classes and how to enter them, VFR weather minimums, chart symbols, light gun signals, runway markings, right-of-way rules and wake turbulence avoidance.',
  questions: [
    {
      stem: 'What must you have before entering Class C airspace?',
      choices: [
        right(
          'Two-way radio communication established with ATC, plus an operating Mode C transponder and ADS-B Out',
        ),
        wrong('An explicit ATC clearance such as "cleared into the Class C"'),
        wrong('Nothing, as long as you stay below 2,500 ft above the airport'),
      ],
      explanation:
        'Class C requires two-way radio communication established before entry and maintained while inside, an altitude-reporting transponder, and ADS-B Out. An explicit clearance is needed only for Class B.',
      reference: '14 CFR 91.130, 91.215, 91.225',
      learningObjective: 'PA.I.E.K1',
    },
    {
      stem: 'Before entering Class C airspace you call approach. The controller answers: "Aircraft calling Approach, stand by." May you enter?',
      choices: [
        wrong('Yes — any reply from the controller establishes two-way communication'),
        right(
          'No — the controller did not use your call sign, so two-way communication is not established',
        ),
        wrong('Yes, as long as you remain below 4,000 ft above the airport'),
      ],
      explanation:
        'Two-way communication is established when the controller responds using your call sign, even with "stand by". "Aircraft calling… stand by" does not qualify, so remain outside.',
      reference: 'AIM 3-2-4',
      learningObjective: 'PA.III.A.K2',
    },
    {
      stem: 'Below 10,000 ft MSL in Class E airspace, what are the basic VFR visibility and cloud-clearance minimums?',
      choices: [
        wrong('1 SM visibility and clear of clouds'),
        right(
          '3 SM visibility; 500 ft below, 1,000 ft above and 2,000 ft horizontally from clouds',
        ),
        wrong('5 SM visibility; 1,000 ft below, 1,000 ft above and 1 SM horizontally from clouds'),
      ],
      explanation:
        'Classes C, D and E below 10,000 ft MSL share the "3-152" minimums: 3 SM, 500 below, 1,000 above, 2,000 horizontal. At and above 10,000 ft MSL Class E requires 5 SM and 1,000 / 1,000 / 1 SM.',
      reference: '14 CFR 91.155',
      learningObjective: 'PA.I.E.K1',
    },
    {
      stem: 'On a sectional chart, a magenta vignette (a fading magenta band) surrounds an airport. Where does Class E airspace begin inside it?',
      choices: [right('At 700 ft AGL'), wrong('At 1,200 ft AGL'), wrong('At the surface')],
      explanation:
        'The magenta vignette lowers the floor of Class E to 700 ft AGL. A dashed magenta line marks Class E starting at the surface.',
      reference: 'FAA Aeronautical Chart User’s Guide',
      learningObjective: 'PA.I.E.K2',
    },
    {
      stem: 'With a radio failure in the traffic pattern, you see a steady red light from the tower. What does it mean?',
      choices: [
        wrong('Airport unsafe — do not land'),
        wrong('Return for landing'),
        right('Give way to other aircraft and continue circling'),
      ],
      explanation:
        'In flight a **steady red** means give way and keep circling; **flashing red** means the airport is unsafe, do not land; **flashing green** means return for landing; **steady green** means cleared to land.',
      reference: '14 CFR 91.125',
      learningObjective: 'PA.III.A.K3',
    },
    {
      stem: 'What do runway holding position markings on a taxiway look like, and where do you stop?',
      choices: [
        right('Four yellow lines, two solid and two dashed; hold on the side with the solid lines'),
        wrong(
          'Four yellow lines, two solid and two dashed; hold on the side with the dashed lines',
        ),
        wrong('A single solid white line across the taxiway; hold before it'),
      ],
      explanation:
        'The solid lines face the aircraft that must hold. Do not cross them toward the runway without a clearance at a towered airport; the dashed side may be crossed when leaving the runway.',
      reference: 'AIM 2-3-5',
      learningObjective: 'PA.II.D.K3',
    },
    {
      stem: 'Two airplanes converge at about the same altitude, not head-on. Which one has the right of way?',
      choices: [
        wrong('The faster one'),
        right('The one on the other’s right'),
        wrong('The one at the lower altitude'),
      ],
      explanation:
        'When aircraft of the same category converge, the aircraft to the other’s right has the right of way. Head-on, both alter course to the right.',
      reference: '14 CFR 91.113',
      learningObjective: 'PA.III.B.K3',
    },
    {
      stem: 'You are landing behind a large airplane that has just landed. How do you avoid its wake turbulence?',
      choices: [
        wrong('Stay below its flight path and land before its touchdown point'),
        wrong('Land right at its touchdown point, since vortices end when the wheels touch'),
        right('Stay at or above its flight path and land beyond its touchdown point'),
      ],
      explanation:
        'Wingtip vortices sink below the generating airplane’s flight path and stop at its touchdown point. Staying above its path and landing beyond that point keeps you clear of them.',
      reference: 'PHAK ch. 14',
      learningObjective: 'PA.IV.B.K4',
    },
  ],
  flashcards: [
    {
      front: 'Entering Class B airspace',
      back: 'An ATC clearance; a private pilot certificate (or student endorsements); a Mode C transponder and ADS-B Out.',
    },
    {
      front: 'Typical Class C dimensions',
      back: 'Surface to 4,000 ft above the airport within 5 NM; a shelf from 1,200 ft AGL to 4,000 ft above the airport out to 10 NM.',
    },
    {
      front: 'Entering Class D airspace',
      back: 'Two-way radio communication established with the tower before entering.',
    },
    {
      front: 'Flashing white light from the tower',
      back: 'On the ground: return to your starting point on the airport. It has no meaning in flight.',
    },
    {
      front: 'PAPI indications',
      back: '4 white: too high · 3 white, 1 red: slightly high · **2 white, 2 red: on glide path** · 1 white, 3 red: slightly low · 4 red: too low.',
    },
    {
      front: 'Transponder codes 7500, 7600, 7700',
      back: 'Hijacking, lost communications, emergency. The VFR code is 1200.',
    },
  ],
};
