import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { answerOf, documented } from '../../plugins/openapi.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { typed } from '../../lib/routes.ts';
import { requireAuth, viewerOf } from '../../plugins/auth.ts';
import { renderLogo } from '../../lib/logo.ts';
import { myFiles, readSizedImage, readStoredFile, storeImage } from './storage.service.ts';

const storedFile = z.object({
  id: z.string(),
  url: z.string(),
  mime: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  bytes: z.number(),
  createdAt: z.string(),
});

export async function storageRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const t = typed(app);

  t.post(
    '/api/storage/upload',
    {
      preHandler: requireAuth,
      schema: {
        errorCodes: {
          400: [
            'can_not_find_image',
            'invalid_image',
            'invalid_image_type',
            'please_choose_an_image',
          ],
        },
        ...documented({
          docBody: {
            description: 'One image (PNG or JPG) in the `file` field',
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: ['file'],
                  properties: { file: { type: 'string', contentMediaType: 'image/png' } },
                },
              },
            },
          },
        }),
        tags: ['storage'],
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ data: storedFile }) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest('please_choose_an_image');
      // a missing or wrong boundary, a truncated body: the parser's errors are the client's
      const malformed = (error: { code?: string }) => {
        if (error instanceof AppError) throw error;
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'file_too_large');
        throw badRequest('body_was_wrong');
      };
      const part = await request.file().catch(malformed);
      if (!part) throw badRequest('please_choose_an_image');
      const buffer = await part.toBuffer().catch(malformed);
      if (part.file.truncated) throw new AppError(413, 'file_too_large');
      return { data: await storeImage(deps, viewerOf(request).user.id, buffer) };
    },
  );

  t.get(
    '/api/my-files',
    {
      preHandler: requireAuth,
      schema: {
        errorCodes: { 400: ['invalid_image'], 404: ['can_not_find_image'] },
        tags: ['storage'],
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
        response: { 200: z.object({ data: z.array(storedFile) }) },
      },
    },
    async (request) => ({
      data: await myFiles(deps, viewerOf(request).user.id, request.query.limit),
    }),
  );

  // generated logos (the demo's projects and people): the drawing is in the address
  app.get<{ Params: { spec: string; file: string } }>(
    '/api/public/logos/:spec/:file',
    {
      schema: documented({
        summary: 'A generated logo (SVG): the drawing is in the address',
        docParams: z.object({
          spec: z
            .string()
            .regex(/^(circle|rounded|hexagon|diamond|blob)-\d{1,3}-\d{1,3}-[01]$/)
            .describe('The shape, two hues (0-359) and the ring (0 or 1): `circle-12-80-1`'),
          file: z
            .string()
            .regex(/^.{1,2}\.svg$/u)
            .describe('One or two characters (URL-encoded) and `.svg`: `AB.svg`'),
        }),
        docResponses: answerOf('The logo', 'image/svg+xml'),
      }),
    },
    async (request, reply) => {
      const { spec, file } = request.params;
      const svg = file.endsWith('.svg') ? renderLogo(spec, file.slice(0, -4)) : null;
      if (!svg) throw notFound('can_not_find_image');
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply.type('image/svg+xml').send(svg);
    },
  );

  // `?w=` one of IMAGE_WIDTHS: the image at that width as WebP (what pages draw)
  app.get<{ Params: { key: string }; Querystring: { w?: string } }>(
    '/api/public/files/:key',
    {
      schema: documented({
        summary: 'An uploaded image',
        docParams: z.object({
          key: z
            .string()
            .regex(/^[\w-]+\.(png|jpg)$/)
            .describe('The storage key an upload answered: `<key>.png` or `<key>.jpg`'),
        }),
        docResponses: answerOf('The image', 'image/png', 'image/jpeg'),
      }),
    },
    async (request, reply) => {
      const { w } = request.query;
      const file =
        w === undefined
          ? await readStoredFile(deps, request.params.key)
          : await readSizedImage(deps, request.params.key, /^\d{1,4}$/.test(w) ? Number(w) : 0);
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header(
        'content-security-policy',
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
      );
      return reply.type(file.mime).send(file.body);
    },
  );
}
