/** Zoom for images in Markdown content, with medium-zoom. */
import type {Zoom} from 'medium-zoom';
import type {ClientModule} from '@docusaurus/types';

/** Content images only: an image inside a link keeps its link behaviour. */
export const ZOOMABLE_IMAGES = '.markdown img:not(a img)';
/** The spec closes the zoom after a scroll of more than 40 px. */
export const CLOSE_ON_SCROLL_PX = 40;

let zoom: Zoom | undefined;

/** Loads medium-zoom only on pages with a zoomable image, so other pages never download it. */
async function attachZoom(): Promise<void> {
  const {default: mediumZoom} = await import('medium-zoom');
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
