import { submitWith } from "./submit-with.ts";

/** The e-mail and password form: signing in, or (`register`) creating an account first. */
export function CredentialsForm({
  register,
  onSubmit,
}: {
  register: boolean;
  onSubmit: (form: HTMLFormElement) => void;
}) {
  return (
    <form
      class="stack card"
      aria-labelledby={register ? "register-title" : "sign-in-title"}
      onSubmit={submitWith(onSubmit)}
    >
      <h2 id={register ? "register-title" : "sign-in-title"}>{register ? "New customer" : "Sign in"}</h2>
      <label>
        E-mail
        <input type="email" name="email" autoComplete={register ? "email" : "username"} required />
      </label>
      <label>
        Password
        <input
          type="password"
          name="password"
          autoComplete={register ? "new-password" : "current-password"}
          minLength={register ? 8 : 1}
          required
        />
      </label>
      <button type="submit" class="primary">
        {register ? "Create account" : "Sign in"}
      </button>
    </form>
  );
}
