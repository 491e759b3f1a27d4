/** A 0–100 score as a half-circle gauge with its label (the method is in the section's "How we got this"). */
export function ScoreGauge({ label, score }: { label: string; score: number | null }) {
  const radius = 50;
  const circumference = Math.PI * radius;
  const filled = score === null ? 0 : (Math.max(0, Math.min(100, score)) / 100) * circumference;
  const tone = score === null ? 'none' : score >= 70 ? 'good' : score >= 40 ? 'fair' : 'poor';
  return (
    <figure className={`gauge gauge-${tone}`}>
      <svg viewBox="0 0 120 70" width="140" role="img" aria-label={`${label}: ${score ?? 'not available'}`}>
        <path d="M10 60 A50 50 0 0 1 110 60" className="gauge-track" />
        <path d="M10 60 A50 50 0 0 1 110 60" className="gauge-fill" strokeDasharray={`${filled} ${circumference}`} />
        <text x="60" y="58" textAnchor="middle" className="gauge-score">
          {score ?? '–'}
        </text>
      </svg>
      <figcaption>
        <strong>{label}</strong>
      </figcaption>
    </figure>
  );
}
