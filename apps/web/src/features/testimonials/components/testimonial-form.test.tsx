import {
  TestimonialSubmitRequest,
  TestimonialSubmitResponse,
  type TestimonialSubmitResponse as SubmitReply,
} from '@promptsmith/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, serve } from '@/testing/fake-api';
import { renderWithProviders, testUser } from '@/testing/render';
import { readUserTestimonials } from '../lib/user-testimonials';
import { TestimonialForm } from './testimonial-form';

const textBox = () => screen.getByRole('textbox', { name: 'Your testimonial' });
const submitButton = () => screen.getByRole('button', { name: 'Submit testimonial' });
const renderForm = () => renderWithProviders(<TestimonialForm />, { user: testUser({ id: 'u1' }) });

/** Serves the submissions in turn: a reply body, or a function making an error Response. */
function serveSubmit(...replies: (SubmitReply | (() => Response))[]) {
  let call = 0;
  return serve(
    'post',
    '/api/testimonials/submit',
    { request: TestimonialSubmitRequest, response: TestimonialSubmitResponse },
    () => {
      const reply = replies[Math.min(call++, replies.length - 1)];
      if (!reply) throw new Error('serveSubmit needs a reply');
      return typeof reply === 'function' ? reply() : reply;
    },
  );
}

describe('TestimonialForm', () => {
  it('defaults to 5 stars and changes the rating by click and keyboard', async () => {
    const user = userEvent.setup();
    renderForm();
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '2 stars' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('radio', { name: '1 star' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '1 star' })).toBeChecked();
    await user.keyboard('{End}');
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    // Only the chosen star is in the tab order.
    expect(screen.getAllByRole('radio').filter((r) => r.tabIndex === 0)).toHaveLength(1);
  });

  it('refuses empty or whitespace text with the spec message and sends nothing', async () => {
    const served = serveSubmit(() => apiError(500, 'INTERNAL', 'unexpected'));
    const user = userEvent.setup();
    renderForm();
    await user.click(submitButton());
    expect(screen.getByText('Please enter your testimonial text')).toBeInTheDocument();
    expect(textBox()).toHaveAttribute('aria-invalid', 'true');
    expect(textBox()).toHaveFocus();
    await user.type(textBox(), '   ');
    await user.click(submitButton());
    expect(screen.getByText('Please enter your testimonial text')).toBeInTheDocument();
    expect(served.requests).toEqual([]);
  });

  it('counts characters and stops at 1,000', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByTestId('testimonial-counter')).toHaveTextContent('0 / 1000 characters');
    await user.type(textBox(), 'Hello');
    expect(screen.getByTestId('testimonial-counter')).toHaveTextContent('5 / 1000 characters, 995 remaining');
    expect(textBox()).toHaveAttribute('maxLength', '1000');
    expect(textBox().getAttribute('aria-describedby')).toContain(
      screen.getByTestId('testimonial-counter').id,
    );
  });

  it('submits, thanks the user, remembers the testimonial, and offers another', async () => {
    const user = userEvent.setup();
    const served = serveSubmit({
      message: 'Thank you for your testimonial! It will appear on the home page once it has been reviewed.',
      testimonial: {
        id: 't1',
        content: 'Brilliant',
        author: 'Ada',
        role: null,
        rating: 4,
        createdAt: '2030-01-01T00:00:00.000Z',
        status: 'pending',
      },
    });
    renderForm();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(textBox(), '  Brilliant  ');
    await user.click(submitButton());
    expect(await screen.findByRole('status')).toHaveTextContent(/Thank you for your testimonial!/);
    expect(served.requests).toEqual([{ content: 'Brilliant', rating: 4 }]);
    expect(readUserTestimonials()).toEqual([
      {
        id: 't1',
        userId: 'u1',
        content: 'Brilliant',
        author: 'Ada',
        role: null,
        rating: 4,
        date: '2030-01-01T00:00:00.000Z',
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Submit another testimonial' }));
    expect(textBox()).toHaveValue('');
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
  });

  it('shows the server’s message, or the fallback when there is none', async () => {
    const user = userEvent.setup();
    serveSubmit(
      () =>
        apiError(
          429,
          'RATE_LIMITED',
          'You can submit up to 5 testimonials a day. Please try again tomorrow.',
        ),
      () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 }),
    );
    renderForm();
    await user.type(textBox(), 'Again');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can submit up to 5 testimonials a day. Please try again tomorrow.',
    );
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to submit testimonial. Please try again.',
    );
    expect(textBox()).toHaveValue('Again');
    expect(readUserTestimonials()).toEqual([]);
  });
});
