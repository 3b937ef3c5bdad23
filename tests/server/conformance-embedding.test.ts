import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';

/** The Content-Security-Policy frame-ancestors directive of a page, as a list of sources. */
async function frameAncestors(environment: NodeJS.ProcessEnv) {
  const t = await createTestApp(environment);
  try {
    const response = await t.app.inject({ method: 'GET', url: '/student' });
    const policy = String(response.headers['content-security-policy'] ?? '');
    const directive = policy.split(';').find((part) => part.trim().startsWith('frame-ancestors'));
    return {
      sources: directive?.trim().split(/\s+/).slice(1) ?? null,
      frameOptions: response.headers['x-frame-options'],
    };
  } finally {
    await t.close();
  }
}

describe('embedding in the course platform (spec §4, teachable)', () => {
  it('lets the configured course-platform host frame the app', async () => {
    const { sources, frameOptions } = await frameAncestors({
      COURSE_PLATFORM_HOST: 'school.teachable.com',
    });
    expect(sources).toEqual(["'self'", 'https://school.teachable.com']);
    expect(frameOptions).toBeUndefined();
  });

  it('lets no other site frame the app', async () => {
    const { sources } = await frameAncestors({});
    expect(sources).toEqual(["'self'"]);
  });
});
