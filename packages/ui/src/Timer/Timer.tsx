import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { useControllableState } from '../hooks/useControllableState.ts';
import { useDocumentHidden } from '../hooks/useDocumentHidden.ts';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts';
import * as styles from './Timer.css.ts';

export interface TimerMessages {
  start: string;
  pause: string;
  resume: string;
  reset: string;
  /** Shown and announced once when the time is up. */
  done: string;
  /** Accessible text of the remaining time, e.g. (m, s) => `${m} min ${s} s left` */
  remaining: (minutes: number, seconds: number) => string;
}

export interface TimerProps {
  /** Length in seconds; changing it resets the timer. */
  duration: number;
  /** What is being timed (accessible name of the group), e.g. the station's name. */
  label: string;
  running?: boolean;
  defaultRunning?: boolean;
  onRunningChange?: (running: boolean) => void;
  onDone?: () => void;
  /** Vibrate briefly when the time is up, where the device allows it (navigator.vibrate). */
  vibrate?: boolean;
  messages: TimerMessages;
  className?: string;
}

export type TimerState = 'idle' | 'running' | 'paused' | 'done';

/** Whole seconds as the clock shows them: minutes, a colon, two-digit seconds. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A short buzz, a pause, a short buzz: noticed in a pocket, not alarming. */
const vibration = [200, 100, 200];

/**
 * A countdown for one thing at a time, to be followed on a phone: the time left in large
 * figures with a quiet bar, one button that starts, pauses and resumes (its label says which),
 * and a reset.
 *
 * The time is read from the wall clock when started, resumed or paused, never counted in ticks:
 * a phone that suspends the page shows the true time left when it wakes, and the once-a-second
 * tick only redraws. Screen readers get the time left as text that changes on the whole minute
 * or on a pause, and the end once, in a polite live region: a figure read out every second would
 * drown everything else.
 */
export function Timer({
  duration,
  label,
  running,
  defaultRunning = false,
  onRunningChange,
  onDone,
  vibrate = false,
  messages,
  className,
}: TimerProps) {
  const [isRunning, setRunning] = useControllableState(running, defaultRunning, onRunningChange);
  const length = Math.max(0, duration) * 1000;
  // Time run before the current stretch, and when that stretch began (null while stopped).
  const clock = useRef<{ banked: number; since: number | null }>({ banked: 0, since: null });
  // A new object on every reading, so reading the same instant twice still redraws.
  const [reading, setReading] = useState<{ at: number }>({ at: 0 });
  const [done, setDone] = useState(false);
  const hidden = useDocumentHidden();
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  const vibrateRef = useRef(vibrate);
  vibrateRef.current = vibrate;

  const { banked, since } = clock.current;
  const elapsed = done ? length : banked + (since === null ? 0 : Math.max(0, reading.at - since));
  const leftMs = Math.max(0, length - elapsed);
  const left = Math.ceil(leftMs / 1000);
  const state: TimerState = done ? 'done' : isRunning ? 'running' : elapsed > 0 ? 'paused' : 'idle';

  // The clock follows the running state, whoever set it (the buttons or the page).
  useEffect(() => {
    const current = clock.current;
    if (isRunning && current.since === null && !done) {
      current.since = Date.now();
      setReading({ at: current.since });
    } else if (!isRunning && current.since !== null) {
      const now = Date.now();
      current.banked += now - current.since;
      current.since = null;
      setReading({ at: now });
    }
  }, [isRunning, done, reading]);

  // A new length starts over from it; a timer that was running keeps running.
  const lastDuration = useRef(duration);
  useEffect(() => {
    if (lastDuration.current === duration) return;
    lastDuration.current = duration;
    const now = Date.now();
    clock.current = { banked: 0, since: clock.current.since === null ? null : now };
    setDone(false);
    setReading({ at: now });
  }, [duration]);

  // Redraw on each whole second left, and at once when the page is seen again.
  useEffect(() => {
    const { banked: before, since: from } = clock.current;
    if (from === null || done) return;
    const remaining = length - (before + Date.now() - from);
    if (remaining <= 0) {
      clock.current = { banked: length, since: null };
      setDone(true);
      setRunning(false);
      onDoneRef.current?.();
      if (vibrateRef.current && typeof navigator !== 'undefined') navigator.vibrate?.(vibration);
      return;
    }
    const id = setTimeout(() => setReading({ at: Date.now() }), remaining % 1000 || 1000);
    return () => clearTimeout(id);
  }, [reading, done, hidden, length, setRunning]);

  useEffect(() => {
    if (!hidden) setReading({ at: Date.now() });
  }, [hidden]);

  // What a screen reader finds: the time left as of the last whole minute, pause or start.
  const minuteMark = Math.ceil(left / 60);
  const [spoken, setSpoken] = useState(left);
  useEffect(() => {
    setSpoken(left);
    // Only a new minute or a new state is worth new words; `left` alone changes every second.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [minuteMark, state]);

  const toggle = () => {
    if (state === 'done') {
      clock.current = { banked: 0, since: null };
      setDone(false);
      setRunning(true);
      setReading({ at: Date.now() });
      return;
    }
    setRunning(!isRunning);
  };

  const reset = () => {
    clock.current = { banked: 0, since: null };
    setDone(false);
    setRunning(false);
    setReading({ at: Date.now() });
  };

  const toggleLabel =
    state === 'running' ? messages.pause : state === 'paused' ? messages.resume : messages.start;

  return (
    <div
      role="group"
      aria-label={label}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={state}
    >
      <p className={styles.figure} aria-hidden="true">
        {formatClock(left)}
      </p>
      <span role="timer" className={visuallyHidden}>
        {messages.remaining(Math.floor(spoken / 60), spoken % 60)}
      </span>
      <div className={styles.track} aria-hidden="true">
        <div
          className={styles.fill}
          style={assignInlineVars({
            [styles.progress]: String(length > 0 ? Math.min(1, elapsed / length) : 1),
          })}
        />
      </div>
      <p className={styles.doneText} aria-live="polite">
        {done ? messages.done : ''}
      </p>
      <div className={styles.buttons}>
        <Button size="large" onClick={toggle}>
          {toggleLabel}
        </Button>
        <Button size="large" variant="secondary" onClick={reset}>
          {messages.reset}
        </Button>
      </div>
    </div>
  );
}
