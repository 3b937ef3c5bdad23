/** Data the journeys rely on, made by prepare-database.ts before the server starts. */
export type E2eFixtures = {
  lmsStudent: { name: string; validToken: string; expiredToken: string };
};

/** An account that signs in fine but has no roles: the 'Login Failed' journey. */
export const NO_ROLES_ACCOUNT = {
  name: 'Nora Newcomer',
  email: 'nora.newcomer@e2e.groundschool.test',
  password: 'e2e-password-1',
} as const;

export const DEMO = {
  superuser: 'Avery Admin',
  teacher: 'Tessa Tran',
  student: 'Sofia Martinez',
  otherStudent: "Liam O'Brien",
  className: 'Private Pilot Ground School',
} as const;

export function readFixtures(): E2eFixtures {
  const raw = process.env.E2E_FIXTURES;
  if (!raw) throw new Error('E2E_FIXTURES missing: run through playwright (global setup)');
  return JSON.parse(raw) as E2eFixtures;
}

export const baseUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL missing: run through playwright (global setup)');
  return url;
};
