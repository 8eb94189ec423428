/** What checkout asks of a payment provider. */
export interface PaymentProvider {
  /**
   * Charges `amountCents`; resolves to a reference, or null when the payment
   * is declined. The same `idempotencyKey` (the order id) charges once: a
   * resumed checkout asks again and gets the first answer.
   */
  charge(request: {
    amountCents: number;
    currency: string;
    token: string;
    idempotencyKey: string;
  }): Promise<string | null>;
}

/** The test card token that always succeeds, and the one that is always declined. */
export const TEST_PAYMENT_TOKENS = { approved: "tok_test_approved", declined: "tok_test_declined" } as const;

/**
 * The documented test provider: no network, no money. `tok_test_declined`
 * is declined, any other token is approved with the reference `test_<order id>`.
 */
export function createTestPaymentProvider(): PaymentProvider {
  return {
    async charge({ token, idempotencyKey }) {
      return token === TEST_PAYMENT_TOKENS.declined ? null : `test_${idempotencyKey}`;
    },
  };
}
