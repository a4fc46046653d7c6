// The billing contract between the web app and the API, in one file so the order is fixed: the
// consumer test writes pacts/Casebook Web-Casebook Billing API.json, then the provider verifies it.
import { describe } from 'vitest';
import { billingConsumerTests } from './billing.consumer';
import { billingProviderTests } from './billing.provider';

describe('billing contract', () => {
  billingConsumerTests();
  billingProviderTests();
});
