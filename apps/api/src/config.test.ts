import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const DAY = 24 * 60 * 60 * 1000;
const load = (env: Record<string, string>) => loadConfig(env);
const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('loadConfig', () => {
  it('starts with no settings at all (npm start on a laptop): loopback, file outbox, no proxies', () => {
    const config = load({});
    expect(config.nodeEnv).toBe('production');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.smtpUrl).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.allowedHosts).toEqual(['localhost', '127.0.0.1', '::1']);
    expect(config.sessions.idleTimeoutMs).toBe(14 * DAY);
  });

  describe('TRUST_PROXY (finding 3)', () => {
    it('refuses "true" with a message that explains the two forms', () => {
      const message = refusal({ TRUST_PROXY: 'true' });
      expect(message).toMatch(/^Invalid configuration: TRUST_PROXY must not be "true"/);
      expect(message).toContain('hop count');
      expect(message).toContain('addresses/CIDRs');
    });

    it('takes a hop count or a list of addresses and CIDRs', () => {
      expect(load({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
      expect(load({ TRUST_PROXY: ' 10.0.0.0/8, 192.168.1.5 ,::1,fd00::/8,loopback' }).trustProxy).toEqual({
        addresses: ['10.0.0.0/8', '192.168.1.5', '::1', 'fd00::/8', 'loopback'],
      });
      for (const off of ['', 'false', '0']) expect(load({ TRUST_PROXY: off }).trustProxy).toBe(false);
    });

    it.each(['yes', '10.0.0.0/33', '300.1.1.1', '*', 'example.com'])('refuses %j', (value) => {
      expect(refusal({ TRUST_PROXY: value })).toMatch(/TRUST_PROXY must be a hop count .* is neither$/);
    });
  });

  describe('ALLOWED_HOSTS (finding 6)', () => {
    it('adds host names to PUBLIC_URL’s; loopback names only for a loopback PUBLIC_URL', () => {
      const config = load({
        PUBLIC_URL: 'https://promptsmith.example',
        SMTP_URL: 'smtp://mail.example:25',
        ALLOWED_HOSTS: 'www.promptsmith.example, Promptsmith.internal:8443',
      });
      expect(config.allowedHosts).toEqual([
        'promptsmith.example',
        'www.promptsmith.example',
        'promptsmith.internal',
      ]);
      expect(refusal({ ALLOWED_HOSTS: 'evil host' })).toMatch(
        /^Invalid configuration: ALLOWED_HOSTS must be/,
      );
    });
  });

  describe('mail in production (finding 8)', () => {
    const publicServer = { PUBLIC_URL: 'https://promptsmith.example' };

    it('refuses to start a public server without SMTP_URL', () => {
      expect(refusal(publicServer)).toBe(
        'Invalid configuration: SMTP_URL is required in production (PUBLIC_URL https://promptsmith.example is not a loopback address, so sign-up and reset codes must be mailed); set MAIL_OUTBOX=file to write mail to DATA_DIR/outbox instead',
      );
    });

    it('starts with SMTP_URL, or with MAIL_OUTBOX=file said explicitly, but not both', () => {
      expect(load({ ...publicServer, SMTP_URL: 'smtps://u:p@smtp.example:465' }).smtpUrl).toBe(
        'smtps://u:p@smtp.example:465',
      );
      expect(load({ ...publicServer, MAIL_OUTBOX: 'file' }).smtpUrl).toBeUndefined();
      expect(refusal({ ...publicServer, MAIL_OUTBOX: 'file', SMTP_URL: 'smtp://m.example' })).toMatch(
        /not both/,
      );
      expect(refusal({ MAIL_OUTBOX: 'stdout' })).toMatch(
        /^Invalid configuration: MAIL_OUTBOX must be "file"/,
      );
    });

    it('keeps the file outbox as the default for loopback and for development', () => {
      expect(() => load({ PUBLIC_URL: 'http://127.0.0.1:4000' })).not.toThrow();
      expect(() => load({ ...publicServer, NODE_ENV: 'development' })).not.toThrow();
    });
  });

  it('reads SESSION_IDLE_DAYS (finding 9)', () => {
    expect(load({ SESSION_IDLE_DAYS: '3' }).sessions.idleTimeoutMs).toBe(3 * DAY);
    expect(refusal({ SESSION_IDLE_DAYS: '0' })).toMatch(/SESSION_IDLE_DAYS must be a positive whole number/);
  });
});
