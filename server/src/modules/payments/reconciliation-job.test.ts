import { describe, expect, it } from 'vitest';
import { TopupStatus } from '../../../../core/topup-status.ts';
import { createCustomer, createPaymentMethod } from '../../demo/factories.ts';
import { createTopupRequestRow } from '../../demo/topup-factories.ts';
import { requestState, walletBalance } from '../../../test/card-payments.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { completeSandboxCheckout } from './sandbox/sandbox-gateway.ts';

describe('the reconciliation job of a running server', () => {
  const t = useTestApp({ paymentReconcileSeconds: 1 });

  it('starts when the app is ready and posts a paid request older than a few minutes', async () => {
    await createPaymentMethod(t.db, { code: 101, name: 'Debit/Credit Card' });
    const customer = await createCustomer(t.db, { firstname: 'Lito', lastname: 'Lapid' });
    const request = await createTopupRequestRow(t.db, {
      customerId: customer.id,
      paymentMethodCode: 101,
      amountCentavos: 250_00,
      dateCreated: new Date(Date.now() - 10 * 60_000),
    });
    const checkout = await t.app.payments.gateway.createCheckout({
      referenceNumber: request.referenceNumber,
      amountCentavos: 250_00,
      buyer: { firstName: 'Lito', lastName: 'Lapid', phone: customer.mobileNo, email: 'lito@example.com' },
    });
    await completeSandboxCheckout(t.db, checkout.checkoutId, 'pay');

    const deadline = Date.now() + 8_000;
    while ((await requestState(t.db, request.referenceNumber)).status !== TopupStatus.Done) {
      if (Date.now() > deadline) throw new Error('the job did not post the request within 8 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await walletBalance(t.db, customer.id)).toBe(250_00);
  });
});
