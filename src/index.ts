export { WordCard, type WordCardProps } from './WordCard';
export { KpiTile, type KpiTileProps, type KpiStatus } from './KpiTile';
export { KpiBoard, type KpiBoardProps } from './KpiBoard';
export { kpiStatus, trendDirection } from './KpiTile/status';
