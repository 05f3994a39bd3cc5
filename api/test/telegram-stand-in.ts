// A stand-in Telegram Bot API server for tests and benches (grammY's API root pointed at it): records every call,
// answers 429 with retry_after on demand, and delivers updates (to long polling's getUpdates, or as the bodies a test
// posts to the webhook): a /start with a link's token, a button pressed.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TelegramSettings } from '../src/config';

export interface Call {
  method: string;
  /** The bot token the call was made with (the path's /bot<token>/). */
  token: string;
  body: Record<string, unknown>;
  at: number;
  /** The address's path before /bot<token>/ ('' at the plain API root): which process called, when a test gives each
   * process its own root (`${apiRoot}/after-restart`). */
  root: string;
}

/** The webhook secret of the tests' shop bot. */
export const STAND_IN_WEBHOOK_SECRET = 'a-webhook-secret-of-the-tests';

/** The shop bot's settings pointed at a stand-in: orders chat -100, English, updates by webhook. */
export function standInSettings(apiRoot: string, change: Partial<TelegramSettings> = {}): TelegramSettings {
  return {
    token: '123:TEST',
    ordersChatId: '-100',
    catalogueChatId: '-200',
    apiRoot,
    language: 'en',
    updates: 'webhook',
    webhookSecret: STAND_IN_WEBHOOK_SECRET,
    ...change,
  };
}

/** The bot's own account, as getMe answers. */
export const STAND_IN_BOT = { id: 7000, is_bot: true, first_name: 'Phsar Penh shop', username: 'phsar_test_bot' };

/** A Telegram user (a person: a member of staff, or a stranger). */
export interface StandInUser {
  id: number;
  first_name: string;
  username?: string;
  language_code?: string;
}

let updateSerial = 0;

/** `/start <payload>` sent by `user` in their private chat with the bot (a deep link opened). */
export function startUpdate(user: StandInUser, payload: string) {
  updateSerial += 1;
  const text = payload ? `/start ${payload}` : '/start';
  return {
    update_id: updateSerial,
    message: {
      message_id: 9000 + updateSerial,
      date: Math.floor(Date.now() / 1000),
      chat: { id: user.id, type: 'private', first_name: user.first_name },
      from: { ...user, is_bot: false },
      text,
      entities: [{ type: 'bot_command', offset: 0, length: 6 }],
    },
  };
}

/** `user` pressed a button whose callback data is `data`, under the message `messageId` of chat `chatId`. */
export function pressUpdate(user: StandInUser, data: string, message: { chatId: number | string; messageId: number }) {
  updateSerial += 1;
  return {
    update_id: updateSerial,
    callback_query: {
      id: `press-${updateSerial}`,
      from: { ...user, is_bot: false },
      chat_instance: 'stand-in',
      data,
      message: {
        message_id: message.messageId,
        date: Math.floor(Date.now() / 1000),
        chat: { id: Number(message.chatId), type: Number(message.chatId) < 0 ? 'group' : 'private', title: 'Orders' },
        text: '',
      },
    },
  };
}

/** Answers as the Bot API documents: `{ ok: true, result }`, or `{ ok: false, error_code: 429, parameters }`. On
 * `port` (the journeys' stand-in, a process of its own, which the API was started pointing at), or any free one;
 * `GET /calls` answers the calls recorded so far. */
export async function standInBotApi(port = 0) {
  const calls: Call[] = [];
  const updates: unknown[] = [];
  let tooManyRequests = 0;
  let answeredBefore429 = 0;
  let messageSerial = 0;
  /** Tokens answered 401 Unauthorized (a token BotFather revoked, or mistyped). */
  const refusedTokens = new Set<string>();
  /** Chats answered 400 "chat not found" (a wrong id, or a group the bot is not in). */
  const unknownChats = new Set<string>();
  /** Each bot's webhook as setWebhook left it (deleteWebhook forgets it), for getWebhookInfo. */
  const webhooks = new Map<string, string>();
  const resultOf = (method: string, body: Record<string, unknown>, token: string): unknown => {
    switch (method) {
      case 'setWebhook':
        webhooks.set(token, String(body.url ?? ''));
        return true;
      case 'deleteWebhook':
        webhooks.delete(token);
        return true;
      case 'getWebhookInfo':
        return { url: webhooks.get(token) ?? '', has_custom_certificate: false, pending_update_count: 0 };
      case 'getMe':
        return STAND_IN_BOT;
      case 'getUpdates': {
        const offset = Number(body.offset ?? 0);
        return (updates as Array<{ update_id: number }>).filter((update) => update.update_id >= offset);
      }
      case 'sendMessage':
      case 'editMessageText':
        messageSerial += 1;
        return {
          message_id: method === 'sendMessage' ? messageSerial : Number(body.message_id),
          date: 0,
          chat: { id: Number(body.chat_id), type: Number(body.chat_id) < 0 ? 'group' : 'private' },
          text: String(body.text ?? ''),
        };
      default:
        return true;
    }
  };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      if (request.method === 'GET' && request.url === '/calls') {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(calls));
        return;
      }
      const method = (request.url ?? '').split('/').pop() ?? '';
      const token = /\/bot([^/]+)\//.exec(request.url ?? '')?.[1] ?? '';
      const root = (request.url ?? '').split('/bot')[0];
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      response.setHeader('content-type', 'application/json');
      const refusal = refusedTokens.has(token)
        ? { error_code: 401, description: 'Unauthorized' }
        : method === 'sendMessage' && unknownChats.has(String(body.chat_id))
          ? { error_code: 400, description: 'Bad Request: chat not found' }
          : undefined;
      if (refusal) {
        calls.push({ method, token, body, at: Date.now(), root });
        response.statusCode = refusal.error_code;
        response.end(JSON.stringify({ ok: false, ...refusal }));
        return;
      }
      // Long polling's empty answers are not recorded (they come every few milliseconds); the ones with updates are.
      const result = resultOf(method, body, token);
      if (method === 'getUpdates' && Array.isArray(result) && result.length === 0) {
        setTimeout(() => response.end(JSON.stringify({ ok: true, result: [] })), 50);
        return;
      }
      calls.push({ method, token, body, at: Date.now(), root });
      const limited = method !== 'getMe' && method !== 'getUpdates';
      if (limited && tooManyRequests > 0 && answeredBefore429 > 0) answeredBefore429 -= 1;
      else if (limited && tooManyRequests > 0) {
        tooManyRequests -= 1;
        response.statusCode = 429;
        response.end(
          JSON.stringify({
            ok: false,
            error_code: 429,
            description: 'Too Many Requests: retry after 1',
            parameters: { retry_after: 1 },
          }),
        );
        return;
      }
      response.end(JSON.stringify({ ok: true, result }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    apiRoot: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    /** The calls of one method (sendMessage, answerCallbackQuery…), in order. */
    callsOf: (method: string) => calls.filter((call) => call.method === method),
    /** The next `times` calls (after `after` answered ones) are answered 429 with retry_after 1. */
    answerTooManyRequests: (times: number, after = 0) => {
      tooManyRequests = times;
      answeredBefore429 = after;
    },
    /** Every call with this token is answered 401 Unauthorized. */
    refuseToken: (token: string) => refusedTokens.add(token),
    /** sendMessage to this chat is answered 400 "Bad Request: chat not found". */
    chatNotFound: (chatId: string) => unknownChats.add(chatId),
    /** An update for long polling's next getUpdates. */
    deliver: (update: unknown) => updates.push(update),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
