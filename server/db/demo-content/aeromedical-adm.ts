import { right, wrong, type DemoTopic } from './types';

export const aeromedicalAdm: DemoTopic = {
  name: 'Aeromedical Factors & ADM',
  description:
    'Hypoxia, hyperventilation and carbon monoxide, spatial disorientation and visual illusions, vision and scanning, fitness for flight, hazardous attitudes and aeronautical decision-making.',
  questions: [
    {
      stem: 'Carbon monoxide poisoning causes which type of hypoxia?',
      choices: [wrong('Histotoxic'), right('Hypemic'), wrong('Stagnant')],
      explanation:
        'Carbon monoxide binds to hemoglobin far more readily than oxygen, so the blood cannot carry enough oxygen — hypemic hypoxia. Suspect it if you smell exhaust or get a headache with the cabin heat on: heat off, fresh air on, land.',
      reference: 'PHAK ch. 17; AIM 8-1-4',
      learningObjective: 'PA.I.H.K1f',
    },
    {
      stem: 'Why is hypoxia particularly dangerous to a pilot flying alone?',
      choices: [
        right('Early symptoms such as euphoria make the pilot feel fine while judgment is failing'),
        wrong('It always begins with severe pain that prevents the pilot from using the controls'),
        wrong('It causes sudden loss of consciousness without any earlier effects'),
      ],
      explanation:
        'Hypoxia creeps up: a sense of well-being, headache, slowed reactions and poor judgment come first, often unnoticed by the pilot. Know your symptoms and use supplemental oxygen as required.',
      reference: 'AIM 8-1-2',
      learningObjective: 'PA.I.H.K1a',
    },
    {
      stem: 'At 3,000 ft, after a tense moment, a pilot feels lightheaded, breathless and has tingling fingers. What is the likely cause and the remedy?',
      choices: [
        wrong('Hypoxia; climb to where the air is cooler'),
        wrong('Carbon monoxide; close all the fresh-air vents'),
        right(
          'Hyperventilation; slow the breathing rate, for example by talking aloud or breathing into a bag',
        ),
      ],
      explanation:
        'Stress-induced rapid breathing blows off too much carbon dioxide. Slowing the breathing rate restores the balance; hypoxia is unlikely at 3,000 ft.',
      reference: 'AIM 8-1-3',
      learningObjective: 'PA.I.H.K1b',
    },
    {
      stem: 'Moving your head abruptly during a prolonged, constant-rate turn can cause which powerful illusion?',
      choices: [
        right('The Coriolis illusion'),
        wrong('The leans'),
        wrong('The somatogravic illusion'),
      ],
      explanation:
        'An abrupt head movement sets the fluid in a different semicircular canal moving, giving an overwhelming sensation of rotation on an entirely different axis. Keep head movements small and slow in turns.',
      reference: 'PHAK ch. 17',
      learningObjective: 'PA.I.H.K1d',
    },
    {
      stem: 'Approaching a runway that is narrower than the ones you usually use can make you feel',
      choices: [
        wrong('lower than you are, so you may fly a higher-than-normal approach'),
        right('higher than you are, so you may fly a lower-than-normal approach'),
        wrong('farther away than you are, so you may turn final too early'),
      ],
      explanation:
        'A narrow runway looks like a normal one seen from higher up, so pilots tend to descend too low. A wider-than-usual runway has the opposite effect.',
      reference: 'AIM 8-1-5',
      learningObjective: 'PA.I.H.K1k',
    },
    {
      stem: 'Which hazardous attitude does the thought "It won’t happen to me" show, and what is its antidote?',
      choices: [
        wrong('Macho — "Taking chances is foolish."'),
        wrong('Resignation — "I’m not helpless. I can make a difference."'),
        right('Invulnerability — "It could happen to me."'),
      ],
      explanation:
        'The five hazardous attitudes are anti-authority, impulsivity, invulnerability, macho and resignation. Recognize the thought, then say its antidote to yourself.',
      reference: 'PHAK ch. 2',
      learningObjective: 'PA.I.H.K4',
    },
    {
      stem: 'What is the most effective way to scan for traffic in daylight?',
      choices: [
        right(
          'A series of short, regularly spaced eye movements, each about 10° or less, looking at each area for about a second',
        ),
        wrong('One continuous, smooth sweep of the eyes from wingtip to wingtip'),
        wrong('Looking straight ahead and relying on peripheral vision to catch movement'),
      ],
      explanation:
        'The eyes can only see detail when they stop and focus, so scan in small sectors. An airplane on a collision course shows little or no relative motion, which peripheral vision is poor at noticing.',
      reference: 'AIM 8-1-6',
      learningObjective: 'PA.I.H.K1k',
    },
    {
      stem: 'Another aircraft is on a collision course with yours. How does it appear through the windshield?',
      choices: [
        wrong('It moves steadily across the windshield'),
        right('It stays in the same spot on the windshield while growing larger'),
        wrong('It appears to move away from you, then suddenly turns toward you'),
      ],
      explanation:
        'An aircraft with no apparent relative motion is on a constant bearing — a collision course. It may seem to grow slowly at first and then very quickly.',
      reference: 'AIM 8-1-8',
      learningObjective: 'PA.I.H.K1k',
    },
    {
      stem: 'After a recreational scuba dive that did not require a controlled ascent, how long should you wait before flying at altitudes up to 8,000 ft?',
      status: 'draft',
      choices: [wrong('At least 4 hours'), right('At least 12 hours'), wrong('At least 48 hours')],
      explanation:
        'Nitrogen absorbed during the dive can form bubbles at the lower pressure of altitude (decompression sickness). Wait at least 24 hours after a dive that required a controlled ascent, or before any flight above 8,000 ft.',
      reference: 'PHAK ch. 17',
      learningObjective: 'PA.I.H.K1l',
    },
  ],
  flashcards: [
    {
      front: 'IMSAFE',
      back: 'Illness, Medication, Stress, Alcohol, Fatigue, Emotion (or Eating) — a personal fitness-for-flight checklist.',
    },
    {
      front: 'PAVE',
      back: 'Risk areas to check before flight: **P**ilot, **A**ircraft, en**V**ironment, **E**xternal pressures.',
    },
    {
      front: 'The four types of hypoxia',
      back: 'Hypoxic (too little oxygen in the air, e.g. altitude) · hypemic (blood cannot carry it, e.g. CO) · stagnant (poor circulation) · histotoxic (cells cannot use it, e.g. alcohol, drugs).',
    },
    {
      front: 'Hazardous attitudes and antidotes',
      back: 'Anti-authority → "Follow the rules." · Impulsivity → "Not so fast. Think first." · Invulnerability → "It could happen to me." · Macho → "Taking chances is foolish." · Resignation → "I’m not helpless."',
    },
    {
      front: 'Night vision',
      back: 'Full dark adaptation takes about 30 minutes. Use off-center viewing: the rods that see in dim light lie outside the center of the eye.',
    },
    {
      front: 'Supplemental oxygen (14 CFR 91.211)',
      back: 'Crew: above 12,500 ft up to 14,000 ft MSL for any time over 30 minutes; at all times above 14,000 ft. Every occupant must be provided with oxygen above 15,000 ft.',
    },
    {
      front: 'DECIDE model',
      back: '**D**etect a change, **E**stimate the need to react, **C**hoose an outcome, **I**dentify actions, **D**o it, **E**valuate the effect.',
    },
  ],
};
