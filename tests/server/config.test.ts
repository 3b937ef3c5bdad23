import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('settings', () => {
  it('default to an embedded database, port 3000 and the built-in identity provider', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: './data/pglite' });
    expect(config.identity).toMatchObject({
      builtIn: true,
      issuer: 'http://localhost:3000/oidc',
      apiResource: 'http://localhost:3000/api',
      appId: 'groundschool-spa',
    });
  });

  it('switch to PostgreSQL with DATABASE_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/gs' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@db:5432/gs' });
  });

  it('turn the built-in provider off when a Logto tenant is configured', () => {
    const config = loadConfig({ LOGTO_ENDPOINT: 'https://tenant.logto.app/' });
    expect(config.identity.builtIn).toBe(false);
    expect(config.identity.issuer).toBe('https://tenant.logto.app/oidc');
  });

  it('treat empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('refuse bad values with a readable list of every problem', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems;
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/PORT/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL: must start with postgres:\/\//);
    expect(problems.join('\n')).toMatch(/SEED_DEMO/);
    expect((caught as ConfigError).message).toMatch(/^Invalid settings:\n {2}- /);
  });
});
