import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';

const healthAnswer = z.object({ status: z.enum(['ok', 'unavailable']) });

export function registerHealthRoutes(app: AppInstance): void {
  app.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: { tags: ['Health'], summary: 'The process is up', response: { 200: healthAnswer } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Health'],
        summary: 'The database answers',
        response: { 200: healthAnswer, 503: healthAnswer },
      },
    },
    async (request, reply) => {
      try {
        await withTimeout(app.database.ping(), 2_000);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
}

function withTimeout<T>(promise: Promise<T>, milliseconds: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${milliseconds} ms`)), milliseconds);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
