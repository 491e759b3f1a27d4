import { GLOSSARY } from '../content/glossary';
import '../analyses.css';

/** `/glossary`: the terms behind the dashboard's "How we got this" folds, each with its own anchor. */
export function GlossaryPage() {
  return (
    <div className="container section analyses-page glossary-page">
      <h1>Glossary: the words behind the numbers</h1>
      <p className="form-hint">
        The dashboard gives each answer in plain words first; its "How we got this" folds name the methods. This page
        says what those names mean.
      </p>
      <dl className="glossary">
        {GLOSSARY.map((t) => (
          <div key={t.id} id={t.id}>
            <dt>{t.term}</dt>
            <dd>{t.meaning}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
