import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchTeachable,
  TeachableUnavailable,
} from '../../../server/course-platforms/teachable/teachable-fetch';

describe('a call to Teachable', () => {
  let silent: Server;
  let url: string;
  beforeAll(async () => {
    // Takes the request and never answers, as a Teachable stuck behind its load balancer does.
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/v1/users/1`;
  });
  afterAll(() => {
    silent.closeAllConnections();
    silent.close();
  });

  it('gives up after its timeout: Teachable is unavailable', async () => {
    await expect(fetchTeachable(url, {}, 50)).rejects.toBeInstanceOf(TeachableUnavailable);
  });

  it('is unavailable when nothing listens', async () => {
    await expect(fetchTeachable('http://127.0.0.1:9/', {})).rejects.toBeInstanceOf(
      TeachableUnavailable,
    );
  });
});
