import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRoute } from '../../contract';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('OpenAPI document', () => {
  it('describes every path of the contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const documented = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    // Files go in and out as they are, and the health check and this document are not the API.
    const undocumented: string[] = [ApiRoute.health, ApiRoute.openApiDocument];
    const expected = Object.values(ApiRoute)
      .filter((path) => !path.includes('/imports/') && !path.includes('/exports/'))
      .filter((path) => !undocumented.includes(path))
      .map((path) => `/api${path.replace(/:([A-Za-z]+)/g, '{$1}')}`);
    expect(documented).toEqual(expect.arrayContaining(expected));
  });

  it('describes the API alone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const documented = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    expect(documented.filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });

  it("documents an upload's file as the base64 string it is sent as", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    type Body = { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    const paths = (response.json() as { paths: Record<string, { post?: { requestBody: Body } }> })
      .paths;
    const preview = paths[`/api${ApiRoute.questionImportPreview.replace(':classId', '{classId}')}`];
    const body = preview?.post?.requestBody.content['application/json']?.schema;
    expect(body?.properties.data_base64).toMatchObject({ type: 'string' });
  });
});
