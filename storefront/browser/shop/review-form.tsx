import { submitWith } from "./submit-with.ts";

/** The form a signed-in customer writes a review with (1 to 5 stars and a text). */
export function ReviewForm({ onSubmit }: { onSubmit: (form: HTMLFormElement) => void }) {
  return (
    <form class="stack" onSubmit={submitWith(onSubmit)}>
      <h3>Write a review</h3>
      <label>
        Stars
        <select name="rating" defaultValue="5">
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <label>
        Review
        <textarea name="body" required maxLength={4000} rows={3} />
      </label>
      <button type="submit">Publish review</button>
    </form>
  );
}
