import { clientMessages } from "../../src/documents/channel-messages.ts";
import { ACTION_TYPES } from "../../src/games/registry.ts";

/** Every message a client may send, by its `type`; `act` takes the action types the registered games declare. */
export const CLIENT_MESSAGES = clientMessages(ACTION_TYPES);
