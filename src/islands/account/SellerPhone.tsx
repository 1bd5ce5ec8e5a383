import { useEffect, useState, useSyncExternalStore } from 'react';
import { useStore } from '@nanostores/react';
import { apiCall } from '../../lib/api/client.ts';
import { $session, loadSession } from '../../stores/session.ts';
import { openAuthModal } from '../../stores/auth-modal.ts';

const noopSubscribe = () => () => undefined;
/** false on the server and while hydrating, true afterwards: the session is only known in the browser. */
const useMounted = () => useSyncExternalStore(noopSubscribe, () => true, () => false);

type Props = { sellerId: number; labels: { signIn: string; none: string } };

/** The seller's phone on Seller Information: shown only to signed-in viewers (the profile call returns it then). */
export default function SellerPhone({ sellerId, labels }: Props) {
  const session = useStore($session);
  const mounted = useMounted();
  const [phone, setPhone] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    loadSession();
  }, []);

  useEffect(() => {
    if (!session.isAuthenticated) return;
    let live = true;
    apiCall<{ phone: string | null }>(`/seller/profile/${sellerId}`)
      .then((res) => live && setPhone(res.data?.phone?.trim() || null))
      .catch(() => live && setPhone(null));
    return () => {
      live = false;
    };
  }, [session.isAuthenticated, sellerId]);

  if (!mounted) return <span aria-busy="true">…</span>;
  if (!session.isAuthenticated) {
    return (
      <button type="button" className="link-btn" onClick={() => openAuthModal('login')}>
        {labels.signIn}
      </button>
    );
  }
  if (phone === undefined) return <span aria-busy="true">…</span>;
  if (!phone) return <span>{labels.none}</span>;
  return <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>;
}
