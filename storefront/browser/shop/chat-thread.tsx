import type { Conversation, Message } from "./shop-types.ts";

/** A conversation's subject (with Refresh) and its messages, oldest first. */
export function ChatThread({
  conversation,
  messages,
  onRefresh,
}: {
  conversation: Conversation;
  messages: readonly Message[];
  onRefresh: () => void;
}) {
  return (
    <>
      <p class="meta">
        {conversation.subject}{" "}
        <button type="button" class="link" onClick={onRefresh}>
          Refresh
        </button>
      </p>
      <ol class="messages" aria-live="polite">
        {messages.map((message) => (
          <li key={message.id} class={`message ${message.author_role}`}>
            <span class="who">{message.author_role === "staff" ? "Staff" : "You"}</span> {message.body}
          </li>
        ))}
      </ol>
    </>
  );
}
