import { circuitStation, stepMinutes } from '@alento/content';
import type { CircuitPlan, CircuitWarning } from '@alento/content';
import { SortableList } from '@alento/ui';
import type { SortableListMessages } from '@alento/ui';
import { useState } from 'react';
import * as styles from './Circuit.css.ts';
import { say, words } from './words.ts';

const { plan: planWords, kinds } = words;

const messages: SortableListMessages = {
  handle: (station) => say(planWords.handle, { station }),
  moveUp: (station) => say(planWords.moveUp, { station }),
  moveDown: (station) => say(planWords.moveDown, { station }),
  moved: (station, position, total) => say(planWords.moved, { station, position, total }),
  pickedUp: (station, position, total) => say(planWords.pickedUp, { station, position, total }),
  dropped: (station, position, total) => say(planWords.dropped, { station, position, total }),
  cancelled: (station) => say(planWords.cancelled, { station }),
};

export interface PlanStepsProps {
  plan: CircuitPlan;
  warnings: readonly CircuitWarning[];
  onMove: (from: number, to: number) => void;
  onMinutes: (index: number, minutes: number) => void;
  onRemove: (index: number) => void;
}

/**
 * Each step's key: its station, and which visit to that station it is. A key stays with its
 * step when the step moves, so focus stays on the row the guest is moving.
 */
function stepKeys(plan: CircuitPlan): string[] {
  const seen = new Map<string, number>();
  return plan.steps.map((step) => {
    const visit = (seen.get(step.station) ?? 0) + 1;
    seen.set(step.station, visit);
    return `${step.station}#${String(visit)}`;
  });
}

const stationOfKey = (key: string) => key.slice(0, key.indexOf('#'));

/**
 * The guest's circuit, in order: each step's station, kind of round, minutes and the warnings
 * about it, moved by its handle, by keyboard or by its buttons.
 */
export function PlanSteps({ plan, warnings, onMove, onMinutes, onRemove }: PlanStepsProps) {
  const keys = stepKeys(plan);
  const indexOf = (key: string) => keys.indexOf(key);
  return (
    <SortableList
      className={styles.steps}
      label={planWords.listLabel}
      value={keys}
      onValueChange={(_, { from, to }) => onMove(from, to)}
      itemName={(key) => circuitStation(stationOfKey(key)).name}
      messages={messages}
      renderItem={(key) => {
        const index = indexOf(key);
        const step = plan.steps[index];
        if (!step) return null;
        return (
          <StepRow
            index={index}
            name={circuitStation(step.station).name}
            kind={kinds[circuitStation(step.station).kind]}
            minutes={step.minutes}
            warnings={warnings.filter((warning) => warning.steps[0] === index)}
            onMinutes={onMinutes}
            onRemove={onRemove}
          />
        );
      }}
    />
  );
}

interface StepRowProps {
  index: number;
  name: string;
  kind: string;
  minutes: number;
  warnings: readonly CircuitWarning[];
  onMinutes: (index: number, minutes: number) => void;
  onRemove: (index: number) => void;
}

function StepRow({ index, name, kind, minutes, warnings, onMinutes, onRemove }: StepRowProps) {
  // What the guest is typing, kept until it is a whole number of minutes again.
  const [draft, setDraft] = useState<string | null>(null);
  const id = `circuit-step-${String(index)}`;
  return (
    <div className={styles.step}>
      <div className={styles.stepHead}>
        <span className={styles.stepName}>{name}</span>
        <span className={styles.kind}>{kind}</span>
      </div>
      <div className={styles.stepControls}>
        <label className={styles.minutesLabel} htmlFor={`${id}-minutes`}>
          {planWords.minutes}
        </label>
        <input
          id={`${id}-minutes`}
          className={styles.minutes}
          type="number"
          inputMode="numeric"
          min={stepMinutes.min}
          max={stepMinutes.max}
          step={1}
          aria-label={say(planWords.minutesAt, { station: name })}
          aria-describedby={warnings.length > 0 ? `${id}-warnings` : undefined}
          value={draft ?? String(minutes)}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            setDraft(typed);
            const value = Number(typed);
            if (typed !== '' && Number.isFinite(value)) onMinutes(index, value);
          }}
          onBlur={() => setDraft(null)}
        />
        <button
          type="button"
          className={styles.remove}
          aria-label={say(planWords.removeStation, { station: name })}
          onClick={() => onRemove(index)}
        >
          {planWords.remove}
        </button>
      </div>
      {warnings.length > 0 ? (
        <ul className={styles.stepWarnings} id={`${id}-warnings`}>
          {warnings.map((warning) => (
            <li key={warning.kind}>{warning.text}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
