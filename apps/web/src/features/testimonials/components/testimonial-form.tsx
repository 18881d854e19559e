import { LIMITS, MESSAGES } from '@promptsmith/contract';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { addUserTestimonial } from '../lib/user-testimonials';
import { useSubmitTestimonial } from '../api/submit-testimonial';
import { StarRatingInput } from './star-rating-input';

/**
 * The profile's Testimonials tab: a 1-5 rating (default 5) and up to 1,000 characters of
 * text. After a successful submission it thanks the user, remembers the testimonial locally
 * so the home carousel shows it at once, and offers to write another.
 */
export function TestimonialForm() {
  const { user } = useSession();
  const [rating, setRating] = useState<number>(LIMITS.ratingDefault);
  const [content, setContent] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const submission = useSubmitTestimonial({
    onSuccess: ({ testimonial: t }) =>
      addUserTestimonial({
        id: t.id,
        userId: user?.id,
        content: t.content,
        author: t.author,
        role: t.role,
        rating: t.rating,
        date: t.createdAt,
      }),
  });
  const textRef = useRef<HTMLTextAreaElement>(null);
  const ratingLabelId = useId();
  const counterId = useId();
  const error = submission.error ? errorMessage(submission.error, MESSAGES.testimonialFailed) : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.isPending) return;
    submission.reset();
    if (!content.trim()) {
      setFieldError(MESSAGES.testimonialRequired);
      textRef.current?.focus();
      return;
    }
    setFieldError(null);
    submission.mutate({ content: content.trim(), rating });
  }

  function startAnother() {
    submission.reset();
    setContent('');
    setRating(LIMITS.ratingDefault);
  }

  if (submission.isSuccess) {
    return (
      <div className="flex flex-col items-start gap-4" data-testid="testimonial-thanks">
        <div role="status" className="flex items-start gap-3">
          <CheckCircle2
            className="mt-0.5 size-6 shrink-0 text-emerald-600 dark:text-emerald-400"
            aria-hidden="true"
          />
          <div>
            <h2 className="text-lg font-semibold">Thank you!</h2>
            <p className="mt-1 text-slate-700 dark:text-slate-300">{submission.data.message}</p>
          </div>
        </div>
        <Button variant="secondary" onClick={startAnother}>
          Submit another testimonial
        </Button>
      </div>
    );
  }

  const remaining = LIMITS.testimonialMaxChars - content.length;
  return (
    <form className="flex max-w-2xl flex-col gap-5" onSubmit={onSubmit} noValidate>
      <div>
        <h2 className="text-lg font-semibold">Share your experience</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Tell others how Promptsmith helps you. Testimonials appear on the home page after a quick review.
        </p>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-col gap-1.5">
        <span id={ratingLabelId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          Your rating
        </span>
        <StarRatingInput value={rating} onChange={setRating} labelledBy={ratingLabelId} />
      </div>
      <Field label="Your testimonial" error={fieldError}>
        {(props) => (
          <>
            <Textarea
              {...props}
              ref={textRef}
              rows={6}
              maxLength={LIMITS.testimonialMaxChars}
              aria-describedby={[props['aria-describedby'], counterId].filter(Boolean).join(' ')}
              placeholder="What do you like about Promptsmith?"
              value={content}
              onChange={(e) => {
                setContent(e.target.value);
                if (fieldError && e.target.value.trim()) setFieldError(null);
              }}
            />
            <p
              id={counterId}
              className="self-end text-xs text-slate-600 tabular-nums dark:text-slate-400"
              data-testid="testimonial-counter"
            >
              {content.length} / {LIMITS.testimonialMaxChars} characters
              <span className="sr-only">, {remaining} remaining</span>
            </p>
          </>
        )}
      </Field>
      <div>
        <Button type="submit" loading={submission.isPending}>
          {submission.isPending ? 'Submitting...' : 'Submit testimonial'}
        </Button>
      </div>
    </form>
  );
}
