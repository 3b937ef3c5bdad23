import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * Secrets kept at rest (Teachable client secrets, API keys, OAuth tokens): AES-256-GCM under a key
 * from the settings, so a copy of the database alone does not give them away. Stored as
 * `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export class SecretBox {
  private loadedKey: Buffer | null = null;

  private constructor(private readonly loadKey: () => string) {}

  static fromKey(base64Key: string) {
    return new SecretBox(() => base64Key);
  }

  /**
   * SECRETS_KEY when set; else the key in DATA_DIR/secrets.key, made (mode 600) at the first seal
   * or open, so a server that keeps no secrets never writes one.
   */
  static fromSettings(secretsKey: string | undefined, dataDir: string) {
    if (secretsKey) return SecretBox.fromKey(secretsKey);
    return new SecretBox(() => {
      const file = resolve(dataDir, 'secrets.key');
      if (!existsSync(file)) {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
      }
      return readFileSync(file, 'utf8').trim();
    });
  }

  private get key() {
    if (!this.loadedKey) {
      const key = Buffer.from(this.loadKey(), 'base64');
      if (key.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes, base64');
      this.loadedKey = key;
    }
    return this.loadedKey;
  }

  seal(plain: string) {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), sealed].map(encode).join('.');
  }

  /** The plain text; throws when the value was not sealed with this key or was altered. */
  open(stored: string) {
    const [version, iv, tag, sealed] = stored.split('.');
    if (version !== 'v1' || !iv || !tag || sealed === undefined) {
      throw new Error('Not a sealed secret');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(sealed, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}

const encode = (part: string | Buffer) =>
  typeof part === 'string' ? part : part.toString('base64url');
