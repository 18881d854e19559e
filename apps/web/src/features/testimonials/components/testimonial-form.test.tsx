import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { readUserTestimonials } from '@/lib/user-testimonials';
import { submitTestimonial } from './api/submit-testimonial';
import { TestimonialForm } from './testimonial-form';

vi.mock('./api/submit-testimonial', () => ({ submitTestimonial: vi.fn() }));
vi.mock('@/lib/session', () => ({ useSession: () => ({ status: 'authenticated', user: { id: 'u1' } }) }));

const submit = vi.mocked(submitTestimonial);
const textBox = () => screen.getByRole('textbox', { name: 'Your testimonial' });
const submitButton = () => screen.getByRole('button', { name: 'Submit testimonial' });

beforeEach(() => {
  submit.mockReset();
  localStorage.clear();
});

describe('TestimonialForm', () => {
  it('defaults to 5 stars and changes the rating by click and keyboard', async () => {
    const user = userEvent.setup();
    render(<TestimonialForm />);
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
    const user = userEvent.setup();
    render(<TestimonialForm />);
    await user.click(submitButton());
    expect(screen.getByText('Please enter your testimonial text')).toBeInTheDocument();
    expect(textBox()).toHaveAttribute('aria-invalid', 'true');
    expect(textBox()).toHaveFocus();
    await user.type(textBox(), '   ');
    await user.click(submitButton());
    expect(screen.getByText('Please enter your testimonial text')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('counts characters and stops at 1,000', async () => {
    const user = userEvent.setup();
    render(<TestimonialForm />);
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
    submit.mockResolvedValue({
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
    render(<TestimonialForm />);
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(textBox(), '  Brilliant  ');
    await user.click(submitButton());
    expect(submit).toHaveBeenCalledWith({ content: 'Brilliant', rating: 4 });
    expect(await screen.findByRole('status')).toHaveTextContent(/Thank you for your testimonial!/);
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
    submit.mockRejectedValueOnce(
      new ApiError(
        429,
        'You can submit up to 5 testimonials a day. Please try again tomorrow.',
        'RATE_LIMITED',
      ),
    );
    submit.mockRejectedValueOnce(new Error('boom'));
    render(<TestimonialForm />);
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
