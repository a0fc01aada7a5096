import { PageHeader } from '../components/layout/PageHeader.tsx';
import { BriefSection } from './BriefSection.tsx';
import { CreditsCard } from './CreditsCard.tsx';
import { LowStockCard } from './LowStockCard.tsx';
import { OnHoldCard } from './OnHoldCard.tsx';
import { TodayOrdersCard } from './TodayOrdersCard.tsx';
import './overview.css';

/**
 * The first screen after sign-in: the morning brief (what changed since yesterday, each line
 * opening its list), then the account as it is right now (today's orders, orders on hold, low
 * stock, credits), every figure opening the list behind it.
 */
export function OverviewView() {
  return (
    <div className="overview-view">
      <PageHeader
        title="Overview"
        description="What changed since yesterday, then the account right now. Each line opens the list behind it."
      />
      <BriefSection />
      <h2 className="overview-now-title">Right now</h2>
      <div className="overview-grid">
        <TodayOrdersCard />
        <OnHoldCard />
        <LowStockCard />
        <CreditsCard />
      </div>
    </div>
  );
}
