export { FigureCard, FigureCards } from './FigureCard';
export { formatCount } from './formatCount';
