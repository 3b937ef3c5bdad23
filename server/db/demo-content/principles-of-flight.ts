import { right, wrong, type DemoTopic } from './types';

export const principlesOfFlight: DemoTopic = {
  name: 'Principles of Flight',
  description:
    'The four forces, angle of attack, stalls and spins, load factor in turns, stability, ground effect and the left-turning tendencies of a propeller airplane.',
  questions: [
    {
      stem: 'What is the angle of attack of a wing?',
      choices: [
        wrong("The angle between the wing's chord line and the airplane's longitudinal axis"),
        right("The angle between the wing's chord line and the relative wind"),
        wrong("The angle between the airplane's longitudinal axis and the horizon"),
      ],
      explanation:
        'Angle of attack is measured between the **chord line** and the **relative wind**. The angle between the chord line and the longitudinal axis is the angle of incidence, fixed by design; the angle between the longitudinal axis and the horizon is pitch attitude.',
      reference: 'PHAK ch. 5',
      learningObjective: 'PA.VII.B.K1',
    },
    {
      stem: 'A wing stalls whenever',
      choices: [
        right('it exceeds its critical angle of attack'),
        wrong('the indicated airspeed drops below the published stall speed'),
        wrong('the nose is raised more than 15° above the horizon'),
      ],
      explanation:
        'A wing stalls at its critical angle of attack, whatever the airspeed, attitude or power setting. Published stall speeds hold only at 1 G, at a given weight and configuration.',
      reference: 'PHAK ch. 5',
      learningObjective: 'PA.VII.B.K1',
    },
    {
      stem: 'In a coordinated, level turn at 60° of bank, what load factor does the airplane carry, and how does its stall speed change?',
      choices: [
        wrong('1.5 G; the stall speed rises by about 50 percent'),
        wrong('2 G; the stall speed doubles'),
        right('2 G; the stall speed rises by about 41 percent'),
      ],
      explanation:
        'Load factor in a level turn is 1 ÷ cos(bank): 1 ÷ cos 60° = 2 G. Stall speed grows with the square root of the load factor, and √2 ≈ 1.41.',
      reference: 'PHAK ch. 5',
      learningObjective: 'PA.V.A.K2',
    },
    {
      stem: 'During a full-power climb at a high angle of attack, P-factor makes a typical American single-engine airplane yaw to the left. What causes P-factor?',
      choices: [
        right(
          'The descending propeller blade meets the air at a larger angle of attack than the ascending blade, so the right side of the propeller disc produces more thrust',
        ),
        wrong('The spiraling slipstream strikes the right side of the vertical stabilizer'),
        wrong('The engine turns the airframe in the direction opposite to propeller rotation'),
      ],
      explanation:
        'P-factor (asymmetric loading) comes from the difference in blade angle of attack across the propeller disc at high angles of attack. The slipstream strikes the *left* side of the fin, and the reaction to engine rotation is torque — both separate left-turning tendencies.',
      reference: 'PHAK ch. 5',
      learningObjective: 'PA.IV.E.K5',
    },
    {
      stem: 'What is the main effect of ground effect on an airplane flying within about one wingspan of the runway?',
      choices: [
        wrong('Parasite drag rises sharply, so the airplane slows quickly in the flare'),
        wrong('The wingtip vortices grow stronger, so more power is needed to stay airborne'),
        right(
          'Induced drag is reduced, so the airplane may float, or lift off before it can climb out of ground effect',
        ),
      ],
      explanation:
        'Near the surface the wingtip vortices and downwash are weakened, so induced drag drops. The airplane may float on landing, or become airborne below the speed it needs to keep climbing once it leaves ground effect.',
      reference: 'PHAK ch. 5',
      learningObjective: 'PA.IV.E.K3',
    },
    {
      stem: 'As you roll into a left turn using ailerons alone, which way does adverse yaw move the nose?',
      choices: [
        right('To the right, because the rising right wing produces more induced drag'),
        wrong('To the left, because the lowered left aileron reduces drag on that wing'),
        wrong('Down, because the horizontal stabilizer loses lift in the bank'),
      ],
      explanation:
        'The down-going aileron on the rising (right) wing increases its lift and its induced drag, pulling the nose away from the turn. Coordinated rudder in the direction of the turn counters it.',
      reference: 'PHAK ch. 6',
      learningObjective: 'PA.V.A.K2',
    },
    {
      stem: 'Compared with an aft center of gravity (both within limits), how does a forward CG affect the airplane?',
      choices: [
        wrong('It is less stable and stalls at a lower airspeed'),
        right(
          'It is more stable, but stalls at a higher airspeed and needs more elevator to flare',
        ),
        wrong('It cruises faster because the tail produces more downforce'),
      ],
      explanation:
        'A forward CG needs more tail downforce, which acts like extra weight: higher stall speed, slower cruise, and heavier elevator forces in the flare — but more longitudinal stability.',
      reference: 'PHAK ch. 5',
      learningObjective: 'PA.I.F.K2e',
    },
    {
      stem: 'Which actions belong to the general spin recovery for most light airplanes, unless the POH says otherwise? Select all that apply.',
      multipleResponse: true,
      choices: [
        right('Reduce the power to idle'),
        right('Neutralize the ailerons'),
        wrong('Pull the control wheel fully aft until the rotation stops'),
        right('Apply full rudder opposite to the direction of rotation'),
      ],
      explanation:
        'Remember **PARE**: Power idle, Ailerons neutral, Rudder full opposite the rotation, Elevator briskly forward to break the stall. Holding the elevator aft keeps the wing stalled.',
      reference: 'AFH, Slow Flight, Stalls, and Spins',
      learningObjective: 'PA.VII.D.K1',
    },
  ],
  flashcards: [
    {
      front: 'The four forces of flight',
      back: 'Lift, weight, thrust and drag. In steady, unaccelerated flight lift equals weight and thrust equals drag.',
    },
    {
      front: 'Critical angle of attack',
      back: 'The angle of attack at which the wing stalls — the same at any airspeed, attitude or weight for a given configuration.',
    },
    {
      front: 'Load factor in a 60° level turn',
      back: '**2 G** (1 ÷ cos 60°). The stall speed rises by √2, about 41 %.',
    },
    {
      front: 'Left-turning tendencies',
      back: 'Torque, P-factor, spiraling slipstream and gyroscopic precession.',
    },
    {
      front: 'Spin recovery (PARE)',
      back: '**P**ower idle, **A**ilerons neutral, **R**udder full opposite the rotation, **E**levator briskly forward; then recover from the dive. Always follow the POH.',
    },
    {
      front: 'Ground effect',
      back: 'Within about one wingspan of the surface: weaker wingtip vortices and downwash, so less induced drag. Causes floating on landing and early lift-off on takeoff.',
    },
  ],
};
