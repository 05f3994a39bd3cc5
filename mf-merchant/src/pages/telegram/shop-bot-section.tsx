import { useState, type FormEvent, type ReactElement } from 'react';
import {
  Button,
  ConfirmDialog,
  ErrorState,
  Select,
  Skeleton,
  TextField,
  useResource,
  type ShopBotSaved,
  type ShopBotSetup,
  type TelegramTestChat,
  type TelegramTestResult,
} from '@mall/shared';
import { clearShopBotToken, getShopBot, saveShopBot, testShopBot } from '../../api/merchant-api';
import formStyles from '../../components/form.module.css';
import { FormError } from '../../components/form-error';
import { SaveBar } from '../../components/save-bar';
import { useMerchantT } from '../../features/use-merchant-t';
import { useSave } from '../../features/use-save';
import styles from '../staff/staff.module.css';

interface Draft {
  token: string;
  ordersChatId: string;
  catalogueChatId: string;
  webhookSecret: string;
  newWebhookSecret: boolean;
  reminderMinutes: string;
  summaryHour: string;
}

const draftOf = (setup: ShopBotSetup): Draft => ({
  token: '',
  ordersChatId: setup.ordersChatId,
  catalogueChatId: setup.catalogueChatId,
  webhookSecret: '',
  newWebhookSecret: false,
  reminderMinutes: String(setup.reminderMinutes),
  summaryHour: String(setup.summaryHour),
});

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const two = (n: number) => String(n).padStart(2, '0');

/** Whole minutes from 1 to `max` (the payment window's minutes − 1), as typed; null when it is not one. */
function minutesOf(text: string, max: number): number | null {
  const minutes = Number(text.trim());
  return /^\d{1,5}$/.test(text.trim()) && minutes >= 1 && minutes <= max ? minutes : null;
}

/**
 * Owners: the shop bot. Its token (write-only: the API says only whether one is set and the bot's @name), the webhook
 * secret (kept, typed, or made anew by the API; only its last four characters are shown), the orders and catalogue
 * chats with a test message each, the minutes after which an unconfirmed transfer is told (before the payment window
 * cancels the order: at most the window's minutes − 1) and the hour of the daily summary. A token saved here can be
 * removed (asked first, saying what follows: the server's bot, or none), and the bot is the server's again.
 */
export function ShopBotSection({ onSaved }: { onSaved: () => void }): ReactElement {
  const t = useMerchantT();
  const setup = useResource('merchant:shop-bot', getShopBot);
  return (
    <section aria-labelledby="shop-bot-title" className={styles.form}>
      <h2 id="shop-bot-title" className={styles.sectionTitle}>
        {t('shopBot.title')}
      </h2>
      {setup.state === 'error' ? (
        <ErrorState title={t('common.loadFailed')} onRetry={setup.reload} />
      ) : !setup.data ? (
        <div aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton lines={6} height="2.5rem" />
        </div>
      ) : (
        <ShopBotForm setup={setup.data} onReload={setup.reload} onSaved={onSaved} />
      )}
    </section>
  );
}

