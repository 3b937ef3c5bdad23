import type { Page } from '@playwright/test';

/** Records the bearer token the app sends, to ask the API directly what the server has. */
export function watchBearer(page: Page) {
  let bearer = '';
  page.on('request', (request) => {
    const header = request.headers().authorization;
    if (header && request.url().includes('/api/')) bearer = header;
  });
  return () => bearer;
}
