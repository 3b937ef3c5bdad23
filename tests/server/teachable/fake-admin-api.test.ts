import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTeachable, type FakeTeachable } from './fake-teachable';
import { enrol } from './fake-teachable/webhook-sender';
import { aFakeStudent } from './fake-teachable/students';

// The fake's Admin API answers as Teachable's does: the `apiKey` header or 401, pages in `meta`.

const KEY = 'fake-admin-key';
const COURSE = 3001;
let teachable: FakeTeachable;

beforeAll(async () => {
  teachable = await startFakeTeachable({
    apiKey: KEY,
    users: [],
    courses: [{ id: COURSE, name: 'Instrument Ground School' }],
  });
  for (const id of [1, 2, 3]) {
    aFakeStudent(teachable, id);
    enrol(teachable, id, COURSE);
  }
});
afterAll(() => teachable.close());

const get = (path: string, headers: Record<string, string> = { apiKey: KEY }) =>
  fetch(`${teachable.address}${path}`, { headers });

describe("the fake Teachable's Admin API", () => {
  it('refuses a request without the school’s key, or with another key', async () => {
    expect((await get('/v1/users/1', {})).status).toBe(401);
    expect((await get('/v1/users/1', { apiKey: 'another-key' })).status).toBe(401);
  });

  it('shows a user with their courses and whether each enrolment is active', async () => {
    const response = await get('/v1/users/1');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: 1,
      email: 'student-1@school.test',
      courses: [{ course_id: COURSE, is_active_enrollment: true }],
    });
    expect((await get('/v1/users/99')).status).toBe(404);
  });

  it("lists a course's enrolments a page at a time", async () => {
    const response = await get(`/v1/courses/${COURSE}/enrollments?page=2&per=2`);
    expect(await response.json()).toEqual({
      enrollments: [expect.objectContaining({ user_id: 3 })],
      meta: { total: 3, page: 2, from: 3, to: 3, per_page: 2, number_of_pages: 2 },
    });
  });
});
