import type { ReactNode } from 'react';
import './auth.css';

/** The centred card every sign-in, sign-up and recovery page is built on. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="section auth-section">
      <div className="container">
        <div className="auth-card">
          <h1>{title}</h1>
          {intro ? <p className="auth-intro">{intro}</p> : null}
          {children}
          {footer ? <div className="auth-footer">{footer}</div> : null}
        </div>
      </div>
    </section>
  );
}
