import { Icon } from '../Icon/Icon.tsx';
import { roundControl } from './control.css.ts';

interface StepButtonsProps {
  previousLabel: string;
  nextLabel: string;
  /** Called with -1 for previous, 1 for next. */
  onStep: (direction: -1 | 1) => void;
  /** The id of what they move, for `aria-controls`. */
  controls?: string;
}

/** Previous and next as round icon buttons, alike in every part that steps through pictures. */
export function StepButtons({ previousLabel, nextLabel, onStep, controls }: StepButtonsProps) {
  return (
    <>
      <button
        type="button"
        className={roundControl}
        aria-label={previousLabel}
        aria-controls={controls}
        onClick={() => onStep(-1)}
      >
        <Icon name="chevron-left" />
      </button>
      <button
        type="button"
        className={roundControl}
        aria-label={nextLabel}
        aria-controls={controls}
        onClick={() => onStep(1)}
      >
        <Icon name="chevron-right" />
      </button>
    </>
  );
}
