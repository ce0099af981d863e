import { Badge } from '@/components/ui/badge';
import { CustomerStatus } from '@/lib/graphql-client/generated/graphql';

/** Active or suspended, in words as well as colour. */
export function CustomerStatusBadge({ status }: { status: CustomerStatus }) {
  return status === CustomerStatus.Suspended ? (
    <Badge tone="warning">Suspended</Badge>
  ) : (
    <Badge tone="success">Active</Badge>
  );
}
