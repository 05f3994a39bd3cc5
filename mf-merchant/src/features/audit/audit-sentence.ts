import type { TFunction } from 'i18next';
import { formatPrice, localized, type AuditEntry, type LanguageCode, type StaffRole } from '@mall/shared';

type Names = NonNullable<AuditEntry['subject']>;
type Values = Record<string, unknown>;
type T = TFunction<'merchant'> | ((key: string, options?: Record<string, unknown>) => string);

/** The kinds the log can be filtered by (its entries' `entity`). */
export const AUDIT_KINDS = [
  'product',
  'sku',
  'category',
  'tag',
  'banner',
  'hotSearch',
  'staff',
  'order',
  'payment',
  'settings',
  'photo',
] as const;

/** Money fields: shown as prices. */
const MONEY = new Set(['price', 'oriPrice', 'received', 'due', 'difference', 'refund', 'refunded']);
/** Bookkeeping a person need not read. */
const HIDDEN = new Set(['version', 'updatedAt', 'createdAt', 'skuId', 'staffId', 'login', 'photoId', 'hash']);
const LANGUAGE_SUFFIX = /^(.+)(Kh|En|Cn)$/;

const isObject = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function nameIn(names: Names | undefined | null, language: LanguageCode): string {
  if (!names) return '';
  return localized({ nameKh: names.kh, nameEn: names.en, nameCn: names.cn }, 'name', language);
}

