import { PageHeader } from '../components/layout/PageHeader.tsx';
import { AppearanceSetting } from './AppearanceSetting.tsx';
import { ScopeList } from './ScopeList.tsx';
import { ViewerCard } from './ViewerCard.tsx';
import { WarehouseList } from './WarehouseList.tsx';
import './account.css';

/** The signed-in user, what this sign-in may do, and the account's warehouses. */
export function AccountView() {
  return (
    <div className="account-view">
      <PageHeader
        title="Account"
        description="Who is signed in, what this sign-in may do, and the account’s warehouses."
      />
      <div className="account-top">
        <ViewerCard />
        <AppearanceSetting />
      </div>
      <ScopeList />
      <WarehouseList />
    </div>
  );
}
