import { useEffect, useState } from "preact/hooks";
import { CredentialsForm } from "./credentials-form.tsx";
import { IncidentNotice, useIncident } from "./incident.tsx";
import { OrderList } from "./order-list.tsx";
import { useShop } from "./shop-context.ts";
import { navigate } from "./shop-router.ts";
import type { Tokens } from "./shop-session.ts";
import type { Order } from "./shop-types.ts";

/** Sign-in and registration; signed in, the account and its orders. `next` is where to go after. */
export function AccountPageView({ next }: { next: string }) {
  const { api, session } = useShop();
  const { shown, report, clear } = useIncident();
  const signedIn = session.current();
  const [orders, setOrders] = useState<Order[] | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    api
      .call<{ items: Order[] }>("order", "GET", "/api/orders/", { signedIn: true })
      .then((r) => setOrders(r.items), report);
  }, [api, report, signedIn]);

  const submit = async (form: HTMLFormElement, register: boolean) => {
    clear();
    const data = new FormData(form);
    const credentials = { email: String(data.get("email")), password: String(data.get("password")) };
    try {
      if (register) await api.call("auth", "POST", "/api/auth/register/", { body: credentials });
      const tokens = await api.call<Tokens>("auth", "POST", "/api/auth/login/", { body: credentials });
      session.signIn(credentials.email, tokens);
      navigate(next);
    } catch (error) {
      report(error);
    }
  };

  if (signedIn)
    return (
      <section aria-labelledby="account-title">
        <h1 id="account-title">Your account</h1>
        <p>Signed in as {signedIn.email}.</p>
        <button
          type="button"
          onClick={async () => {
            await api
              .call("auth", "POST", "/api/auth/logout/", { body: { refresh_token: signedIn.refresh_token } })
              .catch(() => undefined);
            session.clear();
            navigate("/");
          }}
        >
          Sign out
        </button>
        <IncidentNotice shown={shown} />
        <h2>Orders</h2>
        <OrderList orders={orders} />
      </section>
    );

  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title">Sign in or register</h1>
      <IncidentNotice shown={shown} />
      <div class="columns">
        <CredentialsForm register={false} onSubmit={(form) => void submit(form, false)} />
        <CredentialsForm register={true} onSubmit={(form) => void submit(form, true)} />
      </div>
    </section>
  );
}
