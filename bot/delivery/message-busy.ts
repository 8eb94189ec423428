/** Another worker is editing the message; the job is retried shortly. */
export class MessageBusy extends Error {}
