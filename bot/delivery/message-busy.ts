/** Another worker is editing the message; the row is retried shortly. */
export class MessageBusy extends Error {}
