/**
 * Wraps the theme's copy and word-wrap buttons (no ejection) to build them in the background. The theme leaves them
 * out of the served page and adds them to every code block, hidden tab panels included, in the one long render that
 * follows hydration.
 */
import type {ComponentProps, ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import RenderInBackground from '../../RenderInBackground';

export default function ButtonsWrapper(props: ComponentProps<typeof Buttons>): ReactNode {
  return (
    <RenderInBackground>
      <Buttons {...props} />
    </RenderInBackground>
  );
}
