// The identity contract between the web app and the API, in one file so the order is fixed:
// the consumer test writes pacts/Casebook Web-Casebook API.json, then the provider verifies it.
import { describe } from 'vitest';
import { identityConsumerTests } from './identity.consumer';
import { identityProviderTests } from './identity.provider';

describe('identity contract', () => {
  identityConsumerTests();
  identityProviderTests();
});
