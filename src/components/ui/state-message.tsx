import type { ReactNode } from 'react';
import styles from './ui.module.css';

/** Empty, error or offline message block with an optional action. */
export function StateMessage({ title, body, action, tone = 'neutral', testId }: { title: string; body?: ReactNode; action?: ReactNode; tone?: 'neutral' | 'error' | 'offline'; testId?: string }) {
  return (
    <div className={`${styles.state} ${styles[`state_${tone}`]}`} role={tone === 'error' ? 'alert' : 'status'} data-testid={testId}>
      <p className={styles.stateTitle}>{title}</p>
      {body && <div className={styles.stateBody}>{body}</div>}
      {action && <div className={styles.stateAction}>{action}</div>}
    </div>
  );
}
