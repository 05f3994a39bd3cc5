// merchant/jobs/*: background jobs that failed every try, for the owner to see and try again.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmptyEnvelope, Envelope, Id } from '../schemas/common';
import { FailedJob } from '../schemas/merchant';
import { staffOf, staffOnly } from '../plugins/staff-auth';
import { failedJobs, retryJob } from '../services/jobs/failed-jobs';

const merchantJobs: FastifyPluginAsyncTypebox = async (app) => {
  const owner = staffOnly(app, 'merchant jobs', []);

  app.get(
    '/merchant/jobs/failed',
    {
      ...owner,
      schema: {
        ...owner.schema,
        summary: 'Background jobs that failed every try (owners), the latest first (at most 200)',
        response: { 200: Envelope(Type.Array(FailedJob)) },
      },
    },
    async () => ({ data: await failedJobs(app.db) }),
  );

  app.post(
    '/merchant/jobs/retry',
    {
      ...owner,
      schema: {
        ...owner.schema,
        summary: 'Tries a failed job again from its first try (owners); 409/1 when it is not failed',
        body: Type.Object({ jobId: Id }),
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await retryJob(app.db, staffOf(request).id, request.body.jobId);
      return { data: null };
    },
  );
};
export default merchantJobs;
