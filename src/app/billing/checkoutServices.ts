/** The card form's services from the app's core: the billing calls, the provider's card entry, the user's reload and the router. */
import type { CoreServices } from '../appServices';
import type { CheckoutServices } from './checkoutMachine';
import { loadCardEntry } from './loadCardEntry';

export function createCheckoutServices(core: Pick<CoreServices, 'billingApi' | 'authApi' | 'auth' | 'navigator'>): CheckoutServices {
  return {
    billingApi: core.billingApi,
    loadCardEntry: (provider) => loadCardEntry(provider, core.billingApi),
    reloadUser: async () => {
      const user = await core.authApi.user();
      core.auth.send({ type: 'user.changed', user });
    },
    navigate: (path) => core.navigator.go(path),
  };
}
