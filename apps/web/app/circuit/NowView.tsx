import { circuitStation, facilities } from '@alento/content';
import type { CircuitPlan } from '@alento/content';
import { Button, Timer } from '@alento/ui';
import type { TimerMessages } from '@alento/ui';
import { useEffect, useRef, useState } from 'react';
import CircuitMap from './CircuitMap.tsx';
import * as styles from './Circuit.css.ts';
import { directionOnPlan } from './way.ts';
import { say, words } from './words.ts';

const { now } = words;

const timerMessages: TimerMessages = {
  start: now.timer.start,
  pause: now.timer.pause,
  resume: now.timer.resume,
  reset: now.timer.reset,
  done: now.timer.done,
  remaining: (minutes, seconds) => say(now.timer.remaining, { minutes, seconds }),
};

const positionOf = (id: string) => facilities.find((facility) => facility.id === id)?.position;

/** How to reach the next station from this one, from their places on the plan. */
function wayTo(from: string, to: string): string {
  const station = circuitStation(to).name;
  const start = positionOf(from);
  const end = positionOf(to);
  if (!start || !end) return say(now.wayUnknown, { station });
  const direction = directionOnPlan(start, end);
  return direction === null
    ? say(now.wayHere, { station })
    : say(now.way, { station, direction: now.directions[direction] });
}

export interface NowViewProps {
  plan: CircuitPlan;
  /** The step the guest is at. */
  step: number;
  onStepChange: (step: number) => void;
  onLeave: () => void;
}

/**
 * The circuit during the visit: the station the guest is at, its timer, the next station and the
 * way there, and the plan with the circuit on it. Its buttons are large, for wet hands.
 */
export default function NowView({ plan, step, onStepChange, onLeave }: NowViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [vibrate, setVibrate] = useState(false);
  const [canVibrate, setCanVibrate] = useState(false);
  const [finished, setFinished] = useState(false);
  useEffect(() => setCanVibrate(typeof navigator.vibrate === 'function'), []);
  // Each station's view starts at its heading, so a screen reader reads where the guest is now.
  useEffect(() => heading.current?.focus(), [step, finished]);

  const current = plan.steps[step];
  if (!current) return null;
  const station = circuitStation(current.station);
  const next = plan.steps[step + 1];
  const total = plan.steps.length;

  return (
    <div className={styles.now}>
      <h2 className={styles.nowHeading} ref={heading} tabIndex={-1}>
        {finished ? now.finished : station.name}
      </h2>
      {finished ? null : (
        <>
          <p className={styles.nowStep}>{say(now.stepOf, { position: step + 1, total })}</p>
          <Timer
            key={`${String(step)}:${current.station}`}
            duration={current.minutes * 60}
            label={station.name}
            vibrate={vibrate}
            messages={timerMessages}
          />
          {canVibrate ? (
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={vibrate}
                onChange={(event) => setVibrate(event.currentTarget.checked)}
              />
              {now.vibrate}
            </label>
          ) : null}
          <p className={styles.nowNext}>
            {next ? say(now.next, { station: circuitStation(next.station).name }) : now.last}
          </p>
          {next ? <p className={styles.nowWay}>{wayTo(current.station, next.station)}</p> : null}
        </>
      )}
      <div className={styles.nowActions}>
        {step > 0 && !finished ? (
          <Button variant="secondary" size="large" onClick={() => onStepChange(step - 1)}>
            {now.previous}
          </Button>
        ) : null}
        {finished ? null : next ? (
          <Button size="large" onClick={() => onStepChange(step + 1)}>
            {now.nextButton}
          </Button>
        ) : (
          <Button size="large" onClick={() => setFinished(true)}>
            {now.finish}
          </Button>
        )}
        <Button variant="ghost" size="large" onClick={onLeave}>
          {now.back}
        </Button>
      </div>
      <CircuitMap
        route={plan.steps.map((each) => each.station)}
        current={finished ? undefined : current.station}
        only
        label={now.planLabel}
      />
    </div>
  );
}
