import { PageHeader } from '../components/layout/PageHeader.tsx';
import { CreditsCard } from './CreditsCard.tsx';
import { LowStockCard } from './LowStockCard.tsx';
import { OnHoldCard } from './OnHoldCard.tsx';
import { TodayOrdersCard } from './TodayOrdersCard.tsx';
import './overview.css';

/**
 * The first screen after sign-in: the day at a glance. Every figure opens the list behind it
 * (orders filtered to today and a status, orders on hold, products low on stock).
 */
export function OverviewView() {
  return (
    <div className="overview-view">
      <PageHeader
        title="Overview"
        description="Today at a glance. Each figure opens the list behind it."
      />
      <div className="overview-grid">
        <TodayOrdersCard />
        <OnHoldCard />
        <LowStockCard />
        <CreditsCard />
      </div>
    </div>
  );
}
