import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  loginBodySchema,
  loginResultSchema,
  verifyLoginBodySchema,
  verifyLoginResultSchema,
} from '@chainreview/shared';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { typed } from '../../lib/routes.ts';
import { requireAuth, viewerOf } from '../../plugins/auth.ts';
import { logout, startLogin, verifyLogin } from './auth.service.ts';

export async function authRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const t = typed(app);
  const loginLimit = {
    max: deps.config.rateLimits.loginPerMin,
    timeWindow: '1 minute',
    keyGenerator: (r: FastifyRequest) => `login:${r.ip}`,
  };

  t.post(
    '/api/login',
    {
      config: { rateLimit: loginLimit },
      schema: {
        tags: ['auth'],
        summary: 'Issue a one-time code and the Sign-In with Ethereum message to sign',
        body: loginBodySchema.extend({ chainId: z.number().int().positive().optional() }),
        response: { 200: z.object({ data: loginResultSchema }) },
      },
    },
    async (request) => ({
      data: await startLogin(deps, request.body.address, request.body.chainId),
    }),
  );

  t.post(
    '/api/verify-login',
    {
      config: { rateLimit: loginLimit },
      schema: {
        // a wrong signature or an expired message is a 401, a blocked wallet a 403
        errorCodes: {
          401: ['confirm_code_not_valid', 'invalid_signature'],
          403: ['user_is_blocked'],
        },
        tags: ['auth'],
        summary: 'Exchange a signed login message for an access token',
        body: verifyLoginBodySchema,
        response: { 200: z.object({ data: verifyLoginResultSchema }) },
      },
    },
    async (request) => ({
      data: await verifyLogin(deps, request.body.address, request.body.sign as `0x${string}`, {
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      }),
    }),
  );

  t.post(
    '/api/logout',
    {
      preHandler: requireAuth,
      schema: { tags: ['auth'], response: { 200: z.object({ data: z.literal(true) }) } },
    },
    async (request) => {
      await logout(deps, viewerOf(request));
      return { data: true as const };
    },
  );
}
