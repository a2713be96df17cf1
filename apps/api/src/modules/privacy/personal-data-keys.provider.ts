import { type OnApplicationShutdown, Provider } from '@nestjs/common';
import {
  createPersonalDataKeyStoreFromEnv,
  PERSONAL_DATA_KEYS,
  type PersonalDataKeyStore,
} from '@ledgerline/events';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** The key store the erasure destroys keys in; the event store's decorator holds its own handle on it. */
export const personalDataKeysProvider: Provider = {
  provide: PERSONAL_DATA_KEYS,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): PersonalDataKeyStore & OnApplicationShutdown => {
    const store = createPersonalDataKeyStoreFromEnv(config);
    return Object.assign(store, { onApplicationShutdown: () => store.close() });
  },
};
