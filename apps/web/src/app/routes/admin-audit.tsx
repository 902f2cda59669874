// /admin/audit: the audit trail, for the admin team only.
import { AdminGate } from './admin';

export default function AdminAuditPage() {
  return <AdminGate audit />;
}
