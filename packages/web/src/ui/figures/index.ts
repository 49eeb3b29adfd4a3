export { FigureCard, FigureCards } from './FigureCard';
