import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_RESPONSE_LIFETIME_MS, takeEarlyResponse } from '../../../src/api/early-responses';

const anAnswer = () => Promise.resolve(Response.json({ early: true }));

afterEach(() => {
  delete window.__gsEarly;
});

describe('answers the page started before its code arrived', () => {
  it('are taken once, while the page is young', () => {
    const answer = anAnswer();
    window.__gsEarly = { '/api/users/me': answer };
    expect(takeEarlyResponse('/api/users/me', 1_000)).toBe(answer);
    expect(takeEarlyResponse('/api/users/me', 1_001)).toBeNull();
  });

  it('are dropped once the page is older than their lifetime: what they say may have changed', () => {
    window.__gsEarly = { '/api/users/me': anAnswer(), '/api/classes': anAnswer() };
    expect(takeEarlyResponse('/api/users/me', EARLY_RESPONSE_LIFETIME_MS + 1)).toBeNull();
    expect(window.__gsEarly).toBeUndefined();
    expect(takeEarlyResponse('/api/classes', 1_000)).toBeNull();
  });
});
