import { compileValidator } from "../../http/typebox-validation.ts";
import { EventBatchEnvelope } from "./events/event-schemas.ts";

const envelope = compileValidator(EventBatchEnvelope);

/**
 * The batch route's body validator: the envelope only. The route's schema
 * documents every event kind, but events are validated one by one by the
 * ingest service so that one bad event does not reject the batch.
 */
export function validateBatchEnvelope(body: unknown): { value: unknown } | { error: Error } {
  return envelope(body);
}
