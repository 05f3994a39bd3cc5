// The merchant console's call payloads (docs/MERCHANT-API.md), as the OpenAPI document at /api/docs shows them.
import { Type } from '@fastify/type-provider-typebox';
import { Id, Money, PagingProps, Time } from './common';

export const StaffRole = Type.Union([Type.Literal('owner'), Type.Literal('catalogue'), Type.Literal('orders')]);
export const Version = Type.Integer({ minimum: 1, description: 'the version the entity was read at (132 when stale)' });

export const Login = Type.String({ pattern: '^[a-z0-9][a-z0-9._-]{1,39}$', description: 'lower-case sign-in name' });
export const StaffPassword = Type.String({ minLength: 10, maxLength: 200, description: 'as typed (sent over TLS)' });
export const TotpCode = Type.String({ pattern: '^[0-9]{6}$', description: 'six digits from the authenticator app' });
const StaffName = Type.String({ minLength: 1, maxLength: 80 });

export const StaffSchema = Type.Object({
  staffId: Type.Integer(),
  login: Type.String(),
  name: Type.String(),
  role: StaffRole,
  totpEnabled: Type.Boolean(),
  disabled: Type.Boolean(),
  createdAt: Time,
  version: Type.Integer(),
});

export const SetupBody = Type.Object({
  token: Type.String({ minLength: 10, maxLength: 200 }),
  password: StaffPassword,
});
export const StaffLoginBody = Type.Object({
  login: Type.String({ minLength: 1, maxLength: 40 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
  totp: Type.Optional(TotpCode),
});
export const InviteBody = Type.Object({ login: Login, name: StaffName, role: StaffRole });
export const StaffUpdateBody = Type.Object({
  staffId: Id,
  role: Type.Optional(StaffRole),
  disabled: Type.Optional(Type.Boolean()),
  version: Version,
});

export const AuditQuery = Type.Object({
  ...PagingProps,
  staffId: Type.Optional(Id),
  entity: Type.Optional(Type.String({ maxLength: 40 })),
  action: Type.Optional(Type.String({ maxLength: 40 })),
  from: Type.Optional(Time),
  to: Type.Optional(Time),
});
export const AuditEntry = Type.Object({
  auditId: Type.Integer(),
  staffId: Type.Integer(),
  staffName: Type.String(),
  action: Type.String(),
  entity: Type.String(),
  entityId: Type.String(),
  before: Type.Unknown({ description: 'the values before (null for a creation)' }),
  after: Type.Unknown({ description: 'the values after (null for a deletion)' }),
  time: Time,
});

export { Money };
