import type { Api } from "grammy";
import type { Logger } from "pino";
import type { Core } from "../../src/core.ts";
import type { DeliveryDesk } from "../../src/messenger/delivery-desk.ts";
import type { Translators } from "../i18n.ts";
import type { BoardPhotos } from "./board-photos.ts";
import type { Lanes } from "./lanes.ts";

/** What every part of one delivery worker shares. */
export interface DeliveryDeps {
  /** A client without waiting transformers: the lanes pace it and handle 429s themselves. */
  readonly api: Api;
  readonly core: Core;
  readonly logger: Logger;
  /** The worker's desk at the messenger: the notices and board messages it leases, under its owner id. */
  readonly desk: DeliveryDesk;
  readonly photos: BoardPhotos;
  /** The https origin of the web client: game messages in private chats get a "Play in app" button. */
  readonly webAppBaseUrl?: string | undefined;
  readonly lanes: Lanes;
  /** The bot's words in every language it speaks. */
  readonly translators: Translators;
}
