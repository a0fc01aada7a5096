import { PageHeader } from '../components/layout/PageHeader.tsx';
import '../styles/views-common.css';

/** What came back: the returns queue by status and age. */
export function ReturnsView() {
  return (
    <div className="returns-view">
      <PageHeader title="Returns" description="What came back, overdue first." />
    </div>
  );
}
