/**
 * /subscription, the plans page (spec accounts §2 "Subscription (Plans page)", §3, §9): the
 * currency selector (the location's currency first, GBP offline), the individual plans (educator,
 * pay as you go, project, pro) or the team plans, toggled by "Team Plans" / "Individual Plans",
 * with their prices. Buy opens the checkout overlay when signed in and goes to /login otherwise;
 * the educator plan's Buy logs out and goes to the educator registration.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { accountBillingRows, planEndText } from '../../app/billing/accountBilling';
import { browserLocalStorage } from '../../app/browserStorage';
import { useNavigate } from 'react-router';
import { CHOSEN_CURRENCY_KEY, loadPlansPageStart, startingCurrency, type PlansPageStart } from '../../app/billing/plansPageStart';
import {
  formatPrice,
  PERSONAL_PLAN_IDS,
  PLAN_BILLING,
  PLAN_DEFINITIONS,
  SUBSCRIPTION_STATUS,
  TEAM_PLAN_IDS,
  type Currency,
  type PaidPlanId,
  type Price,
  type Subscription,
} from '../../shared/billing';
import { useCoreServices } from '../AppServices';
import { useAuthStatus } from '../auth/useAuth';
import { TrustSeal } from '../site/TrustSeal';
import { CheckoutOverlay } from './CheckoutOverlay';
import { CurrencySelect } from './CurrencySelect';
import { ExtendTrial } from './ExtendTrial';

const PER: Record<(typeof PLAN_BILLING)[PaidPlanId], string> = { day: 'per 24-hour session, billed monthly', month: 'per month', year: 'per year' };

/** The plan the account holds, as its card on the plans page says it (issue 36 item 9). */
interface OwnedPlan {
  ends: string;
  card: string | null;
}

function PlanCard(props: { title: string; price: string; per: string; perks: readonly string[]; onBuy: () => void; buyLabel: string; owned?: OwnedPlan | null }) {
  return (
    <li className="plan-card">
      <h2>{props.title}</h2>
      <p className="plan-price">
        <strong>{props.price}</strong> <span>{props.per}</span>
      </p>
      <ul className="plan-perks">
        {props.perks.map((perk) => (
          <li key={perk}>{perk}</li>
        ))}
      </ul>
      {props.owned ? (
        <div className="plan-owned">
          <strong>Your plan</strong>
          <span>{props.owned.ends}</span>
          {props.owned.card && <span>{props.owned.card}</span>}
        </div>
      ) : (
        <button type="button" className="plan-buy" aria-label={props.buyLabel} onClick={props.onBuy}>
          Buy
        </button>
      )}
    </li>
  );
}

/** The plan an account holds now (opened, not over), with its renewal or end and its card. */
function ownedPlanOf(subscription: Subscription | null): (OwnedPlan & { plan: PaidPlanId }) | null {
  if (!subscription || subscription.status !== SUBSCRIPTION_STATUS.opened || subscription.isOutdated || subscription.stripe_plan === 'Educator') return null;
  const rows = accountBillingRows({ subscription, trial_end: null }).plan;
  if (!rows) return null;
  return { plan: subscription.stripe_plan, ends: 'date' in rows.ends ? planEndText(rows.ends) : rows.ends.text, card: rows.card };
}

export function SubscriptionPage() {
  const core = useCoreServices();
  const status = useAuthStatus();
  const navigate = useNavigate();
  const [start, setStart] = useState<PlansPageStart | null>(null);
  const [currency, setCurrency] = useState<Currency | null>(null);
  const [prices, setPrices] = useState<{ currency: Currency; list: Price[] } | null>(null);
  const [priceError, setPriceError] = useState<string | null>(null);
  const [teams, setTeams] = useState(false);
  const [buying, setBuying] = useState<PaidPlanId | null>(null);
  const subscription = useSelector(core.auth, (snapshot) => snapshot.context.user?.subscription ?? null);
  const owned = ownedPlanOf(subscription);
  const ownedCurrency = owned ? subscription!.currency : null;

  useEffect(() => {
    let live = true;
    void loadPlansPageStart(core.billingApi).then((loaded) => {
      if (!live) return;
      setStart(loaded);
      setCurrency((chosen) => chosen ?? startingCurrency({ owned: null, remembered: browserLocalStorage()?.getItem(CHOSEN_CURRENCY_KEY) ?? null, located: loaded.currency }));
    });
    return () => void (live = false);
  }, [core]);

  // The held plan's prices are in its own currency, whenever the account arrives.
  useEffect(() => {
    if (ownedCurrency) setCurrency(ownedCurrency);
  }, [ownedCurrency]);

  const chooseCurrency = (chosen: Currency) => {
    setCurrency(chosen);
    browserLocalStorage()?.setItem(CHOSEN_CURRENCY_KEY, chosen);
  };

  useEffect(() => {
    if (!currency) return;
    let live = true;
    setPriceError(null);
    core.billingApi.prices(currency).then(
      (list) => live && setPrices({ currency, list }),
      () => live && setPriceError('Prices could not be loaded. Please try again later.'),
    );
    return () => void (live = false);
  }, [core, currency]);

  const priceOf = (plan: PaidPlanId): string | null => {
    if (!prices || prices.currency !== currency) return null;
    const found = prices.list.find((price) => price.productName === plan);
    return found ? formatPrice(found.price, prices.currency) : null;
  };
  const buy = (plan: PaidPlanId) => (status === 'loaded' ? setBuying(plan) : navigate('/login'));
  const buyEducator = () => {
    if (status === 'loaded') core.auth.send({ type: 'logout' });
    navigate('/register?type=educator');
  };
  const shown = PLAN_DEFINITIONS.filter((plan) => ((teams ? TEAM_PLAN_IDS : PERSONAL_PLAN_IDS) as readonly string[]).includes(plan.id));

  return (
    <section className="plans-page" aria-labelledby="plans-title">
      <h1 id="plans-title">{teams ? 'Team plans' : 'Plans and pricing'}</h1>
      <ExtendTrial />
      {currency && <CurrencySelect currency={currency} onChange={chooseCurrency} />}
      {priceError && (
        <p className="form-error" role="alert">
          {priceError}
        </p>
      )}
      <ul className="plan-list">
        {!teams && (
          <PlanCard
            title="Educator"
            price="Free"
            per="for accredited schools"
            perks={['Classroom sessions for your students', 'Review of your school within 24 hours']}
            buyLabel="Buy Educator"
            onBuy={buyEducator}
          />
        )}
        {shown.map((plan) => (
          <PlanCard
            key={plan.id}
            title={plan.name}
            price={priceOf(plan.id) ?? '…'}
            per={PER[PLAN_BILLING[plan.id]]}
            perks={plan.perks}
            buyLabel={`Buy ${plan.name}`}
            onBuy={() => buy(plan.id)}
            owned={owned?.plan === plan.id ? owned : null}
          />
        ))}
      </ul>
      <button type="button" className="link-button plans-toggle" onClick={() => setTeams(!teams)}>
        {teams ? 'Individual Plans' : 'Team Plans'}
      </button>
      <TrustSeal />
      {buying && currency && start && (
        <CheckoutOverlay
          plan={buying}
          currency={currency}
          price={priceOf(buying)}
          country={start.country}
          countries={start.countries}
          onClose={() => setBuying(null)}
        />
      )}
    </section>
  );
}
