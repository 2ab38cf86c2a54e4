import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../http/register-endpoint';
import { sha256Hex } from '../security/tokens';

/** Token from `Authorization: <token>` or `Authorization: Bearer <token>`. */
export const tokenFromRequest = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization?.trim();
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token.length >= 16 && token.length <= 256 ? token : null;
};

/** `app.authenticate(request)`: the user of a live session, or null. */
export const authPlugin = fp(
  async (app) => {
    app.decorate('authenticate', async (request: FastifyRequest): Promise<AuthUser | null> => {
      const token = tokenFromRequest(request);
      if (!token) return null;
      const tokenHash = sha256Hex(token);
      const uuid = await app.services.sessions.userOf(tokenHash, app.clock.now());
      return uuid ? { uuid, tokenHash } : null;
    });
  },
  { name: 'auth', dependencies: ['services'] },
);
