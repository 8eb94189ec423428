import { submitWith } from "./submit-with.ts";

/** A message to staff; without a conversation yet, it opens one (with an optional subject). */
export function MessageForm({
  opening,
  onSend,
}: {
  opening: boolean;
  onSend: (form: HTMLFormElement) => void;
}) {
  return (
    <form class="stack" onSubmit={submitWith(onSend)}>
      {opening && (
        <label>
          Subject
          <input name="subject" maxLength={200} placeholder="Question" />
        </label>
      )}
      <label>
        Message
        <textarea name="body" required maxLength={4000} rows={3} />
      </label>
      <button type="submit" class="primary">
        Send
      </button>
    </form>
  );
}
