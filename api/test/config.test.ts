import path from 'node:path';
import { loadConfig, parseTrustProxy, refuseUnsafeProduction, REPO_ROOT, SANDBOX_IN_PRODUCTION_MESSAGE, SANDBOX_SIGNATURES_IN_PRODUCTION_MESSAGE } from '../src/config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(REPO_ROOT, 'data'),
      databaseUrl: null,
      redisUrl: null,
      smtpUrl: null,
      publicUrl: 'http://localhost:8080',
      mailFrom: 'Toit Partagé <bonjour@toitpartage.fr>',
      contactEmail: 'contact@toitpartage.fr',
      customerServiceUserId: null,
      oriasNumber: null,
      chatWidgetUrl: null,
      webRoot: REPO_ROOT,
      remotesFile: null,
      trustProxy: false,
      logLevel: 'info',
    });
    expect(config.rateLimits.signinPerMinute).toBe(10);
    expect(config.rateLimits.accountFailures).toBe(5);
  });

  it('seeds the demo unless SEED_DEMO says not to', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'peut-être' })).toThrow('SEED_DEMO');
  });

  it('resolves the repository root from the api package, wherever the process starts', () => {
    expect(REPO_ROOT).toBe(path.resolve(__dirname, '..', '..'));
    expect(path.basename(path.join(REPO_ROOT, 'api'))).toBe('api');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATA_DIR: 'tmp/data',
      DATABASE_URL: 'postgres://u:p@localhost/tp',
      REDIS_URL: 'redis://localhost:6379',
      SMTP_URL: 'smtp://localhost:1025',
      PUBLIC_URL: 'https://toitpartage.fr/',
      MAIL_FROM: 'TP <a@b.fr>',
      CONTACT_EMAIL: 'c@b.fr',
      CUSTOMER_SERVICE_USER_ID: '42',
      ORIAS_NUMBER: '07000000',
      CHAT_WIDGET_URL: 'https://chat.example.com/widget.js?id=abc',
      WEB_ROOT: '/srv/www',
      REMOTES_FILE: 'remotes.prod.json',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: path.join(REPO_ROOT, 'tmp/data'),
      databaseUrl: 'postgres://u:p@localhost/tp',
      redisUrl: 'redis://localhost:6379',
      smtpUrl: 'smtp://localhost:1025',
      publicUrl: 'https://toitpartage.fr',
      mailFrom: 'TP <a@b.fr>',
      contactEmail: 'c@b.fr',
      customerServiceUserId: 42,
      oriasNumber: '07000000',
      chatWidgetUrl: 'https://chat.example.com/widget.js?id=abc',
      webRoot: '/srv/www',
      remotesFile: path.join(REPO_ROOT, 'remotes.prod.json'),
      trustProxy: true,
      logLevel: 'warn',
    });
    expect(loadConfig({ PORT: '9001' }).publicUrl).toBe('http://localhost:9001');
  });

  it('rejects a non-integer number', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ CUSTOMER_SERVICE_USER_ID: '1.5' })).toThrow(/CUSTOMER_SERVICE_USER_ID/);
  });

  it('accepts CHAT_WIDGET_URL over https, or over http on localhost only', () => {
    expect(loadConfig({ CHAT_WIDGET_URL: '  ' }).chatWidgetUrl).toBeNull();
    expect(loadConfig({ CHAT_WIDGET_URL: 'http://localhost:3000/w.js' }).chatWidgetUrl).toBe('http://localhost:3000/w.js');
    expect(loadConfig({ CHAT_WIDGET_URL: 'http://127.0.0.1/w.js' }).chatWidgetUrl).toBe('http://127.0.0.1/w.js');
    expect(() => loadConfig({ CHAT_WIDGET_URL: 'http://chat.example.com/w.js' })).toThrow(/CHAT_WIDGET_URL.*https/);
    expect(() => loadConfig({ CHAT_WIDGET_URL: '/widget.js' })).toThrow(/CHAT_WIDGET_URL.*absolute/);
    expect(() => loadConfig({ CHAT_WIDGET_URL: 'javascript:alert(1)' })).toThrow(/CHAT_WIDGET_URL/);
  });

  it.each([
    [undefined, false],
    ['', false],
    ['1', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.0/8,127.0.0.1', '10.0.0.0/8,127.0.0.1'],
  ])('TRUST_PROXY=%p -> %p', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });
});

describe('production safety', () => {
  it('does not seed the demo under NODE_ENV=production unless SEED_DEMO asks for it', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
  });

  it('refuses to start on the sandbox payment provider in production, in French, unless explicitly allowed', () => {
    expect(() => refuseUnsafeProduction(loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_SIGNATURES: 'true' }))).toThrow(SANDBOX_IN_PRODUCTION_MESSAGE);
    expect(SANDBOX_IN_PRODUCTION_MESSAGE).toContain('ALLOW_SANDBOX_PAYMENTS=true');
    expect(() => refuseUnsafeProduction(loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true', ALLOW_SANDBOX_SIGNATURES: 'true' }))).not.toThrow();
    expect(() => refuseUnsafeProduction(loadConfig({}))).not.toThrow();
    expect(() => loadConfig({ ALLOW_SANDBOX_PAYMENTS: 'bof' })).toThrow('ALLOW_SANDBOX_PAYMENTS');
  });

  it('refuses to start on the sandbox signature provider in production, in French, unless explicitly allowed', () => {
    const payments = { NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true' };
    expect(() => refuseUnsafeProduction(loadConfig(payments))).toThrow(SANDBOX_SIGNATURES_IN_PRODUCTION_MESSAGE);
    expect(SANDBOX_SIGNATURES_IN_PRODUCTION_MESSAGE).toContain('ALLOW_SANDBOX_SIGNATURES=true');
    expect(SANDBOX_SIGNATURES_IN_PRODUCTION_MESSAGE).toMatch(/^Refus de démarrer : SIGNATURE_PROVIDER/);
    expect(() => refuseUnsafeProduction(loadConfig({ ...payments, ALLOW_SANDBOX_SIGNATURES: 'true' }))).not.toThrow();
    // Another provider needs no permission; outside production the sandbox is the default.
    expect(() => refuseUnsafeProduction(loadConfig({ ...payments, SIGNATURE_PROVIDER: 'yousign' }))).not.toThrow();
    expect(() => refuseUnsafeProduction(loadConfig({ ALLOW_SANDBOX_SIGNATURES: 'false' }))).not.toThrow();
    expect(() => loadConfig({ ALLOW_SANDBOX_SIGNATURES: 'oui' })).toThrow('ALLOW_SANDBOX_SIGNATURES');
  });
});
