import { right, wrong, type DemoTopic } from './types';

export const navigation: DemoTopic = {
  name: 'Navigation & Flight Planning',
  description:
    'Sectional charts, pilotage and dead reckoning, from true course to compass heading, time-speed-distance and fuel planning, VOR navigation, flight plans and lost procedures.',
  questions: [
    {
      stem: 'Your true course is 090°, the wind correction angle is 6° right, and the magnetic variation is 10° E. What is the magnetic heading?',
      choices: [right('086°'), wrong('106°'), wrong('074°')],
      explanation:
        'True course + right WCA = true heading 096°. Easterly variation is subtracted (*east is least, west is best*): 096° − 10° = 086°.',
      reference: 'PHAK ch. 16',
      learningObjective: 'PA.I.D.K3a',
    },
    {
      stem: 'At a groundspeed of 105 knots, how long does a 42 NM leg take?',
      choices: [wrong('20 minutes'), right('24 minutes'), wrong('28 minutes')],
      explanation: '42 NM ÷ 105 kt = 0.4 hour, and 0.4 × 60 = 24 minutes.',
      reference: 'PHAK ch. 16',
      learningObjective: 'PA.I.D.K3a',
    },
    {
      stem: 'An airplane burns 9 gallons per hour. A day VFR flight is planned to take 2 hours 20 minutes. What is the least fuel that meets 14 CFR 91.151?',
      choices: [wrong('21 gallons'), right('25.5 gallons'), wrong('27.75 gallons')],
      explanation:
        'By day you need enough fuel to reach the first point of intended landing and fly 30 more minutes at normal cruise: 2 h 50 min ≈ 2.83 h × 9 gal/h = 25.5 gallons. 27.75 gallons would be the night figure with a 45-minute reserve.',
      reference: '14 CFR 91.151',
      learningObjective: 'PA.I.D.K3c',
    },
    {
      stem: 'What is a VOR radial?',
      choices: [
        wrong('A true course inbound to the station'),
        wrong('A magnetic bearing inbound to the station'),
        right('A magnetic bearing outbound from the station'),
      ],
      explanation:
        'Radials are magnetic bearings *from* the VOR. Flying inbound on the 270° radial means flying a course of 090° to the station.',
      reference: 'PHAK ch. 16',
      learningObjective: 'PA.VI.B.K1',
    },
    {
      stem: 'On a sectional chart, what does the Maximum Elevation Figure (MEF) shown in a quadrangle represent?',
      choices: [
        right(
          'The highest known terrain or obstacle in the quadrangle, in feet MSL, plus an allowance for unknown features, rounded up',
        ),
        wrong('The minimum altitude at which VFR flight is permitted in the quadrangle'),
        wrong('The highest terrain in the quadrangle in feet above ground level'),
      ],
      explanation:
        'The MEF (in thousands and hundreds of feet MSL) is built from the highest known feature plus allowances for unknown obstacles and chart error. It is a planning aid, not a legal minimum altitude.',
      reference: 'FAA Aeronautical Chart User’s Guide',
      learningObjective: 'PA.I.E.K2',
    },
    {
      stem: 'A sectional chart shows an obstruction labeled 1549 with (349) beneath it. What do the numbers mean?',
      choices: [
        wrong('The top is 1,549 ft AGL and the base is 349 ft MSL'),
        right('The top is 1,549 ft MSL, and the obstruction is 349 ft tall above the ground'),
        wrong('The top is 1,549 ft MSL, and you must clear it by at least 349 ft'),
      ],
      explanation:
        'The bold figure is the elevation of the top above mean sea level; the figure in parentheses is its height above ground level.',
      reference: 'FAA Aeronautical Chart User’s Guide',
      learningObjective: 'PA.I.E.K2',
    },
    {
      stem: 'You are unsure of your position on a cross-country flight. What is a sound course of action?',
      choices: [
        right(
          'Climb if terrain, weather and airspace allow, then communicate with ATC or Flight Service, confess that you are lost, and comply with their help',
        ),
        wrong('Descend low enough to read town names on water towers'),
        wrong('Hold your planned heading until you reach your fuel reserve before asking for help'),
      ],
      explanation:
        'The four Cs — **Climb, Communicate, Confess, Comply** — plus conserving fuel. Altitude improves radio and radar coverage and the view of landmarks; help is one call away (121.5 MHz in an emergency).',
      reference: 'PHAK ch. 16',
      learningObjective: 'PA.VI.D.K2',
    },
    {
      stem: 'If you do not close or extend an open VFR flight plan, when do search and rescue procedures normally begin?',
      choices: [
        wrong('1 hour after your estimated time of arrival'),
        right('30 minutes after your estimated time of arrival'),
        wrong('When your calculated fuel endurance runs out'),
      ],
      explanation:
        'Flight Service starts looking for you if you have not closed your flight plan within half an hour of your ETA. Closing it is the pilot’s responsibility.',
      reference: 'AIM ch. 5, VFR flight plans',
      learningObjective: 'PA.I.D.K5',
    },
  ],
  flashcards: [
    {
      front: 'From true course to compass heading',
      back: 'TC ± WCA = TH; TH ± variation = MH (*east is least, west is best*); MH ± deviation = CH.',
    },
    {
      front: 'Sectional chart scale',
      back: '1 : 500,000 — about 6.86 NM per inch. Terminal area charts are 1 : 250,000.',
    },
    {
      front: 'One minute of latitude',
      back: 'One nautical mile.',
    },
    {
      front: 'Lost? The four Cs',
      back: '**Climb, Communicate, Confess, Comply** — and conserve fuel.',
    },
    {
      front: 'VOR radial',
      back: 'A magnetic bearing **from** the station.',
    },
    {
      front: 'Isogonic line',
      back: 'A line of equal magnetic variation on the chart; the agonic line has zero variation.',
    },
  ],
};
