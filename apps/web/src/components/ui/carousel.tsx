import { useId, useState } from 'react';

export interface CarouselSlide {
  /** Path of one of our own illustrations under /illustrations. */
  image: string;
  imageAlt: string;
  title: string;
  description: string;
}

/** Slides with Previous/Next buttons that are disabled at the first and last slide. */
export function Carousel({ label, slides }: { label: string; slides: CarouselSlide[] }) {
  const [index, setIndex] = useState(0);
  const id = useId();
  const last = slides.length - 1;
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={label}>
      <div className="carousel-viewport" id={`${id}-slides`} aria-live="polite">
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern: a slide is a group, not a form fieldset.
          <div
            key={slide.title}
            className="carousel-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}: ${slide.title}`}
            hidden={i !== index}
          >
            <img src={slide.image} alt={slide.imageAlt} width="560" height="340" loading="lazy" />
            <div className="carousel-caption">
              <h3>{slide.title}</h3>
              <p>{slide.description}</p>
            </div>
          </div>
        ))}
      </div>
      <div className="carousel-controls">
        <button
          type="button"
          className="btn btn-outline"
          aria-controls={`${id}-slides`}
          disabled={index === 0}
          onClick={() => setIndex((i) => Math.max(0, i - 1))}
        >
          <span aria-hidden="true">←</span> Previous
        </button>
        <p className="carousel-position">
          Slide {index + 1} of {slides.length}
        </p>
        <button
          type="button"
          className="btn btn-outline"
          aria-controls={`${id}-slides`}
          disabled={index === last}
          onClick={() => setIndex((i) => Math.min(last, i + 1))}
        >
          Next <span aria-hidden="true">→</span>
        </button>
      </div>
    </section>
  );
}
