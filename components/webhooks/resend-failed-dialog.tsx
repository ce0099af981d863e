'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useNow, useZone } from '@/components/ui/clock';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { controlProps, Field, Input } from '@/components/ui/field';
import { FormActions, FormError } from '@/components/ui/form-end';
import { DAY, formatDayMonth } from '@/lib/format/time';
import {
  RECOVER_WEBHOOK_DELIVERIES_MUTATION,
  UPDATE_WEBHOOK_ENDPOINT_MUTATION,
} from '@/lib/graphql-client/documents/webhooks';
import { userMessageFor } from '@/lib/graphql-client/errors';
import type { WebhookEndpointFieldsFragment } from '@/lib/graphql-client/generated/graphql';
import { useChangeMutation } from '@/lib/graphql-client/use-change-mutation';
import { EndpointUrl } from './endpoint-url';

const ID = 'resend-failed-since';

/** A day as the date picker holds it (`YYYY-MM-DD`), in the browser's time zone. */
function dayOf(at: Date): string {
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** What the reseller is told once it is done: the count, in words. */
export function resentText(count: number, since: string): string {
  if (count === 0) return `No failed deliveries since ${since} to send again.`;
  return `${count.toLocaleString('en')} failed ${count === 1 ? 'delivery' : 'deliveries'} since ${since} ${count === 1 ? 'is' : 'are'} queued again.`;
}

/**
 * "Resend failed since…": a day (by default the one the endpoint started failing, else a week ago), then
 * every failed delivery since its start in the viewer's zone is queued again, and the dialog says how many.
 * A disabled endpoint is enabled first (the service refuses to queue for a disabled one), and says so.
 */
/**
 * The card's "Resend failed since…" button while `offered` (the endpoint is not healthy), and its dialog while
 * open: the dialog stays when the endpoint turns healthy under it (enabling clears its failing state), so
 * that it can say how many deliveries were queued again.
 */
export function ResendFailedButton({
  endpoint,
  offered,
}: {
  endpoint: WebhookEndpointFieldsFragment;
  offered: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {offered ? (
        <Button
          size="sm"
          onClick={() => setOpen(true)}
          aria-label={`Resend failed deliveries to ${endpoint.url}`}
        >
          Resend failed since…
        </Button>
      ) : null}
      {open ? <ResendFailedDialog endpoint={endpoint} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ResendFailedDialog({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpointFieldsFragment;
  onClose: () => void;
}) {
  const zone = useZone();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [enable, enabling] = useChangeMutation(UPDATE_WEBHOOK_ENDPOINT_MUTATION);
  const [recover, recovering] = useChangeMutation(RECOVER_WEBHOOK_DELIVERIES_MUTATION);
  const now = useNow();
  const today = dayOf(new Date(now));
  const failingSince = endpoint.health.failingSince ? new Date(endpoint.health.failingSince) : null;
  const initial = dayOf(failingSince ?? new Date(now - 7 * DAY));

  // Shows every failure in the dialog itself, so the form's handler starts it without waiting (`void`).
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const day = String(new FormData(event.currentTarget).get('since') ?? '');
    // Midnight of that day where the browser is.
    const since = new Date(`${day}T00:00`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(since.getTime()) || day > today)
      return setError('Choose a day, today or before.');
    const { endpointId } = endpoint;
    try {
      if (!endpoint.enabled) await enable({ variables: { endpointId, enabled: true } });
      const { data } = await recover({ variables: { endpointId, since: since.toISOString() } });
      const words = formatDayMonth(since, { locale: zone.locale, timeZone: zone.timeZone ?? 'UTC' });
      setDone(resentText(data?.recoverWebhookDeliveries ?? 0, words));
    } catch (failure) {
      setError(userMessageFor(failure));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title="Resend failed deliveries"
        description="Every delivery to this endpoint that failed since the day you choose is queued again, with the same body and webhook-id."
        className="max-w-lg"
      >
        {done ? (
          <div className="flex flex-col gap-4">
            <p role="status" data-testid="resend-result">
              {done}
            </p>
            <div className="flex justify-end">
              <Button variant="primary" onClick={onClose}>
                Done
              </Button>
            </div>
          </div>
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
            <p className="text-sm">
              To <EndpointUrl url={endpoint.url} className="font-mono break-words" />
            </p>
            <Field id={ID} label="Failed since">
              <Input {...controlProps(ID)} type="date" name="since" defaultValue={initial} />
            </Field>
            {endpoint.enabled ? null : (
              <p className="text-sm text-muted">This endpoint is disabled: it is enabled again first.</p>
            )}
            <FormError message={error} />
            <FormActions
              onCancel={onClose}
              busy={enabling.loading || recovering.loading}
              label={endpoint.enabled ? 'Resend' : 'Enable and resend'}
              busyLabel="Queueing…"
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
