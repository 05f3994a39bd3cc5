// Jest runs with NODE_ENV=test, where the sandbox bank needs a secret of its own: the published one is development's
// only. What a test reads through loadConfig() (the operator commands, spawned processes) gets this run's secret.
import { randomBytes } from 'node:crypto';

process.env.SANDBOX_PAYMENT_SECRET ||= `test-run-${randomBytes(12).toString('hex')}`;
