import { useCallback, useEffect, useState } from "preact/hooks";
import { ChatThread } from "./chat-thread.tsx";
import { IncidentNotice, useIncident } from "./incident.tsx";
import { MessageForm } from "./message-form.tsx";
import { useShop } from "./shop-context.ts";
import type { Conversation, Message } from "./shop-types.ts";

/** Chat with staff: the customer's latest conversation (or a form to open one) and its messages. */
export function ChatPageView() {
  const { api } = useShop();
  const { shown, report, clear } = useIncident();
  const [conversation, setConversation] = useState<Conversation | null | undefined>(undefined);
  const [messages, setMessages] = useState<Message[]>([]);

  const loadMessages = useCallback(
    (id: string) =>
      api
        .call<{ items: Message[] }>("chat", "GET", `/api/chat/conversations/${id}/messages/`, {
          signedIn: true,
        })
        .then((r) => setMessages(r.items), report),
    [api, report],
  );
  useEffect(() => {
    api
      .call<{ items: Conversation[] }>("chat", "GET", "/api/chat/conversations/", { signedIn: true })
      .then((r) => {
        const latest = r.items[0] ?? null;
        setConversation(latest);
        if (latest) void loadMessages(latest.id);
      }, report);
  }, [api, report, loadMessages]);

  const send = async (form: HTMLFormElement) => {
    clear();
    const data = new FormData(form);
    const body = String(data.get("body") ?? "").trim();
    if (!body) return;
    try {
      if (conversation) {
        const message = await api.call<Message>(
          "chat",
          "POST",
          `/api/chat/conversations/${conversation.id}/messages/`,
          { signedIn: true, body: { body } },
        );
        setMessages((list) => [...list, message]);
      } else {
        const subject = String(data.get("subject") ?? "").trim();
        const opened = await api.call<Conversation>("chat", "POST", "/api/chat/conversations/", {
          signedIn: true,
          body: { message: body, ...(subject ? { subject } : {}) },
        });
        setConversation(opened);
        await loadMessages(opened.id);
      }
      form.reset();
    } catch (error) {
      report(error);
    }
  };

  return (
    <section aria-labelledby="chat-title">
      <h1 id="chat-title">Chat with us</h1>
      <IncidentNotice shown={shown} />
      {conversation && (
        <ChatThread
          conversation={conversation}
          messages={messages}
          onRefresh={() => void loadMessages(conversation.id)}
        />
      )}
      {conversation !== undefined && (
        <MessageForm opening={!conversation} onSend={(form) => void send(form)} />
      )}
    </section>
  );
}
