import { PageHeader } from '../components/layout/PageHeader.tsx';
import { AlertSettingsCard } from './AlertSettingsCard.tsx';
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
        description="Who is signed in, what this sign-in may do, your settings, and the account’s warehouses."
      />
      <div className="account-top">
        <ViewerCard />
        <div className="account-settings">
          <AppearanceSetting />
          <AlertSettingsCard />
        </div>
      </div>
      <ScopeList />
      <WarehouseList />
    </div>
  );
}
