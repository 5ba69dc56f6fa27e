import type {ReactNode} from 'react';
import {product} from '@site/src/data/product';
import styles from './styles.module.css';

const steps = [
  {title: 'Click', text: 'A user taps your ad or link'},
  {title: 'Install', text: 'and installs or opens the app'},
  {title: 'First session', text: `the ${product.name} SDK reports it`},
  {title: 'Match', text: 'the click is matched to it'},
  {title: 'Attribution', text: 'your app and dashboard get it'},
];

const BOX = {width: 150, height: 84, gap: 34};

/**
 * How attribution flows, drawn as inline SVG: no client-side diagram library on the front door, text that
 * follows the colour mode, and a title and description for screen readers.
 */
export default function AttributionFlow(): ReactNode {
  const width = steps.length * BOX.width + (steps.length - 1) * BOX.gap;
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.diagram}
        viewBox={`0 0 ${width} ${BOX.height}`}
        role="img"
        aria-labelledby="attribution-flow-title attribution-flow-desc">
        <title id="attribution-flow-title">How attribution works</title>
        <desc id="attribution-flow-desc">
          {steps.map((step) => `${step.title}: ${step.text}.`).join(' ')}
        </desc>
        <defs>
          <marker id="attribution-flow-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
            <path d="M0 0L10 5L0 10z" className={styles.arrowHead} />
          </marker>
        </defs>
        {steps.map((step, index) => {
          const x = index * (BOX.width + BOX.gap);
          return (
            <g key={step.title}>
              <rect className={styles.box} x={x + 1} y={1} width={BOX.width - 2} height={BOX.height - 2} rx={10} />
              <text className={styles.title} x={x + BOX.width / 2} y={34} textAnchor="middle">
                {step.title}
              </text>
              <text className={styles.text} x={x + BOX.width / 2} y={58} textAnchor="middle">
                {step.text}
              </text>
              {index < steps.length - 1 && (
                <path
                  className={styles.arrow}
                  d={`M${x + BOX.width + 4} ${BOX.height / 2}h${BOX.gap - 10}`}
                  markerEnd="url(#attribution-flow-arrow)"
                />
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