function ShopBotForm({
  setup: loaded,
  onReload,
  onSaved,
}: {
  setup: ShopBotSetup;
  onReload: () => void;
  onSaved: () => void;
}): ReactElement {
  const t = useMerchantT();
  const [setup, setSetup] = useState(loaded);
  const [draft, setDraft] = useState(() => draftOf(loaded));
  const [minutesError, setMinutesError] = useState<string | null>(null);
  const [askingRemove, setAskingRemove] = useState(false);
  const save = useSave();
  const change = (name: keyof Draft, value: string | boolean) =>
    setDraft((previous) => ({ ...previous, [name]: value }));

  // The reminder must come before an unpaid order is cancelled.
  const limits = { window: setup.paymentWindowMinutes, max: setup.paymentWindowMinutes - 1 };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reminderMinutes = minutesOf(draft.reminderMinutes, limits.max);
    setMinutesError(reminderMinutes === null ? t('shopBot.minutesInvalid', limits) : null);
    if (reminderMinutes === null) return;
    void save.run(
      () =>
        saveShopBot({
          ...(draft.token.trim() ? { token: draft.token.trim() } : {}),
          ...(draft.webhookSecret.trim() ? { webhookSecret: draft.webhookSecret.trim() } : {}),
          newWebhookSecret: draft.newWebhookSecret,
          ordersChatId: draft.ordersChatId.trim(),
          catalogueChatId: draft.catalogueChatId.trim(),
          reminderMinutes,
          summaryHour: Number(draft.summaryHour),
        }),
      ({ webhook, ...saved }) => {
        setSetup(saved);
        setDraft(draftOf(saved));
        onSaved();
        const bot = saved.botUsername ? t('shopBot.savedBot', { bot: `@${saved.botUsername}` }) : '';
        return [t('editor.saved'), bot, webhookNotice(webhook)].filter(Boolean).join(' ');
      },
    );
  };

  // What Telegram was told after a change of the token (as after a save).
  const webhookNotice = (webhook: ShopBotSaved['webhook']) =>
    webhook === 'unchanged' || webhook === 'notUsed' ? '' : t(`shopBot.webhook.${webhook}`);

  // The token saved here removed: the server's bot again, or none. What was typed in the other fields is kept.
  const removeToken = () => {
    setAskingRemove(false);
    void save.run(clearShopBotToken, ({ webhook, ...cleared }) => {
      setSetup(cleared);
      setDraft((previous) => ({ ...previous, token: '' }));
      onSaved();
      const removed = cleared.tokenSet
        ? t('shopBot.removedToServer', {
            bot: cleared.botUsername ? `@${cleared.botUsername}` : t('shopBot.botUnknown'),
          })
        : t('shopBot.removedToNone');
      return [removed, webhookNotice(webhook)].filter(Boolean).join(' ');
    });
  };

  const tokenState = !setup.tokenSet
    ? t('shopBot.tokenNone')
    : t(setup.tokenFrom === 'console' ? 'shopBot.tokenSet' : 'shopBot.tokenFromServer', {
        bot: setup.botUsername ? `@${setup.botUsername}` : t('shopBot.botUnknown'),
      });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={formStyles.fieldset}>
        <legend>{t('shopBot.bot')}</legend>
        <p role="status">{tokenState}</p>
        <TextField
          label={t('shopBot.token')}
          hint={t('shopBot.tokenHint')}
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={draft.token}
          onChange={(event) => change('token', event.target.value)}
        />
        {setup.tokenFrom === 'console' && (
          <>
            <Button variant="secondary" disabled={save.busy} onClick={() => setAskingRemove(true)}>
              {t('shopBot.removeToken')}
            </Button>
            <ConfirmDialog
              open={askingRemove}
              title={t('shopBot.removeTitle')}
              message={t(setup.operatorTokenSet ? 'shopBot.removeToServer' : 'shopBot.removeToNone')}
              confirmLabel={t('shopBot.removeConfirm')}
              danger
              onConfirm={removeToken}
              onCancel={() => setAskingRemove(false)}
            />
          </>
        )}
        {setup.updates === 'webhook' && (
          <>
            <p>
              {setup.webhookSecretSet
                ? t('shopBot.secretSet', { end: setup.webhookSecretEnd ?? '' })
                : t('shopBot.secretNone')}
            </p>
            <TextField
              label={t('shopBot.secret')}
              hint={t('shopBot.secretHint')}
              type="password"
              autoComplete="off"
              spellCheck={false}
              value={draft.webhookSecret}
              disabled={draft.newWebhookSecret}
              onChange={(event) => change('webhookSecret', event.target.value)}
            />
            <label>
              <input
                type="checkbox"
                checked={draft.newWebhookSecret}
                onChange={(event) => change('newWebhookSecret', event.target.checked)}
              />{' '}
              {t('shopBot.newSecret')}
            </label>
          </>
        )}
      </fieldset>
      <ChatField
        chat="orders"
        value={draft.ordersChatId}
        saved={setup.ordersChatId}
        tokenSet={setup.tokenSet}
        onChange={(value) => change('ordersChatId', value)}
      />
      <ChatField
        chat="catalogue"
        value={draft.catalogueChatId}
        saved={setup.catalogueChatId}
        tokenSet={setup.tokenSet}
        onChange={(value) => change('catalogueChatId', value)}
      />
      <fieldset className={formStyles.fieldset}>
        <legend>{t('shopBot.timed')}</legend>
        <TextField
          label={t('shopBot.reminderMinutes')}
          hint={t('shopBot.reminderHint', limits)}
          inputMode="numeric"
          value={draft.reminderMinutes}
          error={minutesError}
          onChange={(event) => change('reminderMinutes', event.target.value)}
        />
        <Select
          label={t('shopBot.summaryHour')}
          value={draft.summaryHour}
          options={HOURS.map((hour) => ({ value: String(hour), label: `${two(hour)}:00` }))}
          onChange={(event) => change('summaryHour', event.target.value)}
        />
        <p>{t('shopBot.summaryHint')}</p>
      </fieldset>
      <SaveBar save={save} label={t('editor.save')} onReload={onReload} />
    </form>
  );
}

/** A chat's id, and a test message to the chat as saved (a changed id is saved first). */
function ChatField({
  chat,
  value,
  saved,
  tokenSet,
  onChange,
}: {
  chat: TelegramTestChat;
  value: string;
  saved: string;
  tokenSet: boolean;
  onChange: (value: string) => void;
}): ReactElement {
  const t = useMerchantT();
  const test = useSave();
  const [result, setResult] = useState<TelegramTestResult | null>(null);
  const unsaved = value.trim() !== saved;
  const send = () => {
    setResult(null);
    void test.run(() => testShopBot(chat), setResult);
  };
  return (
    <fieldset className={formStyles.fieldset}>
      <legend>{t(`shopBot.chat.${chat}`)}</legend>
      <TextField
        label={t('shopBot.chatId')}
        hint={t(`shopBot.chatHint.${chat}`)}
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {unsaved && <p>{t('shopBot.saveFirst')}</p>}
      <Button variant="secondary" loading={test.busy} disabled={!tokenSet || !saved || unsaved} onClick={send}>
        {t('shopBot.test')}
      </Button>
      <FormError message={test.error} />
      {result && <TestOutcome result={result} />}
    </fieldset>
  );
}

function TestOutcome({ result }: { result: TelegramTestResult }): ReactElement {
  const t = useMerchantT();
  if (result.delivered) return <p role="status">{t('shopBot.arrived', { chat: result.chatId })}</p>;
  return (
    <div role="alert">
      <p>{t(`shopBot.refused.${result.refusal ?? 'other'}`, { chat: result.chatId })}</p>
      {result.answer && <p>{t('shopBot.telegramSaid', { answer: result.answer })}</p>}
    </div>
  );
}
