import type { QuestionText } from './types';

/**
 * Questions that only make sense for one subject: a recipe wants the diet and the time, a
 * workout the goal and the equipment. A language without them falls back to the generic ones.
 */
export type DomainSlot =
  | 'diet'
  | 'cooking-time'
  | 'servings'
  | 'fitness-goal'
  | 'experience'
  | 'equipment'
  | 'budget'
  | 'interests'
  | 'product'
  | 'channel'
  | 'job-posting';

const EN: Readonly<Record<DomainSlot, QuestionText>> = {
  diet: {
    question: 'Any dietary needs?',
    options: ['None', 'Vegetarian', 'Vegan', 'Gluten-free', 'Dairy-free'],
    label: 'Dietary needs',
    multiple: true,
  },
  'cooking-time': {
    question: 'How much time do you have to cook?',
    options: ['15 minutes', '30 minutes', 'An hour or more'],
    label: 'Cooking time',
  },
  servings: { question: 'For how many people?', options: ['1', '2', '4', '6 or more'], label: 'Servings' },
  'fitness-goal': {
    question: 'What is your main goal?',
    options: ['Lose fat', 'Build strength', 'Improve endurance', 'Stay active'],
    label: 'Goal',
  },
  experience: {
    question: 'How experienced are you?',
    options: ['Beginner', 'Intermediate', 'Advanced'],
    label: 'Experience',
  },
  equipment: {
    question: 'What equipment do you have?',
    options: ['None (bodyweight)', 'Dumbbells', 'Full gym'],
    label: 'Equipment',
  },
  budget: {
    question: 'What is your budget?',
    options: ['Tight', 'Moderate', 'Comfortable'],
    label: 'Budget',
  },
  interests: {
    question: 'What do you enjoy most?',
    options: ['Food', 'History and culture', 'Nature', 'Nightlife', 'Shopping'],
    label: 'Interests',
    multiple: true,
  },
  product: { question: 'What are you marketing, and to whom?', options: [], label: 'Product and customers' },
  channel: {
    question: 'Which channels?',
    options: ['Social media', 'Email', 'Search ads', 'Events', 'Partnerships'],
    label: 'Channels',
    multiple: true,
  },
  'job-posting': {
    question: 'What does the job ad ask for? (paste its key requirements)',
    options: [],
    label: 'Job requirements',
  },
};

export const DOMAIN_QUESTIONS: Readonly<Record<string, Readonly<Record<DomainSlot, QuestionText>>>> = {
  en: EN,
};
