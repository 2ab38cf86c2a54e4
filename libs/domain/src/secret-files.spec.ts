import { withSecretFiles } from './secret-files';

const files: Record<string, string> = {
  '/run/secrets/app_secret': 'a-secret-of-more-than-thirty-two-characters\n',
  '/run/secrets/rsa': '-----BEGIN PRIVATE KEY-----\nA\n-----END PRIVATE KEY-----\n-----BEGIN PRIVATE KEY-----\nB\n-----END PRIVATE KEY-----\n',
};
const readFile = (path: string) => {
  if (path in files) return files[path];
  throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
};

const NAMES = ['APP_SECRET', 'RSA_PRIVATE_KEYS', 'PREVIEW_TOKEN'];

describe('secrets from files', () => {
  it('gives NAME the content of the file NAME_FILE names, without its final line break, and drops NAME_FILE', () => {
    const { env, problems } = withSecretFiles({ APP_SECRET_FILE: '/run/secrets/app_secret', RSA_PRIVATE_KEYS_FILE: '/run/secrets/rsa', APP_ENV: 'pro' }, readFile, NAMES);
    expect(problems).toEqual([]);
    expect(env).toEqual({ APP_SECRET: 'a-secret-of-more-than-thirty-two-characters', RSA_PRIVATE_KEYS: files['/run/secrets/rsa'].slice(0, -1), APP_ENV: 'pro' });
  });

  it('leaves an environment without _FILE variables as it is', () => {
    expect(withSecretFiles({ APP_SECRET: 'plain' }, readFile, NAMES)).toEqual({ env: { APP_SECRET: 'plain' }, problems: [] });
  });

  it('refuses a secret given both ways, and a file it cannot read, naming the variable', () => {
    const { problems } = withSecretFiles({ APP_SECRET: 'plain', APP_SECRET_FILE: '/run/secrets/app_secret', PREVIEW_TOKEN_FILE: '/run/secrets/missing' }, readFile, NAMES);
    expect(problems).toEqual(['APP_SECRET_FILE: APP_SECRET is set too; set one of them', 'PREVIEW_TOKEN_FILE: cannot read "/run/secrets/missing" (ENOENT)']);
  });

  it("leaves the machine's other *_FILE variables alone: a missing ~/.terraformrc stopped both sites from starting", () => {
    const machine = { SSL_CERT_FILE: '/etc/ssl/certs/ca-certificates.crt', TF_CLI_CONFIG_FILE: '/root/.terraformrc', APP_SECRET: 'plain' };
    expect(withSecretFiles(machine, readFile, NAMES)).toEqual({ env: machine, problems: [] });
  });
});
