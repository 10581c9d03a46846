/**
 * /subscription, the plans page (spec accounts §2 "Subscription (Plans page)", §3, §9): the
 * currency selector (the location's currency first, GBP offline), the individual plans (educator,
 * pay as you go, project, pro) or the team plans, toggled by "Team Plans" / "Individual Plans",
 * with their prices. Buy opens the checkout overlay when signed in and goes to /login otherwise;
 * the educator plan's Buy logs out and goes to the educator registration.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { loadPlansPageStart, type PlansPageStart } from '../../app/billing/plansPageStart';
import { formatPrice, PERSONAL_PLAN_IDS, PLAN_BILLING, PLAN_DEFINITIONS, TEAM_PLAN_IDS, type Currency, type PaidPlanId, type Price } from '../../shared/billing';
import { useCoreServices } from '../AppServices';
import { useAuthStatus } from '../auth/useAuth';
import { TrustSeal } from '../site/TrustSeal';
import { CheckoutOverlay } from './CheckoutOverlay';
import { CurrencySelect } from './CurrencySelect';

const PER: Record<(typeof PLAN_BILLING)[PaidPlanId], string> = { day: 'per 24-hour session, billed monthly', month: 'per month', year: 'per year' };

function PlanCard(props: { title: string; price: string; per: string; perks: readonly string[]; onBuy: () => void; buyLabel: string }) {
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
      <button type="button" className="plan-buy" aria-label={props.buyLabel} onClick={props.onBuy}>
        Buy
      </button>
    </li>
  );
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

  useEffect(() => {
    let live = true;
    void loadPlansPageStart(core.billingApi).then((loaded) => {
      if (!live) return;
      setStart(loaded);
      setCurrency((chosen) => chosen ?? loaded.currency);
    });
    return () => void (live = false);
  }, [core]);

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
      {currency && <CurrencySelect currency={currency} onChange={setCurrency} />}
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
