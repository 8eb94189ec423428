import type { AuditEntry } from "../documents/audit-entry.ts";
import type { AuditEntryView } from "../documents/game-documents.ts";

/** An audit entry as its document shows it: its parsed payload, absent fields left out, the session and game implied. */
export function toAuditEntryView({
  session_id: _session,
  game_id: _game,
  payload,
  change,
  action_id,
  action_type,
  state_hash,
  entropy,
  ...entry
}: AuditEntry): AuditEntryView {
  return {
    ...entry,
    ...(action_id === null ? {} : { action_id }),
    ...(action_type === null ? {} : { action_type }),
    ...(payload === null ? {} : { payload: change.payload }),
    ...(state_hash === null ? {} : { state_hash }),
    ...(entropy === null ? {} : { entropy }),
  };
}