/** Turns an entry into what a person reads: one or more sentences, and the rest of the change as label: from → to. */
export function describeEntry(
  entry: AuditEntry,
  t: T,
  language: LanguageCode,
  languageNames: Record<'Kh' | 'En' | 'Cn', string>,
): { sentences: string[]; changes: Array<{ label: string; from: string; to: string }> } {
  const tr = t as (key: string, options?: Record<string, unknown>) => string;
  const before = isObject(entry.before) ? entry.before : null;
  const after = isObject(entry.after) ? entry.after : null;
  const who = entry.staffName;
  const what = nameIn(entry.subject, language) || tr(`activity.kind.${entry.entity}`);
  const kind = tr(`activity.kind.${entry.entity}`);
  const related = (key: string) => nameIn(entry.related[key], language);

  const valueText = (key: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return tr('activity.empty');
    if (MONEY.has(key) && typeof value === 'number') return formatPrice(value);
    if (typeof value === 'boolean') return value ? tr('activity.yes') : tr('activity.no');
    if (key === 'status' && typeof value === 'number' && entry.entity === 'product')
      return value === 1 ? tr('activity.yes') : tr('activity.no');
    if (key === 'role' && typeof value === 'string') return tr(`role.${value as StaffRole}`);
    if (key === 'refundMethod' && typeof value === 'string') return tr(`returns.methods.${value}`);
    if ((key === 'categoryId' || key === 'parentId') && typeof value === 'number')
      return related(`category:${value}`) || (value === 0 ? tr('categories.topLevel') : String(value));
    if (key === 'prodId' && typeof value === 'number') return related(`product:${value}`) || String(value);
    if (key === 'tags' && Array.isArray(value))
      return value.map((tag) => related(`tag:${String(tag)}`) || String(tag)).join(', ') || tr('activity.empty');
    if (key === 'lines' && Array.isArray(value))
      return value
        .map((line) => (isObject(line) ? `${String(line.quantity)} × ${String(line.name ?? '')}` : String(line)))
        .join(', ');
    if ((key === 'skus' || key === 'photoIds') && Array.isArray(value)) return String(value.length);
    if (Array.isArray(value)) return value.map((item) => valueText('', item)).join(', ');
    if (isObject(value))
      return Object.entries(value)
        .map(([name, inner]) => `${name}: ${valueText(name, inner)}`)
        .join(', ');
    const text = String(value);
    return text.length > 120 ? `${text.slice(0, 117)}…` : text;
  };

  const labelOf = (key: string): string => {
    const split = LANGUAGE_SUFFIX.exec(key);
    const base = split ? split[1] : key;
    const own = tr(`activity.field.${base}`, { defaultValue: '' }) || tr(`settings.${base}`, { defaultValue: '' });
    const label = own || base.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
    return split ? `${label} (${languageNames[split[2] as 'Kh' | 'En' | 'Cn']})` : label;
  };

  const sentences: string[] = [];
  const shown = new Set<string>();
  const say = (key: string, options: Record<string, unknown> = {}) =>
    sentences.push(tr(`activity.sentence.${key}`, { who, what, kind, ...options }));
  const fromTo = (key: string) => ({ from: valueText(key, before?.[key]), to: valueText(key, after?.[key]) });
  const differs = (key: string) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]);

  switch (`${entry.entity}.${entry.action}`) {
    case 'sku.bulk':
    case 'sku.stock':
    case 'sku.update':
      if (differs('price')) say('priceChanged', fromTo('price'));
      if (differs('stock')) say('stockChanged', fromTo('stock'));
      shown.add('price').add('stock');
      if (sentences.length === 0) say('skuChanged');
      break;
    case 'staff.invite':
      say('invited', { role: valueText('role', after?.role) });
      break;
    case 'staff.update':
      if (differs('role')) say('roleChanged', fromTo('role'));
      if (differs('disabled')) say(after?.disabled ? 'disabledStaff' : 'enabledStaff');
      shown.add('role').add('disabled');
      break;
    case 'staff.setup':
      say('setup');
      break;
    case 'staff.totp':
      say('totp');
      break;
    case 'staff.totp-wrong':
      say('totpWrong');
      break;
    case 'staff.recovery-used':
      say('recoveryUsed');
      break;
    case 'staff.recovery-wrong':
      say('recoveryWrong');
      break;
    case 'staff.recovery-codes':
      say('recoveryCodes');
      break;
    case 'staff.resetPassword':
      say('resetPassword');
      break;
    case 'order.ship':
      say('shipped');
      break;
    case 'order.confirmTransfer':
      say('confirmedTransfer');
      break;
    case 'order.return':
      say('returned');
      break;
    case 'order.refund':
      say('refunded');
      break;
    case 'order.returnLines':
      say('returnLines');
      break;
    case 'payment.refunded':
      say('paidBack');
      break;
    case 'settings.update':
      say('settings');
      break;
    case 'settings.clearToken':
      // The shop bot's token removed in the console: the server's bot now, or none.
      say(after?.tokenFrom === 'operator' ? 'botTokenToServer' : 'botTokenToNone');
      shown.add('tokenFrom');
      break;
    case 'product.photos':
      say('photos');
      break;
    case 'product.import':
      say('imported');
      break;
    case 'photo.upload':
      say('uploadedPhoto', { what: related(`product:${String(after?.prodId)}`) || what });
      return { sentences, changes: [] };
    case 'picture.upload':
      say('uploadedPicture');
      return { sentences, changes: [] };
    case 'job.retry':
      say('retried');
      return { sentences, changes: [] };
    default:
      say(
        entry.action === 'create'
          ? 'created'
          : entry.action === 'delete'
            ? 'deleted'
            : entry.action === 'update'
              ? 'updated'
              : 'other',
      );
  }

  // A creation or a deletion is said in its sentence; a change also lists what else changed, and a step its facts.
  const changes: Array<{ label: string; from: string; to: string }> = [];
  if (entry.action === 'create' || entry.action === 'delete' || entry.action === 'invite')
    return { sentences, changes };
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  for (const key of keys) {
    if (HIDDEN.has(key) || shown.has(key) || !differs(key)) continue;
    changes.push({
      label: labelOf(key),
      from: before && key in before ? valueText(key, before[key]) : '',
      to: after && key in after ? valueText(key, after[key]) : '',
    });
  }
  return { sentences, changes };
}
