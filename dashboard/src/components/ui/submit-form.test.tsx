import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Input } from './form-controls.tsx';
import { SubmitForm } from './submit-form.tsx';

describe('a form the server draws for a signed-in player (a lobby map’s flag, its room)', () => {
  it('keeps its fields closed until the script runs, so nothing typed is lost to hydration', () => {
    const html = renderToString(
      <SubmitForm aria-label="Flag" onSubmit={() => undefined}>
        <Input id="reason" aria-label="Reason" />
      </SubmitForm>,
    );
    expect(html).toMatch(/^<form aria-label="Flag"><fieldset disabled="" class="contents"><input /);
  });
});
