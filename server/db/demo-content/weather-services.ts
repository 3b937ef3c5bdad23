import { right, wrong, type DemoTopic } from './types';

const METAR = 'METAR KDEN 151753Z 34012G22KT 10SM FEW070 BKN120 OVC250 08/M04 A3012';

export const weatherServices: DemoTopic = {
  name: 'Weather Services & Reports',
  description:
    'Decoding METARs and TAFs, winds and temperatures aloft, AIRMETs and SIGMETs, pilot reports and choosing the right preflight briefing.',
  questions: [
    {
      stem: `Given the report ${METAR}, what is the ceiling at KDEN?`,
      choices: [wrong('7,000 ft AGL'), right('12,000 ft AGL'), wrong('12,000 ft MSL')],
      explanation:
        'The ceiling is the lowest layer reported as broken (BKN) or overcast (OVC), or the vertical visibility into an obscuration. Cloud heights in a METAR are in hundreds of feet above ground level; FEW is not a ceiling.',
      reference: 'AC 00-45, METAR',
      learningObjective: 'PA.I.C.K2a',
    },
    {
      stem: `Given the report ${METAR}, what does 34012G22KT mean?`,
      choices: [
        right('Wind from 340° true at 12 knots, gusting to 22 knots'),
        wrong('Wind from 340° magnetic at 12 knots, with peak gusts of 22 miles per hour'),
        wrong('Wind from 120° true at 34 knots, gusting to 22 knots'),
      ],
      explanation:
        'The first three digits are the direction the wind blows *from*, referenced to **true** north, then the speed in knots; G gives the gusts. ATIS and tower winds, in contrast, are magnetic.',
      reference: 'AC 00-45, METAR',
      learningObjective: 'PA.I.C.K2a',
    },
    {
      stem: 'A TAF contains the group TEMPO 2022/2024 3SM -TSRA BKN030CB. What does it forecast?',
      choices: [
        wrong('From 2020Z to 2024Z, thunderstorms with 3 SM visibility are certain'),
        wrong(
          'From 2200Z on the 20th onward, a lasting change to 3 SM visibility in thunderstorms',
        ),
        right(
          'Between 2200Z and 2400Z on the 20th, temporary periods of 3 SM visibility in thunderstorms with light rain and broken cumulonimbus at 3,000 ft',
        ),
      ],
      explanation:
        'TEMPO describes temporary fluctuations, each expected to last less than an hour and in total less than half the period. `2022/2024` means day 20, 2200Z to day 20, 2400Z. A lasting change would be coded with `FM`.',
      reference: 'AC 00-45, TAF',
      learningObjective: 'PA.I.C.K2c',
    },
    {
      stem: 'The winds and temperatures aloft forecast for 9,000 ft shows 2619-07. What does it mean?',
      choices: [
        right('Wind from 260° true at 19 knots, temperature −7 °C'),
        wrong('Wind from 260° magnetic at 19 knots, temperature −7 °F'),
        wrong('Wind from 190° true at 26 knots, temperature 7 °C'),
      ],
      explanation:
        'The first two digits are the direction in tens of degrees true, the next two the speed in knots, then the temperature in °C.',
      reference: 'AC 00-45, Winds and Temperatures Aloft',
      learningObjective: 'PA.I.C.K2e',
    },
    {
      stem: 'The winds and temperatures aloft forecast for 39,000 ft shows 751158. Decode it.',
      choices: [
        wrong('075° true at 111 knots, temperature −58 °C'),
        right('250° true at 111 knots, temperature −58 °C'),
        wrong('250° true at 11 knots, temperature 58 °C'),
      ],
      explanation:
        'When the direction code is between 51 and 86, subtract 50 from it and add 100 to the speed: 75 − 50 = 25 → 250°, 11 + 100 = 111 knots. Above 24,000 ft temperatures are always below zero, so the minus sign is left out.',
      reference: 'AC 00-45, Winds and Temperatures Aloft',
      learningObjective: 'PA.I.C.K2e',
    },
    {
      stem: 'Which AIRMET covers moderate icing and freezing levels?',
      choices: [wrong('AIRMET Sierra'), wrong('AIRMET Tango'), right('AIRMET Zulu')],
      explanation:
        'Sierra: IFR conditions and mountain obscuration. Tango: moderate turbulence, sustained surface winds of 30 knots or more, and low-level wind shear. **Zulu**: moderate icing and freezing levels.',
      reference: 'AC 00-45, AIRMET',
      learningObjective: 'PA.I.C.K2g',
    },
    {
      stem: 'Which weather is reported in a (non-convective) SIGMET?',
      choices: [
        right('Severe icing not associated with thunderstorms'),
        wrong('Moderate turbulence'),
        wrong('Sustained surface winds of 30 knots or more'),
      ],
      explanation:
        'SIGMETs cover hazards to all aircraft: severe or extreme turbulence, severe icing, widespread dust or sandstorms, and volcanic ash. Moderate turbulence and strong surface winds are AIRMET Tango items.',
      reference: 'AC 00-45, SIGMET',
      learningObjective: 'PA.I.C.K2g',
    },
    {
      stem: 'Your departure is more than six hours away. Which kind of briefing should you request from Flight Service?',
      choices: [
        wrong('A standard briefing'),
        wrong('An abbreviated briefing'),
        right('An outlook briefing'),
      ],
      explanation:
        'An outlook briefing is meant for departures six or more hours ahead. Get a standard briefing closer to departure, and an abbreviated briefing to update or fill in earlier information.',
      reference: 'PHAK ch. 13',
      learningObjective: 'PA.I.C.K1',
    },
  ],
  flashcards: [
    {
      front: 'Ceiling',
      back: 'The lowest layer reported as broken (BKN) or overcast (OVC), or the vertical visibility (VV) into an obscuration.',
    },
    {
      front: 'METAR and TAF winds: true or magnetic?',
      back: '**True.** Winds from ATIS and from the tower are magnetic.',
    },
    {
      front: 'TAF change groups: FM, TEMPO, PROB30',
      back: '`FM` = from (a rapid, lasting change). `TEMPO` = temporary fluctuations of less than an hour. `PROB30` = a 30 % chance.',
    },
    {
      front: 'AIRMET Sierra, Tango, Zulu',
      back: 'Sierra: IFR and mountain obscuration. Tango: moderate turbulence, surface winds ≥ 30 kt, low-level wind shear. Zulu: moderate icing and freezing levels.',
    },
    {
      front: 'Winds aloft code `9900`',
      back: 'Light and variable (less than 5 knots).',
    },
    {
      front: 'PIREP types UA and UUA',
      back: '`UA` is a routine pilot report; `UUA` is urgent (e.g. severe turbulence or icing, hail, low-level wind shear, tornado).',
    },
  ],
};
