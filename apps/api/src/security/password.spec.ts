import { hashPassword, verifyPassword } from './password';

describe('password hashing (scrypt, OWASP parameters)', () => {
  it('verifies the right password, including non-ASCII, and rejects others', async () => {
    const hash = await hashPassword('密碼-Pässwörd-2026');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]+\$[\w-]+$/);
    await expect(verifyPassword('密碼-Pässwörd-2026', hash)).resolves.toBe(true);
    await expect(verifyPassword('密碼-Passwörd-2026', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  it('salts every hash and rejects unknown formats', async () => {
    const [first, second] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(first).not.toBe(second);
    await expect(verifyPassword('same', 'md5$abc')).resolves.toBe(false);
  });
});
