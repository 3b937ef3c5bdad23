import { describe, expect, it } from 'vitest';
import { mayKeepPage } from '../../../service-worker/rules';

const page = (cacheControl?: string) =>
  new Response('<!doctype html>', {
    headers: cacheControl === undefined ? {} : { 'cache-control': cacheControl },
  });

describe('which pages the service worker keeps for offline use', () => {
  it('keeps a page every visitor is sent', () => {
    expect(mayKeepPage(page('no-cache'))).toBe(true);
    expect(mayKeepPage(page())).toBe(true);
  });

  it("never keeps a page painted with a person's data (no-store)", () => {
    expect(mayKeepPage(page('private, no-store'))).toBe(false);
    expect(mayKeepPage(page('No-Store'))).toBe(false);
  });
});
