import { useState } from 'react';
import { ApiCallError } from '../../lib/api/client.ts';
import { revealPhone } from '../../lib/api/sellers.ts';
import { useSession } from '../../stores/use-session.ts';
import { openAuthModal } from '../../stores/auth-modal.ts';

type Props = {
  sellerId: number;
  /** Whether the seller shows a phone at all (the profile's has_phone). */
  hasPhone: boolean;
  labels: { signIn: string; none: string; show: string; failed: string; tooMany: string };
};

/**
 * The seller's phone on Seller Information: Show Number for signed-in viewers, which reveals it through the
 * rate-limited call (nothing is fetched before the press); visitors are asked to sign in.
 */
export default function SellerPhone({ sellerId, hasPhone, labels }: Props) {
  const session = useSession();
  const [phone, setPhone] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const show = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      setPhone(await revealPhone(sellerId));
    } catch (err) {
      setError(err instanceof ApiCallError && err.body.message_status === 'TOO_MANY_REQUESTS' ? labels.tooMany : labels.failed);
    } finally {
      setBusy(false);
    }
  };

  if (!hasPhone) return <span>{labels.none}</span>;
  if (!session.restored) return <span aria-busy="true">…</span>;
  if (!session.isAuthenticated) {
    return (
      <button type="button" className="link-btn" onClick={() => openAuthModal('login')}>
        {labels.signIn}
      </button>
    );
  }
  if (phone === undefined) {
    return (
      <>
        <button type="button" className="link-btn" onClick={show} disabled={busy} aria-busy={busy}>
          {labels.show}
        </button>
        {error && (
          <span className="field-error" role="alert">
            {' '}
            {error}
          </span>
        )}
      </>
    );
  }
  if (!phone) return <span>{labels.none}</span>;
  return <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>;
}
