'use client';

import { useState } from 'react';
import { Allowed } from '@/components/auth/permissions';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import {
  EndpointHealthStatus,
  type WebhookEndpointFieldsFragment,
} from '@/lib/graphql-client/generated/graphql';
import { DeleteEndpointButton } from './delete-endpoint-button';
import { EditEndpointDialog } from './edit-endpoint-dialog';
import { EndpointSummary } from './endpoint-summary';
import { ResendFailedButton } from './resend-failed-dialog';
import { RotateSecretButton } from './rotate-secret-button';
import { sentText, useSendTest } from './use-send-test';
import { useToggleEnabled } from './use-toggle-enabled';

/** One endpoint: its address, what it is for, its health in words, and what can be done with it. */
export function EndpointCard({
  endpoint,
  selected,
  onSelect,
}: {
  endpoint: WebhookEndpointFieldsFragment;
  selected: boolean;
  onSelect: () => void;
}) {
  const { sendTest, sending, message: sent } = useSendTest(endpoint.endpointId, onSelect);
  const { toggle, toggling, message: toggled } = useToggleEnabled(endpoint);
  const [editing, setEditing] = useState(false);
  const message = toggled ?? (sent ? { ...sent, text: sentText(sent, selected) } : null);
  return (
    <li
      data-testid="webhook-endpoint"
      className={cn('rounded-lg border bg-surface p-4', selected ? 'border-accent/60' : 'border-line')}
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <EndpointSummary endpoint={endpoint} />
        <div className="flex flex-wrap items-center gap-2 md:justify-end">
          <Button
            size="sm"
            variant={selected ? 'primary' : 'secondary'}
            aria-pressed={selected}
            onClick={onSelect}
          >
            Deliveries
          </Button>
          <Allowed mutation="sendTestWebhook">
            <Button size="sm" disabled={sending || !endpoint.enabled} onClick={() => void sendTest()}>
              {sending ? 'Sending…' : 'Send test'}
            </Button>
          </Allowed>
          <Allowed mutation="updateWebhookEndpoint">
            <Button size="sm" onClick={() => setEditing(true)} aria-label={`Edit endpoint ${endpoint.url}`}>
              Edit
            </Button>
            <Button
              size="sm"
              disabled={toggling}
              onClick={() => void toggle()}
              aria-label={`${endpoint.enabled ? 'Disable' : 'Enable'} endpoint ${endpoint.url}`}
            >
              {endpoint.enabled ? 'Disable' : 'Enable'}
            </Button>
          </Allowed>
          <Allowed mutation="recoverWebhookDeliveries">
            <ResendFailedButton
              endpoint={endpoint}
              offered={endpoint.health.status !== EndpointHealthStatus.Healthy}
            />
          </Allowed>
          <Allowed mutation="rotateWebhookSecret">
            <RotateSecretButton endpoint={endpoint} />
          </Allowed>
          <Allowed mutation="deleteWebhookEndpoint">
            <DeleteEndpointButton endpoint={endpoint} />
          </Allowed>
        </div>
      </div>
      {/* Present while empty, so that what it says later is announced; it takes no room until then. */}
      <p
        aria-live="polite"
        className={cn('text-sm not-empty:mt-3', message?.failed ? 'text-danger' : 'text-muted')}
      >
        {message?.text}
      </p>
      {editing ? <EditEndpointDialog endpoint={endpoint} onClose={() => setEditing(false)} /> : null}
    </li>
  );
}
