import type { PageAction } from '@alento/content';
import { Section } from '@alento/ui';
import type { SectionTone } from '@alento/ui';
import { Reveal } from '../lib/Reveal.tsx';
import { PageActions } from './PageActions.tsx';

/**
 * A page's last word: a centred heading, a sentence and the actions that lead on from the page,
 * revealed as they scroll into view unless `reveal` is false (pages whose closing stands still).
 */
export function ClosingSection({
  heading,
  text,
  actions,
  tone,
  reveal = true,
}: {
  heading: string;
  text: string;
  actions: readonly PageAction[];
  tone?: SectionTone;
  reveal?: boolean;
}) {
  const row = <PageActions actions={actions} align="center" />;
  return (
    <Section heading={heading} intro={text} tone={tone} align="center">
      {reveal ? <Reveal>{row}</Reveal> : row}
    </Section>
  );
}
