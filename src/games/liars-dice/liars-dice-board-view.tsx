import { useEffect, useState } from "preact/hooks";
import { Die } from "../kit/die-view.tsx";
import type { AnnouncedMove, WebBoard, WebBoardProps } from "../kit/web-board.ts";
import { type Bid, parseBid } from "./liars-dice-bids.ts";
import type { LiarsDiceBoard } from "./liars-dice-board.ts";
import { LIARS_DICE_WORDS, type LiarsDiceWords } from "./liars-dice-words.ts";

type Props = WebBoardProps<LiarsDiceBoard, LiarsDiceWords>;

/** The legal bids, grouped by face, from the viewer's allowed actions. */
function countsByFace(state: Props["state"]): Map<number, number[]> {
  const choices = state.allowed_actions.find((a) => a.action_type === "choose_cell")?.choices ?? [];
  const byFace = new Map<number, number[]>();
  for (const bid of choices.map(parseBid).filter((b): b is Bid => b !== null)) {
    byFace.set(bid.face, [...(byFace.get(bid.face) ?? []), bid.count]);
  }
  return byFace;
}

/** The bid picker: a face, a count among its legal ones, and the call. */
function BidPicker({ state, act, words }: Pick<Props, "state" | "act" | "words">) {
  const byFace = countsByFace(state);
  const [face, setFace] = useState(2);
  const [count, setCount] = useState(0);
  useEffect(() => setCount(0), [state.version, face]);
  const counts = byFace.get(face) ?? [];
  const chosen = counts.includes(count) ? count : (counts[0] ?? 0);
  const canCall = state.allowed_actions.some((a) => a.action_type === "pass");
  return (
    <div class="actions">
      <label>
        {words.count}{" "}
        <select
          value={chosen}
          disabled={!counts.length}
          onChange={(e) => setCount(Number(e.currentTarget.value))}
        >
          {counts.map((n) => (
            <option value={n}>{n}</option>
          ))}
        </select>
      </label>
      <label>
        {words.face}{" "}
        <select value={face} onChange={(e) => setFace(Number(e.currentTarget.value))}>
          {[1, 2, 3, 4, 5, 6].map((f) => (
            <option value={f} disabled={!byFace.has(f)}>
              {f}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        disabled={!chosen}
        onClick={() => act("choose_cell", { cell: `${chosen}x${face}` })}
      >
        {words.placeBid} {chosen ? words.bid(chosen, face) : ""}
      </button>
      <button type="button" disabled={!canCall} onClick={() => act("pass")}>
        {words.liar}
      </button>
    </div>
  );
}

/** The last call: every cup of that round, face up. */
function LastCall({ state, board, words }: Pick<Props, "state" | "board" | "words">) {
  const last = board.last_round;
  if (!last) return null;
  const name = (seat: number) => state.players[seat]?.display_name ?? "?";
  const bid = words.bid(last.bid.count, last.bid.face);
  return (
    <section aria-label={words.lastRound}>
      <p class="hint">
        {words.lastRound}:{" "}
        {words.called(name(last.caller), name(last.bid.seat), bid, last.counted, name(last.loser))}
      </p>
      {state.players.map((p) => (
        <div
          class="dice-row"
          role="img"
          aria-label={`${p.display_name}: ${(last.cups[p.seat] ?? []).join(" ")}`}
        >
          <span style={{ minWidth: "7em" }}>
            <span class="swatch" style={{ background: p.color }} /> {p.display_name}
          </span>
          {(last.cups[p.seat] ?? []).map((d) => (
            <Die value={d} size={28} />
          ))}
        </div>
      ))}
    </section>
  );
}

/** Liar's dice: the viewer's own cup, everyone's dice counts, the round's bids, the picker and the last call. */
function LiarsDiceBoardView({ state, board, act, words }: Props) {
  const standing = board.bids.at(-1);
  const name = (seat: number) => state.players[seat]?.display_name ?? "?";
  return (
    <div class="liars-dice">
      <p class="hint">
        {words.round(board.round)} · {words.wildOnes}
      </p>
      {board.my_dice.length > 0 && (
        <div class="dice-row" role="img" aria-label={`${words.yourDice}: ${board.my_dice.join(" ")}`}>
          {board.my_dice.map((d) => (
            <Die value={d} rollKey={`${board.round}`} />
          ))}
        </div>
      )}
      <ul>
        {state.players.map((p) => (
          <li>
            <span class="swatch" style={{ background: p.color }} />{" "}
            {p.participant_id === state.turn?.participant_id ? "▶ " : ""}
            {p.display_name}:{" "}
            {(board.dice_counts[p.seat] ?? 0) > 0
              ? words.diceLeft(board.dice_counts[p.seat] ?? 0)
              : words.out}
          </li>
        ))}
      </ul>
      <p>
        {standing
          ? `${words.standingBid(words.bid(standing.count, standing.face))} · ${name(standing.seat)}`
          : words.noBid}
      </p>
      {board.bids.length > 1 && (
        <details>
          <summary>{words.history}</summary>
          <ol>
            {board.bids.map((b) => (
              <li>
                {name(b.seat)}: {words.bid(b.count, b.face)}
              </li>
            ))}
          </ol>
        </details>
      )}
      <BidPicker state={state} act={act} words={words} />
      <LastCall state={state} board={board} words={words} />
    </div>
  );
}

/** "Ann: Bid: 3 × 5" after a bid; after a call, its outcome with every cup counted. */
function announceBidOrCall(move: AnnouncedMove, board: LiarsDiceBoard, words: LiarsDiceWords): string | null {
  const bid = move.action_type === "choose_cell" ? parseBid(move.payload.cell) : null;
  if (bid) return `${move.by}: ${words.standingBid(words.bid(bid.count, bid.face))}`;
  const last = board.last_round;
  if (move.action_type !== "pass" || !last) return null;
  const outcome = words.calledShort(
    words.bid(last.bid.count, last.bid.face),
    last.counted,
    last.loser === last.bid.seat,
  );
  return `${move.by}: ${words.liar} ${outcome}`;
}

/** liars-dice's part of the web client. */
export const liarsDiceWebBoard: WebBoard<LiarsDiceBoard, LiarsDiceWords> = {
  view: LiarsDiceBoardView,
  words: LIARS_DICE_WORDS,
  announce: announceBidOrCall,
};
