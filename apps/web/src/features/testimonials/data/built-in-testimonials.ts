import { type BuiltInTestimonial } from '../lib/merge-testimonials';

/** The five testimonials every visitor sees first (spec: five built-in). */
export const BUILT_IN_TESTIMONIALS: readonly BuiltInTestimonial[] = [
  {
    id: 'builtin-1',
    content:
      'I used to rewrite the same prompt five times before ChatGPT understood me. Now I paste my rough idea once and get a prompt that works the first time.',
    author: 'Sarah Chen',
    role: 'Content Strategist',
    rating: 5,
  },
  {
    id: 'builtin-2',
    content:
      'Comparing the Claude and Gemini versions side by side taught me more about prompting than any course. The structure it adds is exactly what each model likes.',
    author: 'Marcus Johnson',
    role: 'Software Engineer',
    rating: 5,
  },
  {
    id: 'builtin-3',
    content:
      'The templates are my starting point for every lesson plan. I fill in the brackets, optimize, and the answers from the AI are far more focused.',
    author: 'Priya Patel',
    role: 'High School Teacher',
    rating: 4,
  },
  {
    id: 'builtin-4',
    content:
      'Our team standardised on Promptsmith for customer-support drafts. Clear roles, constraints and output formats mean fewer edits before anything goes out.',
    author: 'David Okafor',
    role: 'Support Team Lead',
    rating: 5,
  },
  {
    id: 'builtin-5',
    content:
      'I write in three languages and switch assistants all the time. Having one place that knows how each of them wants to be asked saves me hours every week.',
    author: 'Elena Rossi',
    role: 'Freelance Translator',
    rating: 5,
  },
];
