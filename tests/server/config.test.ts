import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { listeningLine } from '../../server/listening-line';

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

  it('start every request in the turn it arrives unless REQUESTS_PER_TURN bounds the turns', () => {
    expect(loadConfig({}).requestsPerTurn).toBe(0);
    expect(loadConfig({ REQUESTS_PER_TURN: '8' }).requestsPerTurn).toBe(8);
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

describe('the listening address', () => {
  it('is this machine only when PUBLIC_URL is loopback and HOST is unset', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:8080' }).host).toBe('127.0.0.1');
    expect(loadConfig({ PUBLIC_URL: 'http://[::1]:3000' }).host).toBe('::1');
  });

  it('is every interface for a public PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://groundschool.example.test' }).host).toBe('0.0.0.0');
  });

  it('is what HOST says, whatever PUBLIC_URL is', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '10.0.0.5', PUBLIC_URL: 'https://gs.example.test' }).host).toBe(
      '10.0.0.5',
    );
  });

  it('is named at start with the reason for a loopback PUBLIC_URL', () => {
    expect(listeningLine(loadConfig({}), 3000)).toBe(
      'listening on 127.0.0.1:3000 only (PUBLIC_URL is loopback; set HOST=0.0.0.0 to listen on every interface)',
    );
  });

  it('is named at start with the reason for a public PUBLIC_URL', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://groundschool.example.test' });
    expect(listeningLine(config, 3000)).toBe(
      'listening on 0.0.0.0:3000, every interface (PUBLIC_URL is not loopback; set HOST to choose one)',
    );
  });

  it('is named at start as chosen by HOST', () => {
    expect(listeningLine(loadConfig({ HOST: '0.0.0.0' }), 3000)).toBe(
      'listening on 0.0.0.0:3000, every interface (HOST=0.0.0.0)',
    );
    expect(listeningLine(loadConfig({ HOST: '::1' }), 3000)).toBe(
      'listening on [::1]:3000 only (HOST=::1)',
    );
  });
});
