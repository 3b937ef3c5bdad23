import { Role } from '../../contract';

/** The demo password of every demo account (shown on the built-in sign-in page while demo data is on). */
export const DEMO_PASSWORD = 'groundschool';
export const DEMO_CLASS_NAME = 'Private Pilot Ground School';

export type DemoAccount = {
  email: string;
  name: string;
  /** What the sign-in page's one-click button says this account is. */
  label: 'Superuser' | 'Teacher' | 'Student';
  /** Role in the demo class; the superuser's role is global. */
  role: Role;
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'avery.admin@demo.groundschool.test',
    name: 'Avery Admin',
    label: 'Superuser',
    role: Role.SUPERUSER,
  },
  {
    email: 'tessa.tran@demo.groundschool.test',
    name: 'Tessa Tran',
    label: 'Teacher',
    role: Role.TEACHER,
  },
  {
    email: 'marcus.reid@demo.groundschool.test',
    name: 'Marcus Reid',
    label: 'Teacher',
    role: Role.TEACHER,
  },
  {
    email: 'sofia.student@demo.groundschool.test',
    name: 'Sofia Martinez',
    label: 'Student',
    role: Role.STUDENT,
  },
  {
    email: 'liam.obrien@demo.groundschool.test',
    name: "Liam O'Brien",
    label: 'Student',
    role: Role.STUDENT,
  },
  {
    email: 'priya.shah@demo.groundschool.test',
    name: 'Priya Shah',
    label: 'Student',
    role: Role.STUDENT,
  },
  {
    email: 'jonas.berg@demo.groundschool.test',
    name: 'Jonas Berg',
    label: 'Student',
    role: Role.STUDENT,
  },
  {
    email: 'mei.chen@demo.groundschool.test',
    name: 'Mei Chen',
    label: 'Student',
    role: Role.STUDENT,
  },
];
