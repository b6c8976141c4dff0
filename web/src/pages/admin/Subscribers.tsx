import { AdminPage } from '../../admin/AdminPage';
import { SubscribersTable } from './SubscribersTable';

/** /all-subscriber: newsletter subscribers, newest first, 5 a page. */
export default function Subscribers() {
  return (
    <AdminPage title="Subscribers">
      <SubscribersTable pageSize={5} caption="All subscribers" />
    </AdminPage>
  );
}
