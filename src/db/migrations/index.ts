import type { Migration } from "kysely";
import * as initial from "./0001-initial.ts";
import * as games from "./0002-games.ts";
import * as outbox from "./0003-outbox.ts";
import * as messenger from "./0004-messenger.ts";
import * as gameTimers from "./0005-game-timers-and-action-owners.ts";
import * as appendOnlyLogs from "./0006-append-only-logs.ts";
import * as idempotencyKeyOwner from "./0007-idempotency-key-owner.ts";
import * as computerPlayers from "./0008-computer-players.ts";
import * as ratings from "./0009-ratings-and-rematches.ts";
import * as turnReminders from "./0010-turn-reminders.ts";
import * as compactActionLogs from "./0011-compact-action-logs.ts";
import * as keyReferences from "./0012-idempotency-key-references.ts";
import * as binaryHashes from "./0013-binary-hashes.ts";
import * as participantsInJoinOrder from "./0014-participants-in-join-order.ts";
import * as fewerIndexesPerMove from "./0015-fewer-indexes-per-move.ts";
import * as sessionRevisions from "./0016-session-revisions.ts";
import * as derivedPrevHash from "./0017-derived-prev-hash.ts";
import * as compactReplayRows from "./0018-compact-replay-rows.ts";
import * as compactAuditIds from "./0019-compact-audit-ids.ts";
import * as clusteredGameResults from "./0020-clustered-game-results.ts";
import * as tournaments from "./0021-tournaments.ts";
import * as matchTickets from "./0022-match-tickets.ts";
import * as leaguePosts from "./0023-league-posts.ts";
import * as clocks from "./0024-clocks.ts";
import * as playerData from "./0025-player-data.ts";
import * as personalTokens from "./0026-personal-tokens.ts";
import * as formerParticipants from "./0027-former-participants.ts";
import * as playerEntropy from "./0028-player-entropy.ts";
import * as publicTables from "./0029-public-tables.ts";
import * as openTablesIndex from "./0030-open-tables-index.ts";
import * as userLanguages from "./0031-user-languages.ts";
import * as movesAnswerFromTheLog from "./0032-moves-answer-from-the-log.ts";

/** Every migration in order; names sort lexically, so keep the numeric prefix. */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  "0001-initial": initial,
  "0002-games": games,
  "0003-outbox": outbox,
  "0004-messenger": messenger,
  "0005-game-timers-and-action-owners": gameTimers,
  "0006-append-only-logs": appendOnlyLogs,
  "0007-idempotency-key-owner": idempotencyKeyOwner,
  "0008-computer-players": computerPlayers,
  "0009-ratings-and-rematches": ratings,
  "0010-turn-reminders": turnReminders,
  "0011-compact-action-logs": compactActionLogs,
  "0012-idempotency-key-references": keyReferences,
  "0013-binary-hashes": binaryHashes,
  "0014-participants-in-join-order": participantsInJoinOrder,
  "0015-fewer-indexes-per-move": fewerIndexesPerMove,
  "0016-session-revisions": sessionRevisions,
  "0017-derived-prev-hash": derivedPrevHash,
  "0018-compact-replay-rows": compactReplayRows,
  "0019-compact-audit-ids": compactAuditIds,
  "0020-clustered-game-results": clusteredGameResults,
  "0021-tournaments": tournaments,
  "0022-match-tickets": matchTickets,
  "0023-league-posts": leaguePosts,
  "0024-clocks": clocks,
  "0025-player-data": playerData,
  "0026-personal-tokens": personalTokens,
  "0027-former-participants": formerParticipants,
  "0028-player-entropy": playerEntropy,
  "0029-public-tables": publicTables,
  "0030-open-tables-index": openTablesIndex,
  "0031-user-languages": userLanguages,
  "0032-moves-answer-from-the-log": movesAnswerFromTheLog,
};
