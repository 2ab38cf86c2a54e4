import { scryptSync } from 'node:crypto';
import { hashPassword, verifyPassword } from './password';

describe('password hashing (scrypt, OWASP parameters)', () => {
  it('verifies the right password, including non-ASCII, and rejects others', async () => {
    const hash = await hashPassword('密碼-Pässwörd-2026');
    expect(hash).toMatch(/^scrypt\$32768\$8\$3\$[\w-]+\$[\w-]+$/);
    await expect(verifyPassword('密碼-Pässwörd-2026', hash)).resolves.toBe(true);
    await expect(verifyPassword('密碼-Passwörd-2026', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  it('still verifies a hash made with the earlier parameters (N=2^17, r=8, p=1)', async () => {
    const salt = 'lDPDPUWq8r4N3G4nQq2bNA';
    const key = scryptSync('old-Pass-1', Buffer.from(salt, 'base64url'), 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 2 ** 28 });
    const earlier = `scrypt$131072$8$1$${salt}$${key.toString('base64url')}`;
    await expect(verifyPassword('old-Pass-1', earlier)).resolves.toBe(true);
    await expect(verifyPassword('old-Pass-2', earlier)).resolves.toBe(false);
  });

  it('salts every hash and rejects unknown formats', async () => {
    const [first, second] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(first).not.toBe(second);
    await expect(verifyPassword('same', 'md5$abc')).resolves.toBe(false);
  });
});
