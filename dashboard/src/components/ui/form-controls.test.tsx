import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field, Input } from './form-controls.tsx';

describe('a form field tells screen readers what describes its control', () => {
  it('ties the hint to the control and marks a required field', () => {
    const html = renderToString(
      <Field id="pw" label="Password" hint="At least 8 characters." required>
        <Input id="pw" />
      </Field>,
    );
    expect(html).toContain('aria-describedby="pw-hint"');
    expect(html).toContain('aria-required="true"');
    expect(html).toContain('<p id="pw-hint" class="text-xs text-slate-400">At least 8 characters.</p>');
    // The star is beside the label, so the field is named "Password", not "Password *"; the label's id
    // lets a control add to its name (a date button: "Start date 28 Nov 2026").
    expect(html).toMatch(
      /<label id="pw-label" for="pw">Password<\/label><span class="text-red-300" aria-hidden="true"> \*<\/span>/,
    );
  });

  it('ties the error in place of the hint, and keeps what the control already pointed at', () => {
    const html = renderToString(
      <Field id="name" label="Event name" hint="Shown on the poster." error="Event name is required">
        <Input id="name" aria-describedby="counter" />
      </Field>,
    );
    expect(html).toContain('aria-describedby="counter name-error"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain(
      '<p id="name-error" role="alert" class="text-xs font-medium text-red-300">Event name is required</p>',
    );
    expect(html).not.toContain('Shown on the poster.');
    expect(html).not.toContain('aria-required');
  });

  it('marks a control the browser itself requires', () => {
    const html = renderToString(
      <Field id="email" label="Email">
        <Input id="email" required />
      </Field>,
    );
    expect(html).toContain('aria-required="true"');
    expect(html).toContain(' *</span>');
  });

  it("names the control inside a wrapper, not the wrapper, and gives a control without an id the label's", () => {
    const wrapped = renderToString(
      <Field id="find" label="Find a player">
        <div className="relative">
          <Input id="find" type="search" />
        </div>
      </Field>,
    );
    expect(wrapped.match(/id="find"/g)).toHaveLength(1);
    expect(wrapped).toContain('<div class="relative"><input ');
    const bare = renderToString(
      <Field id="seconds" label="Seconds per step">
        <Input type="number" />
      </Field>,
    );
    expect(bare).toMatch(/<input [^>]*id="seconds"/);
  });
});
