import { useEffect, useState } from "preact/hooks";
import type { Api } from "./api.ts";
import { t } from "./i18n.ts";
import { shownName } from "./player-name.ts";
import type { Block } from "./types.ts";
import type { Run } from "./use-run.ts";

/**
 * The players the viewer blocked, each with Unblock, folded away under their
 * count; read again whenever `version` changes (a block or an undo elsewhere
 * on the page), and nothing at all when the viewer blocked nobody.
 */
export function BlockedPlayers({
  api,
  run,
  version,
  onChange,
}: {
  api: Api;
  run: Run;
  version: number;
  onChange: () => void;
}) {
  const [blocks, setBlocks] = useState<readonly Block[]>([]);
  useEffect(() => {
    let stopped = false;
    api
      .call<{ blocks: Block[] }>("GET", "/users/me/blocks")
      .then((answer) => !stopped && setBlocks(answer.blocks))
      .catch(() => undefined);
    return () => {
      stopped = true;
    };
  }, [api, version]);
  if (blocks.length === 0) return null;
  const unblock = (block: Block) =>
    run(async () => {
      await api.call("DELETE", `/users/me/blocks/${block.user_id}`);
      onChange();
    });
  return (
    <details class="blocked-players">
      <summary>{t("blockedPlayers", { count: blocks.length })}</summary>
      <ul class="people">
        {blocks.map((block) => (
          <li key={block.user_id} data-blocked={block.user_id}>
            <span>{shownName(block.display_name)}</span>
            <button type="button" class="link" onClick={() => unblock(block)}>
              {t("unblock")}
              <span class="sr-only"> {shownName(block.display_name)}</span>
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
