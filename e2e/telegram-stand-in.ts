// The journeys' stand-in Telegram Bot API (api/test/telegram-stand-in.ts) as a process of its own, started by
// playwright.config.ts before the mall: the mall's shop bot talks to it (TELEGRAM_API_ROOT), and a journey reads what
// the bot sent with GET /calls. A second argument names a chat the bot is not in. Stops on SIGTERM.
import { standInBotApi } from '../api/test/telegram-stand-in';

const [port, unknownChat] = process.argv.slice(2);
void standInBotApi(Number(port)).then((bot) => {
  if (unknownChat) bot.chatNotFound(unknownChat);
  console.log(`Telegram stand-in ready: ${bot.apiRoot}`);
  const stop = () => void bot.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
});
