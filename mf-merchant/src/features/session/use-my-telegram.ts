import { useState } from 'react';
import { useResource, type TelegramLanguage, type TelegramLink } from '@mall/shared';
import { linkTelegram, myTelegram, setTelegramLanguage, unlinkTelegram } from '../../api/merchant-api';
import { useSave } from '../use-save';

/** The signed-in member's Telegram: the account linked, a one-time link to make one, unlinking. */
export function useMyTelegram() {
  const telegram = useResource('merchant:me-telegram', myTelegram);
  const [language, setLanguage] = useState<TelegramLanguage>('km');
  const [link, setLink] = useState<TelegramLink | null>(null);
  const request = useSave();
  const makeLink = () => void request.run(() => linkTelegram(language), setLink);
  const unlink = () =>
    void request.run(unlinkTelegram).finally(() => {
      setLink(null);
      telegram.refresh();
    });
  /** The language of the messages, for a linked member. */
  const changeLanguage = (chosen: TelegramLanguage) =>
    void request.run(() => setTelegramLanguage(chosen)).finally(telegram.refresh);
  /** After Start was pressed in Telegram: read the link again. */
  const check = () => {
    setLink(null);
    telegram.refresh();
  };
  return { telegram, language, setLanguage, link, request, makeLink, unlink, check, changeLanguage };
}
