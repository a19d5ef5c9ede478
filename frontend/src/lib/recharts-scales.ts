// The d3 scales recharts may create, for vite.config.ts to hand recharts in place of all of d3-scale.
// recharts looks its scales up by name in d3-scale's namespace (an axis's `scale` prop, 'auto' being
// band, point or linear), so the bundle otherwise keeps every d3 scale, the time scales with d3-time
// and d3-time-format among them (about 6 KB of the charts' first load, compressed). No chart of ours
// has a time axis: one that needs it must add scaleTime or scaleUtc here, or recharts silently falls
// back to a point scale.
export { scaleBand, scaleLinear, scalePoint } from 'victory-vendor/d3-scale';
