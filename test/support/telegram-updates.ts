import type { Chat, InlineKeyboardButton, Message, Update, User } from "grammy/types";
import type { FakeTelegram } from "./fake-telegram.ts";

/** A Telegram user as updates carry it. */
export function telegramUser(id: number, firstName: string, languageCode = "en", username?: string): User {
  return {
    id,
    is_bot: false,
    first_name: firstName,
    language_code: languageCode,
    ...(username ? { username } : {}),
  };
}

/** The private chat Telegram opens between a user and the bot (its id is the user's). */
export function privateChat(user: User): Chat.PrivateChat {
  return { id: user.id, type: "private", first_name: user.first_name };
}

/** A supergroup chat. */
export function groupChat(id: number, title = "Game night"): Chat.SupergroupChat {
  return { id, type: "supergroup", title };
}

export interface UpdateFactory {
  /** A command message with its `bot_command` entity, as Telegram sends "/start CODE". */
  command(from: User, chat: Chat, text: string): Update;
  text(from: User, chat: Chat, text: string): Update;
  /** A press of a button by its callback data. */
  press(from: User, chatId: number, messageId: number, data: string): Update;
  /** A press of the button whose label matches, on a message the bot sent. */
  pressLabel(from: User, chatId: number, messageId: number, label: string | RegExp): Update;
}

/** Buttons of a stored message, flattened. */
export function buttonsOf(fake: FakeTelegram, chatId: number, messageId: number): InlineKeyboardButton[] {
  return fake.message(chatId, messageId)?.replyMarkup?.inline_keyboard.flat() ?? [];
}

/** The callback data of a button; throws when it has none (a URL button, or no button at all). */
export function dataOf(button: InlineKeyboardButton | undefined): string {
  const data = (button as { callback_data?: string } | undefined)?.callback_data;
  if (data === undefined) throw new Error(`not a callback button: ${JSON.stringify(button)}`);
  return data;
}

/** Realistic updates with increasing ids, message ids shared with the fake's chats. */
export function createUpdateFactory(fake: FakeTelegram, firstUpdateId = 5000): UpdateFactory {
  let updateId = firstUpdateId;
  let queryId = 880000;
  let date = 1_790_000_000;

  function message(from: User, chat: Chat, text: string, entities?: Message["entities"]): Update {
    return {
      update_id: ++updateId,
      message: {
        message_id: fake.nextMessageId(chat.id),
        date: date++,
        chat,
        from,
        text,
        ...(entities ? { entities } : {}),
      },
    } as Update;
  }

  function press(from: User, chatId: number, messageId: number, data: string): Update {
    return {
      update_id: ++updateId,
      callback_query: {
        id: String(++queryId),
        from,
        chat_instance: `ci-${chatId}`,
        message: fake.messageObject(chatId, messageId),
        data,
      },
    } as Update;
  }

  return {
    command: (from, chat, text) =>
      message(from, chat, text, [
        { type: "bot_command", offset: 0, length: text.split(" ")[0]?.length ?? 0 },
      ]),
    text: (from, chat, text) => message(from, chat, text),
    press,
    pressLabel(from, chatId, messageId, label) {
      const button = buttonsOf(fake, chatId, messageId).find((b) =>
        typeof label === "string" ? b.text === label : label.test(b.text),
      );
      const data = (button as { callback_data?: string } | undefined)?.callback_data;
      if (!data) throw new Error(`no button ${label} on message ${messageId} in chat ${chatId}`);
      return press(from, chatId, messageId, data);
    },
  };
}
