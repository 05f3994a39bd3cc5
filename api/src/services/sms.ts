// Text messages go out through a sender; the development sender logs them and keeps the last code per mobile.
export interface SmsSender {
  readonly kind: string;
  sendVerificationCode(mobile: string, code: string): Promise<void>;
}

export class DevSmsSender implements SmsSender {
  readonly kind = 'dev';
  private readonly lastCodes = new Map<string, string>();

  constructor(private readonly log: (line: string) => void = (line) => console.log(line)) {}

  async sendVerificationCode(mobile: string, code: string): Promise<void> {
    this.lastCodes.set(mobile, code);
    this.log(`[dev sms] verification code for ${mobile}: ${code}`);
  }

  /** The last code sent to a mobile (for GET /api/dev/outbox). */
  lastCodeFor(mobile: string): string | undefined {
    return this.lastCodes.get(mobile);
  }
}

export function createSmsSender(kind: 'dev', log?: (line: string) => void): SmsSender {
  switch (kind) {
    case 'dev':
      return new DevSmsSender(log);
  }
}
