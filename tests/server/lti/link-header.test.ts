import { describe, expect, it } from 'vitest';
import { nextPageOf } from '../../../server/course-platforms/lti/roster/link-header';

const PAGE = 'https://lms.example/api/lti/courses/1/names_and_roles';

describe('the next page of a Link header', () => {
  it('finds rel="next" among other relations, as Canvas sends them', () => {
    const header = `<${PAGE}?page=1&per_page=10>; rel="current",<${PAGE}?page=2&per_page=10>; rel="next",<${PAGE}?page=1&per_page=10>; rel="first"`;
    expect(nextPageOf(header, PAGE)).toBe(`${PAGE}?page=2&per_page=10`);
  });

  it('reads an unquoted or multi-valued rel, and resolves a relative target', () => {
    expect(nextPageOf('</roster?from=2>; rel=next', PAGE)).toBe(
      'https://lms.example/roster?from=2',
    );
    expect(nextPageOf(`<${PAGE}?p=3>; rel="last next"`, PAGE)).toBe(`${PAGE}?p=3`);
  });

  it('has none on the last page', () => {
    expect(nextPageOf(null, PAGE)).toBeNull();
    expect(nextPageOf(`<${PAGE}?page=1>; rel="first"`, PAGE)).toBeNull();
  });
});
