import { submitWith } from "./submit-with.ts";

/** The payment choice (the order service's test provider) and the button that places the order. */
export function CheckoutForm({
  busy,
  onCheckout,
}: {
  busy: boolean;
  onCheckout: (form: HTMLFormElement) => void;
}) {
  return (
    <form class="stack" onSubmit={submitWith(onCheckout)}>
      <label>
        Payment (test provider)
        <select name="payment_token">
          <option value="tok_test_approved">Test card: approved</option>
          <option value="tok_test_declined">Test card: declined</option>
        </select>
      </label>
      <button type="submit" class="primary" disabled={busy}>
        Place order
      </button>
    </form>
  );
}
