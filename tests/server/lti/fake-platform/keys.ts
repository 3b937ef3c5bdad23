import {
  SignJWT,
  exportJWK,
  generateKeyPair,
  type JWK,
  type JWTPayload,
  type CryptoKey,
} from 'jose';

export type PlatformKey = { kid: string; privateKey: CryptoKey; publicJwk: JWK };

export async function makePlatformKey(kid: string): Promise<PlatformKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return {
    kid,
    privateKey,
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
  };
}

/**
 * The platform's signing keys as a real one keeps them: the newest signs, older ones stay
 * published until dropped (key rotation).
 */
export class PlatformKeys {
  private keys: PlatformKey[];

  constructor(first: PlatformKey) {
    this.keys = [first];
  }

  get current() {
    const key = this.keys.at(-1);
    if (!key) throw new Error('the fake platform has no key');
    return key;
  }

  /** A new key signs from now on; the old one stays published. */
  async rotate(kid: string) {
    this.keys.push(await makePlatformKey(kid));
    return this.current;
  }

  /** Stops publishing every key but the current one. */
  dropOld() {
    this.keys = [this.current];
  }

  jwks() {
    return { keys: this.keys.map((key) => key.publicJwk) };
  }

  /** Signs claims as the platform; `header` replaces the usual `{alg: RS256, kid}` (certification cases). */
  sign(claims: JWTPayload, header?: Record<string, unknown>) {
    const protectedHeader = header ?? { alg: 'RS256', kid: this.current.kid, typ: 'JWT' };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', ...protectedHeader })
      .sign(this.current.privateKey);
  }
}
