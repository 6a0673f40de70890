import {
  activityLevels,
  conciergePage,
  socialPreferences,
  temperaturePreferences,
  wellnessGoals,
  wellnessSliders,
} from '@alento/content';
import type {
  ActivityLevel,
  AssessmentAnswers,
  SocialPreference,
  TemperaturePreference,
  WellnessGoal,
} from '@alento/content';
import { assessmentSlider, chrome } from '@alento/content';
import { Button, CheckboxGroup, Select, Slider, TextArea } from '@alento/ui';
import { sanitizeInput } from '@alento/validation';
import { memo } from 'react';
import type { FormEvent } from 'react';
import * as styles from './Concierge.css.ts';

const copy = conciergePage.assessment;
const goalOptions = wellnessGoals.map((goal) => ({ value: goal, label: goal }));

/**
 * The wellness assessment. Its answers live in the page, so they survive moving between tabs;
 * nothing is required (the spec gives it no validation) and nothing leaves the browser.
 */
export const Assessment = memo(function Assessment({
  answers,
  onAnswersChange,
  onSubmit,
}: {
  answers: AssessmentAnswers;
  onAnswersChange: (answers: AssessmentAnswers) => void;
  /** Called with the answers as they stand when the guest submits. */
  onSubmit: (answers: AssessmentAnswers) => void;
}) {
  const set = <K extends keyof AssessmentAnswers>(key: K, value: AssessmentAnswers[K]) =>
    onAnswersChange({ ...answers, [key]: value });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(answers);
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="assessment-heading">
      <div className={styles.formIntro}>
        <h3 id="assessment-heading" className={styles.panelHeading}>
          {copy.heading}
        </h3>
        <p className={styles.duration}>{copy.duration}</p>
      </div>
      <CheckboxGroup
        label={copy.goalsLabel}
        hint={copy.goalsHint}
        name="goals"
        layout="grid"
        options={goalOptions}
        value={answers.goals}
        onValueChange={(goals) => set('goals', goals as WellnessGoal[])}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{copy.slidersLabel}</legend>
        <div className={styles.sliders}>
          {wellnessSliders.map((slider) => (
            <Slider
              key={slider.id}
              name={slider.id}
              label={slider.label}
              hint={copy.sliderHint(slider.low, slider.high)}
              min={assessmentSlider.min}
              max={assessmentSlider.max}
              value={answers.sliders[slider.id]}
              onValueChange={(value) => set('sliders', { ...answers.sliders, [slider.id]: value })}
              formatValue={(value) => chrome.position(value, assessmentSlider.max)}
              decrementLabel={copy.decrease(slider.label)}
              incrementLabel={copy.increase(slider.label)}
            />
          ))}
        </div>
      </fieldset>
      <div className={styles.selects}>
        <Select
          label={copy.temperatureLabel}
          name="temperature"
          options={temperaturePreferences}
          value={answers.temperature}
          onValueChange={(value) => set('temperature', value as TemperaturePreference)}
        />
        <Select
          label={copy.activityLabel}
          name="activity"
          options={activityLevels}
          value={answers.activity}
          onValueChange={(value) => set('activity', value as ActivityLevel)}
        />
        <Select
          label={copy.socialLabel}
          name="social"
          options={socialPreferences}
          value={answers.social}
          onValueChange={(value) => set('social', value as SocialPreference)}
        />
      </div>
      <TextArea
        label={copy.notesLabel}
        hint={copy.notesHint}
        name="notes"
        rows={4}
        maxLength={copy.notesMaxLength}
        value={answers.notes}
        onValueChange={(value) => set('notes', sanitizeInput(value))}
      />
      <div>
        <Button type="submit" icon="arrow-right" iconPosition="trailing">
          {copy.submit}
        </Button>
      </div>
    </form>
  );
});
