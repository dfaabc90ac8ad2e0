export { WordCard, type WordCardProps } from './WordCard';
