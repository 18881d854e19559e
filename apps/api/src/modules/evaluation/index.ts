// The evaluation module's public face: running prompts on models and judging their answers.
export { evaluationRoutes, type EvaluationRoutesOptions } from './routes';
