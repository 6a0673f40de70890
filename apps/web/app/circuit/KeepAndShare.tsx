import { planToSearch } from '@alento/content';
import type { CircuitPlan } from '@alento/content';
import { Button, ButtonLink } from '@alento/ui';
import { useEffect, useState } from 'react';
import * as styles from './Circuit.css.ts';
import { words } from './words.ts';

const { keep } = words;

export interface KeepAndShareProps {
  plan: CircuitPlan;
  /** Whether the device keeps the plan; null before the first write. */
  kept: boolean | null;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * What becomes of the circuit: kept on the device (said, or said that it is not), a link to copy
 * or share, printing, and a spa day request that carries it.
 */
export function KeepAndShare({ plan, kept }: KeepAndShareProps) {
  const search = planToSearch(plan);
  // The address is the browser's: the prerendered page has none, and shows the link once hydrated.
  const [link, setLink] = useState('');
  const [copy, setCopy] = useState<CopyState>('idle');
  const [canShare, setCanShare] = useState(false);
  useEffect(() => {
    setLink(`${window.location.origin}${window.location.pathname}${search}`);
    setCopy('idle');
  }, [search]);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: keep.shareTitle, url: link });
    } catch {
      // The guest closed the share sheet, or the device refused: the link is still on the page.
    }
  };

  return (
    <div className={styles.keep}>
      <p className={styles.kept} role="status">
        {kept === null ? null : kept ? keep.kept : keep.notKept}
      </p>
      <div className={styles.linkRow}>
        <label className={styles.minutesLabel} htmlFor="circuit-link">
          {keep.link}
        </label>
        <input
          id="circuit-link"
          className={styles.link}
          type="url"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void copyLink()}>
          {keep.copy}
        </Button>
        {canShare ? (
          <Button variant="secondary" onClick={() => void share()}>
            {keep.share}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => window.print()}>
          {keep.print}
        </Button>
        <ButtonLink href={`/booking/spa${search}`}>{keep.request}</ButtonLink>
      </div>
      <p className={styles.copyStatus} role="status">
        {copy === 'copied' ? keep.copied : copy === 'failed' ? keep.copyFailed : null}
      </p>
    </div>
  );
}
