// Template substitution of payload placeholders.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { missingVariables, renderTemplate } from '../../src/workflow/template.js';

describe('workflow template', () => {
  it('fills nested payload paths as plain text, verbatim', () => {
    const payload = { user: { name: '<b>Ada</b>' }, count: 3, ok: true, tags: ['a'] };
    assert.equal(
      renderTemplate(
        '{{payload.user.name}} has {{ payload.count }} ({{payload.ok}}) {{payload.tags}}',
        payload,
      ),
      '<b>Ada</b> has 3 (true) ["a"]',
    );
  });

  it('renders missing values as empty text and leaves other placeholders alone', () => {
    assert.equal(
      renderTemplate('Hi {{payload.name}} {{subscriber.firstName}}', { name: null }),
      'Hi  {{subscriber.firstName}}',
    );
  });

  it('substitutes once: a value that looks like a placeholder stays as it is', () => {
    assert.equal(renderTemplate('{{payload.a}}', { a: '{{payload.b}}', b: 'no' }), '{{payload.b}}');
  });

  it('reads own properties only', () => {
    assert.equal(renderTemplate('[{{payload.constructor}}][{{payload.toString}}]', {}), '[][]');
  });

  it('lists the missing variables once each, in order of use', () => {
    assert.deepEqual(
      missingVariables(['{{payload.b}} {{payload.a}}', '{{payload.b}} {{payload.c.d}}'], { a: 1, c: {} }),
      ['b', 'c.d'],
    );
  });
});
