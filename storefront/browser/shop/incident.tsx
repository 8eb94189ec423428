import { useCallback, useState } from "preact/hooks";
import { ApiError } from "./shop-api.ts";
import { useShop } from "./shop-context.ts";

interface Shown {
  readonly message: string;
  readonly incident: string;
}

function incidentId(): string {
  return `INC-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
}

/**
 * An error shown to the customer with an incident number they can quote to
 * staff; each one is sent as a user_error (consent or not, as the SDK does).
 */
export function useIncident() {
  const { analytics, session } = useShop();
  const [shown, setShown] = useState<Shown | null>(null);
  const report = useCallback(
    (error: unknown) => {
      const apiError =
        error instanceof ApiError ? error : new ApiError(0, "client_failure", "Something went wrong here.");
      const incident = incidentId();
      analytics.trackUserError(incident, apiError.code.toUpperCase(), session.current()?.account_id ?? null);
      setShown({ message: apiError.message, incident });
    },
    [analytics, session],
  );
  const clear = useCallback(() => setShown(null), []);
  return { shown, report, clear };
}

/** The error line of a view: the message and its incident number, announced to screen readers. */
export function IncidentNotice({ shown }: { shown: Shown | null }) {
  if (!shown) return null;
  return (
    <p class="error" role="alert" data-incident={shown.incident}>
      {shown.message} <span class="incident">Incident {shown.incident}</span>
    </p>
  );
}
