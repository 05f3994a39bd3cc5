// Text messages go out through a sender: the development sender logs them and keeps the last code per mobile;
// the HTTP sender posts them to an SMS gateway (production).
import type { AppConfig, SmsGatewayConfig } from '../config';
import type { Lang } from '../lib/lang';
import { ERROR_CODE, MallError } from '../errors';

export interface SmsSender {
  readonly kind: string;
  sendVerificationCode(mobile: string, code: string, lang: Lang): Promise<void>;
  /** Any other message (an order's progress), already in the shopper's language. */
  sendText(mobile: string, text: string): Promise<void>;
}

/** The message a shopper reads on the phone, in the language of the page that asked for it. */
export function verificationText(code: string, lang: Lang): string {
  switch (lang) {
    case 'km':
      return `ផ្សារពេញ៖ លេខកូដផ្ទៀងផ្ទាត់របស់អ្នកគឺ ${code}។ លេខកូដនេះមានសុពលភាពរយៈពេល ៥ នាទី។ សូមកុំប្រាប់លេខកូដនេះទៅអ្នកដទៃ។`;
    case 'zh':
      return `金边商城：您的验证码是 ${code}，5 分钟内有效。请勿告诉任何人。`;
    default:
      return `Phsar Penh: your verification code is ${code}. It is valid for 5 minutes. Do not share it with anyone.`;
  }
}

export class DevSmsSender implements SmsSender {
  readonly kind = 'dev';
  private readonly lastCodes = new Map<string, string>();
  private readonly texts = new Map<string, string[]>();

  constructor(private readonly log: (line: string) => void = (line) => console.log(line)) {}

  async sendVerificationCode(mobile: string, code: string): Promise<void> {
    this.lastCodes.set(mobile, code);
    this.log(`[dev sms] verification code for ${mobile}: ${code}`);
  }

  async sendText(mobile: string, text: string): Promise<void> {
    this.texts.set(mobile, [...(this.texts.get(mobile) ?? []), text]);
    this.log(`[dev sms] to ${mobile}: ${text}`);
  }

  /** The messages other than codes sent to a mobile, oldest first (for GET /api/dev/outbox/messages). */
  textsFor(mobile: string): readonly string[] {
    return this.texts.get(mobile) ?? [];
  }

  /** The last code sent to a mobile (for GET /api/dev/outbox). */
  lastCodeFor(mobile: string): string | undefined {
    return this.lastCodes.get(mobile);
  }
}

/** A Cambodian mobile as the shop stores it (012345678) in international form (+85512345678). */
export function internationalMobile(mobile: string): string {
  return mobile.startsWith('0') ? `+855${mobile.slice(1)}` : `+${mobile.replace(/^\+/, '')}`;
}

/**
 * Posts `{ from, to, text }` as JSON with HTTP Basic credentials to the gateway. A time-out, a network failure, a 429
 * or a 5xx is tried again (up to `retries` more times, 0.5 s, 1 s, … apart); any other refusal is final. When no
 * try succeeds the shopper gets 98 and may ask again after the minute (a code), or the job is tried again (an
 * order's message).
 */
export class HttpSmsSender implements SmsSender {
  readonly kind = 'http';

  constructor(
    private readonly gateway: SmsGatewayConfig,
    private readonly log: (line: string) => void,
  ) {}

  sendVerificationCode(mobile: string, code: string, lang: Lang): Promise<void> {
    return this.post(mobile, verificationText(code, lang), 'a verification code');
  }

  sendText(mobile: string, text: string): Promise<void> {
    return this.post(mobile, text, 'a message');
  }

  private async post(mobile: string, text: string, what: string): Promise<void> {
    const body = JSON.stringify({ from: this.gateway.senderId, to: internationalMobile(mobile), text });
    const authorization = `Basic ${Buffer.from(`${this.gateway.user}:${this.gateway.password}`).toString('base64')}`;
    for (let attempt = 0; ; attempt += 1) {
      let problem: string;
      let final = false;
      try {
        const response = await fetch(this.gateway.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization },
          body,
          signal: AbortSignal.timeout(this.gateway.timeoutMs),
        });
        await response.arrayBuffer();
        if (response.ok) return;
        problem = `HTTP ${response.status}`;
        final = response.status !== 429 && response.status < 500;
      } catch (error) {
        problem =
          (error as Error).name === 'TimeoutError'
            ? `no answer within ${this.gateway.timeoutMs} ms`
            : (error as Error).message;
      }
      if (final || attempt >= this.gateway.retries) {
        this.log(`SMS gateway refused ${what} for ${mobile} (${problem}) after ${attempt + 1} tries`);
        throw new MallError(ERROR_CODE.requestFailed);
      }
      await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
    }
  }
}

export function createSmsSender(
  config: Pick<AppConfig, 'smsSender' | 'smsGateway'>,
  log: (line: string) => void = console.log,
): SmsSender {
  switch (config.smsSender) {
    case 'dev':
      return new DevSmsSender(log);
    case 'http':
      if (!config.smsGateway) throw new Error('SMS_SENDER=http needs the SMS_GATEWAY_* settings');
      return new HttpSmsSender(config.smsGateway, log);
  }
}
