import { right, wrong, type DemoTopic } from './types';

export const regulations: DemoTopic = {
  name: 'Regulations (14 CFR)',
  description:
    'Private pilot privileges and limitations, recent experience and flight reviews, medical certificates, required documents, alcohol rules, inspections, and VFR fuel and cruising-altitude rules from 14 CFR parts 61 and 91.',
  questions: [
    {
      stem: 'To carry passengers by day, a private pilot must have made how many takeoffs and landings in the same category and class of aircraft within the preceding 90 days?',
      choices: [right('Three'), wrong('Five'), wrong('One, to a full stop')],
      explanation:
        'Three takeoffs and three landings within the preceding 90 days. For passengers at night (1 hour after sunset to 1 hour before sunrise) they must be made at night and to a full stop.',
      reference: '14 CFR 61.57',
      learningObjective: 'PA.I.A.K1',
    },
    {
      stem: 'A pilot who was 41 years old took a third-class medical examination in March 2024. Until when may they use it to exercise private pilot privileges?',
      choices: [
        wrong('Until the end of March 2025'),
        right('Until the end of March 2026'),
        wrong('Until the end of March 2029'),
      ],
      explanation:
        'For a pilot aged 40 or over on the date of the exam, a third-class medical lasts 24 calendar months; under 40 it lasts 60 calendar months. Calendar months run to the last day of the month.',
      reference: '14 CFR 61.23',
      learningObjective: 'PA.I.A.K3',
    },
    {
      stem: 'A private pilot may share the operating expenses of a flight with passengers only if',
      choices: [
        wrong('no more than three passengers are aboard'),
        wrong('the passengers pay the whole cost and the pilot receives no wage'),
        right(
          'the pilot pays at least an equal (pro rata) share of the fuel, oil, airport expenditures or rental fees',
        ),
      ],
      explanation:
        'A private pilot may not act as pilot in command for compensation or hire, but may share these operating expenses with passengers as long as the pilot pays at least a pro rata share.',
      reference: '14 CFR 61.113',
      learningObjective: 'PA.I.A.K2',
    },
    {
      stem: 'Under 14 CFR 91.17, which rule applies to alcohol before acting as a crewmember?',
      choices: [
        right(
          'Not within 8 hours after drinking, not while under its influence, and not with an alcohol concentration of 0.04 or more',
        ),
        wrong('Not within 12 hours after drinking, whatever the alcohol concentration'),
        wrong(
          'Not within 4 hours after drinking, or with an alcohol concentration of 0.08 or more',
        ),
      ],
      explanation:
        'All three limits apply at once: 8 hours "bottle to throttle", no impairment, and an alcohol concentration below 0.04. Many pilots set stricter personal limits.',
      reference: '14 CFR 91.17',
      learningObjective: 'PA.I.H.K2',
    },
    {
      stem: 'Which of these must be on board a U.S.-registered airplane on a domestic VFR flight? Select all that apply.',
      multipleResponse: true,
      choices: [
        right('The airworthiness certificate'),
        wrong('The airframe and engine maintenance logbooks'),
        right('The registration certificate'),
        right('The operating limitations (approved flight manual, markings or placards)'),
      ],
      explanation:
        'Remember **ARROW**: Airworthiness certificate, Registration, Radio station license (only for international flights), Operating limitations, Weight and balance data. Maintenance records need not be carried.',
      reference: '14 CFR 91.203, 91.9',
      learningObjective: 'PA.I.B.K1a',
    },
    {
      stem: 'A flight school provides one of its airplanes for flight instruction for hire. Besides the annual inspection, which inspection does that airplane need?',
      choices: [
        wrong('A transponder check every 12 calendar months'),
        right('A 100-hour inspection'),
        wrong('An ELT inspection every 100 hours'),
      ],
      explanation:
        'An aircraft that carries passengers for hire, or that is provided by the person giving flight instruction for hire, needs a 100-hour inspection as well as the annual. The 100-hour limit may be exceeded by up to 10 hours only to reach a place where the inspection can be done.',
      reference: '14 CFR 91.409',
      learningObjective: 'PA.I.B.K1b',
    },
    {
      stem: 'You are cruising VFR more than 3,000 ft above the surface on a magnetic course of 210°. Which altitude is appropriate?',
      choices: [wrong('5,500 ft MSL'), wrong('6,000 ft MSL'), right('6,500 ft MSL')],
      explanation:
        'On magnetic courses from 180° through 359°, VFR cruising altitudes are even thousands plus 500 ft; from 0° through 179°, odd thousands plus 500 ft.',
      reference: '14 CFR 91.159',
      learningObjective: 'PA.I.D.K2',
    },
    {
      stem: 'To act as pilot in command, a private pilot must have completed a flight review within the preceding',
      choices: [
        wrong('12 calendar months'),
        right('24 calendar months'),
        wrong('36 calendar months'),
      ],
      explanation:
        'A flight review is at least 1 hour of ground training and 1 hour of flight training, given by an authorized instructor within the preceding 24 calendar months. Passing a practical test for a new certificate or rating also counts.',
      reference: '14 CFR 61.56',
      learningObjective: 'PA.I.A.K1',
    },
    {
      stem: 'Except when taking off or landing, what is the minimum altitude over a congested area of a city?',
      status: 'draft',
      choices: [
        right('1,000 ft above the highest obstacle within 2,000 ft horizontally of the airplane'),
        wrong('500 ft above the highest obstacle within 1,000 ft horizontally of the airplane'),
        wrong('2,000 ft above the highest obstacle within 1,000 ft horizontally of the airplane'),
      ],
      explanation:
        'Over congested areas fly at least 1,000 ft above the highest obstacle within a horizontal radius of 2,000 ft. Elsewhere the minimum is 500 ft above the surface, except over open water or sparsely populated areas.',
      reference: '14 CFR 91.119',
      learningObjective: 'PA.I.E.K1',
    },
  ],
  flashcards: [
    {
      front: 'Passenger currency (14 CFR 61.57)',
      back: '3 takeoffs and landings within the preceding 90 days in the same category and class (and type, if a type rating is required). At night: 3 to a full stop, made between 1 hour after sunset and 1 hour before sunrise.',
    },
    {
      front: 'Flight review (14 CFR 61.56)',
      back: 'At least 1 hour of ground and 1 hour of flight training within the preceding 24 calendar months.',
    },
    {
      front: 'Third-class medical duration',
      back: '60 calendar months if under 40 on the exam date; 24 calendar months if 40 or older.',
    },
    {
      front: 'Documents on board: ARROW',
      back: 'Airworthiness certificate, Registration, Radio station license (international flights), Operating limitations, Weight and balance data.',
    },
    {
      front: 'VFR cruising altitudes (more than 3,000 ft AGL)',
      back: 'Magnetic course 0°–179°: odd thousands + 500 ft. 180°–359°: even thousands + 500 ft.',
    },
    {
      front: 'VFR fuel reserves in an airplane (14 CFR 91.151)',
      back: 'Fuel to the first point of intended landing plus **30 minutes** by day or **45 minutes** at night, at normal cruise.',
    },
    {
      front: 'Alcohol (14 CFR 91.17)',
      back: 'No flying within 8 hours of drinking, while under the influence, or with an alcohol concentration of 0.04 or more.',
    },
  ],
};
