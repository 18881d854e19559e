import { render, screen } from '@testing-library/react';
import { createElement } from 'preact';
import * as React from 'react';
import { expect, test } from 'vitest';

// The build aliases React to Preact (apps/web/preact-alias.ts); the tests must render with the
// same runtime, Testing Library included, or they would pass against a React the app never runs.
test('screens under test render with Preact, as in the build', () => {
  expect(React.createElement).toBe(createElement);
  const { container } = render(<p>rendered</p>);
  expect(screen.getByText('rendered')).toBeInTheDocument();
  // Preact keeps the root's virtual tree on the container (`__k`); React DOM does not.
  expect(Object.keys(container)).toContain('__k');
});
