import { useState } from 'react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished, vi } from 'vitest';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A field as a prerendered page has it when a guest gets there before the scripts: rendered to
 * HTML, `typed` set on its control the way a guest's typing sets it, then hydrated. `field`
 * renders the part under test, controlled by a value that starts empty; the returned spy hears
 * every `onValueChange`.
 */
export function hydrateTyped(
  field: (value: string, onValueChange: (value: string) => void) => ReactElement,
  typed: string,
) {
  const changes = vi.fn<(value: string) => void>();
  function Form() {
    const [value, setValue] = useState('');
    return field(value, (next) => {
      changes(next);
      setValue(next);
    });
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  const control = container.querySelector<Field>('input, textarea, select')!;
  control.value = typed;
  const root = hydrateRoot(container, <Form />);
  onTestFinished(() => {
    root.unmount();
    container.remove();
  });
  return { control, changes };
}
