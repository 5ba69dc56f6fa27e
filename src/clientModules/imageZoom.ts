/** Zoom for images in Markdown content, with medium-zoom. */
import type {Zoom} from 'medium-zoom';
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** Content images only: an image inside a link keeps its link behaviour. */
export const ZOOMABLE_IMAGES = '.markdown img:not(a img)';
/** The spec closes the zoom after a scroll of more than 40 px. */
export const CLOSE_ON_SCROLL_PX = 40;

let zoom: Zoom | undefined;
let mediumZoomModule: Promise<typeof import('medium-zoom')> | undefined;

/** medium-zoom's chunk, requested once; a failed request is tried again by the next caller. */
function loadMediumZoom(): Promise<typeof import('medium-zoom')> {
  mediumZoomModule ??= import('medium-zoom').catch((error: unknown) => {
    mediumZoomModule = undefined;
    throw error;
  });
  return mediumZoomModule;
}

/**
 * A first page with a zoomable image requests medium-zoom while it hydrates (this module runs once the served HTML is
 * parsed), so the zoom attaches as soon as the route has rendered. Requested only then, on a busy machine the chunk
 * came up to 1.2 s after hydration, past the spec's 1000 ms. Pages without such an image still never download it. A
 * failure here is left to the attach, which asks again and reports it.
 */
if (ExecutionEnvironment.canUseDOM && document.querySelector(ZOOMABLE_IMAGES)) {
  loadMediumZoom().catch(() => undefined);
}

/** Loads medium-zoom only on pages with a zoomable image, so other pages never download it. */
async function attachZoom(): Promise<void> {
  const {default: mediumZoom} = await loadMediumZoom();
  zoom?.detach();
  zoom = mediumZoom(ZOOMABLE_IMAGES, {
    margin: 24,
    scrollOffset: CLOSE_ON_SCROLL_PX,
    // The overlay follows the colour mode through the theme's own variable.
    background: 'var(--ifm-background-color)',
  });
}

const clientModule: ClientModule = {
  // Runs once the new route has rendered, so the images exist: attach at once rather than after a timer.
  onRouteDidUpdate() {
    zoom?.detach();
    zoom = undefined;
    if (document.querySelector(ZOOMABLE_IMAGES)) {
      void attachZoom();
    }
  },
};

export default clientModule;
