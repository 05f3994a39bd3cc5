// merchant/auth/* and merchant/staff, merchant/audit: staff sign-in, TOTP, owners' management of staff, the audit log.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmptyEnvelope, Envelope, PageOf } from '../schemas/common';
import {
  AuditEntry,
  AuditQuery,
  InviteBody,
  RecoveryCodeSet,
  RecoveryCodesLeft,
  SecondFactorBody,
  TotpConfirmed,
  Invitation,
  PasswordResetBody,
  SetupBody,
  SetupResult,
  SignedIn,
  StaffLoginBody,
  StaffOfCall,
  StaffSchema,
  StaffUpdateBody,
  TotpCode,
  TotpEnrolment,
} from '../schemas/merchant';
import { rateLimit } from '../plugins/rate-limit';
import { staffOf, staffOnly } from '../plugins/staff-auth';
import * as staffService from '../services/staff';
import { auditPage } from '../services/audit';

const merchantStaff: FastifyPluginAsyncTypebox = async (app) => {
  const anyStaff = staffOnly(app, 'merchant staff', 'any');
  // Who am I, sign-out and the code-again call itself are answered however long ago the second factor was given.
  const anyFactor = staffOnly(app, 'merchant staff', 'any', 'usual', { secondFactor: 'any' });
  const owner = staffOnly(app, 'merchant staff', []);
  const inviting = staffOnly(app, 'merchant staff', [], 'costly');

  app.post(
    '/merchant/auth/setup',
    {
      config: { rateLimit: rateLimit(app, 'auth') },
      schema: {
        tags: ['merchant staff'],
        summary: 'Set the password from a one-time set-up link; an owner also gets an otpauth:// URI to enroll',
        body: SetupBody,
        response: { 200: Envelope(SetupResult) },
      },
    },
    async (request) => ({ data: await staffService.setUpAccount(app.db, request.body) }),
  );

  app.post(
    '/merchant/auth/login',
    {
      config: { rateLimit: rateLimit(app, 'auth') },
      schema: {
        tags: ['merchant staff'],
        summary:
          'Staff sign-in (locked out as members are: 123); an owner with TOTP, or any owner in production, gives totp',
        body: StaffLoginBody,
        response: { 200: Envelope(SignedIn) },
      },
    },
    async (request) => ({ data: await staffService.login(app.db, app.config, request.body, request.ip) }),
  );

  app.post(
    '/merchant/auth/totp/enroll',
    {
      ...anyStaff,
      schema: {
        ...anyStaff.schema,
        summary: 'A new TOTP secret (not active until confirmed)',
        response: { 200: Envelope(TotpEnrolment) },
      },
    },
    async (request) => ({ data: await staffService.enrollTotp(app.db, staffOf(request)) }),
  );

  app.post(
    '/merchant/auth/totp/confirm',
    {
      ...anyStaff,
      schema: {
        ...anyStaff.schema,
        summary:
          'Confirm the enrolled TOTP secret with a code: TOTP is asked at every sign-in from now; ten one-time recovery codes, shown this once',
        body: Type.Object({ totp: TotpCode }),
        response: { 200: Envelope(TotpConfirmed) },
      },
    },
    async (request) => ({
      data: await staffService.confirmTotp(app.db, staffOf(request), request.body.totp, request.tokenHash!),
    }),
  );

  app.post(
    '/merchant/auth/secondFactor',
    {
      ...anyFactor,
      config: { rateLimit: rateLimit(app, 'auth') },
      schema: {
        ...anyFactor.schema,
        summary:
          'Give the authenticator code (or a recovery code) again after 149: the session is answered again; wrong codes count toward the lock-out (133/148, then 123)',
        body: SecondFactorBody,
        response: { 200: Envelope(StaffOfCall) },
      },
    },
    async (request) => ({
      data: {
        staff: await staffService.giveSecondFactorAgain(
          app.db,
          staffOf(request),
          request.tokenHash!,
          request.body,
          request.ip,
        ),
      },
    }),
  );

  app.get(
    '/merchant/auth/recoveryCodes',
    {
      ...anyStaff,
      schema: {
        ...anyStaff.schema,
        summary: 'How many of my recovery codes are left',
        response: { 200: Envelope(RecoveryCodesLeft) },
      },
    },
    async (request) => ({ data: await staffService.recoveryCodesLeft(app.db, staffOf(request)) }),
  );

  app.post(
    '/merchant/auth/recoveryCodes',
    {
      ...anyStaff,
      schema: {
        ...anyStaff.schema,
        summary: 'A new set of ten recovery codes (members with TOTP), shown this once: the earlier set stops working',
        response: { 200: Envelope(RecoveryCodeSet) },
      },
    },
    async (request) => ({ data: await staffService.renewRecoveryCodes(app.db, staffOf(request)) }),
  );

  app.post(
    '/merchant/auth/logout',
    { ...anyFactor, schema: { ...anyFactor.schema, summary: 'Staff sign-out', response: { 200: EmptyEnvelope } } },
    async (request) => {
      await staffService.logout(app.db, request.tokenHash!);
      return { data: null };
    },
  );

  app.get(
    '/merchant/auth/me',
    {
      ...anyFactor,
      schema: { ...anyFactor.schema, summary: 'The signed-in staff member', response: { 200: Envelope(StaffSchema) } },
    },
    async (request) => ({ data: staffService.staffView(staffOf(request)) }),
  );

  app.get(
    '/merchant/staff',
    {
      ...owner,
      schema: { ...owner.schema, summary: 'Every staff member', response: { 200: Envelope(Type.Array(StaffSchema)) } },
    },
    async () => ({ data: await staffService.listStaff(app.db) }),
  );

  app.post(
    '/merchant/staff/invite',
    {
      ...inviting,
      schema: {
        ...inviting.schema,
        summary: 'Invite a staff member: a one-time set-up link, valid 72 hours',
        body: InviteBody,
        response: { 200: Envelope(Invitation) },
      },
    },
    async (request) => ({
      data: await staffService.createStaff(app.db, app.config, request.body, staffOf(request).id),
    }),
  );

  app.post(
    '/merchant/staff/update',
    {
      ...owner,
      schema: {
        ...owner.schema,
        summary: "Change a staff member's role, or disable them (never the last owner: 142)",
        body: StaffUpdateBody,
        response: { 200: Envelope(StaffSchema) },
      },
    },
    async (request) => ({ data: await staffService.updateStaff(app.db, staffOf(request).id, request.body) }),
  );

  app.post(
    '/merchant/staff/resetPassword',
    {
      ...inviting,
      schema: {
        ...inviting.schema,
        summary:
          "Reset a staff member's password (with `confirm: true`, else 173): the old one and their sessions stop working; a new one-time set-up link, valid 72 hours",
        body: PasswordResetBody,
        response: { 200: Envelope(Invitation) },
      },
    },
    async (request) => ({
      data: await staffService.resetStaffPassword(app.db, app.config, staffOf(request).id, request.body),
    }),
  );

  app.get(
    '/merchant/audit',
    {
      ...owner,
      schema: {
        ...owner.schema,
        summary: 'The audit log, newest first',
        querystring: AuditQuery,
        response: { 200: Envelope(PageOf(AuditEntry)) },
      },
    },
    async (request) => ({ data: await auditPage(app.db, request.query) }),
  );
};
export default merchantStaff;
