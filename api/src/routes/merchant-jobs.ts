// merchant/jobs/*: background jobs that failed every try, for the owner to see and try again.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmptyEnvelope, Envelope, Id, Time } from '../schemas/common';
import { staffOf, staffOnly } from '../plugins/staff-auth';
import { failedJobs, retryJob } from '../services/jobs/failed-jobs';

const FailedJob = Type.Object({
  jobId: Type.Integer(),
  kind: Type.String({ description: 'photo-convert, sweep, payment-check, picture-sweep' }),
  key: Type.String({ description: 'what the job acts on, e.g. photo-upload:12' }),
  attempts: Type.Integer(),
  error: Type.String({ description: "the last try's error" }),
  createdAt: Time,
  failedAt: Time,
});

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
